import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { recordLastVisited } from '../../../lib/last-visited.ts';
import { activityKeys, recordViewedSite } from '../api/activity-api.ts';
import { useVisitor } from './use-customer.ts';

/**
 * Records a view of `siteId` (public-site.md §4 "Viewing a property"): a guest's view goes to
 * the local `lastVisitedProperties` list; a customer's is sent to the server (a failure is only
 * logged — the page shows regardless). Associates' views are not recorded.
 */
export function useRecordView(siteId: number | undefined): void {
  const visitor = useVisitor();
  const queryClient = useQueryClient();
  const userId = visitor.kind === 'customer' ? visitor.userId : undefined;
  useEffect(() => {
    if (!siteId) return;
    if (visitor.kind === 'guest') {
      recordLastVisited(siteId);
      return;
    }
    if (userId === undefined) return;
    recordViewedSite(userId, siteId)
      .then(() => queryClient.invalidateQueries({ queryKey: activityKeys.viewed(userId) }))
      .catch((error: unknown) => console.warn('Could not record the viewed property', error));
  }, [siteId, visitor.kind, userId, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { recordLastVisited } from '../../../lib/last-visited.ts';
import { activityKeys, recordViewedSite } from '../api/activity-api.ts';
import { useVisitor } from './use-customer.ts';

/**
 * Records a view of `siteId` (docs/product/activity.md "Viewing a property"): a guest's view goes to
 * the local `lastVisitedProperties` list; a customer's is sent to the server once per page view
 * (a failure is only logged — the page shows regardless). Nothing is recorded while the session
 * is not known yet (a server-drawn page being taken over), so a signed-in customer is never
 * taken for a guest; associates' views are not recorded.
 */
export function useRecordView(siteId: number | undefined): void {
  const visitor = useVisitor();
  const queryClient = useQueryClient();
  const userId = visitor.kind === 'customer' ? visitor.userId : undefined;
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!siteId || visitor.kind === 'unknown') return;
    const key = `${siteId}:${visitor.kind}:${userId ?? ''}`;
    if (recorded.current === key) return;
    if (visitor.kind === 'guest') {
      recorded.current = key;
      recordLastVisited(siteId);
      return;
    }
    if (userId === undefined) return;
    recorded.current = key;
    recordViewedSite(userId, siteId)
      .then(() => queryClient.invalidateQueries({ queryKey: activityKeys.viewed(userId) }))
      .catch((error: unknown) => console.warn('Could not record the viewed property', error));
  }, [siteId, visitor.kind, userId, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { clearLastVisited, readLastVisited } from '../../../lib/last-visited.ts';
import { useVisitor } from './use-customer.ts';

/**
 * After a customer logs in, each locally kept recently visited id is sent as viewed and added
 * as a favourite, then the local list is cleared (accounts.md §4 "After login"; public-site.md
 * §4). Ids the server no longer knows are skipped; a 409 means it was a favourite already.
 * Mounted once, in the root layout; the activity API's code is fetched only when there is
 * something to send, so it stays out of every page's first download.
 */
export function useSyncGuestActivity(): void {
  const visitor = useVisitor();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const userId = visitor.kind === 'customer' ? visitor.userId : undefined;

  useEffect(() => {
    if (userId === undefined || running.current) return;
    const ids = readLastVisited();
    if (ids.length === 0) return;
    running.current = true;
    void (async () => {
      const { addFavourite, invalidateActivity, recordViewedSite } = await import('../api/activity-api.ts');
      // oldest first, so the most recent ends up most recent on the server too
      for (const siteId of [...ids].reverse()) {
        try {
          await recordViewedSite(userId, siteId);
          await addFavourite(userId, siteId);
        } catch (error) {
          if (!(error instanceof ApiError && (error.status === 409 || error.status === 404)))
            console.warn('Could not sync a viewed property', error);
        }
      }
      clearLastVisited();
      await invalidateActivity(queryClient, userId);
      running.current = false;
    })();
  }, [userId, queryClient]);
}

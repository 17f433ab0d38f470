import { ACTIVITY_MESSAGES as M } from '@realty/contracts/activity/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { clearLastVisited, readLastVisited } from '../../../lib/last-visited.ts';
import { takeFreshLogin } from '../../../lib/session.ts';
import '../texts.ts';
import { favouriteToastId, type GuestAction, takeGuestAction } from '../utils/guest-action.ts';
import { useVisitor, type Visitor } from './use-customer.ts';

/** Already saved, or a listing the server no longer knows: nothing to tell anyone. */
const isIgnorable = (error: unknown) => hasErrorCode(error, ERROR_CODES.ALREADY_FAVOURITE, ERROR_CODES.CONFLICT, ERROR_CODES.NOT_FOUND);

/**
 * Does, for the customer `userId` who has just signed in, what they asked for as a guest (the
 * favourite or enquiry of `action`, confirmed by a toast), then sends each id of `siteIds` (most
 * recent first) as viewed and as a favourite (docs/product/activity.md, "Recently viewed"), then
 * refetches their lists. Ids the server no longer knows (NOT_FOUND) are skipped; ALREADY_FAVOURITE means already saved.
 * Never throws: failures are logged or shown as the product's messages, through `msg` (the page's language).
 */
async function carryOverGuestActivity(
  queryClient: QueryClient,
  userId: number,
  siteIds: readonly number[],
  action: GuestAction | undefined,
  msg: (message: string) => string,
): Promise<void> {
  // downloaded only when there is something to send, so it stays out of every page's first download
  const [{ addFavourite, invalidateActivity, recordViewedSite, sendEnquiry }, { toast }] = await Promise.all([
    import('../api/activity-api.ts'),
    import('sonner'),
  ]);
  if (action?.kind === 'favourite') {
    const id = favouriteToastId(action.siteId);
    try {
      const result = await addFavourite(userId, action.siteId);
      toast.success(msg(result.message || M.favoriteAdded), { id });
    } catch (error) {
      if (hasErrorCode(error, ERROR_CODES.ALREADY_FAVOURITE))
        toast.info(msg(error.isServerMessage ? error.message : M.alreadyFavorite), { id });
      else toast.error(msg(M.genericError), { id });
    }
  } else if (action?.kind === 'enquiry') {
    try {
      const result = await sendEnquiry(
        userId,
        action.siteId,
        action.idempotencyKey,
        typeof action.question === 'string' ? action.question : undefined,
      );
      toast.success(msg(result.message || M.enquirySent));
    } catch (error) {
      toast.error(msg(hasErrorCode(error, ERROR_CODES.FORBIDDEN, ERROR_CODES.NOT_OWNER) ? error.message : M.serverError));
    }
  }
  // oldest first, so the most recent ends up most recent on the server too
  for (const siteId of [...siteIds].reverse()) {
    try {
      await recordViewedSite(userId, siteId);
      await addFavourite(userId, siteId);
    } catch (error) {
      if (!isIgnorable(error)) console.warn('Could not sync a viewed property', error);
    }
  }
  await invalidateActivity(queryClient, userId);
}

/**
 * What follows a real sign-in or sign-up of a customer (docs/product/activity.md, "Favourites",
 * "Recently viewed", "Enquiries"): the favourite or enquiry they asked for as a guest is done,
 * and the ids they viewed while signed out (the local `lastVisitedProperties` list) are each sent
 * as viewed and added as a favourite; the local list is then cleared. It runs once, in the tab
 * that signed in, when this tab sees the visitor go from guest to signed in right after
 * `saveLogin`: a page load or reload of a signed-in customer, a new tab, or a sign-in in
 * another tab never runs it. Mounted once, in the root layout. Its messages are in the page's
 * language (docs/product/seo.md, "Hindi").
 */
export function useSyncGuestActivity(): void {
  const msg = useMessageText();
  const msgRef = useRef(msg);
  msgRef.current = msg;
  const visitor = useVisitor();
  const queryClient = useQueryClient();
  const previousKind = useRef<Visitor['kind']>('unknown');
  const userId = visitor.kind === 'customer' ? visitor.userId : undefined;

  useEffect(() => {
    const before = previousKind.current;
    previousKind.current = visitor.kind;
    if (before !== 'guest' || visitor.kind === 'guest' || visitor.kind === 'unknown') return;
    if (!takeFreshLogin()) return;
    const action = takeGuestAction();
    // associates, staff and builders keep nothing of a guest's activity
    if (userId === undefined) return;
    const siteIds = readLastVisited();
    clearLastVisited();
    if (siteIds.length === 0 && !action) return;
    void carryOverGuestActivity(queryClient, userId, siteIds, action, (message) => msgRef.current(message));
  }, [visitor.kind, userId, queryClient]);
}

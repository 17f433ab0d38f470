import { ACTIVITY_MESSAGES as M } from '@realty/contracts/activity/messages';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { forgetLastVisited, readLastVisited } from '../../../lib/last-visited.ts';
import { STORAGE_KEYS, takeFreshLogin } from '../../../lib/session.ts';
import '../texts.ts';
import { favouriteToastId, type GuestAction, takeGuestAction } from '../utils/guest-action.ts';
import { useVisitor, type Visitor } from './use-customer.ts';

/** Already saved, or a listing the server no longer knows: nothing to tell anyone. */
const isIgnorable = (error: unknown) => hasErrorCode(error, ERROR_CODES.ALREADY_FAVOURITE, ERROR_CODES.CONFLICT, ERROR_CODES.NOT_FOUND);

/** The customer whose carry-over is under way in this browser ({@link STORAGE_KEYS.guestCarryOver}), if any. */
function carryOverOwner(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.guestCarryOver);
  } catch {
    return null;
  }
}

function setCarryOverOwner(userId: number | null): void {
  try {
    if (userId === null) window.localStorage.removeItem(STORAGE_KEYS.guestCarryOver);
    else window.localStorage.setItem(STORAGE_KEYS.guestCarryOver, String(userId));
  } catch {
    // storage unavailable: the carry-over runs once, as before
  }
}

/** True while this tab is sending a carry-over, so a second trigger never sends the same ids twice at once. */
let isCarryingOver = false;

/**
 * Does, for the customer `userId` who has just signed in, what they asked for as a guest (the
 * favourite or enquiry of `action`, confirmed by a toast), then sends each id of the local
 * recently visited list (oldest first, so the most recent ends up most recent on the server) as
 * viewed and as a favourite (docs/product/activity.md, "Recently viewed"), then refetches their
 * lists. Each id leaves the local list only once both were accepted (ALREADY_FAVOURITE means
 * already saved; ids the server no longer knows, NOT_FOUND, are dropped); one that failed stays
 * for the next page load, as does every id not reached when the page was left. Never throws:
 * failures are logged or shown as the product's messages, through `msg` (the page's language).
 */
async function carryOverGuestActivity(
  queryClient: QueryClient,
  userId: number,
  action: GuestAction | undefined,
  msg: (message: string) => string,
): Promise<void> {
  if (isCarryingOver) return;
  isCarryingOver = true;
  try {
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
    const accepted = async (send: () => Promise<unknown>): Promise<boolean> => {
      try {
        await send();
        return true;
      } catch (error) {
        if (isIgnorable(error)) return true;
        console.warn('Could not sync a viewed property', error);
        return false;
      }
    };
    for (const siteId of [...readLastVisited()].reverse()) {
      const viewed = await accepted(() => recordViewedSite(userId, siteId));
      const favourite = await accepted(() => addFavourite(userId, siteId));
      if (viewed && favourite) forgetLastVisited(siteId);
    }
    if (readLastVisited().length === 0) setCarryOverOwner(null);
    await invalidateActivity(queryClient, userId);
  } finally {
    isCarryingOver = false;
  }
}

/**
 * What follows a real sign-in or sign-up of a customer (docs/product/activity.md, "Favourites",
 * "Recently viewed", "Enquiries"): the favourite or enquiry they asked for as a guest is done,
 * and the ids they viewed while signed out (the local `lastVisitedProperties` list) are each sent
 * as viewed and added as a favourite, each leaving the list once sent. It starts once, in the tab
 * that signed in, when this tab sees the visitor go from guest to signed in right after
 * `saveLogin`: a page load or reload of a signed-in customer, a new tab, or a sign-in in
 * another tab never starts it. One cut short (the page was left while it was sending) is marked
 * with the customer's id and ends on that customer's next page load, so every id is sent, once.
 * Mounted once, in the root layout. Its messages are in the page's language
 * (docs/product/seo.md, "Hindi").
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
    const send = (id: number, action: GuestAction | undefined) =>
      void carryOverGuestActivity(queryClient, id, action, (message) => msgRef.current(message));
    if (before !== 'guest' || visitor.kind === 'guest' || visitor.kind === 'unknown') {
      // a carry-over this customer started and left unfinished (not a guest list found on a page load)
      if (before !== 'customer' && userId !== undefined && carryOverOwner() === String(userId) && readLastVisited().length > 0)
        send(userId, undefined);
      return;
    }
    if (!takeFreshLogin()) return;
    const action = takeGuestAction();
    // associates, staff and builders keep nothing of a guest's activity
    if (userId === undefined) return;
    const hasList = readLastVisited().length > 0;
    if (hasList) setCarryOverOwner(userId);
    if (!hasList && !action) return;
    send(userId, action);
  }, [visitor.kind, userId, queryClient]);
}

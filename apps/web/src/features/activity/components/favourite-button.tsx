import type { ListFavoritesResponse } from '@realty/contracts/activity/favorites';
import { ACTIVITY_MESSAGES as M } from '@realty/contracts/activity/messages';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { withReturnTo } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { activityKeys, addFavourite, removeFavourite, useFavouritesQuery } from '../api/activity-api.ts';
import { useVisitor } from '../hooks/use-customer.ts';
import { useActivityTexts } from '../texts.ts';
import { favouriteToastId, rememberGuestAction } from '../utils/guest-action.ts';

/** Props of {@link FavouriteButton}. */
export type FavouriteButtonProps = {
  siteId: number;
  siteTitle: string;
  /** Message for a guest: 'Please login first!' on the listing page, else 'Please login to add favorites!' (docs/product/activity.md, "Favourites"). */
  guestMessage?: string;
};

/**
 * Listings whose favourite is being added or removed, as `userId:siteId`: shared by every heart,
 * because one listing can have two hearts on a page (e.g. under Similar and Recently Viewed).
 */
const inFlight = new Set<string>();

/**
 * The favourite heart (docs/product/activity.md, "Favourites"; docs/product/catalogue.md, "The listing page"). Hidden for associates. A guest is told to log
 * in and sent to /registeruser with the page to come back to; the favourite is saved once they
 * have signed up or signed in. A customer toggles: remove when saved, else add (code
 * ALREADY_FAVOURITE counts as already saved and shows the server's message); then the
 * favourites list reloads. A tap while the same listing is in flight
 * is ignored, and the messages about one listing replace each other, so a quick double tap
 * shows one message. Texts and messages in the page's language (docs/product/seo.md, "Hindi").
 */
export function FavouriteButton({ siteId, siteTitle, guestMessage = M.guestFavorites }: FavouriteButtonProps) {
  const t = useActivityTexts();
  const msg = useMessageText();
  const visitor = useVisitor();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const userId = visitor.kind === 'customer' ? visitor.userId : undefined;
  const favourites = useFavouritesQuery(userId);
  const [isBusy, setBusy] = useState(false);

  if (visitor.kind === 'associate' || visitor.kind === 'other') return null;
  const isSaved = Boolean(favourites.data?.data.some((f) => f.site_id === siteId));

  async function toggle() {
    if (visitor.kind === 'unknown') return;
    const toastId = favouriteToastId(siteId);
    if (visitor.kind === 'guest' || userId === undefined) {
      toast.error(msg(guestMessage), { id: toastId });
      rememberGuestAction('favourite', siteId);
      navigate(withReturnTo(PATHS.registerUser, `${location.pathname}${location.search}${location.hash}`));
      return;
    }
    const key = `${userId}:${siteId}`;
    if (inFlight.has(key)) return;
    inFlight.add(key);
    setBusy(true);
    const queryKey = activityKeys.favourites(userId);
    try {
      // the list as it is now, not as it was when this heart was last drawn
      const saved = queryClient.getQueryData<ListFavoritesResponse>(queryKey)?.data.find((f) => f.site_id === siteId);
      if (saved) {
        const result = await removeFavourite(saved.fav_id, userId);
        toast.success(msg(result.message || M.favoriteRemoved), { id: toastId });
      } else {
        const result = await addFavourite(userId, siteId);
        toast.success(msg(result.message || M.favoriteAdded), { id: toastId });
      }
    } catch (error) {
      if (hasErrorCode(error, ERROR_CODES.ALREADY_FAVOURITE))
        toast.info(msg(error.isServerMessage ? error.message : M.alreadyFavorite), { id: toastId });
      else if (hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)) toast.error(msg(M.guestFavoritesAlt), { id: toastId });
      else
        toast.error(msg(error instanceof ApiError && error.isServerMessage && error.status < 500 ? error.message : M.genericError), {
          id: toastId,
        });
    } finally {
      await queryClient.invalidateQueries({ queryKey });
      inFlight.delete(key);
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isSaved}
      aria-busy={isBusy}
      aria-label={isSaved ? t('favourite.remove', { title: siteTitle }) : t('favourite.add', { title: siteTitle })}
      title={isSaved ? t('favourite.removeTitle') : t('favourite.addTitle')}
      className="relative z-10 inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow-md transition hover:scale-105 hover:bg-white"
    >
      <Heart aria-hidden="true" className={`size-5 ${isSaved ? 'fill-current' : ''}`} />
    </button>
  );
}

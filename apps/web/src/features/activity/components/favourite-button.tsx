import { ACTIVITY_MESSAGES as M } from '@realty/contracts/activity/fields';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { activityKeys, addFavourite, removeFavourite, useFavouritesQuery } from '../api/activity-api.ts';
import { useVisitor } from '../hooks/use-customer.ts';

/** Props of {@link FavouriteButton}. */
export type FavouriteButtonProps = {
  siteId: number;
  siteTitle: string;
  /** Message for a guest: 'Please login first!' on the listing page, else 'Please login to add favorites!' (public-site.md §6). */
  guestMessage?: string;
};

/**
 * The favourite heart (public-site.md §2, §4, §6). Hidden for associates. A guest is told to log
 * in and sent to /registeruser; a customer toggles: remove when saved, else add (409 counts as
 * already saved); then the favourites list reloads. A click while the same site is in flight is
 * ignored.
 */
export function FavouriteButton({ siteId, siteTitle, guestMessage = M.guestFavorites }: FavouriteButtonProps) {
  const visitor = useVisitor();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = visitor.kind === 'customer' ? visitor.userId : undefined;
  const favourites = useFavouritesQuery(userId);
  const inFlight = useRef(false);
  const [isBusy, setBusy] = useState(false);

  if (visitor.kind === 'associate' || visitor.kind === 'other') return null;
  const saved = favourites.data?.data.find((f) => f.site_id === siteId);
  const isSaved = Boolean(saved);

  async function toggle() {
    if (visitor.kind === 'guest' || userId === undefined) {
      toast.error(guestMessage);
      navigate(PATHS.registerUser);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      if (saved) {
        const result = await removeFavourite(saved.fav_id, userId);
        toast.success(result.message || M.favoriteRemoved);
      } else {
        const result = await addFavourite(userId, siteId);
        toast.success(result.message || M.favoriteAdded);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) toast.info(M.alreadyFavorite);
      else if (error instanceof ApiError && error.status === 401) toast.error(M.guestFavoritesAlt);
      else toast.error(error instanceof ApiError && error.status < 500 && error.status > 0 ? error.message : M.genericError);
    } finally {
      await queryClient.invalidateQueries({ queryKey: activityKeys.favourites(userId) });
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isSaved}
      aria-busy={isBusy}
      aria-label={isSaved ? `Remove ${siteTitle} from favourites` : `Add ${siteTitle} to favourites`}
      title={isSaved ? 'Remove from favourites' : 'Add to favourites'}
      className="relative z-10 inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow-md transition hover:scale-105 hover:bg-white"
    >
      <Heart aria-hidden="true" className={`size-5 ${isSaved ? 'fill-current' : ''}`} />
    </button>
  );
}

import { useCallback, useEffect, useState } from 'react';

/** How the results are shown: as the card list or on the map. */
export type ListingView = 'list' | 'map';

/** localStorage key remembering the visitor's last choice of {@link ListingView}. */
export const LISTING_VIEW_STORAGE_KEY = 'listingView';

/** The stored choice, or null when there is none (or storage cannot be read). */
export function readListingView(): ListingView | null {
  try {
    const value = window.localStorage.getItem(LISTING_VIEW_STORAGE_KEY);
    return value === 'list' || value === 'map' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The results view and the function that changes and remembers it (docs/product/catalogue.md,
 * "The listing page"). Starts as
 * 'list' on the server and in the first browser render (so a server-drawn page hydrates), then
 * takes the choice remembered in `localStorage.listingView` right after mount.
 */
export function useListingView(): [ListingView, (view: ListingView) => void] {
  const [view, setView] = useState<ListingView>('list');
  useEffect(() => {
    const stored = readListingView();
    if (stored) setView(stored);
  }, []);
  const choose = useCallback((next: ListingView) => {
    setView(next);
    try {
      window.localStorage.setItem(LISTING_VIEW_STORAGE_KEY, next);
    } catch {
      // remembered for this page only
    }
  }, []);
  return [view, choose];
}

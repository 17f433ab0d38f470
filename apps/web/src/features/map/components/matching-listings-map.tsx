import type { ReactNode } from 'react';
import { type MapPointsRequest, mapPointsQueryKey, useMapPoints } from '../api/use-map-points.ts';
import type { MapBbox } from '../utils/map-geometry.ts';
import type { MapListing } from '../utils/map-listing.ts';
import { ListingsMap } from './listings-map.tsx';

/** Props of {@link MatchingListingsMap}. */
export type MatchingListingsMapProps = {
  /** The listing page's query, as `GET /api/sites` takes it. */
  query: MapPointsRequest;
  /** The page of results already shown, drawn while every match loads (and if it cannot be loaded). */
  pageListings: readonly MapListing[];
  /** Called with the visible area when the visitor presses "Search this area". */
  onSearchArea: (bbox: MapBbox) => void;
  /** The card a marker opens, for a listing id. */
  renderCard?: (listingId: number) => ReactNode;
};

/**
 * The map view of the listing page (docs/product/catalogue.md, "The listing page"): every listing
 * matching the page's query that has a location (`GET /api/sites/map`, clustered, up to
 * `MAP_POINTS_CAP`, the note saying when there are more), not only the page of 9 the list shows;
 * "Search this area" puts the visible area in the address. While every match loads, and should it
 * fail, the page's own results are drawn. The view is fitted around the listings when the query
 * changes and when its answer comes, not when the same query is fetched again (a visitor who
 * zoomed in keeps their view while listings are published elsewhere).
 */
export function MatchingListingsMap({ query, pageListings, onSearchArea, renderCard }: MatchingListingsMapProps) {
  const points = useMapPoints(query);
  const queryKey = JSON.stringify(mapPointsQueryKey(query));
  if (!points.data) {
    return (
      <ListingsMap
        listings={pageListings}
        onSearchArea={onSearchArea}
        renderCard={renderCard}
        isLoading={points.isPending}
        viewKey={`${queryKey}:page:${pageListings.map((l) => l.site_id).join(',')}`}
      />
    );
  }
  return (
    <ListingsMap
      listings={points.data.data}
      matched={points.data.matched}
      capped={points.data.capped}
      onSearchArea={onSearchArea}
      renderCard={renderCard}
      viewKey={points.isPlaceholderData ? null : `${queryKey}:all`}
    />
  );
}

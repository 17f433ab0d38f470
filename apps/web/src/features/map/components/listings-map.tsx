import { MapPinOff } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useHasMounted } from '../hooks/use-has-mounted.ts';
import { mapTileUrl } from '../map-settings.ts';
import { useMapTexts } from '../texts.ts';
import { type MapBbox, mapCappedNote, mapNote, placeListings } from '../utils/map-geometry.ts';
import type { MapListing } from '../utils/map-listing.ts';
import { MapErrorBoundary } from './map-error-boundary.tsx';

const ListingsMapCanvas = lazy(() => import('./listings-map-canvas.tsx'));

/** Props of {@link ListingsMap}. */
export type ListingsMapProps = {
  /** The current results (a page of `GET /api/sites` fits as it is); those without coordinates are left out and counted in the note. */
  listings: readonly MapListing[];
  /**
   * Called with the visible area when the visitor presses "Search this area": degrees, west and
   * east longitudes, south and north latitudes, each rounded outward to 5 decimals.
   */
  onSearchArea: (bbox: MapBbox) => void;
  /** The card a marker opens, for a listing id; by default title, place, price and a link to /detailpage/{id}. */
  renderCard?: (listingId: number) => ReactNode;
  /** Tile address template; by default `VITE_MAP_TILE_URL`, else OpenStreetMap's tiles. */
  tileUrl?: string;
  /**
   * How many listings match in all, when `listings` are every match that has a location (the
   * answer of `GET /api/sites/map`): the note then counts the others as having no location.
   */
  matched?: number;
  /** True when more listings with a location match than `listings` holds (the answer was capped): the note says so. */
  capped?: boolean;
  /**
   * When the view is fitted around the listings: each time this key changes (the caller's query
   * and whether its answer has come), so that a refresh of the same answer, with a listing
   * published or withdrawn meanwhile, leaves the visitor's zoom and position as they are; null
   * while an answer is being replaced (the view waits for the new one). Without it the view is
   * fitted whenever the set of listings changes.
   */
  viewKey?: string | null;
  /** True while the listings are being fetched: the note says so instead of counting. */
  isLoading?: boolean;
  /** Classes of the map's box, which sets its height (default 28rem, 34rem from the `sm` width). */
  mapClassName?: string;
  className?: string;
};

/** The grey box the map is drawn in, while its code downloads (and on the server). */
function MapPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" className="flex size-full items-center justify-center bg-[#eef4f3] text-sm text-slate-500">
      {label}
    </div>
  );
}

/**
 * The results on a map (docs/product/catalogue.md, "The listing page"; docs/decisions/0009-map-library.md): Leaflet with
 * OpenStreetMap tiles, the listings as clustered price-tag markers (real elements
 * `.listing-marker` with the title as `aria-label`), a card on a marker's click, "Search this
 * area" sending the visible bounds to `onSearchArea`, and a note counting the listings shown and
 * those left out for want of coordinates (of `matched` when given), or saying the map holds only
 * the first of them (`capped`). Leaflet is loaded only in the browser after mount; the server and the
 * first browser render draw the same placeholder box. Without network the markers still show on a
 * plain background. Its words follow the page's language (docs/product/seo.md, "Hindi").
 */
export function ListingsMap({
  listings,
  onSearchArea,
  renderCard,
  tileUrl,
  matched,
  capped = false,
  isLoading = false,
  viewKey,
  mapClassName = 'h-[28rem] sm:h-[34rem]',
  className = '',
}: ListingsMapProps) {
  const t = useMapTexts();
  const language = useLanguage();
  const hasMounted = useHasMounted();
  const { placed, missing } = useMemo(() => placeListings(listings), [listings]);
  const url = tileUrl ?? mapTileUrl();
  const note = isLoading
    ? t('note.loading')
    : capped && matched !== undefined
      ? mapCappedNote(placed.length, matched, language)
      : mapNote(placed.length, matched === undefined ? missing : Math.max(0, matched - placed.length), language);
  return (
    <section aria-label={t('results.label')} className={className}>
      <div className={`relative isolate overflow-hidden rounded-2xl border border-slate-200 ${mapClassName}`}>
        {hasMounted ? (
          <MapErrorBoundary
            fallback={
              <div
                role="alert"
                className="flex size-full flex-col items-center justify-center gap-2 bg-slate-50 p-6 text-center text-slate-600"
              >
                <MapPinOff aria-hidden="true" className="size-8 text-slate-400" />
                {t('results.failed')}
              </div>
            }
          >
            <Suspense fallback={<MapPlaceholder label={t('loading')} />}>
              <ListingsMapCanvas listings={placed} tileUrl={url} onSearchArea={onSearchArea} renderCard={renderCard} viewKey={viewKey} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          <MapPlaceholder label={t('loading')} />
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600" data-map-note="" aria-live="polite">
        {note}
      </p>
    </section>
  );
}

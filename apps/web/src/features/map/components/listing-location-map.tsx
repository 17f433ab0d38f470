import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useHasMounted } from '../hooks/use-has-mounted.ts';
import { mapTileUrl } from '../map-settings.ts';
import { useMapTexts } from '../texts.ts';
import { hasCoordinates } from '../utils/map-geometry.ts';
import { MapErrorBoundary } from './map-error-boundary.tsx';

const LocationMapCanvas = lazy(() => import('./location-map-canvas.tsx'));

/** Props of {@link ListingLocationMap}. */
export type ListingLocationMapProps = {
  /** The listing's `site_lat` in degrees; null when unknown (then only `fallback` is shown). */
  lat: number | null;
  /** The listing's `site_lon` in degrees; null when unknown. */
  lon: number | null;
  /** The listing's title: the pin's `aria-label` and popup. */
  title: string;
  /**
   * What is shown on the server, while the map's code loads, and for good if it fails to load or
   * the listing has no coordinates: the drawn location image the page has today. The map then
   * covers it at the same size (at least 16rem tall).
   */
  fallback: ReactNode;
  /** Tile address template; by default `VITE_MAP_TILE_URL`, else OpenStreetMap's tiles. */
  tileUrl?: string;
  /** Zoom level, Leaflet's 0 (world) to 19 (street); default 15 (a neighbourhood). */
  zoom?: number;
  className?: string;
};

/**
 * The detail page's location map (docs/product/catalogue.md, "The detail page"; docs/decisions/0009-map-library.md): one marker on an
 * interactive OpenStreetMap map. The server and the first browser render show `fallback`; after
 * mount Leaflet loads and the map is laid over the fallback (which stays in place, hidden, so
 * nothing on the page moves). If Leaflet fails to load, the fallback simply stays.
 */
export function ListingLocationMap({ lat, lon, title, fallback, tileUrl, zoom = 15, className = '' }: ListingLocationMapProps) {
  const t = useMapTexts();
  const hasMounted = useHasMounted();
  const [isReady, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const position = { site_lat: lat, site_lon: lon };
  if (!hasCoordinates(position)) return <div className={className}>{fallback}</div>;
  return (
    <div className={`relative isolate min-h-64 overflow-hidden rounded-2xl ${className}`} data-map-ready={isReady ? 'true' : undefined}>
      <div aria-hidden={isReady ? true : undefined} className={isReady ? 'invisible' : undefined}>
        {fallback}
      </div>
      {hasMounted ? (
        <MapErrorBoundary fallback={null} onError={() => setReady(false)}>
          <Suspense fallback={null}>
            <section className="absolute inset-0" aria-label={t('location.label', { title })}>
              <LocationMapCanvas
                lat={position.site_lat}
                lon={position.site_lon}
                title={title}
                tileUrl={tileUrl ?? mapTileUrl()}
                zoom={zoom}
                onReady={onReady}
              />
            </section>
          </Suspense>
        </MapErrorBoundary>
      ) : null}
    </div>
  );
}

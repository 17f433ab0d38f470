import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';
import type L from 'leaflet';
import { Search } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { OSM_ATTRIBUTION } from '../map-settings.ts';
import { useMapTexts } from '../texts.ts';
import { boundsToBbox, type MapBbox, pointsBounds, UTTAR_PRADESH_VIEW } from '../utils/map-geometry.ts';
import { listingPriceText, type MapListing } from '../utils/map-listing.ts';
import { clusterIcon, listingIcon } from './leaflet-icons.ts';
import { ListingMapCard } from './listing-map-card.tsx';

/** Props of {@link ListingsMapCanvas}. */
export type ListingsMapCanvasProps = {
  /** Listings that have coordinates (see `placeListings`). */
  listings: readonly (MapListing & { site_lat: number; site_lon: number })[];
  tileUrl: string;
  onSearchArea: (bbox: MapBbox) => void;
  renderCard?: (listingId: number) => ReactNode;
  /** When the view is fitted around the listings again: see {@link ListingsMapProps.viewKey}. */
  viewKey?: string | null;
};

/**
 * Fits the view around the listings whenever `viewKey` changes (by default, whenever the set of
 * points changes), except right after "Search this area"; a `viewKey` of null leaves the view as it is.
 */
function FitToListings({
  points,
  viewKey,
  skipNextFit,
}: {
  points: readonly [number, number][];
  viewKey: string | null | undefined;
  skipNextFit: React.RefObject<boolean>;
}) {
  const map = useMap();
  const key = viewKey === undefined ? points.map((p) => p.join(':')).join('|') : viewKey;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `points` (or the caller's view key)
  useEffect(() => {
    if (key === null) return;
    if (skipNextFit.current) {
      skipNextFit.current = false;
      return;
    }
    const bounds = pointsBounds(points);
    if (bounds) map.fitBounds(bounds, { padding: [40, 40], maxZoom: 15 });
    else map.setView(UTTAR_PRADESH_VIEW.center, UTTAR_PRADESH_VIEW.zoom);
  }, [map, key]);
  return null;
}

/**
 * The Leaflet part of {@link ListingsMap}, loaded only in the browser (React.lazy after mount):
 * the tiles of `tileUrl` with OpenStreetMap's attribution, one divIcon marker per listing
 * clustered with Leaflet.markercluster (react-leaflet-cluster), a card in a popup on a marker's
 * click or Enter, and "Search this area" above the map sending the visible bounds.
 * docs/product/catalogue.md, "The listing page"; docs/decisions/0009-map-library.md. Words, prices
 * and marker labels in the page's language (docs/product/seo.md, "Hindi").
 */
export default function ListingsMapCanvas({ listings, tileUrl, onSearchArea, renderCard, viewKey }: ListingsMapCanvasProps) {
  const t = useMapTexts();
  const language = useLanguage();
  const [map, setMap] = useState<L.Map | null>(null);
  const skipNextFit = useRef(false);
  const points = useMemo(() => listings.map((l): [number, number] => [l.site_lat, l.site_lon]), [listings]);
  const initialBounds = useMemo(() => pointsBounds(points), [points]);
  const icons = useMemo(
    () => new Map(listings.map((l) => [l.site_id, listingIcon(l.site_id, l.site_title, listingPriceText(l, language))])),
    [listings, language],
  );
  const clusterIconIn = useCallback((cluster: L.MarkerCluster) => clusterIcon(cluster, language), [language]);

  function searchArea() {
    if (!map) return;
    const bounds = map.getBounds();
    skipNextFit.current = true;
    onSearchArea(boundsToBbox({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }));
  }

  return (
    <div className="flex size-full flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-3 py-2">
        <p className="hidden text-sm text-slate-600 sm:block">{t('canvas.hint')}</p>
        <button
          type="button"
          onClick={searchArea}
          disabled={!map}
          className="inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:opacity-60 sm:flex-none"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('canvas.searchArea')}
        </button>
      </div>
      <MapContainer
        ref={setMap}
        bounds={initialBounds ?? undefined}
        boundsOptions={{ padding: [40, 40], maxZoom: 15 }}
        center={initialBounds ? undefined : UTTAR_PRADESH_VIEW.center}
        zoom={initialBounds ? undefined : UTTAR_PRADESH_VIEW.zoom}
        scrollWheelZoom={false}
        className="min-h-0 w-full flex-1"
      >
        <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} />
        <FitToListings points={points} viewKey={viewKey} skipNextFit={skipNextFit} />
        <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={50} iconCreateFunction={clusterIconIn}>
          {listings.map((listing) => (
            <Marker
              key={listing.site_id}
              position={[listing.site_lat, listing.site_lon]}
              icon={icons.get(listing.site_id) ?? listingIcon(listing.site_id, listing.site_title, null)}
              title={listing.site_title}
              keyboard
            >
              <Popup className="listing-popup" autoPanPadding={[24, 56]}>
                {renderCard ? renderCard(listing.site_id) : <ListingMapCard listing={listing} />}
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      </MapContainer>
    </div>
  );
}

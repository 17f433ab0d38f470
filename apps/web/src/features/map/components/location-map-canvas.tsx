import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { OSM_ATTRIBUTION } from '../map-settings.ts';
import { locationPinIcon } from './leaflet-icons.ts';

/** Props of {@link LocationMapCanvas}. */
export type LocationMapCanvasProps = {
  /** Latitude and longitude in degrees. */
  lat: number;
  lon: number;
  title: string;
  tileUrl: string;
  /** Zoom level (Leaflet's 0 to 19). */
  zoom: number;
  /** Called once the map has been created. */
  onReady: () => void;
};

/**
 * The Leaflet part of {@link ListingLocationMap}, loaded only in the browser: one pin (a divIcon,
 * `.listing-marker--pin` with the title as `aria-label`) that opens the title, on a pannable,
 * zoomable map (one-finger dragging is off on touch screens, so the page still scrolls; two fingers
 * zoom). docs/product/catalogue.md, "The detail page"; docs/decisions/0009-map-library.md.
 */
export default function LocationMapCanvas({ lat, lon, title, tileUrl, zoom, onReady }: LocationMapCanvasProps) {
  const icon = useMemo(() => locationPinIcon(title), [title]);
  useEffect(() => onReady(), [onReady]);
  return (
    <MapContainer center={[lat, lon]} zoom={zoom} scrollWheelZoom={false} dragging={!L.Browser.mobile} className="size-full">
      <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} />
      <Marker position={[lat, lon]} icon={icon} title={title} keyboard>
        <Popup className="listing-popup">
          <p className="font-semibold text-slate-900">{title}</p>
        </Popup>
      </Marker>
    </MapContainer>
  );
}

/**
 * # Map arithmetic without Leaflet
 *
 * The pure parts of the listings map (docs/product/catalogue.md, "The listing page"):
 * which listings can be placed, the note
 * about those that cannot, the area to show, and the "Search this area" box. No browser code, so
 * it runs on the server and in unit tests.
 */

import type { Language } from '../../../lib/i18n/i18n.ts';
import { mapTexts } from '../texts.ts';

/** A search box in degrees: west and east are longitudes (−180 to 180), south and north latitudes (−90 to 90). */
export type MapBbox = { west: number; south: number; east: number; north: number };

/** Decimals a bbox edge is rounded to (5 decimals ≈ 1.1 m). */
export const BBOX_DECIMALS = 5;

const SCALE = 10 ** BBOX_DECIMALS;

/** The middle of Uttar Pradesh and a zoom that shows the whole state: the map's view when no listing can be placed. */
export const UTTAR_PRADESH_VIEW = { center: [26.85, 80.95] as [number, number], zoom: 6 };

/**
 * `value` rounded to {@link BBOX_DECIMALS} decimals, `down` (toward −∞) or `up` (toward +∞),
 * with float noise ignored: 80.12345 stays 80.12345 even when the scaled value comes out as
 * 8012344.999999999.
 */
export function roundEdge(value: number, direction: 'down' | 'up'): number {
  const scaled = value * SCALE;
  const nearest = Math.round(scaled);
  const steps = Math.abs(scaled - nearest) < 1e-6 ? nearest : direction === 'down' ? Math.floor(scaled) : Math.ceil(scaled);
  return steps / SCALE + 0; // + 0 turns −0 into 0
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The "Search this area" box of the visible map: each edge rounded to 5 decimals outward (west
 * and south down, east and north up), so the box always holds everything on screen; latitudes
 * kept within ±90 and longitudes within ±180 (a view wider than the world gives −180 to 180).
 *
 * @param edges The visible bounds in degrees, as Leaflet's `getWest()`, `getSouth()`, `getEast()`, `getNorth()` give them.
 */
export function boundsToBbox(edges: MapBbox): MapBbox {
  const isWholeWorld = edges.east - edges.west >= 360;
  return {
    west: isWholeWorld ? -180 : roundEdge(clamp(edges.west, -180, 180), 'down'),
    south: roundEdge(clamp(edges.south, -90, 90), 'down'),
    east: isWholeWorld ? 180 : roundEdge(clamp(edges.east, -180, 180), 'up'),
    north: roundEdge(clamp(edges.north, -90, 90), 'up'),
  };
}

/** The bbox as address text, `west,south,east,north`, e.g. `80.85,26.75,81.05,26.95`. */
export function formatBbox(bbox: MapBbox): string {
  return [bbox.west, bbox.south, bbox.east, bbox.north].join(',');
}

/**
 * Reads `west,south,east,north` address text back (as {@link formatBbox} writes it), or null when
 * it is not four numbers within range with west < east and south < north.
 */
export function parseBbox(text: string | null | undefined): MapBbox | null {
  const parts = (text ?? '').split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => /^-?\d{1,3}(\.\d{1,10})?$/.test(part))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const inRange = Math.abs(west) <= 180 && Math.abs(east) <= 180 && Math.abs(south) <= 90 && Math.abs(north) <= 90;
  return inRange && west < east && south < north ? { west, south, east, north } : null;
}

/** What the map needs of a listing's position (the API's `site_lat`/`site_lon`, degrees or null). */
export type Positioned = { site_lat: number | null | undefined; site_lon: number | null | undefined };

/**
 * True when a listing can be placed: both coordinates are finite numbers within range, and not
 * exactly 0, 0 (the "no location" placeholder of older imports, in the sea off Africa).
 */
export function hasCoordinates(listing: Positioned): listing is { site_lat: number; site_lon: number } {
  const { site_lat: lat, site_lon: lon } = listing;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return false;
  return !(lat === 0 && lon === 0);
}

/** Listings split into those the map can place (same order) and the number it leaves out. */
export function placeListings<T extends Positioned>(
  listings: readonly T[],
): { placed: (T & { site_lat: number; site_lon: number })[]; missing: number } {
  const placed = listings.filter(hasCoordinates) as (T & { site_lat: number; site_lon: number })[];
  return { placed, missing: listings.length - placed.length };
}

/**
 * The small note under the map: how many listings it shows, and how many it leaves out for want
 * of a location, e.g. "8 properties on the map. 1 property has no location and is not shown."
 * In `language` (default English; docs/product/seo.md, "Hindi").
 */
export function mapNote(placed: number, missing: number, language: Language = 'en'): string {
  const t = mapTexts(language);
  const shown = placed === 0 ? t('note.none') : t('note.shown', { count: placed });
  if (missing === 0) return shown;
  return `${shown} ${placed === 0 ? t('note.noneMissing', { count: missing }) : t('note.missing', { count: missing })}`;
}

/**
 * The note under a map that holds only the first `shown` of `matched` matching listings (the
 * answer of `GET /api/sites/map` was capped), e.g. "The map shows 2,000 of 3,412 matching
 * properties: zoom in and search this area, or add filters, to see the others." Numbers in
 * Indian grouping; a `matched` above `bound` (the API's count bound) is written "10,000+".
 * In `language` (default English; docs/product/seo.md, "Hindi").
 */
export function mapCappedNote(shown: number, matched: number, language: Language = 'en', bound = 10_000): string {
  const total = matched > bound ? `${bound.toLocaleString('en-IN')}+` : matched.toLocaleString('en-IN');
  return mapTexts(language)('note.capped', { shown: shown.toLocaleString('en-IN'), total });
}

/**
 * The south-west and north-east corners around `points` (`[lat, lon]` pairs) for the map to fit,
 * or null when there are none. A single point gives a box of that point (the map caps the zoom).
 */
export function pointsBounds(points: readonly (readonly [number, number])[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let south = 90;
  let west = 180;
  let north = -90;
  let east = -180;
  for (const [lat, lon] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return [
    [south, west],
    [north, east],
  ];
}

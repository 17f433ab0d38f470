/**
 * Settings of the maps (docs/product/catalogue.md; docs/decisions/0009-map-library.md): the tile
 * server and the attribution its data requires.
 */

/** OpenStreetMap's standard tile server, used when `VITE_MAP_TILE_URL` is not set. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The attribution OpenStreetMap's licence requires on every map drawn from its data, as HTML for
 * Leaflet's attribution control: "© OpenStreetMap contributors" linking to its copyright page.
 */
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>';

/**
 * The tile address template (`{z}`, `{x}`, `{y}`, optionally `{s}`) the maps load their
 * background from: `configured` when it is a non-blank text, else {@link DEFAULT_TILE_URL}.
 *
 * @param configured By default the build setting `VITE_MAP_TILE_URL` (read when the web app is
 *   built; e.g. a self-hosted tile server `https://tiles.example.in/{z}/{x}/{y}.png`). The page's
 *   content security policy must allow that server in `img-src`.
 */
export function mapTileUrl(configured: unknown = import.meta.env.VITE_MAP_TILE_URL): string {
  return typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_TILE_URL;
}

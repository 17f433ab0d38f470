import { parseSearchText } from '@realty/contracts/listings/search-parser';
import { listSitesQuerySchema } from '@realty/contracts/sites/list-sites';
import type { PlaceIndex } from '../../places/places.service.ts';
import type { IndexedListing } from '../../sites/catalogue-index/catalogue-index.ts';
import { catalogueIndexOfRows } from '../../sites/catalogue-index/live-catalogue.ts';
import { siteFiltersOf } from '../../sites/sites.service.ts';

/**
 * The exact predicate of alerts (docs/product/alerts.md, "Alerts"): a listing matches a saved
 * search when the listing page, sent the saved `query`, would show it. The query is parsed with
 * the listing page's schema and turned into the catalogue's filters by `siteFiltersOf` (with what
 * `q` understood, through the same places). The scan tests listings with those filters compiled
 * (`compileListingFilter`, remembered-searches.ts); {@link matchSavedSearches} runs them on a
 * catalogue index built over the listings, the index that answers `GET /api/sites` itself, as
 * the reference the tests hold the scan to.
 */

/** The catalogue's filters of a search (those `siteFiltersOf` makes for `GET /api/sites`). */
export type SiteFilters = ReturnType<typeof siteFiltersOf>;

/**
 * A saved search as the predicate needs it: its id and its stored `query` (the listing page's
 * parameters as strings), or that query's JSON text as PostgreSQL gave it (`queryText`).
 */
export type SavedQuery = { savedSearchId: number; query?: Record<string, string>; queryText?: string };

/**
 * The catalogue's filters of saved query `query` exactly as `GET /api/sites` makes them from the
 * same parameters, or null when the listing page would refuse the query (400: it then shows no
 * listing, so it matches none). Never throws.
 * @param places the place index of the database (`loadPlaceIndex`).
 */
export function filtersOfSavedQuery(query: Record<string, string>, places: PlaceIndex): SiteFilters | null {
  const parsed = listSitesQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const understood = parsed.data.q === undefined ? undefined : parseSearchText(parsed.data.q, places.searchPlaces);
  return siteFiltersOf(parsed.data, places, understood);
}

/**
 * Which of `listings` each of `searches` matches, as the listing page decides it: one catalogue
 * index is built over `listings` (their rows as the catalogue index loads them), and each saved
 * search's filters are searched on it. The scan decides with the compiled filters instead
 * (remembered-searches.ts); this is the reference the tests hold them to.
 * @returns for each saved search id with at least one match, the matching `site_id`s ascending.
 */
export function matchSavedSearches(
  listings: readonly IndexedListing[],
  searches: readonly SavedQuery[],
  places: PlaceIndex,
): Map<number, number[]> {
  const matches = new Map<number, number[]>();
  if (listings.length === 0 || searches.length === 0) return matches;
  const index = catalogueIndexOfRows(0, listings);
  for (const saved of searches) {
    const filters = filtersOfSavedQuery(saved.query ?? (JSON.parse(saved.queryText ?? '{}') as Record<string, string>), places);
    if (!filters) continue;
    const { ids } = index.search(filters, undefined, 0, index.size, index.size);
    if (ids.length > 0) matches.set(saved.savedSearchId, ids);
  }
  return matches;
}

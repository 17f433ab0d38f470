import { MAX_SAVED_SEARCH_NAME, NOT_SAVED_PARAMETERS } from '@realty/contracts/activity/saved-searches';
import { PATHS } from '../../../config/paths.ts';

/** The address flag that brings a guest back from sign-in to save the search they were on. */
export const SAVE_SEARCH_PARAM = 'saveSearch';

/**
 * The saved query of the listing page's `apiQuery` (docs/product/alerts.md "Saving a search"):
 * exactly the parameters the page sends to `GET /api/sites`, as text, without paging.
 * @example savedQueryOf({ city: 'Varanasi', bhk: '2', maxPrice: 6000000, page: 2, pageSize: 9 }) → { city: 'Varanasi', bhk: '2', maxPrice: '6000000' }
 */
export function savedQueryOf(apiQuery: Record<string, string | number | boolean | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(apiQuery)) {
    if (value === undefined || (NOT_SAVED_PARAMETERS as readonly string[]).includes(key)) continue;
    query[key] = String(value);
  }
  return query;
}

/** The listing page's address of a saved `query` ("Open"): `/properties?city=Varanasi&bhk=2`. */
export function savedSearchHref(query: Record<string, string>): string {
  const params = new URLSearchParams(query).toString();
  return params ? `${PATHS.properties}?${params}` : PATHS.properties;
}

/** A saved search's default name: the page's own description of the search, cut to the longest name allowed. */
export function defaultSearchName(description: string): string {
  const name = description.trim();
  return name.length <= MAX_SAVED_SEARCH_NAME ? name : `${name.slice(0, MAX_SAVED_SEARCH_NAME - 1).trimEnd()}…`;
}

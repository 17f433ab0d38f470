import { createHash } from 'node:crypto';
import type { Database } from '@realty/db/client';
import { sql } from 'drizzle-orm';
import type { PlaceIndex } from '../../places/places.service.ts';
import type { IndexedListing } from '../../sites/catalogue-index/catalogue-index.ts';
import { filtersOfSavedQuery, type SiteFilters } from './predicate.ts';

/**
 * The index over saved queries (docs/decisions/0029-alert-matching.md; docs/product/alerts.md,
 * "Alerts"): each saved search carries a loose summary of its query in columns of its own
 * (migration 0021): the "city|category|bedrooms" triples it accepts (`match_keys`), its price
 * band in whole rupees and its bedroom counts. Each instance remembers the saved searches by their
 * keys (remembered-searches.ts): a listing's candidates are those under its keys, and the exact
 * predicate (the query compiled into the listing page's filters) then decides. A summary is only ever looser than the query: every filter it
 * does not summarise (free text, localities, areas, the map's box, …) is left to the predicate,
 * and a city or category is summarised only from the filters that require it (`city`, `category`,
 * or what `q` understood as a city or category; never `search` or `location`, which match
 * substrings of other fields too).
 *
 * Summaries are derived by the scan itself, inside its transaction (a trigger empties them when a
 * query changes), so every instance finds the same candidates.
 */

/** Any city or category, in a key. */
const ANY = '*';
/** Bumped whenever {@link matchSummaryOf} changes: the next scan derives every summary again. */
const MATCH_RULES_VERSION = 2;

/** A saved query's summary as stored: keys "city|category|bedrooms" (lower case, `*` any), price bounds in whole rupees as text (null: none), bedroom counts (null: any). */
export type MatchSummary = { keys: string[]; minPrice: string | null; maxPrice: string | null; bhk: number[] | null };

/** What a saved search that matches nothing (its query is refused by the listing page) is summarised as: no key. */
const MATCHES_NOTHING: MatchSummary = { keys: [], minPrice: null, maxPrice: null, bhk: null };

/**
 * The summary of a saved query's catalogue filters (null: the listing page refuses the query). A
 * listing the filters accept always has one of its {@link listingKeysOf} among the keys, a price
 * within the bounds and one of the bedroom counts: the keys are every city × category × bedroom
 * count the query accepts (`*` where it accepts any); the cities are those of the `city` filter,
 * else of the city `q` understood (every name of the city, as the filter compares them); the
 * categories likewise from `category`, else from `q`; prices are the filter's bounds rounded
 * outwards to whole rupees; bedrooms the `bhk` filter's counts, else `q`'s.
 */
export function matchSummaryOf(filters: SiteFilters | null): MatchSummary {
  if (!filters) return MATCHES_NOTHING;
  // (an empty list is taken as no bound: looser, whatever the filter makes of it)
  const given = (list: readonly string[] | undefined) => (list && list.length > 0 ? list : undefined);
  const cities = given(filters.city) ?? given(filters.qCity) ?? [ANY];
  const categories = given(filters.category) ?? given(filters.qCategory) ?? [ANY];
  const bhkList = filters.bhk ?? filters.qBhk;
  const bhk = bhkList && bhkList.length > 0 ? bhkList : null;
  const keys = new Set<string>();
  for (const city of cities) {
    for (const category of categories) for (const bedrooms of bhk ?? [ANY]) keys.add(`${city}|${category}|${bedrooms}`);
  }
  return {
    keys: [...keys].sort(),
    minPrice: filters.minPrice === undefined ? null : String(Math.floor(filters.minPrice)),
    maxPrice: filters.maxPrice === undefined ? null : String(Math.ceil(filters.maxPrice)),
    bhk: bhk ? [...bhk] : null,
  };
}

/**
 * The keys a listing is found under: "city|category|bedrooms" with its city or any, its category
 * or any, and each of its bedroom counts or any (lower case, as the index loads them).
 */
export function listingKeysOf(listing: Pick<IndexedListing, 'city' | 'category' | 'bhk'>): string[] {
  const keys: string[] = [];
  for (const city of [listing.city, ANY]) {
    for (const category of [listing.category, ANY])
      for (const bedrooms of [...listing.bhk, ANY]) keys.push(`${city}|${category}|${bedrooms}`);
  }
  return keys;
}

const rulesByPlaces = new WeakMap<PlaceIndex, string>();

/**
 * A fingerprint of how summaries are derived: the places' names (a city's aliases change what
 * `city` and `q` match) and {@link MATCH_RULES_VERSION}. Stored in `alert_scan_state.match_rules`;
 * when it differs, the scan derives every summary again.
 */
export function matchRulesOf(places: PlaceIndex): string {
  let rules = rulesByPlaces.get(places);
  if (!rules) {
    const text = JSON.stringify([MATCH_RULES_VERSION, places.states, places.searchPlaces]);
    rules = `${MATCH_RULES_VERSION}:${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    rulesByPlaces.set(places, rules);
  }
  return rules;
}

/** Whether rules `stored` (from `alert_scan_state.match_rules`) were made by a newer version of the derivation than `mine`. */
export function isNewerRules(stored: string, mine: string): boolean {
  const versionOf = (rules: string) => Number.parseInt(rules.split(':')[0] ?? '', 10) || 0;
  return versionOf(stored) > versionOf(mine);
}

/** Saved searches summarised per statement. */
const DERIVE_BATCH = 2_000;

/**
 * Derives the summary of every saved search that has none (new, or its query changed), in
 * batches; with `all`, of every saved search (the rules changed). A summary is stored only if
 * the query is still the one it was derived from, stamped with the next `saved_search_match_rev`
 * (how the instances' remembered saved searches learn of it, remembered-searches.ts). Run inside the scan's transaction. Returns how
 * many were derived. Rejects with the database's error.
 */
export async function deriveMatchSummaries(db: Database, places: PlaceIndex, all = false): Promise<number> {
  if (all) await db.execute(sql`update saved_searches set match_keys = null where match_keys is not null`);
  let derived = 0;
  let after = 0;
  for (;;) {
    const result = await db.execute(
      sql`select saved_search_id, query::text as query_text from saved_searches
          where match_keys is null and saved_search_id > ${after}
          order by saved_search_id limit ${DERIVE_BATCH}`,
    );
    const rows = (result as unknown as { rows: { saved_search_id: number; query_text: string }[] }).rows;
    if (rows.length === 0) return derived;
    const values = rows.map((row) => {
      const query = JSON.parse(row.query_text) as Record<string, string>;
      const summary = matchSummaryOf(filtersOfSavedQuery(query, places));
      return { id: Number(row.saved_search_id), query, keys: summary.keys, min: summary.minPrice, max: summary.maxPrice, bhk: summary.bhk };
    });
    await db.execute(sql`
      update saved_searches s
      set match_keys = v.keys, match_min_price = v.min, match_max_price = v.max, match_bhk = v.bhk,
        match_rev = nextval('saved_search_match_rev')
      from jsonb_to_recordset(cast(${JSON.stringify(values)} as jsonb))
        as v(id int, query jsonb, keys text[], min numeric, max numeric, bhk smallint[])
      where s.saved_search_id = v.id and s.query = v.query`);
    derived += rows.length;
    after = Number(rows[rows.length - 1]?.saved_search_id ?? after);
  }
}

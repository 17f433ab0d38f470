import type { Database } from '@realty/db/client';
import { sql } from 'drizzle-orm';
import type { PlaceIndex } from '../../places/places.service.ts';
import type { IndexedListing } from '../../sites/catalogue-index/catalogue-index.ts';
import { paiseOf } from '../../sites/catalogue-index/columns.ts';
import { compileListingFilter, type ListingFilter, prepareListing } from '../../sites/catalogue-index/listing-filter.ts';
import { filtersOfSavedQuery } from './predicate.ts';
import { listingKeysOf, matchRulesOf } from './saved-query-index.ts';

/**
 * The saved searches an instance keeps in memory for the alert scan (docs/decisions/0029-alert-matching.md;
 * docs/product/alerts.md, "Alerts"): each one's summary keys ("city|category|bedrooms", as
 * derived into `saved_searches.match_keys`) and its query compiled once into a test of one
 * listing (`compileListingFilter`, the listing page's own filters). A new or cheaper listing's
 * candidates are the saved searches under any of its keys, and each is decided by its compiled
 * test: no statement per listing, no search plan per saved search.
 *
 * Kept current from the database inside the scan's transaction, after the scan derived the
 * summaries of saved searches new or changed since the last scan: the derivation stamps each with
 * the next `saved_search_match_rev` (migration 0034), and {@link RememberedSearches.refresh}
 * reads those stamped above the highest it has seen. Scans run one at a time, so the stamps
 * commit in order and every instance, whichever ran the last scan, catches up the same way.
 *
 * A saved search paused or deleted since stays remembered until the next full load (at most
 * {@link FULL_LOAD_EVERY_MS} later): the expansion reads the saved searches as they are now and
 * tells nothing for those, as before. About 0.5 KB per saved search (100,000: about 50 MB;
 * docs/benchmarks.md, "Alert matching").
 */

/** How often the whole set is read again, dropping the deleted saved searches (milliseconds). */
export const FULL_LOAD_EVERY_MS = 15 * 60_000;

/**
 * One remembered saved search: its id, keys, its summary's price band in paise (±Infinity: no
 * bound; looser than the query, so only a quick first look), and its query's test (null: the
 * listing page refuses the query, so it matches nothing).
 */
type Entry = { id: number; keys: string[]; minPaise: number; maxPaise: number; test: ListingFilter | null; seen: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The saved searches of one database, remembered in this process (see the module's description). */
export class RememberedSearches {
  private readonly byId = new Map<number, Entry>();
  private readonly byKey = new Map<string, Map<number, Entry>>();
  /** Each key's one kept string. */
  private readonly keyOf = new Map<string, string>();
  /** The highest `match_rev` read; -1 before the first load. */
  private rev = -1;
  /** The rules (places and derivation) the tests were compiled with ({@link matchRulesOf}). */
  private rules = '';
  private loadedAt = 0;
  /** Stamps a listing's look-up, so a saved search found under several of its keys is tested once. */
  private stamp = 0;

  /** How many saved searches are remembered. */
  get size(): number {
    return this.byId.size;
  }

  /**
   * Brings the set up to date on `tx` (inside the scan's transaction, after the summaries were
   * derived): everything again on the first call, when the places' rules changed, or
   * {@link FULL_LOAD_EVERY_MS} after the last full load; otherwise only the saved searches derived
   * since. Returns how many rows were read. Rejects with the database's error (the set is then
   * read again whole next time).
   */
  async refresh(tx: Database, places: PlaceIndex, now = Date.now()): Promise<number> {
    const rules = matchRulesOf(places);
    const whole = this.rev < 0 || rules !== this.rules || now - this.loadedAt >= FULL_LOAD_EVERY_MS;
    if (whole) this.rev = -1;
    // (a whole load also reads the summaries derived before the stamps existed, whose stamp is null)
    type Row = {
      saved_search_id: number;
      query_text: string;
      match_keys: string[] | null;
      min_price: string | null;
      max_price: string | null;
      match_rev: string | number | null;
    };
    const columns = sql`saved_search_id, query::text as query_text, match_keys,
      match_min_price::text as min_price, match_max_price::text as max_price, match_rev`;
    const rows = rowsOf<Row>(
      await tx.execute(
        whole
          ? sql`select ${columns} from saved_searches where match_keys is not null`
          : sql`select ${columns} from saved_searches where match_rev > ${this.rev} and match_keys is not null order by match_rev`,
      ),
    );
    if (whole) {
      this.byId.clear();
      this.byKey.clear();
      this.keyOf.clear();
      this.rules = rules;
      this.loadedAt = now;
    }
    for (const row of rows) {
      const id = Number(row.saved_search_id);
      const filters = filtersOfSavedQuery(JSON.parse(row.query_text) as Record<string, string>, places);
      this.put({
        id,
        keys: row.match_keys ?? [],
        minPaise: row.min_price === null ? Number.NEGATIVE_INFINITY : paiseOf(row.min_price),
        maxPaise: row.max_price === null ? Number.POSITIVE_INFINITY : paiseOf(row.max_price),
        test: filters ? compileListingFilter(filters) : null,
        seen: 0,
      });
    }
    let highest = whole ? 0 : this.rev;
    for (const row of rows) if (row.match_rev !== null) highest = Math.max(highest, Number(row.match_rev));
    this.rev = highest;
    return rows.length;
  }

  /** Forgets everything: the next {@link refresh} reads the whole set (after a failed scan, whose reads may not have been committed). */
  forget(): void {
    this.rev = -1;
  }

  /**
   * The ids of the remembered saved searches whose query shows `listing` on the listing page,
   * ascending: those under any of its keys ({@link listingKeysOf}), each tested once.
   */
  matchesOf(listing: IndexedListing): number[] {
    this.stamp += 1;
    const stamp = this.stamp;
    const found: number[] = [];
    const prepared = prepareListing(listing);
    const price = prepared.paise;
    for (const key of listingKeysOf(listing)) {
      const bucket = this.byKey.get(key);
      if (!bucket) continue;
      for (const entry of bucket.values()) {
        if (entry.seen === stamp) continue;
        entry.seen = stamp;
        if (price < entry.minPaise || price > entry.maxPaise) continue;
        if (entry.test?.(prepared)) found.push(entry.id);
      }
    }
    return found.sort((a, b) => a - b);
  }

  /**
   * Puts `entry` in place of the saved search's earlier one (if any), under each of its keys (the
   * entry keeps the buckets' own key strings, one copy of each key however many searches share it).
   */
  private put(entry: Entry): void {
    const before = this.byId.get(entry.id);
    if (before) for (const key of before.keys) this.byKey.get(key)?.delete(entry.id);
    const keys: string[] = [];
    for (const key of entry.keys) {
      let kept = this.keyOf.get(key);
      if (kept === undefined) {
        kept = key;
        this.keyOf.set(key, key);
        this.byKey.set(key, new Map());
      }
      keys.push(kept);
    }
    entry.keys = keys;
    for (const key of keys) this.byKey.get(key)?.set(entry.id, entry);
    this.byId.set(entry.id, entry);
  }
}

const remembered = new WeakMap<Database, RememberedSearches>();

/** The {@link RememberedSearches} of database `db` in this process (made empty on first use). */
export function rememberedSearchesOf(db: Database): RememberedSearches {
  let known = remembered.get(db);
  if (!known) {
    known = new RememberedSearches();
    remembered.set(db, known);
  }
  return known;
}

import type { Database } from '@realty/db/client';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../../../providers/jobs/job-queue.ts';
import { loadPlaceIndex, type PlaceIndex } from '../../places/places.service.ts';
import type { IndexedListing } from '../../sites/catalogue-index/catalogue-index.ts';
import { paiseOf } from '../../sites/catalogue-index/columns.ts';
import { readCatalogueChanges, readIndexedCatalogue } from '../../sites/catalogue-index/store.ts';
import { ALERT_SCAN_JOB } from '../alert-jobs.ts';
import { type DeliverySender, expandAlertMatches, queueAlertExpansion, queueDeliveries } from './expand.ts';
import { type RememberedSearches, rememberedSearchesOf } from './remembered-searches.ts';
import { deriveMatchSummaries, isNewerRules, matchRulesOf } from './saved-query-index.ts';

/**
 * The alert scan (docs/product/alerts.md, "Alerts"; docs/decisions/0029-alert-matching.md): reads
 * the catalogue change log since the last scan, tells which listings are new and which got
 * cheaper, finds the saved searches each now matches (candidates under the listing's summary keys
 * among the saved searches this instance remembers, each decided by its query compiled into the
 * listing page's own filters, remembered-searches.ts) and records them as one `alert_matches` row per
 * listing (expanded into `alert_items` after the commit, `expand.ts`), writes the items of the
 * customers who favourited a cheaper one, and queues the delivery of every customer given new
 * `instant` items.
 *
 * One scan at a time across every instance: the scan holds the `alert_scan_state` row locked
 * (`select … for update`) for its whole transaction, so a second one waits and then finds
 * nothing left; a scan that fails (or a process that stops) commits nothing and the next one
 * reads the same changes again. A listing alerts a saved search (or a favourite's saver) at most
 * once per price: `saved_search_alerted` and `favourite_alerted` keep the lowest price alerted,
 * and an item is written only when that row is inserted or lowered (for saved searches, by the
 * expansion).
 */

/**
 * Singleton key of a queued scan. (pg-boss keeps one waiting job per key only on queues of its
 * `short` policy; on the app's standard queues each write queues a scan, and a scan that finds
 * nothing new is one short transaction.)
 */
export const ALERT_SCAN_SINGLETON = 'alerts-scan';

/** Changed listings matched per step (one candidate statement, one index, one insert each). */
const CHUNK = 500;

/** What one listing became for alerts: new to the scan, or cheaper than the price it last saw (`previousPrice`, rupees as text). */
type Change = { listing: IndexedListing; kind: 'new' | 'price_drop'; previousPrice: string | null };

/** What a scan did: the catalogue version it read through, listings found new and cheaper, items written, and the customers whose delivery was queued. */
export type AlertScanResult = {
  /** The catalogue version everything up to which is now scanned. */
  version: number;
  /** Whether the change log could not tell the changes (pruned past the last scan, or the catalogue truncated) and the whole catalogue was compared. */
  wholeCatalogue: boolean;
  newListings: number;
  priceDrops: number;
  /** Saved-search matches recorded in `alert_matches` (one row per listing that matched any). */
  recordedMatches: number;
  /** `alert_items` written for saved searches (by the expansion, when the scan ran it) and for favourites. */
  savedSearchItems: number;
  favouriteItems: number;
  /** Customers given new `instant` items, whose {@link ALERT_DELIVER_JOB} was queued. */
  instantUsers: number[];
  /**
   * Milliseconds spent on each step (for the benchmark): the place index (read again once a
   * minute), beginning (the lock and deriving new summaries), reading the log, classifying, bringing
   * the remembered saved searches up to date (`candidates`), finding and testing each listing's
   * candidates (`predicate`), recording the matches, favourites' items.
   */
  timings: {
    places: number;
    begin: number;
    log: number;
    classify: number;
    candidates: number;
    predicate: number;
    write: number;
    favourites: number;
  };
};

/** Adds the milliseconds since `from` to `timings[step]`; returns now. */
function lap(timings: AlertScanResult['timings'], step: keyof AlertScanResult['timings'], from: number): number {
  const now = performance.now();
  timings[step] += now - from;
  return now;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Options of {@link runAlertScan}. */
export type AlertScanOptions = {
  /**
   * `inline` (the default): the scan expands what it recorded itself, after its commit, so its
   * result counts the items written; `queued`: it queues {@link ALERT_EXPAND_JOB} on `jobs`
   * instead (the background job's way: the next scan need not wait for the expansion; without
   * `jobs`, the recorded rows wait for the minutely expansion).
   */
  expansion?: 'inline' | 'queued';
};

/**
 * Runs one scan on the primary database `db` (see the module's description); after it commits,
 * expands the recorded matches (or queues their expansion, `options.expansion`) and queues
 * {@link ALERT_DELIVER_JOB} for each customer given new `instant` items (`queueDeliveries`).
 * Prices are compared exactly (paise integers from the numeric text; rupees in SQL as numeric).
 * @throws whatever the database throws (nothing is committed then; the next scan does the work).
 */
export async function runAlertScan(db: Database, jobs?: DeliverySender, options: AlertScanOptions = {}): Promise<AlertScanResult> {
  const places = await loadPlaceIndex(db);
  const searches = rememberedSearchesOf(db);
  const result = await db
    .transaction((tx) => scanInTransaction(tx, places, searches))
    .catch((error: unknown) => {
      // (what it read may have been rolled back with the scan: read everything again next time)
      searches.forget();
      throw error;
    });
  if (options.expansion === 'queued') {
    // (the two are independent: queued side by side, each waits for its own commit once)
    if (jobs) {
      await Promise.all([
        queueDeliveries(jobs, result.instantUsers),
        result.recordedMatches > 0 ? queueAlertExpansion(jobs) : Promise.resolve(),
      ]);
    }
  } else {
    if (jobs) await queueDeliveries(jobs, result.instantUsers);
    if (result.recordedMatches > 0) {
      const expanded = await expandAlertMatches(db, jobs);
      result.savedSearchItems += expanded.items;
      result.instantUsers = [...new Set([...result.instantUsers, ...expanded.instantUsers])].sort((a, b) => a - b);
    }
  }
  return result;
}

/** The scan's work inside its transaction, the state row locked first. */
async function scanInTransaction(tx: Database, places: PlaceIndex, searches: RememberedSearches): Promise<AlertScanResult> {
  const began = performance.now();
  // The scan's commit need not wait for its WAL to reach the disk: a scan lost in a crash is done
  // again by the next one (nothing of it is acted on before its commit), and the expansion's and
  // deliveries' own commits, which wait, flush it first anyway.
  await tx.execute(sql`set local synchronous_commit to off`);
  await tx.execute(sql`insert into alert_scan_state (id) values (1) on conflict (id) do nothing`);
  const [state] = rowsOf<{ through_version: string | number; match_rules: string }>(
    await tx.execute(sql`select through_version, match_rules from alert_scan_state where id = 1 for update`),
  );
  const since = Number(state?.through_version ?? 0);
  // the summaries of saved searches new or changed since the last scan (all of them when the rules changed)
  const rules = matchRulesOf(places);
  // (during a rolling upgrade an older instance keeps the newer rules' summaries rather than undo them)
  const rulesChanged = state?.match_rules !== rules && !isNewerRules(state?.match_rules ?? '', rules);
  await deriveMatchSummaries(tx, places, rulesChanged);
  if (rulesChanged) await tx.execute(sql`update alert_scan_state set match_rules = ${rules} where id = 1`);

  let at = performance.now();
  const timings = { places: 0, begin: at - began, log: 0, classify: 0, candidates: 0, predicate: 0, write: 0, favourites: 0 };
  await searches.refresh(tx, places);
  at = lap(timings, 'candidates', at);
  const log = await readCatalogueChanges(tx, since);
  const wholeCatalogue = log.prunedThrough > since || log.siteIds.includes(0);
  let version = log.version;
  let rows = log.rows;
  let goneIds: number[];
  if (wholeCatalogue) {
    const whole = await readIndexedCatalogue(tx);
    version = Math.max(version, whole.version);
    rows = whole.rows;
    const present = new Set(rows.map((r) => r.site_id));
    const known = rowsOf<{ site_id: number }>(await tx.execute(sql`select site_id from listing_alert_prices`));
    goneIds = known.map((r) => Number(r.site_id)).filter((id) => !present.has(id));
  } else {
    const present = new Set(rows.map((r) => r.site_id));
    goneIds = log.siteIds.filter((id) => !present.has(id));
  }

  const result: AlertScanResult = {
    version,
    wholeCatalogue,
    newListings: 0,
    priceDrops: 0,
    recordedMatches: 0,
    savedSearchItems: 0,
    favouriteItems: 0,
    instantUsers: [],
    timings,
  };
  at = lap(timings, 'log', at);
  const instant = new Set<number>();
  if (goneIds.length > 0) {
    await tx.execute(sql`delete from listing_alert_prices where site_id = any(cast(${`{${goneIds.join(',')}}`} as int[]))`);
  }
  for (let from = 0; from < rows.length; from += CHUNK) {
    const chunk = rows.slice(from, from + CHUNK);
    at = performance.now();
    const changes = await classify(tx, chunk);
    at = lap(timings, 'classify', at);
    result.newListings += changes.filter((c) => c.kind === 'new').length;
    result.priceDrops += changes.filter((c) => c.kind === 'price_drop').length;
    result.recordedMatches += await recordSavedSearchMatches(tx, changes, searches, timings);
    at = performance.now();
    const byFavourite = await alertFavourites(tx, changes);
    at = lap(timings, 'favourites', at);
    result.favouriteItems += byFavourite.length;
    for (const userId of byFavourite) instant.add(userId);
  }
  await tx.execute(sql`update alert_scan_state set through_version = ${version}, scanned_at = now() where id = 1`);
  result.instantUsers = [...instant].sort((a, b) => a - b);
  return result;
}

/**
 * Tells which of `listings` are new (not in `listing_alert_prices`) and which are cheaper than the
 * price stored there, then stores every one's current price (a higher price too: a later drop
 * is measured from it).
 */
async function classify(tx: Database, listings: readonly IndexedListing[]): Promise<Change[]> {
  const ids = `{${listings.map((l) => l.site_id).join(',')}}`;
  const known = rowsOf<{ site_id: number; price: string }>(
    await tx.execute(sql`select site_id, price::text as price from listing_alert_prices where site_id = any(cast(${ids} as int[]))`),
  );
  const previous = new Map(known.map((r) => [Number(r.site_id), String(r.price)]));
  const changes: Change[] = [];
  for (const listing of listings) {
    const before = previous.get(listing.site_id);
    if (before === undefined) changes.push({ listing, kind: 'new', previousPrice: null });
    else if (paiseOf(listing.price) < paiseOf(before)) changes.push({ listing, kind: 'price_drop', previousPrice: before });
  }
  const prices = listings.map((l) => ({ site_id: l.site_id, price: l.price }));
  await tx.execute(sql`
    insert into listing_alert_prices (site_id, price)
    select p.site_id, p.price from jsonb_to_recordset(cast(${JSON.stringify(prices)} as jsonb)) as p(site_id int, price numeric)
    join sites s on s.site_id = p.site_id
    on conflict (site_id) do update set price = excluded.price, seen_at = now()
      where listing_alert_prices.price is distinct from excluded.price`);
  return changes;
}

/**
 * Records the saved searches `changes` now match: each listing's candidates among the remembered
 * saved searches, decided by their compiled queries, then one `alert_matches` row per listing
 * that matched any, with their ids, in one statement whatever the number of matches (the
 * once-per-price rule, and leaving out saved searches paused or deleted, are the expansion's).
 * Returns how many matches were recorded.
 */
async function recordSavedSearchMatches(
  tx: Database,
  changes: readonly Change[],
  searches: RememberedSearches,
  timings: AlertScanResult['timings'],
): Promise<number> {
  if (changes.length === 0) return 0;
  let at = performance.now();
  const searchesOf = new Map<number, number[]>();
  let recorded = 0;
  for (const change of changes) {
    const ids = searches.matchesOf(change.listing);
    if (ids.length === 0) continue;
    searchesOf.set(change.listing.site_id, ids);
    recorded += ids.length;
  }
  at = lap(timings, 'predicate', at);
  const matched = changes.filter((c) => searchesOf.has(c.listing.site_id));
  if (matched.length === 0) return 0;
  // five parallel arrays read by unnest(); each listing's saved searches travel as the text of an
  // int[] ('{12,40,977}'), one element of a text[], cast back per row
  const column = (values: readonly string[]) => `{${values.join(',')}}`;
  await tx.execute(sql`
    insert into alert_matches (site_id, kind, price, previous_price, saved_search_ids)
    select r.site_id, r.kind, r.price, r.previous_price, cast(r.ids as int[])
    from unnest(
      cast(${column(matched.map((c) => String(c.listing.site_id)))} as int[]),
      cast(${column(matched.map((c) => c.kind))} as text[]),
      cast(${column(matched.map((c) => c.listing.price))} as numeric[]),
      cast(${column(matched.map((c) => c.previousPrice ?? 'NULL'))} as numeric[]),
      cast(${column(matched.map((c) => `"{${(searchesOf.get(c.listing.site_id) ?? []).join(',')}}"`))} as text[])
    ) as r(site_id, kind, price, previous_price, ids)`);
  lap(timings, 'write', at);
  return recorded;
}

/**
 * Alerts the price drops among `changes` to the customers who favourited those listings and keep
 * `users.favourite_price_alerts` on: `favourite_alerted` inserted or lowered, and an `instant`
 * item (no saved search) written only when it was. Returns the customer of each item written.
 */
async function alertFavourites(tx: Database, changes: readonly Change[]): Promise<number[]> {
  const drops = changes
    .filter((c) => c.kind === 'price_drop')
    .map((c) => ({ site_id: c.listing.site_id, price: c.listing.price, previous_price: c.previousPrice }));
  if (drops.length === 0) return [];
  const written = rowsOf<{ user_id: number }>(
    await tx.execute(sql`
      with d as (
        select * from jsonb_to_recordset(cast(${JSON.stringify(drops)} as jsonb)) as d(site_id int, price numeric, previous_price numeric)
      ), savers as (
        select f.user_id, d.site_id, d.price, d.previous_price from d
        join favorites f on f.site_id = d.site_id
        join users u on u.user_id = f.user_id and u.favourite_price_alerts
        join sites on sites.site_id = d.site_id
        for key share of u, sites
      ), alerted as (
        insert into favourite_alerted (user_id, site_id, lowest_price)
        select user_id, site_id, price from savers
        on conflict (user_id, site_id) do update set lowest_price = excluded.lowest_price
          where excluded.lowest_price < favourite_alerted.lowest_price
        returning user_id, site_id
      )
      insert into alert_items (user_id, saved_search_id, site_id, kind, price, previous_price, frequency)
      select savers.user_id, null, savers.site_id, 'price_drop', savers.price, savers.previous_price, 'instant'
      from alerted join savers using (user_id, site_id)
      returning user_id`),
  );
  return written.map((r) => Number(r.user_id));
}

/**
 * Defines {@link ALERT_SCAN_JOB} on the job queue (a scan of the primary database `db`, its
 * deliveries queued on `jobs`) and runs it every minute on one instance.
 * @see docs/product/alerts.md ("Alerts")
 */
export function defineAlertScanJob(jobs: JobQueue, db: Database): void {
  jobs.define(ALERT_SCAN_JOB, async () => {
    await runAlertScan(db, jobs, { expansion: 'queued' });
  });
  jobs.everyMinute(ALERT_SCAN_JOB);
}

/**
 * Queues a scan now (singleton key {@link ALERT_SCAN_SINGLETON}), after a write to the catalogue,
 * so `instant` alerts go within seconds rather than at the next minute's scan. Never throws (the
 * minute's scan catches up).
 */
export function queueAlertScan(jobs: Pick<JobQueue, 'send'>): void {
  void jobs.send(ALERT_SCAN_JOB, {}, { singletonKey: ALERT_SCAN_SINGLETON }).catch(() => undefined);
}

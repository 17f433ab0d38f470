import type { Database } from '@realty/db/client';
import { findCatalogueVersion, findSiteRowsWithVersion, type ListingRow } from './sites.repository.ts';

/**
 * Listing rows kept in memory for the live catalogue index, and the catalogue version read once
 * for many requests at a time (docs/decisions/0018-rows-per-catalogue-version.md,
 * docs/decisions/0022-near-real-time-catalogue-index.md).
 *
 * Every row carries the catalogue version of the statement that last changed it
 * (`catalogue_version`, set by a trigger). The kept rows are exact at the live index's version:
 * a row is kept only when it is unchanged up to that version and was read at a snapshot no older
 * than it, and each refresh of the index forgets the rows of the listings it applied changes to
 * ({@link forgetKeptSiteRows}).
 */

/**
 * Most listing rows kept per database unless configured (`CATALOGUE_KEPT_ROWS`): a row is about
 * 4.2 KB of memory and its card's text about 3 KB (measured over 20,000 rows of the benchmark's
 * catalogue), so about 72 MB at most.
 */
export const MAX_KEPT_SITE_ROWS = 10_000;
let maxKeptRows = MAX_KEPT_SITE_ROWS;

/**
 * Sets how many listing rows are kept per database for the live catalogue index
 * (`CATALOGUE_KEPT_ROWS` of the environment, read by `app.ts`; 0 keeps none, so every row is
 * read). Takes effect when the index's next base takes over (its first build or a merge).
 * @see docs/decisions/0018-rows-per-catalogue-version.md
 */
export function configureKeptSiteRows(max: number): void {
  maxKeptRows = Math.max(0, Math.floor(max));
}

/** A kept row and, once asked for, what the list answer carries of it as JSON text. */
export type KeptSiteRow = { row: ListingRow; cardJson?: string };

/**
 * The rows kept, exact at catalogue version `version`, and the order they came in (a ring of
 * ids: the oldest is dropped first; cheaper than taking a Map's first key, which slows as
 * deletions pile up; an id forgotten leaves its slot, which is then passed over). `seen` holds,
 * by a hash of the id, the ids read once and not kept: a row is kept on its second read (two
 * slots a kept row; a later id in the same slot takes it over).
 */
type Kept = { version: number; rows: Map<number, KeptSiteRow>; arrivals: Int32Array; next: number; seen: Int32Array };
const keptByDatabase = new WeakMap<Database, Kept>();

/** The rows a batch read (by id) and the catalogue version of the same snapshot. */
type BatchRead = { rows: Map<number, KeptSiteRow>; version: number };
type Batch = { ids: Set<number>; read: Promise<BatchRead> };
/** The batch read on its way to the database, and the one gathering callers for after it. */
type Loader = { running?: Batch; queued?: Batch };
const loaderByDatabase = new WeakMap<Database, Loader>();
let batchReads = 0;

function startBatch(db: Database, loader: Loader, ids: Set<number>): Batch {
  batchReads += 1;
  const wanted = [...ids];
  const read = (
    wanted.length === 0 ? findCatalogueVersion(db).then((version) => ({ rows: [], version })) : findSiteRowsWithVersion(db, wanted)
  ).then(({ rows, version }): BatchRead => {
    const into = keptByDatabase.get(db);
    // a row is exact at the kept rows' version when unchanged since it, and read no earlier
    const keepable = (row: ListingRow) => into !== undefined && version >= into.version && row.catalogueVersion <= into.version;
    return { rows: new Map(rows.map((row) => [row.siteId, keepable(row) ? keep(into as Kept, row) : { row }])), version };
  });
  const batch: Batch = { ids, read };
  loader.running = batch;
  const done = () => {
    if (loader.running === batch) loader.running = undefined;
  };
  read.then(done, done);
  return batch;
}

/**
 * Listings `ids` and the catalogue version, read by a query that starts after this call and is
 * shared with every other request waiting at the same time: when no read is on its way one
 * starts now; when one is, it may have started before this call (and missed a change the
 * caller already saw), so the caller joins the next read, which starts the moment that one ends
 * and asks for the ids of everyone who arrived meanwhile. At most one read runs and one gathers
 * per database, so under load a query serves many requests instead of one each. With no ids
 * the read is the version alone. Rejects with the database's error (every caller of that read).
 */
function readBatched(db: Database, ids: readonly number[]): Promise<BatchRead> {
  let loader = loaderByDatabase.get(db);
  if (!loader) {
    loader = {};
    loaderByDatabase.set(db, loader);
  }
  if (!loader.running) return startBatch(db, loader, new Set(ids)).read;
  let queued = loader.queued;
  if (!queued) {
    const state = loader;
    const gathering: Batch = {
      ids: new Set(),
      read: loader.running.read
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          state.queued = undefined;
          return startBatch(db, state, gathering.ids).read;
        }),
    };
    loader.queued = gathering;
    queued = gathering;
  }
  for (const id of ids) queued.ids.add(id);
  return queued.read;
}

/**
 * The current catalogue version of `db`, read by a query that started after this call and
 * shared with the other requests waiting at the same time (see {@link readSiteRows}).
 * Rejects with the database's error.
 * @see docs/decisions/0018-rows-per-catalogue-version.md
 */
export async function currentCatalogueVersion(db: Database): Promise<number> {
  return (await readBatched(db, [])).version;
}

/** Rows {@link readSiteRows} found kept in memory, and rows it had to ask the database for, since the process started. */
const rowCounts = { kept: 0, asked: 0 };

/**
 * How many shared reads (rows by id with the version, or the version alone) this process has
 * sent since it started, and how many rows asked for were found kept or read: the benchmark
 * reports queries per request and the share of rows served from memory. A copy; never reset.
 */
export function catalogueReadCounts(): { sharedReads: number; rowsKept: number; rowsAsked: number } {
  return { sharedReads: batchReads, rowsKept: rowCounts.kept, rowsAsked: rowCounts.asked };
}

/**
 * Forgets the kept rows of listings `ids` (every kept row with 'all'), which changed in the
 * catalogue changes just applied to the live index, and marks the rest exact at `version`, the
 * index's version now. Called by the index's refresh and merge
 * (docs/decisions/0022-near-real-time-catalogue-index.md).
 */
export function forgetKeptSiteRows(db: Database, ids: readonly number[] | 'all', version: number): void {
  let kept = keptByDatabase.get(db);
  if (!kept || ids === 'all' || kept.arrivals.length !== maxKeptRows) {
    kept = { version, rows: new Map(), arrivals: new Int32Array(maxKeptRows), next: 0, seen: new Int32Array(2 * maxKeptRows) };
    keptByDatabase.set(db, kept);
    return;
  }
  for (const id of ids) kept.rows.delete(id);
  // the ids once seen may be of changed rows: a later read keeps the new row on its second read anyway
  kept.version = Math.max(kept.version, version);
}

function keep(kept: Kept, row: ListingRow): KeptSiteRow {
  const known = kept.rows.get(row.siteId);
  if (known) return known;
  const entry: KeptSiteRow = { row };
  const capacity = kept.arrivals.length;
  if (capacity === 0) return entry;
  // a row is kept on its second read at this version: most rows of a stream of random listings
  // are read once, and keeping each would only fill memory the collector must then sweep
  const at = (Math.imul(row.siteId, 0x9e3779b1) >>> 0) % kept.seen.length;
  if (kept.seen[at] !== row.siteId) {
    kept.seen[at] = row.siteId;
    return entry;
  }
  // the ring's slot holds the oldest kept id once it is full (or an id already forgotten)
  if (kept.rows.size >= capacity || kept.rows.has(kept.arrivals[kept.next] as number)) kept.rows.delete(kept.arrivals[kept.next] as number);
  kept.rows.set(row.siteId, entry);
  kept.arrivals[kept.next] = row.siteId;
  kept.next = (kept.next + 1) % capacity;
  return entry;
}

/**
 * The rows of listings `ids` (in that order) exactly as they are at catalogue version `version`
 * (the live index's version the caller searched at), or undefined when one of them changed after
 * it or is gone (the index is behind the catalogue: the caller catches it up and searches again).
 * Rows kept for that version come from memory; the others are read by primary key in a query
 * that is shared with the other requests waiting at the same time (it always starts after this
 * call). When everything asked for is kept, nothing is read. Rejects with the database's error.
 * @see docs/decisions/0018-rows-per-catalogue-version.md
 * @see docs/decisions/0022-near-real-time-catalogue-index.md
 */
export async function readSiteRows(db: Database, ids: readonly number[], version: number): Promise<KeptSiteRow[] | undefined> {
  // the kept rows are taken now: they are exact at the caller's version only until the next refresh
  const kept = keptByDatabase.get(db);
  const known = new Map<number, KeptSiteRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const entry = kept?.version === version ? kept.rows.get(id) : undefined;
    if (entry) known.set(id, entry);
    else missing.push(id);
  }
  rowCounts.kept += known.size;
  rowCounts.asked += missing.length;
  if (missing.length === 0) return ids.map((id) => known.get(id) as KeptSiteRow);
  const read = await readBatched(db, missing);
  // a read of an older snapshot than the index (a lagging replica connection) cannot vouch for it
  if (read.version < version) return undefined;
  return entriesOf(read, ids, known, version);
}

/** The entries of `ids` in order, from the read or the kept rows; undefined when one is missing or changed after `version`. */
function entriesOf(
  read: BatchRead,
  ids: readonly number[],
  known: ReadonlyMap<number, KeptSiteRow>,
  version: number,
): KeptSiteRow[] | undefined {
  const entries: KeptSiteRow[] = [];
  for (const id of ids) {
    const entry = known.get(id) ?? read.rows.get(id);
    if (!entry || entry.row.catalogueVersion > version) return undefined;
    entries.push(entry);
  }
  return entries;
}

import type { Database } from '@realty/db/client';
import { findCatalogueVersion, findSiteRowsWithVersion, type ListingRow } from './sites.repository.ts';

/**
 * Listing rows kept in memory per catalogue version, and the catalogue version read once for
 * many requests at a time (docs/decisions/0018-rows-per-catalogue-version.md).
 *
 * The catalogue version moves on with every change to `sites` (a statement trigger, in the
 * changing transaction), so two reads at the same version see the same rows. A row kept from an
 * earlier read is therefore exact for as long as the version read for the current request is
 * the one it was read at; the first request that reads a newer version drops them all.
 */

/**
 * Most listing rows kept per database unless configured (`CATALOGUE_KEPT_ROWS`): a row is about
 * 4.2 KB of memory and its card's text about 3 KB (measured over 20,000 rows of the benchmark's
 * catalogue), so about 72 MB at most.
 */
export const MAX_KEPT_SITE_ROWS = 10_000;
let maxKeptRows = MAX_KEPT_SITE_ROWS;

/**
 * Sets how many listing rows are kept per database and catalogue version (`CATALOGUE_KEPT_ROWS`
 * of the environment, read by `app.ts`; 0 keeps none, so every row is read). Takes effect from
 * the next catalogue version.
 * @see docs/decisions/0018-rows-per-catalogue-version.md
 */
export function configureKeptSiteRows(max: number): void {
  maxKeptRows = Math.max(0, Math.floor(max));
}

/** A kept row and, once asked for, what the list answer carries of it as JSON text. */
export type KeptSiteRow = { row: ListingRow; cardJson?: string };

/**
 * The rows kept at one version, and the order they came in (a ring of ids: the oldest is
 * dropped first; cheaper than taking a Map's first key, which slows as deletions pile up).
 * `seen` holds, by a hash of the id, the ids read once at this version and not kept: a row is
 * kept on its second read (two slots a kept row; a later id in the same slot takes it over).
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
    const into = keptAt(db, version);
    return { rows: new Map(rows.map((row) => [row.siteId, into ? keep(into, row) : { row }])), version };
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

function keptAt(db: Database, version: number): Kept | undefined {
  const kept = keptByDatabase.get(db);
  if (kept && kept.version === version) return kept;
  // a request that read an older version than another one already saw keeps nothing
  if (kept && kept.version > version) return undefined;
  const fresh: Kept = { version, rows: new Map(), arrivals: new Int32Array(maxKeptRows), next: 0, seen: new Int32Array(2 * maxKeptRows) };
  keptByDatabase.set(db, fresh);
  return fresh;
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
  // each id is kept once per version, so the ring's slot holds the oldest kept id once it is full
  if (kept.rows.size >= capacity) kept.rows.delete(kept.arrivals[kept.next] as number);
  kept.rows.set(row.siteId, entry);
  kept.arrivals[kept.next] = row.siteId;
  kept.next = (kept.next + 1) % capacity;
  return entry;
}

/**
 * The rows of listings `ids` (in that order) as of the current catalogue version, with the
 * version. Rows kept for that version (a row is kept from its second read there) come from
 * memory; the others are read by primary key in a query that also reads the version and is
 * shared with the other requests waiting at the same time (it always starts after this call, so no change the caller saw is missed). When
 * everything asked for is kept, the shared read is of the version alone. `entries` is undefined
 * when a listing of `ids` does not exist at that version. Rejects with the database's error.
 * @see docs/decisions/0018-rows-per-catalogue-version.md
 */
export async function readSiteRows(db: Database, ids: readonly number[]): Promise<{ entries: KeptSiteRow[] | undefined; version: number }> {
  // the kept rows are taken now: one may leave memory while the read is on its way
  const kept = keptByDatabase.get(db);
  const known = new Map<number, KeptSiteRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const entry = kept?.rows.get(id);
    if (entry) known.set(id, entry);
    else missing.push(id);
  }
  rowCounts.kept += known.size;
  rowCounts.asked += missing.length;
  let read = await readBatched(db, missing);
  let entries = entriesOf(read, ids, kept?.version === read.version ? known : undefined);
  if (!entries && missing.length !== ids.length) {
    // the kept rows were of another version: ask for every row
    read = await readBatched(db, ids);
    entries = entriesOf(read, ids, undefined);
  }
  return { entries, version: read.version };
}

/** The entries of `ids` in order, from the read or the rows kept at its version; undefined when one is missing. */
function entriesOf(
  read: BatchRead,
  ids: readonly number[],
  known: ReadonlyMap<number, KeptSiteRow> | undefined,
): KeptSiteRow[] | undefined {
  const entries: KeptSiteRow[] = [];
  for (const id of ids) {
    const entry = read.rows.get(id) ?? known?.get(id);
    if (!entry) return undefined;
    entries.push(entry);
  }
  return entries;
}

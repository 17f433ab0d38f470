import type { Database } from '@realty/db/client';
import { findCatalogueVersion, findSiteRowsWithVersion, type SiteRow } from './sites.repository.ts';

/**
 * Listing rows kept in memory per catalogue version, and the catalogue version read once for
 * many requests at a time (docs/decisions/0018-rows-per-catalogue-version.md).
 *
 * The catalogue version moves on with every change to `sites` (a statement trigger, in the
 * changing transaction), so two reads at the same version see the same rows. A row kept from an
 * earlier read is therefore exact for as long as the version read for the current request is
 * the one it was read at; the first request that reads a newer version drops them all.
 */

/** Most listing rows kept per database (a row with its texts and lists is 2 to 4 KB of memory). */
export const MAX_KEPT_SITE_ROWS = 10_000;

/** A kept row and, once asked for, what the list answer carries of it as JSON text. */
export type KeptSiteRow = { row: SiteRow; cardJson?: string };

/**
 * The rows kept at one version, and the order they came in (a ring of ids: the oldest is
 * dropped first; cheaper than taking a Map's first key, which slows as deletions pile up).
 */
type Kept = { version: number; rows: Map<number, KeptSiteRow>; arrivals: Int32Array; next: number };
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
  const fresh: Kept = { version, rows: new Map(), arrivals: new Int32Array(MAX_KEPT_SITE_ROWS), next: 0 };
  keptByDatabase.set(db, fresh);
  return fresh;
}

function keep(kept: Kept, row: SiteRow): KeptSiteRow {
  const known = kept.rows.get(row.siteId);
  if (known) return known;
  const entry: KeptSiteRow = { row };
  // each id is kept once per version, so the ring's slot holds the oldest kept id once it is full
  if (kept.rows.size >= MAX_KEPT_SITE_ROWS) kept.rows.delete(kept.arrivals[kept.next] as number);
  kept.rows.set(row.siteId, entry);
  kept.arrivals[kept.next] = row.siteId;
  kept.next = (kept.next + 1) % MAX_KEPT_SITE_ROWS;
  return entry;
}

/**
 * The rows of listings `ids` (in that order) as of the current catalogue version, with the
 * version. Rows kept for that version come from memory; the others are read by primary key in
 * a query that also reads the version and is shared with the other requests waiting at the
 * same time (it always starts after this call, so no change the caller saw is missed). When
 * everything asked for is kept, the shared read is of the version alone. `entries` is undefined
 * when a listing of `ids` does not exist at that version. Rejects with the database's error.
 * @see docs/decisions/0018-rows-per-catalogue-version.md
 */
export async function readSiteRows(db: Database, ids: readonly number[]): Promise<{ entries: KeptSiteRow[] | undefined; version: number }> {
  const kept = keptByDatabase.get(db);
  const missing = kept ? ids.filter((id) => !kept.rows.has(id)) : ids;
  rowCounts.kept += ids.length - missing.length;
  rowCounts.asked += missing.length;
  let read = await readBatched(db, missing);
  let entries = entriesOf(db, read, ids);
  if (!entries && missing.length !== ids.length) {
    // the kept rows were of another version (or left memory meanwhile): ask for every row
    read = await readBatched(db, ids);
    entries = entriesOf(db, read, ids);
  }
  return { entries, version: read.version };
}

function entriesOf(db: Database, read: BatchRead, ids: readonly number[]): KeptSiteRow[] | undefined {
  const kept = keptByDatabase.get(db);
  const keptRows = kept?.version === read.version ? kept.rows : undefined;
  const entries: KeptSiteRow[] = [];
  for (const id of ids) {
    const entry = read.rows.get(id) ?? keptRows?.get(id);
    if (!entry) return undefined;
    entries.push(entry);
  }
  return entries;
}

/** How many rows are kept for `db` and at which version (for tests and the benchmark). */
export function keptSiteRows(db: Database): { version: number; count: number } | undefined {
  const kept = keptByDatabase.get(db);
  return kept ? { version: kept.version, count: kept.rows.size } : undefined;
}

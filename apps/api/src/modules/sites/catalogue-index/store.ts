import type { Database } from '@realty/db/client';
import { forgetKeptSiteRows } from '../listing-rows.ts';
import {
  findCatalogueChanges,
  findCatalogueVersion,
  findIndexedListings,
  findSiteIdsInOrder,
  type IndexedListingRow,
} from '../sites.repository.ts';
import { CatalogueIndex, INDEXED_SORTS, type IndexedListing } from './catalogue-index.ts';
import { LiveCatalogue } from './live-catalogue.ts';

/**
 * Which live catalogue index each database has, kept current from the change log
 * (docs/decisions/0016-catalogue-search-index.md, docs/decisions/0022-near-real-time-catalogue-index.md).
 *
 * A small catalogue is searched by its SQL queries alone; once a list answer shows at least
 * {@link CatalogueIndexSettings.from} listings, the index is built in the background (the whole
 * catalogue, one snapshot), and searches use it from then on. Afterwards it is never rebuilt
 * because of an edit: each refresh reads the catalogue version, and when it moved, the ids the
 * change log names since the index's version and their current rows, in one snapshot, and
 * applies them ({@link LiveCatalogue.apply}). A refresh runs in the background once the last
 * one's snapshot is a quarter of {@link CatalogueIndexSettings.refreshMs} old, and a search waits for
 * one only when the last is older than `refreshMs` (or older than the version the caller's own
 * write returned): a search reflects every change committed at least `refreshMs` before it
 * arrived. When the delta holds {@link CatalogueIndexSettings.mergeFrom} listings, a merge builds
 * a new base in the background (searches go on with the current one) and takes over once it
 * has caught up. A truncated table, or a change log pruned past the index's version, builds anew
 * the same way.
 */

/** When the index is worth building and how it follows the catalogue. */
export type CatalogueIndexSettings = {
  /** Build the index once a list answer counts at least this many listings (0: never build). */
  from: number;
  /** Milliseconds within which a committed change reaches searches (`CATALOGUE_REFRESH_MS`, default 1,000). */
  refreshMs?: number;
  /** Listings changed since the base was built from which a merge builds a new base (`CATALOGUE_MERGE_FROM`, default 5,000). */
  mergeFrom?: number;
  /** Told when a build, merge or refresh fails (the SQL path keeps answering). */
  onError?: (error: unknown) => void;
  /** Candidates a search filters at a time when it can stop early (`DEFAULT_CHUNK`; tests set fewer to cross many chunks). */
  chunkSize?: number;
  /** Candidates from which a search combines its filters' bitmaps (`SearchTuning`; tests set 0 to take that way always, or Infinity never). */
  bitmapsFrom?: number;
};

/** Default of {@link CatalogueIndexSettings.refreshMs}. */
export const DEFAULT_REFRESH_MS = 1_000;
/** Default of {@link CatalogueIndexSettings.mergeFrom}. */
export const DEFAULT_MERGE_FROM = 5_000;

let settings: CatalogueIndexSettings = { from: 5_000 };

/**
 * Sets when the catalogue index is built and how it follows changes (`CATALOGUE_INDEX_FROM`,
 * `CATALOGUE_REFRESH_MS` and `CATALOGUE_MERGE_FROM` of the environment, read by `app.ts`);
 * tests lower them to search small catalogues through the index.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function configureCatalogueIndex(next: CatalogueIndexSettings): void {
  settings = { ...next };
}

const refreshMsOf = () => settings.refreshMs ?? DEFAULT_REFRESH_MS;

/** The index state of one database. */
type IndexState = {
  live?: LiveCatalogue;
  /** The first build, a merge or a build anew, under way. */
  building?: Promise<void>;
  /** The refresh under way. */
  refreshing?: Promise<void>;
  wanted: boolean;
  failures: number;
  /** `Date.now()` before the snapshot of the last refresh (or build) began: every change committed before it is applied. */
  refreshedAt: number;
  /** `Date.now()` when the current base was built. */
  builtAt: number;
  /** The newest catalogue version a refresh has seen (the index may still be applying it). */
  seenVersion: number;
  /** Bases built (the first build and every merge) since the process started. */
  builds: number;
};
const stateByDatabase = new WeakMap<Database, IndexState>();

/**
 * Reads the whole catalogue for the index in one read-only, repeatable-read transaction (so the
 * listings, the orders and the version are one snapshot).
 * @throws whatever the database throws.
 */
export async function loadCatalogueIndex(db: Database): Promise<CatalogueIndex> {
  return db.transaction(
    async (tx) => {
      const version = await findCatalogueVersion(tx);
      const rows = await findIndexedListings(tx);
      const orders = {} as Record<(typeof INDEXED_SORTS)[number], number[]>;
      for (const sort of INDEXED_SORTS) orders[sort] = await findSiteIdsInOrder(tx, sort);
      return new CatalogueIndex(version, rows.map(indexedListingOf), orders, tuning());
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const tuning = () => ({ chunkSize: settings.chunkSize, bitmapsFrom: settings.bitmapsFrom });

/** A loaded row with its point as numbers (the driver may give numeric text). */
function indexedListingOf(row: IndexedListingRow): IndexedListing {
  return {
    ...row,
    x: row.x === null ? null : Number(row.x),
    y: row.y === null ? null : Number(row.y),
    created_micros: Number(row.created_micros),
    price_per_sqft: row.price_per_sqft === null ? null : Number(row.price_per_sqft),
  };
}

/** What a refresh read: the version, and the changed ids with the current rows of those that exist; `rebuild` when the log cannot tell (truncated, or pruned past `since`). */
type Changes = { version: number; siteIds: number[]; rows: IndexedListing[]; rebuild: boolean };

/**
 * The changes of the catalogue after version `since`: one statement, so one snapshot and one
 * round trip, whether anything changed or not.
 * @throws whatever the database throws.
 */
async function readChanges(db: Database, since: number): Promise<Changes> {
  const { version, prunedThrough, siteIds, rows } = await findCatalogueChanges(db, since);
  if (prunedThrough > since || siteIds.includes(0)) return { version, siteIds, rows: [], rebuild: true };
  return { version, siteIds, rows: rows.map(indexedListingOf), rebuild: false };
}

/**
 * The catalogue's change log after version `since`, for readers that follow it outside the index
 * (the alert scan, docs/product/alerts.md "Alerts"): the current version, the version up to which
 * the log was pruned, the distinct ids changed after `since` (0 stands for a truncated table), and
 * the current rows of those that exist, exactly as the index loads them ({@link IndexedListing}).
 * One statement, so one snapshot. Rejects with the database's error.
 */
export async function readCatalogueChanges(
  db: Database,
  since: number,
): Promise<{ version: number; prunedThrough: number; siteIds: number[]; rows: IndexedListing[] }> {
  const { version, prunedThrough, siteIds, rows } = await findCatalogueChanges(db, since);
  return { version, prunedThrough, siteIds, rows: rows.map(indexedListingOf) };
}

/**
 * Every listing's row as the index loads it ({@link IndexedListing}), in `site_id` order, with the
 * catalogue version read just before (for a reader that cannot follow the change log: the alert
 * scan after the log was pruned past it). Rejects with the database's error.
 */
export async function readIndexedCatalogue(db: Database): Promise<{ version: number; rows: IndexedListing[] }> {
  const version = await findCatalogueVersion(db);
  const rows = await findIndexedListings(db);
  return { version, rows: rows.map(indexedListingOf) };
}

/** Builds after this many failures in a row stop being tried (the SQL path answers instead). */
const MAX_FAILURES = 3;

function stateOf(db: Database): IndexState {
  let state = stateByDatabase.get(db);
  if (!state) {
    state = { wanted: false, failures: 0, refreshedAt: 0, builtAt: 0, seenVersion: 0, builds: 0 };
    stateByDatabase.set(db, state);
  }
  return state;
}

/**
 * Starts a build of a new base unless one is running: the whole catalogue at one snapshot, then
 * the changes since that snapshot applied until it has caught up with the index in use, which
 * it then replaces. Searches go on with the index in use meanwhile (the SQL path before the first).
 */
function startBuild(db: Database, state: IndexState): void {
  if (state.building || state.failures >= MAX_FAILURES) return;
  const started = Date.now();
  state.building = loadCatalogueIndex(db)
    .then(async (index) => {
      const next = new LiveCatalogue(index, tuning());
      let caughtUpAt = started;
      // catch up with the index in use (and the log since the snapshot), so the take-over never goes back
      for (let round = 0; round < 5; round++) {
        const before = Date.now();
        const changes = await readChanges(db, next.version);
        if (changes.rebuild) throw new Error('The catalogue changed as a whole during the index build');
        next.apply(changes.version, changes.siteIds, changes.rows);
        caughtUpAt = before;
        if (!state.live || next.version >= state.live.version) break;
      }
      if (state.live && next.version < state.live.version) return;
      state.live = next;
      // the rows kept for the index replaced may have changed since the new base's snapshot
      forgetKeptSiteRows(db, 'all', next.version);
      state.refreshedAt = Math.max(state.refreshedAt, caughtUpAt);
      state.seenVersion = Math.max(state.seenVersion, next.version);
      state.builtAt = Date.now();
      state.builds += 1;
      state.failures = 0;
    })
    .catch((error: unknown) => {
      state.failures += 1;
      settings.onError?.(error);
    })
    .finally(() => {
      state.building = undefined;
    });
}

/**
 * Starts a refresh unless one is running, and returns it: the changes since the live index's
 * version applied to it (or a build anew when the log cannot tell them). Never rejects: a
 * failure is reported to `onError`, and the next search tries again.
 */
function refresh(db: Database, state: IndexState): Promise<void> {
  if (state.refreshing) return state.refreshing;
  const live = state.live;
  if (!live) return Promise.resolve();
  const started = Date.now();
  state.refreshing = readChanges(db, live.version)
    .then((changes) => {
      state.seenVersion = Math.max(state.seenVersion, changes.version);
      if (changes.rebuild) {
        startBuild(db, state);
        return;
      }
      // a merge may have replaced the index meanwhile: it caught up by itself
      if (state.live !== live || changes.version <= live.version) {
        if (state.live === live) state.refreshedAt = Math.max(state.refreshedAt, started);
        return;
      }
      live.apply(changes.version, changes.siteIds, changes.rows);
      forgetKeptSiteRows(db, changes.siteIds, changes.version);
      state.refreshedAt = Math.max(state.refreshedAt, started);
      if (live.changedCount >= (settings.mergeFrom ?? DEFAULT_MERGE_FROM)) startBuild(db, state);
    })
    .catch((error: unknown) => settings.onError?.(error))
    .finally(() => {
      state.refreshing = undefined;
    });
  return state.refreshing;
}

/**
 * The live catalogue index of `db` for a search arriving now, when one is built: fresh within
 * `refreshMs` (a refresh is awaited when the last one is older; one is started in the background
 * when it is a quarter as old), and at least of version `minVersion` when given (the version the
 * caller's own write returned: read-your-writes; a version the database has not shown even after
 * two refreshes counts as its newest). Undefined when no index is built yet, or when it could not
 * be brought that far (the SQL path answers then; it reads the current version
 * itself).
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`", "Freshness")
 */
export async function freshCatalogue(db: Database, minVersion = 0): Promise<LiveCatalogue | undefined> {
  if (settings.from <= 0) return undefined;
  const state = stateByDatabase.get(db);
  if (!state?.live) return undefined;
  const refreshMs = refreshMsOf();
  const arrived = Date.now();
  const old = () => state.refreshedAt < arrived - refreshMs;
  const behind = () => (state.live?.version ?? 0) < minVersion;
  if (arrived - state.refreshedAt >= refreshMs / 4 || behind()) {
    const running = refresh(db, state);
    if (old() || behind()) await running;
    // a refresh that began before this search arrived may have missed what it must see: one more
    if (old() || behind()) await refresh(db, state);
  }
  // a version newer than any the database has shown (a cookie made up, or a replica still
  // replaying the write) asks no more than the newest one: the answer is then the replica's own,
  // as the SQL path's would be, and a made-up cookie cannot send searches to SQL
  const stale = old() || (state.live?.version ?? 0) < Math.min(minVersion, state.seenVersion);
  return stale ? undefined : state.live;
}

/**
 * Brings the live index of `db` up to the catalogue now (a refresh awaited), for a search that
 * found a row newer than the index: undefined when there is no index.
 * @see docs/decisions/0022-near-real-time-catalogue-index.md
 */
export async function catchUpCatalogue(db: Database): Promise<LiveCatalogue | undefined> {
  const state = stateByDatabase.get(db);
  if (!state?.live) return undefined;
  await refresh(db, state);
  return state.live;
}

/**
 * Tells the store a list answer counted `total` listings: at {@link CatalogueIndexSettings.from}
 * or more the catalogue is worth an index, and its first build starts.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function noteCatalogueTotal(db: Database, total: number): void {
  if (settings.from <= 0 || total < settings.from) return;
  const state = stateOf(db);
  state.wanted = true;
  if (!state.live) startBuild(db, state);
}

/**
 * Starts a build of a new base for `db` now (marking the catalogue worth an index), whether or
 * not one is in use: for tests that change how the index searches, and for operators' tools.
 * Await {@link catalogueIndexBuilt} for it to take over.
 */
export function startCatalogueIndexBuild(db: Database): void {
  const state = stateOf(db);
  state.wanted = true;
  state.failures = 0;
  startBuild(db, state);
}

/**
 * Waits for the build under way for `db`, if any, and returns the live index's base (for tests
 * and the benchmark, which need the index ready before they measure).
 */
export async function catalogueIndexBuilt(db: Database): Promise<CatalogueIndex | undefined> {
  const state = stateByDatabase.get(db);
  await state?.building;
  return state?.live?.base;
}

/**
 * What `/metrics` reports of `db`'s index (docs/deploying.md, "Metrics"): the version it has applied, its approximate bytes
 * (base, delta and mask), how far its version is behind the newest version a refresh has seen
 * (catalogue versions count microseconds, so this is about the microseconds of changes not yet
 * applied), the seconds since its base was built (the last merge), the listings in its delta
 * and mask, the seconds since its last refresh, and how many bases were built since the process
 * started (the first build and each merge). Undefined before the first build.
 */
export function catalogueIndexStats(db: Database):
  | {
      version: number;
      bytes: number;
      versionLag: number;
      lastMergeSeconds: number;
      changed: number;
      refreshAgeSeconds: number;
      builds: number;
    }
  | undefined {
  const state = stateByDatabase.get(db);
  const live = state?.live;
  if (!state || !live) return undefined;
  return {
    version: live.version,
    bytes: live.approximateBytes(),
    versionLag: Math.max(0, state.seenVersion - live.version),
    lastMergeSeconds: (Date.now() - state.builtAt) / 1000,
    changed: live.changedCount,
    refreshAgeSeconds: (Date.now() - state.refreshedAt) / 1000,
    builds: state.builds,
  };
}

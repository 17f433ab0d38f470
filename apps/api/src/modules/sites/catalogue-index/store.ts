import type { Database } from '@realty/db/client';
import { findCatalogueVersion, findIndexedListings, findSiteIdsInOrder } from '../sites.repository.ts';
import { CatalogueIndex, INDEXED_SORTS } from './catalogue-index.ts';

/**
 * Which catalogue index each database has, and building a new one when the catalogue changed
 * (docs/decisions/0016-catalogue-search-index.md). A small catalogue is searched by its SQL
 * queries alone; once a list answer shows at least {@link CatalogueIndexSettings.from} listings,
 * the index of the current version is built in the background (one build at a time per
 * database, always of the newest version), and list requests use it while it is of the version
 * they read. Until then, and whenever a build fails, requests take the SQL path, which gives the
 * same answers.
 */

/** When the index is worth building. */
export type CatalogueIndexSettings = {
  /** Build the index once a list answer counts at least this many listings (0: never build). */
  from: number;
  /** Told when a build fails (the SQL path keeps answering). */
  onError?: (error: unknown) => void;
  /** Candidates a search filters at a time when it can stop early (`DEFAULT_CHUNK`; tests set fewer to cross many chunks). */
  chunkSize?: number;
  /** Candidates from which a search combines its filters' bitmaps (`SearchTuning`; tests set 0 to take that way always, or Infinity never). */
  bitmapsFrom?: number;
};

let settings: CatalogueIndexSettings = { from: 5_000 };

/**
 * Sets when the catalogue index is built (`CATALOGUE_INDEX_FROM` of the environment, read by
 * `app.ts`); tests lower it to search small catalogues through the index.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function configureCatalogueIndex(next: CatalogueIndexSettings): void {
  settings = { ...next };
}

/** The index state of one database. */
type IndexState = { index?: CatalogueIndex; building?: Promise<void>; wanted: boolean; failures: number };
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
      const listings = rows.map((r) => ({ ...r, x: r.x === null ? null : Number(r.x), y: r.y === null ? null : Number(r.y) }));
      return new CatalogueIndex(version, listings, orders, { chunkSize: settings.chunkSize, bitmapsFrom: settings.bitmapsFrom });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Builds after this many failures in a row stop being tried (the SQL path answers instead). */
const MAX_FAILURES = 3;

function stateOf(db: Database): IndexState {
  let state = stateByDatabase.get(db);
  if (!state) {
    state = { wanted: false, failures: 0 };
    stateByDatabase.set(db, state);
  }
  return state;
}

/** Starts a build unless one is running; when it ends and the catalogue moved on meanwhile, the next request starts another. */
function startBuild(db: Database, state: IndexState): void {
  if (state.building || state.failures >= MAX_FAILURES) return;
  state.building = loadCatalogueIndex(db)
    .then((index) => {
      if (!state.index || index.version >= state.index.version) state.index = index;
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
 * The catalogue index of `db` at `version`, when one is ready; otherwise undefined, and, when the
 * catalogue was found large enough, a build of the current version is started in the background.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function catalogueIndexAt(db: Database, version: number): CatalogueIndex | undefined {
  const state = stateByDatabase.get(db);
  if (!state) return undefined;
  if (state.index?.version === version) return state.index;
  if (state.wanted && settings.from > 0) startBuild(db, state);
  return undefined;
}

/**
 * The newest catalogue index of `db`, whatever its version (undefined before the first build):
 * a caller must check the version of what it reads against the index's.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function latestCatalogueIndex(db: Database): CatalogueIndex | undefined {
  return settings.from > 0 ? stateByDatabase.get(db)?.index : undefined;
}

/**
 * Whether `db`'s catalogue was found large enough for the index (a request that only might use
 * it can then skip reading the catalogue version).
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function catalogueIndexWanted(db: Database): boolean {
  return stateByDatabase.get(db)?.wanted === true;
}

/**
 * Tells the store a list answer counted `total` listings: at {@link CatalogueIndexSettings.from}
 * or more the catalogue is worth an index, and its build starts.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function noteCatalogueTotal(db: Database, total: number): void {
  if (settings.from <= 0 || total < settings.from) return;
  const state = stateOf(db);
  state.wanted = true;
  startBuild(db, state);
}

/**
 * Waits for the build under way for `db`, if any (for tests and the benchmark, which need the
 * index ready before they measure).
 */
export async function catalogueIndexBuilt(db: Database): Promise<CatalogueIndex | undefined> {
  const state = stateByDatabase.get(db);
  await state?.building;
  return state?.index;
}

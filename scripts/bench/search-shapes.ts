/**
 * `npm run bench:search-shapes`: the catalogue index's own search time per filter shape, without
 * HTTP or the database (docs/benchmarks.md, docs/decisions/0016-catalogue-search-index.md). Loads
 * the index from an already loaded bench database (`npm run bench` makes one;
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/realty_bench), runs 3,000
 * addresses of the varied stream through `CatalogueIndex.search` one at a time, and prints the
 * average milliseconds, the slowest search, the share of all search time and the average
 * number of matches of each shape (the filters present, page, sort and minimum price aside),
 * costliest first. Each search also runs counting every match exactly (as before the count
 * bound of docs/product/catalogue.md), alternating with the bounded one, three times each; the
 * fastest of each is kept (so a collector's pause is not counted), and the two averages are
 * printed side by side. Times are wall-clock on a shared machine: compare within one run.
 */

import { parseSearchText } from '@realty/contracts/listings/search-parser';
import { listSitesQuerySchema, listTotalBoundOf } from '@realty/contracts/sites/list-sites';
import { openDatabase } from '@realty/db/client';
import { loadPlaceIndex } from '../../apps/api/src/modules/places/places.service.ts';
import { loadCatalogueIndex } from '../../apps/api/src/modules/sites/catalogue-index/store.ts';
import { siteFiltersOf } from '../../apps/api/src/modules/sites/sites.service.ts';
import { seededRandom, variedSearch } from './varied-stream.ts';

const handle = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/realty_bench',
  poolSize: 2,
});
const db = handle.db;
const index = await loadCatalogueIndex(db);
const places = await loadPlaceIndex(db);
const random = seededRandom(42);
/** Per shape: searches, their summed and slowest milliseconds, their summed totals and the summed milliseconds counting exactly. */
const byShape = new Map<string, { n: number; ms: number; max: number; totals: number; exactMs: number }>();
// a first untimed round, so remembered text matches and compiled passes serve both timed searches alike
for (let r = 0, warm = seededRandom(42); r < 3000; r++) {
  const url = new URL(variedSearch(warm), 'http://x');
  const query = listSitesQuerySchema.parse(Object.fromEntries(url.searchParams));
  const understood = query.q === undefined ? undefined : parseSearchText(query.q, places.searchPlaces);
  index.search(
    siteFiltersOf(query, places, understood),
    query.sort,
    (query.page - 1) * query.pageSize,
    query.pageSize,
    listTotalBoundOf(query.page, query.pageSize),
  );
}
let all = 0;
let allExact = 0;
let bounded = 0;
for (let r = 0; r < 3000; r++) {
  const url = new URL(variedSearch(random), 'http://x');
  const query = listSitesQuerySchema.parse(Object.fromEntries(url.searchParams));
  const understood = query.q === undefined ? undefined : parseSearchText(query.q, places.searchPlaces);
  const filters = siteFiltersOf(query, places, understood);
  const offset = (query.page - 1) * query.pageSize;
  // each search timed three times, alternating with the exact count, the fastest kept (a pause of the collector is not the search's)
  let ms = Number.POSITIVE_INFINITY;
  let exactMs = Number.POSITIVE_INFINITY;
  let found = index.search(filters, query.sort, offset, query.pageSize, listTotalBoundOf(query.page, query.pageSize));
  let exact = found;
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    found = index.search(filters, query.sort, offset, query.pageSize, listTotalBoundOf(query.page, query.pageSize));
    ms = Math.min(ms, performance.now() - t);
    const te = performance.now();
    exact = index.search(filters, query.sort, offset, query.pageSize, Number.MAX_SAFE_INTEGER);
    exactMs = Math.min(exactMs, performance.now() - te);
  }
  if (found.ids.join() !== exact.ids.join() || (!found.totalIsLowerBound && found.total !== exact.total))
    throw new Error(`The bounded search differs from the exact one for ${url.search}`);
  all += ms;
  allExact += exactMs;
  if (found.totalIsLowerBound) bounded++;
  const total = found.total;
  const shape = [...url.searchParams.keys()].filter((k) => k !== 'page' && k !== 'sort' && k !== 'minPrice').join('+') || '(none)';
  const s = byShape.get(shape) ?? { n: 0, ms: 0, max: 0, totals: 0, exactMs: 0 };
  s.n++;
  s.ms += ms;
  s.exactMs += exactMs;
  s.max = Math.max(s.max, ms);
  s.totals += total;
  byShape.set(shape, s);
}
console.log(
  `${index.size.toLocaleString('en-IN')} listings: ${(all / 3000).toFixed(3)} ms a search on average (${(allExact / 3000).toFixed(3)} ms counting exactly); ${bounded} of 3,000 totals were lower bounds`,
);
console.log('shape'.padEnd(40), 'count'.padStart(5), 'avg ms'.padStart(8), 'max ms'.padStart(8), 'exact ms'.padStart(9));
for (const [shape, s] of [...byShape].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20))
  console.log(
    shape.padEnd(40),
    String(s.n).padStart(5),
    (s.ms / s.n).toFixed(3).padStart(8),
    s.max.toFixed(2).padStart(8),
    (s.exactMs / s.n).toFixed(3).padStart(9),
    'share',
    ((s.ms / all) * 100).toFixed(1),
    'avg total',
    Math.round(s.totals / s.n),
  );
await handle.close();

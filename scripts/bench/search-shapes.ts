/**
 * `npm run bench:search-shapes`: the catalogue index's own search time per filter shape, without
 * HTTP or the database (docs/benchmarks.md, docs/decisions/0016-catalogue-search-index.md). Loads
 * the index from an already loaded bench database (`npm run bench` makes one;
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/realty_bench), runs 3,000
 * addresses of the varied stream through `CatalogueIndex.search` one at a time, and prints the
 * average milliseconds, the slowest search, the share of all search time and the average
 * number of matches of each shape (the filters present, page, sort and minimum price aside),
 * costliest first. Times are wall-clock on a shared machine: compare shapes within one run.
 */

import { parseSearchText } from '@realty/contracts/listings/search-parser';
import { listSitesQuerySchema } from '@realty/contracts/sites/list-sites';
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
/** Per shape: searches, their summed and slowest milliseconds, and their summed totals. */
const byShape = new Map<string, { n: number; ms: number; max: number; totals: number }>();
let all = 0;
for (let r = 0; r < 3000; r++) {
  const url = new URL(variedSearch(random), 'http://x');
  const query = listSitesQuerySchema.parse(Object.fromEntries(url.searchParams));
  const understood = query.q === undefined ? undefined : parseSearchText(query.q, places.searchPlaces);
  const filters = siteFiltersOf(query, places, understood);
  const t = performance.now();
  const { total } = index.search(filters, query.sort, (query.page - 1) * query.pageSize, query.pageSize);
  const ms = performance.now() - t;
  all += ms;
  const shape = [...url.searchParams.keys()].filter((k) => k !== 'page' && k !== 'sort' && k !== 'minPrice').join('+') || '(none)';
  const s = byShape.get(shape) ?? { n: 0, ms: 0, max: 0, totals: 0 };
  s.n++;
  s.ms += ms;
  s.max = Math.max(s.max, ms);
  s.totals += total;
  byShape.set(shape, s);
}
console.log(`${index.size.toLocaleString('en-IN')} listings: ${(all / 3000).toFixed(3)} ms a search on average`);
console.log('shape'.padEnd(40), 'count'.padStart(5), 'avg ms'.padStart(8), 'max ms'.padStart(8));
for (const [shape, s] of [...byShape].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20))
  console.log(
    shape.padEnd(40),
    String(s.n).padStart(5),
    (s.ms / s.n).toFixed(3).padStart(8),
    s.max.toFixed(2).padStart(8),
    'share',
    ((s.ms / all) * 100).toFixed(1),
    'avg total',
    Math.round(s.totals / s.n),
  );
await handle.close();

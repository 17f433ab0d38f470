/**
 * `node --import tsx scripts/bench/sql-path-shapes.ts [--count 400] [--separate] [--buffers]
 * [--explain 12] [--address TEXT …]`: the SQL path's statements for the varied stream of
 * `npm run bench` (scripts/bench/varied-stream.ts), one at a time on BENCH_DATABASE_URL (default
 * the bench database), on one connection; docs/benchmarks.md, "The SQL path at 100,000 listings".
 * For each of the stream's first `--count` addresses: the time of its page with its count (up to
 * the list bound) in one statement (`findSitePageAndTotal`; with `--separate`, the count and the
 * page as two statements, as before), after one warm-up pass; then the distribution and the 40
 * slowest (every one with SHAPES_ALL=1 in the environment). `--buffers` instead prints the shared
 * buffers each statement touches (hit or read, by `auto_explain`), by kind of address: a figure
 * the machine's load does not change. `--explain N` prints the plans (`auto_explain`, ANALYZE and
 * BUFFERS) of the N slowest, `--address TEXT` those of the first address containing TEXT.
 * `auto_explain` is loaded into the session, which needs a superuser.
 */
import { parseArgs } from 'node:util';
import { LIST_TOTAL_BOUND, listSitesQuerySchema, listTotalBoundOf } from '@realty/contracts/sites/list-sites';
import type { Database } from '@realty/db/client';
import * as schema from '@realty/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadPlaceIndex } from '../../apps/api/src/modules/places/places.service.ts';
import { countSiteRows, findSitePageAndTotal, findSitePageRows } from '../../apps/api/src/modules/sites/sites.repository.ts';
import { siteFiltersOf } from '../../apps/api/src/modules/sites/sites.service.ts';
import { seededRandom, variedSearch } from './varied-stream.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '400' },
    explain: { type: 'string', default: '0' },
    separate: { type: 'boolean', default: false },
    address: { type: 'string', multiple: true },
    buffers: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/realty_bench';
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
let notices: string[] = [];
let explaining = false;
pool.on('connect', (client) => {
  client.on('notice', (notice) => {
    if (explaining) notices.push(notice.message ?? '');
  });
});
const db = drizzle(pool, { schema }) as unknown as Database;
const places = await loadPlaceIndex(db);
const random = seededRandom(20_261_126);
type Timed = { path: string; what: string; ms: number; total?: number };
const timed: Timed[] = [];
const runs: { path: string; run: () => Promise<unknown> }[] = [];
for (let i = 0; i < Number(values.count); i++) {
  const path = variedSearch(random);
  const query = listSitesQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
  const filters = siteFiltersOf(query, places);
  const upTo = listTotalBoundOf(query.page, query.pageSize, LIST_TOTAL_BOUND) + 1;
  const offset = (query.page - 1) * query.pageSize;
  if (values.separate) {
    runs.push({ path: `count ${path}`, run: () => countSiteRows(db, filters, upTo) });
    runs.push({ path: `page  ${path}`, run: () => findSitePageRows(db, filters, query.sort, offset, query.pageSize) });
  } else runs.push({ path: `both  ${path}`, run: () => findSitePageAndTotal(db, filters, query.sort, offset, query.pageSize, upTo) });
}
// one warm-up pass (plans, buffers), then the measured one
for (const r of runs) await r.run();
for (const r of runs) {
  const start = performance.now();
  const out = (await r.run()) as { total?: number };
  timed.push({ path: r.path, what: r.path.slice(0, 5).trim(), ms: performance.now() - start, total: out.total });
}
// --buffers: the shared buffers each statement touches (hit or read), which the machine's load does not change
if (values.buffers) {
  const client = await pool.connect();
  await client.query(`LOAD 'auto_explain'`);
  await client.query(
    `SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on; SET auto_explain.log_buffers = on; SET auto_explain.log_timing = off; SET auto_explain.log_format = json; SET client_min_messages = log`,
  );
  client.release();
  const byClass: Record<string, { n: number; buffers: number }> = {};
  let all = 0;
  for (const r of runs) {
    notices = [];
    explaining = true;
    await r.run();
    explaining = false;
    const plans = notices.map((text) => JSON.parse(text.slice(text.indexOf('{'))) as { Plan: Record<string, number> });
    const buffers = plans.reduce((sum, p) => sum + (p.Plan['Shared Hit Blocks'] ?? 0) + (p.Plan['Shared Read Blocks'] ?? 0), 0);
    const cls = /location=|search=/.test(r.path)
      ? 'text'
      : /city=/.test(r.path)
        ? 'city'
        : /category=/.test(r.path)
          ? 'category'
          : /Price=/.test(r.path)
            ? 'price'
            : 'other';
    const entry = byClass[cls] ?? { n: 0, buffers: 0 };
    byClass[cls] = entry;
    entry.n += 1;
    entry.buffers += buffers;
    all += buffers;
  }
  for (const [cls, { n, buffers }] of Object.entries(byClass))
    console.log(`buffers ${cls}: ${n} statements, ${(buffers / n).toFixed(0)} a statement`);
  console.log(`buffers in all: ${(all / runs.length).toFixed(0)} a statement`);
  await pool.end();
  process.exit(0);
}
const sorted = [...timed].sort((a, b) => b.ms - a.ms);
const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? 0;
for (const what of ['count', 'page', 'both']) {
  if (!timed.some((t) => t.what === what)) continue;
  const ms = timed
    .filter((t) => t.what === what)
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  const sum = ms.reduce((a, b) => a + b, 0);
  console.log(
    `${what}: n ${ms.length}, mean ${(sum / ms.length).toFixed(1)} ms, p50 ${pct(ms, 50).toFixed(1)}, p90 ${pct(ms, 90).toFixed(1)}, p99 ${pct(ms, 99).toFixed(1)}, max ${(ms.at(-1) ?? 0).toFixed(1)}, total ${sum.toFixed(0)} ms`,
  );
}
console.log('slowest:');
for (const t of sorted.slice(0, process.env.SHAPES_ALL ? sorted.length : 40))
  console.log(`${t.ms.toFixed(1).padStart(8)} ms ${t.path}${t.total !== undefined ? ` (total ${t.total})` : ''}`);
const explain = Number(values.explain);
if (explain > 0 || values.address?.length) {
  const client = await pool.connect();
  await client.query(`LOAD 'auto_explain'`);
  await client.query(
    `SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on; SET auto_explain.log_buffers = on; SET auto_explain.log_nested_statements = on; SET client_min_messages = log`,
  );
  client.release();
  // --address picks statements to explain by a part of their address, else the slowest
  const picked = values.address?.length
    ? values.address.flatMap((part) => timed.filter((t) => t.path.includes(part)).slice(0, 1))
    : sorted.slice(0, explain);
  for (const t of picked) {
    const r = runs.find((x) => x.path === t.path);
    if (!r) continue;
    notices = [];
    explaining = true;
    await r.run();
    explaining = false;
    console.log(`\n=== ${t.path} (${t.ms.toFixed(1)} ms)\n${notices.join('\n')}`);
  }
}
await pool.end();

/**
 * Similar listings on the detail page (docs/product/catalogue.md, "The detail page"): the time of
 * `findSimilarSiteRows` (nearest-first through the GiST index, then an exact re-sort) against the
 * query it replaced (sorting the whole category by squared distance), on the same listings of a
 * PostgreSQL catalogue, one after the other. Prints the median and p95 of each and their ratio.
 *
 *   DATABASE_URL=postgres://…/realty_bench npm run bench:similar [-- --samples 300]
 *
 * Fill the database first with `npm run db:seed -- --count 100000`. Reports go to docs/benchmarks.md.
 */
import { openDatabase } from '@realty/db/client';
import { sites } from '@realty/db/schema';
import { and, asc, ne, type SQL, sql } from 'drizzle-orm';
import { findSimilarSiteRows, findSiteRow } from '../../apps/api/src/modules/sites/sites.repository.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a PostgreSQL catalogue (npm run db:seed -- --count 100000).');
const samplesArg = process.argv.indexOf('--samples');
const samples = samplesArg > 0 ? Number(process.argv[samplesArg + 1]) : 200;
const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
const db = handle.db;

type Row = NonNullable<Awaited<ReturnType<typeof findSiteRow>>>;
/** The query this replaced: every listing of the category sorted by state, squared distance, id. */
async function wholeCategorySort(site: Row, limit: number) {
  const order: SQL[] = [sql`lower(${sites.state}) = lower(${site.state}) desc`];
  if (site.lat !== null && site.lon !== null)
    order.push(sql`coalesce((${sites.lat} - ${site.lat})^2 + (${sites.lon} - ${site.lon})^2, 1e9)`);
  order.push(asc(sites.siteId));
  return db
    .select()
    .from(sites)
    .where(and(sql`lower(${sites.category}) = lower(${site.category})`, ne(sites.siteId, site.siteId)))
    .orderBy(...order)
    .limit(limit);
}

const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`max(site_id)::int` }).from(sites);
const picks: Row[] = [];
for (let i = 1; picks.length < samples && i < 10 * samples; i++) {
  const row = await findSiteRow(db, 1 + ((i * 7919) % n));
  if (row) picks.push(row);
}
const time = async (work: () => Promise<unknown>) => {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const indexed: number[] = [];
const sorted: number[] = [];
let same = 0;
for (const site of picks) {
  indexed.push(await time(() => findSimilarSiteRows(db, site, [], 12)));
  sorted.push(await time(() => wholeCategorySort(site, 12)));
  const a = (await findSimilarSiteRows(db, site, [], 12)).map((r) => r.siteId).join();
  const b = (await wholeCategorySort(site, 12)).map((r) => r.siteId).join();
  if (a === b) same += 1;
}
const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(sites);
console.log(
  `${total.toLocaleString('en-IN')} listings, ${picks.length} detail pages, 12 similar listings each; identical answers: ${same}/${picks.length}`,
);
console.log('| query | median ms | p95 ms |');
console.log('| --- | ---: | ---: |');
console.log(`| nearest-first (GiST) | ${quantile(indexed, 0.5).toFixed(2)} | ${quantile(indexed, 0.95).toFixed(2)} |`);
console.log(`| whole-category sort | ${quantile(sorted, 0.5).toFixed(2)} | ${quantile(sorted, 0.95).toFixed(2)} |`);
console.log(`ratio of medians (sort / GiST): ${(quantile(sorted, 0.5) / quantile(indexed, 0.5)).toFixed(1)}`);
await handle.close();

/**
 * `npm run bench:alerts`: finding what to alert (docs/product/alerts.md, "Alerts";
 * docs/decisions/0029-alert-matching.md) on PostgreSQL, as docs/benchmarks.md ("Alert matching")
 * describes: 100,000 saved searches of 10,000 customers (cities, categories, price bands, BHK and
 * a little free text, from the demo data's vocabulary), a catalogue of 20,000 listings with
 * 30,000 favourites, then 1,000 new or cheaper listings.
 *
 * Two ways the changes arrive:
 * - **one at a time**: each change is committed, then the scan runs (`runAlertScan`, the job's own
 *   function and options, with the real job queue): its time is the time to find that listing's
 *   alerts, record them (one `alert_matches` row) and queue their expansion (p50/p99 per
 *   listing); then the expansion runs (`expandAlertMatches`: the once-per-price rule, one
 *   `alert_items` row per match, deliveries queued), timed on its own;
 * - **streamed**: a writer commits changes as fast as it can while the scan runs in a loop beside
 *   it and the expansion in another; each scan's time is shared among the listings it found, each
 *   expansion's among the listings it expanded (per-listing p50/p99 weighted by listing).
 *
 * The naive alternative is measured on a sample: each saved search checked by SQL against the
 * listing (`select … from sites where site_id = $1 and <the listing page's conditions>`), on
 * `--naive-searches` saved searches for `--naive-listings` listings, extrapolated to all.
 *
 * Creates (drops first) BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/realty_bench_alerts;
 * its name must contain "bench"). Prints a table and writes JSON to bench-results/.
 *
 *   npm run bench:alerts [-- --searches 100000 --listings 20000 --changes 1000 --no-queue]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, hostname, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { savedQuerySchema } from '@realty/contracts/activity/saved-searches';
import { migrateDatabase, openDatabase } from '@realty/db/client';
import { savedSearches, sites } from '@realty/db/schema';
import { createRandom, type Random } from '@realty/db/seed/random';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ALERT_DELIVER_JOB, ALERT_EXPAND_JOB, ALERT_SCAN_JOB } from '../../apps/api/src/modules/alerts/alert-jobs.ts';
import { expandAlertMatches } from '../../apps/api/src/modules/alerts/matching/expand.ts';
import { filtersOfSavedQuery } from '../../apps/api/src/modules/alerts/matching/predicate.ts';
import { rememberedSearchesOf } from '../../apps/api/src/modules/alerts/matching/remembered-searches.ts';
import { runAlertScan } from '../../apps/api/src/modules/alerts/matching/scan.ts';
import { loadPlaceIndex } from '../../apps/api/src/modules/places/places.service.ts';
import { siteFilterConditionsOf, siteFilterShapeOf, siteFilterValuesOf } from '../../apps/api/src/modules/sites/sites.repository.ts';
import type { JobQueue } from '../../apps/api/src/providers/jobs/job-queue.ts';
import { createPgBossQueue } from '../../apps/api/src/providers/jobs/pg-boss-queue.ts';
import { CITIES, WEIGHTS } from './demo-cities.ts';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '20000' },
    changes: { type: 'string', default: '1000' },
    'naive-searches': { type: 'string', default: '2000' },
    'naive-listings': { type: 'string', default: '10' },
    'no-queue': { type: 'boolean', default: false },
  },
});
const searchCount = Number(values.searches);
const listingCount = Number(values.listings);
const changeCount = Number(values.changes);
const naiveSearches = Number(values['naive-searches']);
const naiveListings = Number(values['naive-listings']);
const withQueue = !values['no-queue'];
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/realty_bench_alerts';

/** Names searches use for a city besides its own (the places' aliases). */
const ALIASES: Record<string, string> = { Varanasi: 'Banaras', Prayagraj: 'Allahabad' };
const CATEGORIES = ['Apartment', 'Family Houses', 'Town Houses', 'Plots'] as const;
const CATEGORY_WORDS = ['Apartment', 'Plots', 'Plot', 'House', 'Villa', 'Family Houses'];
const LANDMARKS = ['Assi Ghat', 'Sigra', 'Lanka', 'Hazratganj', 'Gomti Nagar', 'Civil Lines', 'Kidwai Nagar', 'Sector 62', ''];
const Q_TEXTS = ['2 bhk flat under 50 lakh', 'plot near highway', '3 bhk house', 'ready to move apartment', 'villa above 1 crore'];

/** Creates the bench database from scratch. */
async function prepareDatabase(): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || !name.includes('bench')) {
    throw new Error(`Bench database name "${name}" must be lower-case letters, digits and _, and contain "bench"`);
  }
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

/** A listing of the demo's shape: city, category, a price in lakhs, bedrooms for homes, an area. */
function randomListing(random: Random, i: number): typeof sites.$inferInsert {
  const category = random.pick(CATEGORIES);
  const plot = category === 'Plots';
  const area = random.int(4, 30) * 100;
  return {
    title: `${random.pick(['Ganga', 'Shiv', 'Royal', 'Green', 'Sunrise'])} ${random.pick(['Residency', 'Heights', 'Enclave', 'Homes'])} ${i}`,
    city: random.weighted(CITIES, WEIGHTS),
    state: 'Uttar Pradesh',
    landmark: random.pick(LANDMARKS),
    category,
    price: `${random.int(8, 300) * 100_000}.00`,
    bhk: plot ? [] : [random.int(1, 5)],
    possession: random.pick(['ready', 'under_construction', null]),
    furnishing: plot ? null : random.pick(['furnished', 'semi', 'unfurnished', null]),
    verified: random.next() < 0.4,
    ...(plot
      ? { plotArea: String(area), plotAreaUnit: 'sqft' }
      : { carpetAreaSqftMin: String(area), carpetAreaSqftMax: String(area + 150) }),
  };
}

/** A saved query as customers make them: mostly a city, often a category, a price band and BHK. */
function randomQuery(random: Random): Record<string, string> {
  const query: Record<string, string> = {};
  if (random.next() < 0.97) {
    const city = random.weighted(CITIES, WEIGHTS);
    query.city = random.next() < 0.15 ? (ALIASES[city] ?? city) : city;
  }
  if (random.next() < 0.85) query.category = random.pick(CATEGORY_WORDS);
  if (random.next() < 0.7) query.bhk = random.pick(['1', '2', '3', '4+', '2,3']);
  const low = random.int(5, 150) * 100_000;
  if (random.next() < 0.8) query.maxPrice = String(low + random.int(10, 40) * 100_000);
  if (random.next() < 0.6) query.minPrice = String(low);
  if (random.next() < 0.05) query.q = random.pick(Q_TEXTS);
  if (random.next() < 0.05) query.location = random.pick(LANDMARKS.filter(Boolean));
  if (random.next() < 0.08) query.possession = random.pick(['ready', 'under_construction']);
  if (random.next() < 0.05) query.verified = 'true';
  return query;
}

/** The value at `fraction` (0..1) of sorted `values`, nearest rank. */
const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
const ms = (n: number) => Number(n.toFixed(2));
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A job queue that drops every job (for --no-queue). */
const droppingQueue: JobQueue = {
  define: () => {},
  everyMinute: () => {},
  send: async () => null,
  start: async () => {},
  stop: async () => {},
  isRunning: () => true,
  stats: async () => [],
};

const started = Date.now();
const loadAtStart = loadavg()[0] ?? 0;
console.log(
  `Alert matching benchmark: ${searchCount.toLocaleString('en-IN')} saved searches, ${listingCount.toLocaleString('en-IN')} listings, ${changeCount} changes`,
);
await prepareDatabase();
const handle = await openDatabase({ databaseUrl, poolSize: 8 });
const db = handle.db;
const log = {
  warn: (obj: object, msg?: string) => console.warn(msg ?? '', obj),
  error: (obj: object, msg?: string) => console.error(msg ?? '', obj),
};
const jobs = withQueue ? createPgBossQueue(db, log, { pollingSeconds: 1, work: false }) : droppingQueue;
let exitCode = 0;
try {
  await migrateDatabase(handle);
  const random = createRandom(20261129);
  const loadStart = performance.now();
  for (let from = 0; from < listingCount; from += 2_000) {
    const batch = Array.from({ length: Math.min(2_000, listingCount - from) }, (_, i) => randomListing(random, from + i));
    await db.insert(sites).values(batch);
  }
  // the catalogue as it stands before anyone saves a search: seen once, never announced
  await runAlertScan(db);
  const customers = Math.ceil(searchCount / 10);
  await db.execute(sql`
    insert into users (user_name, user_email, user_mobile, user_password_hash)
    select 'Bench Customer ' || i, 'bench.customer.' || i || '@example.in', '7' || lpad(i::text, 9, '0'), 'not-a-hash'
    from generate_series(1, ${customers}) i`);
  const userIds = rowsOf<{ user_id: number }>(await db.execute(sql`select user_id from users order by user_id`)).map((r) => r.user_id);
  for (let from = 0; from < searchCount; from += 2_000) {
    const batch: (typeof savedSearches.$inferInsert)[] = [];
    for (let i = from; i < Math.min(searchCount, from + 2_000); i++) {
      let query = randomQuery(random);
      while (!savedQuerySchema.safeParse(query).success) query = randomQuery(random);
      batch.push({
        userId: userIds[i % userIds.length] as number,
        name: `Search ${i}`,
        query,
        channels: ['sms', 'push'],
        frequency: random.next() < 0.7 ? 'instant' : 'daily',
        paused: random.next() < 0.05,
      });
    }
    await db.insert(savedSearches).values(batch);
  }
  await db.execute(sql`
    insert into favorites (user_id, site_id)
    select distinct on (u, s) u, s from (
      select (select min(user_id) from users) + floor(random() * ${customers})::int as u,
             (select min(site_id) from sites) + floor(random() * ${listingCount})::int as s
      from generate_series(1, 30000)) f
    on conflict do nothing`);
  console.log(`  loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

  if (withQueue) {
    jobs.define(ALERT_DELIVER_JOB, async () => {});
    jobs.define(ALERT_SCAN_JOB, async () => {});
    jobs.define(ALERT_EXPAND_JOB, async () => {});
    await jobs.start();
  }
  // the first scan after the searches were saved summarises every one of them (and loads them into the process's memory)
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const firstStart = performance.now();
  await runAlertScan(db, jobs);
  const firstScanSeconds = (performance.now() - firstStart) / 1000;
  await db.execute(sql`ANALYZE`);
  console.log(`  first scan (100 % of the saved searches summarised) in ${firstScanSeconds.toFixed(1)} s`);
  global.gc?.();
  const rememberedMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  console.log(
    `  saved searches remembered in memory: ${rememberedSearchesOf(db).size.toLocaleString('en-IN')}, heap grown by ${rememberedMb.toFixed(0)} MB${global.gc ? '' : ' (without --expose-gc: garbage included)'}`,
  );
  const siteIds = rowsOf<{ site_id: number }>(await db.execute(sql`select site_id from sites order by site_id`)).map((r) => r.site_id);

  /** One change: a new listing (70 %) or a listing made 3 to 20 % cheaper (30 %). */
  let made = 0;
  const applyChange = async (): Promise<void> => {
    made += 1;
    if (random.next() < 0.7) {
      await db.insert(sites).values(randomListing(random, listingCount + made));
    } else {
      const id = random.pick(siteIds);
      await db
        .update(sites)
        .set({ price: sql`round(${sites.price} * ${(80 + random.int(0, 17)) / 100}, -3)` })
        .where(eq(sites.siteId, id));
    }
  };

  // one at a time
  const half = Math.floor(changeCount / 2);
  const single: number[] = [];
  const singleExpansion: number[] = [];
  /** The scans one at a time with their steps, to show what the slowest spent their time on. */
  const singleScans: { ms: number; matches: number; steps: Record<string, number> }[] = [];
  const itemsPerListing: number[] = [];
  const steps = { places: 0, begin: 0, log: 0, classify: 0, candidates: 0, predicate: 0, write: 0, favourites: 0, queue: 0 };
  let items = 0;
  let found = 0;
  for (let i = 0; i < half; i++) {
    await applyChange();
    const t = performance.now();
    const scan = await runAlertScan(db, jobs, { expansion: 'queued' });
    const took = performance.now() - t;
    single.push(took);
    const e = performance.now();
    const expanded = await expandAlertMatches(db, jobs);
    if (scan.newListings + scan.priceDrops > 0) singleExpansion.push(performance.now() - e);
    scan.savedSearchItems += expanded.items;
    let inScan = 0;
    for (const [step, value] of Object.entries(scan.timings)) {
      steps[step as keyof typeof steps] += value / half;
      inScan += value;
    }
    steps.queue += (took - inScan) / half;
    singleScans.push({
      ms: ms(took),
      matches: scan.recordedMatches,
      steps: { ...Object.fromEntries(Object.entries(scan.timings).map(([k, v]) => [k, ms(v)])), rest: ms(took - inScan) },
    });
    items += scan.savedSearchItems + scan.favouriteItems;
    itemsPerListing.push(scan.savedSearchItems + scan.favouriteItems);
    found += scan.newListings + scan.priceDrops;
  }
  const singleSorted = [...single].sort((a, b) => a - b);
  const singleExpansionSorted = [...singleExpansion].sort((a, b) => a - b);

  // streamed: the writer and the scan loop at once
  const perListing: number[] = [];
  const expansionPerListing: number[] = [];
  const scanTimes: number[] = [];
  let streamItems = 0;
  let writing = true;
  let scanning = true;
  const writer = (async () => {
    for (let i = half; i < changeCount; i++) await applyChange();
    writing = false;
  })();
  // the expansion job beside the scans, as on a second worker
  const expander = (async () => {
    for (;;) {
      const stillScanning = scanning;
      const t = performance.now();
      const expanded = await expandAlertMatches(db, jobs, { maxBatches: 1 });
      const took = performance.now() - t;
      streamItems += expanded.items;
      for (let k = 0; k < expanded.matches; k++) expansionPerListing.push(took / expanded.matches);
      if (!stillScanning && expanded.matches === 0) break;
      if (expanded.matches === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const streamStart = performance.now();
  for (;;) {
    const stillWriting = writing;
    const t = performance.now();
    const scan = await runAlertScan(db, jobs, { expansion: 'queued' });
    const took = performance.now() - t;
    const listings = scan.newListings + scan.priceDrops;
    scanTimes.push(took);
    streamItems += scan.favouriteItems;
    for (let k = 0; k < listings; k++) perListing.push(took / listings);
    if (!stillWriting && listings === 0) break;
  }
  scanning = false;
  await writer;
  await expander;
  const streamSeconds = (performance.now() - streamStart) / 1000;
  const streamSorted = [...perListing].sort((a, b) => a - b);
  const streamExpansionSorted = [...expansionPerListing].sort((a, b) => a - b);
  const scanSorted = [...scanTimes].sort((a, b) => a - b);

  // the naive alternative on a sample: every saved search checked by SQL against the listing
  const places = await loadPlaceIndex(db);
  const sample = rowsOf<{ saved_search_id: number; query: Record<string, string> }>(
    await db.execute(sql`select saved_search_id, query from saved_searches order by random() limit ${naiveSearches}`),
  );
  const naive: number[] = [];
  for (let l = 0; l < naiveListings; l++) {
    const siteId = random.pick(siteIds);
    const t = performance.now();
    for (const row of sample) {
      const filters = filtersOfSavedQuery(row.query, places);
      if (!filters) continue;
      const shape = siteFilterShapeOf(filters);
      await db
        .select({ id: sites.siteId })
        .from(sites)
        .where(and(sql`${sites.siteId} = ${siteId}`, ...siteFilterConditionsOf(shape)))
        .prepare(`naive_${shape}`)
        .execute(siteFilterValuesOf(filters));
    }
    naive.push(((performance.now() - t) * searchCount) / sample.length);
  }
  const naiveSorted = [...naive].sort((a, b) => a - b);

  const result = {
    firstScanSeconds: Number(firstScanSeconds.toFixed(2)),
    rememberedSearches: rememberedSearchesOf(db).size,
    rememberedHeapMb: Number(rememberedMb.toFixed(1)),
    oneAtATime: {
      changes: half,
      listingsFound: found,
      items,
      p50Ms: ms(percentile(singleSorted, 0.5)),
      p99Ms: ms(percentile(singleSorted, 0.99)),
      maxMs: ms(singleSorted.at(-1) ?? 0),
      expansionP50Ms: ms(percentile(singleExpansionSorted, 0.5)),
      expansionP99Ms: ms(percentile(singleExpansionSorted, 0.99)),
      itemsPerListingP50: percentile(
        [...itemsPerListing].sort((a, b) => a - b),
        0.5,
      ),
      itemsPerListingP99: percentile(
        [...itemsPerListing].sort((a, b) => a - b),
        0.99,
      ),
      meanMsByStep: Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, ms(v)])),
      slowest: [...singleScans].sort((a, b) => b.ms - a.ms).slice(0, 8),
    },
    streamed: {
      changes: changeCount - half,
      listingsFound: perListing.length,
      items: streamItems,
      scans: scanTimes.length,
      seconds: Number(streamSeconds.toFixed(2)),
      perListingP50Ms: ms(percentile(streamSorted, 0.5)),
      perListingP99Ms: ms(percentile(streamSorted, 0.99)),
      expansionPerListingP50Ms: ms(percentile(streamExpansionSorted, 0.5)),
      expansionPerListingP99Ms: ms(percentile(streamExpansionSorted, 0.99)),
      scanP50Ms: ms(percentile(scanSorted, 0.5)),
      scanP99Ms: ms(percentile(scanSorted, 0.99)),
    },
    naive: {
      sampleSearches: sample.length,
      sampleListings: naiveListings,
      perListingP50Ms: ms(percentile(naiveSorted, 0.5)),
      perListingP99Ms: ms(percentile(naiveSorted, 0.99)),
    },
  };
  console.log(
    '  one at a time, mean ms by step of the scan (write: recording the matches; queue: the rest, committing and queueing):',
    result.oneAtATime.meanMsByStep,
  );
  console.log('  the slowest scans one at a time (ms, matches recorded, ms by step):');
  for (const scan of result.oneAtATime.slowest) console.log(`    ${scan.ms} ms, ${scan.matches} matches`, scan.steps);
  console.table([
    {
      way: 'one at a time: find, record, queue',
      'p50 ms/listing': result.oneAtATime.p50Ms,
      'p99 ms/listing': result.oneAtATime.p99Ms,
      items,
    },
    {
      way: 'one at a time: expansion',
      'p50 ms/listing': result.oneAtATime.expansionP50Ms,
      'p99 ms/listing': result.oneAtATime.expansionP99Ms,
    },
    {
      way: 'streamed: find, record, queue',
      'p50 ms/listing': result.streamed.perListingP50Ms,
      'p99 ms/listing': result.streamed.perListingP99Ms,
      items: streamItems,
    },
    {
      way: 'streamed: expansion',
      'p50 ms/listing': result.streamed.expansionPerListingP50Ms,
      'p99 ms/listing': result.streamed.expansionPerListingP99Ms,
    },
    {
      way: 'naive SQL per saved search (extrapolated)',
      'p50 ms/listing': result.naive.perListingP50Ms,
      'p99 ms/listing': result.naive.perListingP99Ms,
    },
  ]);
  const versionRows = rowsOf<{ version: string }>(await db.execute(sql`SELECT version() AS version`));
  const machine = {
    host: hostname(),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${platform()} ${release()}`,
    node: process.version,
    loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number((loadavg()[0] ?? 0).toFixed(2)) },
    postgres: (versionRows[0]?.version ?? '').split(',')[0],
  };
  mkdirSync('bench-results', { recursive: true });
  const file = join('bench-results', `alerts-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), searches: searchCount, listings: listingCount, queue: withQueue, machine, result }, null, 2)}\n`,
  );
  console.log(
    `Results written to ${file} (${((Date.now() - started) / 1000).toFixed(0)} s in all; load average ${machine.loadAverage.start} at start, ${machine.loadAverage.end} at end).`,
  );
} catch (error) {
  // (the message and its cause only: a failed bulk insert's statement would fill the screen)
  const failure = error as { message?: string; cause?: unknown };
  console.error(String(failure.message ?? error).slice(0, 2_000), failure.cause ?? '');
  exitCode = 1;
} finally {
  await jobs.stop();
  await handle.close();
}
process.exit(exitCode);

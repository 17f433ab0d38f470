/**
 * `npm run bench:matching`: matching leads to associates (docs/product/pipeline.md, "Matching")
 * on PostgreSQL, as docs/benchmarks.md ("Matching") describes: 500 associates with preferences
 * across the catalogue's cities, then 10,000 leads created through the lead service
 * (`createOrJoinLead`, not HTTP), several at a time. Reports the leads assigned per second and
 * the p50/p99 milliseconds of one creation with its matching.
 *
 * Creates (drops first) the database BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/realty_bench_matching; its name must contain "bench"),
 * migrates it and loads the associates and customers with plain SQL. Each creation runs as in
 * the app: one transaction under the matching lock, then the deadline job and the offer SMS are
 * queued on the real job queue (pg-boss; the jobs' handlers do nothing here, so no SMS is sent).
 * Prints a table and writes JSON to bench-results/. Exits 1 only when a creation fails.
 *
 *   npm run bench:matching [-- --associates 500 --leads 10000 --concurrency 8 --no-queue]
 *
 * --no-queue replaces the job queue by one that drops every job, to measure matching alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, hostname, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LEAD_CATEGORIES } from '@realty/contracts/pipeline/fields';
import { migrateDatabase, openDatabase } from '@realty/db/client';
import { associatePreferences, associates, leads } from '@realty/db/schema';
import { createRandom } from '@realty/db/seed/random';
import cliProgress from 'cli-progress';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { createOrJoinLead, type Interest } from '../../apps/api/src/modules/leads/leads.service.ts';
import { defineLeadJobs } from '../../apps/api/src/modules/leads/offers.service.ts';
import type { PipelineContext } from '../../apps/api/src/modules/leads/pipeline-context.ts';
import { NOTIFY_JOB } from '../../apps/api/src/modules/notifications/notifications.service.ts';
import type { JobQueue } from '../../apps/api/src/providers/jobs/job-queue.ts';
import { createPgBossQueue } from '../../apps/api/src/providers/jobs/pg-boss-queue.ts';
import { CITIES, WEIGHTS } from './demo-cities.ts';

const { values } = parseArgs({
  options: {
    associates: { type: 'string', default: '500' },
    leads: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    'no-queue': { type: 'boolean', default: false },
  },
});
const associateCount = Number(values.associates);
const leadCount = Number(values.leads);
const concurrency = Number(values.concurrency);
const withQueue = !values['no-queue'];
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/realty_bench_matching';

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

/** The value at `fraction` (0..1) of sorted `values`, nearest rank. */
const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;

const started = Date.now();
const loadAtStart = loadavg()[0] ?? 0;
console.log(
  `Matching benchmark: ${leadCount.toLocaleString('en-IN')} leads over ${associateCount} associates, ${concurrency} at a time, ${withQueue ? 'with' : 'without'} the job queue`,
);
await prepareDatabase();
const handle = await openDatabase({ databaseUrl, poolSize: concurrency + 4 });
const log = {
  warn: (obj: object, msg?: string) => console.warn(msg ?? '', obj),
  error: (obj: object, msg?: string) => console.error(msg ?? '', obj),
};
const jobs = withQueue ? createPgBossQueue(handle.db, log, { pollingSeconds: 1 }) : droppingQueue;
let exitCode = 0;
try {
  await migrateDatabase(handle);
  const random = createRandom(20261125);

  // associates: 1 to 3 cities each, 60 % every category, 20 % Pro, a maximum of 10 to 50 open leads
  const loadStart = performance.now();
  await handle.db.execute(sql`
    insert into associates (ass_name, ass_email, ass_mobile, ass_password_hash, member_id, ass_plan)
    select 'Bench Associate ' || i, 'bench.associate.' || i || '@example.in', '6' || lpad(i::text, 9, '0'), 'not-a-hash',
      'BA' || lpad(i::text, 6, '0'), 'free'
    from generate_series(1, ${associateCount}) i`);
  const assRows = (await handle.db.execute(sql`select ass_id from associates order by ass_id`)) as unknown as {
    rows: { ass_id: number }[];
  };
  const preferences: Array<typeof associatePreferences.$inferInsert> = [];
  const proIds: number[] = [];
  for (const { ass_id } of assRows.rows) {
    const cities = new Set<string>();
    const wanted = random.int(1, 3);
    while (cities.size < wanted) cities.add(random.weighted(CITIES, WEIGHTS));
    const categories = random.next() < 0.6 ? [] : random.sample(LEAD_CATEGORIES, random.int(1, 2));
    const list = [...cities];
    preferences.push({
      assId: ass_id,
      cities: list,
      cityKeys: list.map((c) => c.toLowerCase()),
      categories,
      maxOpenLeads: random.int(10, 50),
    });
    if (random.next() < 0.2) proIds.push(ass_id);
  }
  await handle.db.insert(associatePreferences).values(preferences);
  if (proIds.length > 0) await handle.db.update(associates).set({ plan: 'pro' }).where(inArray(associates.assId, proIds));
  // one customer per lead
  await handle.db.execute(sql`
    insert into users (user_name, user_email, user_mobile, user_password_hash)
    select 'Bench Customer ' || i, 'bench.customer.' || i || '@example.in', '7' || lpad(i::text, 9, '0'), 'not-a-hash'
    from generate_series(1, ${leadCount}) i`);
  const userRows = (await handle.db.execute(sql`select user_id from users order by user_id`)) as unknown as { rows: { user_id: number }[] };
  await handle.db.execute(sql`ANALYZE`);
  console.log(
    `  loaded ${associateCount} associates and ${leadCount} customers in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );

  const interests: Interest[] = userRows.rows.map(({ user_id }) => {
    const city = random.weighted(CITIES, WEIGHTS);
    const low = random.int(20, 150) * 100_000;
    return {
      userId: user_id,
      city,
      cityKey: city.toLowerCase(),
      category: random.pick(LEAD_CATEGORIES),
      budgetMin: `${low}.00`,
      budgetMax: `${low + random.int(5, 50) * 100_000}.00`,
      bhk: random.next() < 0.5 ? null : random.int(1, 4),
      note: '',
      source: 'requirement',
    };
  });

  const context: PipelineContext = { acceptSeconds: 7200, jobs, now: () => new Date(), log };
  if (withQueue) {
    // the app's jobs, so their queues exist; nothing is due within the run (deadlines are 2 hours away)
    defineLeadJobs(handle.db, context);
    jobs.define(NOTIFY_JOB, async () => {});
    await jobs.start();
  }

  const durations: number[] = [];
  const bar = new cliProgress.SingleBar(
    { format: '  creating {bar} {value}/{total} leads | {duration}s', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(interests.length, 0);
  let next = 0;
  let failed = 0;
  const runStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < interests.length) {
        const interest = interests[next] as Interest;
        next += 1;
        const t = performance.now();
        try {
          await createOrJoinLead(handle.db, context, interest);
          durations.push(performance.now() - t);
        } catch (error) {
          failed += 1;
          if (failed <= 3) console.error(error);
        }
        bar.increment();
      }
    }),
  );
  const wallSeconds = (performance.now() - runStart) / 1000;
  bar.stop();

  const counts = await handle.db.select({ status: leads.status, n: sql<number>`count(*)::int` }).from(leads).groupBy(leads.status);
  const offered = Number(counts.find((c) => c.status === 'offered')?.n ?? 0);
  const unassigned = Number(counts.find((c) => c.status === 'unassigned')?.n ?? 0);
  const over = (await handle.db.execute(sql`
    select count(*)::int as n from associate_preferences p
    where (select count(*) from lead_offers o where o.ass_id = p.ass_id and o.status = 'offered') > p.max_open_leads`)) as unknown as {
    rows: { n: number }[];
  };
  const sorted = [...durations].sort((a, b) => a - b);
  const result = {
    leads: durations.length,
    failed,
    offered,
    unassigned,
    associatesOverMaximum: Number(over.rows[0]?.n ?? 0),
    wallSeconds: Number(wallSeconds.toFixed(2)),
    leadsPerSecond: Number((durations.length / wallSeconds).toFixed(1)),
    assignedPerSecond: Number((offered / wallSeconds).toFixed(1)),
    p50Ms: Number(percentile(sorted, 0.5).toFixed(2)),
    p99Ms: Number(percentile(sorted, 0.99).toFixed(2)),
    maxMs: Number((sorted.at(-1) ?? 0).toFixed(2)),
  };
  console.table([
    {
      leads: result.leads,
      offered: result.offered,
      unassigned: result.unassigned,
      'leads/s': result.leadsPerSecond,
      'assigned/s': result.assignedPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'max ms': result.maxMs,
      'over max': result.associatesOverMaximum,
      failed: result.failed,
    },
  ]);
  if (failed > 0 || result.associatesOverMaximum > 0) exitCode = 1;

  const versionRows = (await handle.db.execute(sql`SELECT version() AS version`)) as unknown as { rows: { version: string }[] };
  const machine = {
    host: hostname(),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${platform()} ${release()}`,
    node: process.version,
    loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number((loadavg()[0] ?? 0).toFixed(2)) },
    postgres: (versionRows.rows[0]?.version ?? '').split(',')[0],
  };
  mkdirSync('bench-results', { recursive: true });
  const file = join('bench-results', `matching-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), associates: associateCount, concurrency, queue: withQueue, machine, result }, null, 2)}\n`,
  );
  console.log(
    `Results written to ${file} (${((Date.now() - started) / 1000).toFixed(0)} s in all; load average ${machine.loadAverage.start} at start, ${machine.loadAverage.end} at end).`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await jobs.stop();
  await handle.close();
}
process.exit(exitCode);

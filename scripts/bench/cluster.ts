/**
 * `npm run bench:cluster`: the multi-instance budget of docs/benchmarks.md ("Several
 * instances"): two server processes reading from a streaming replica against one process alone,
 * on the same machine and the same catalogue, under a varied stream of `GET /api/sites` (a
 * different filter set, sort and page on every request, scripts/bench/varied-stream.ts) of which
 * a share revalidates an address seen before with `If-None-Match` (a CDN or a browser does).
 * Reports requests per second, p50/p99 and the share of 304 answers for each arrangement.
 *
 * Needs the local PostgreSQL and its replica on port 5433 (`bash scripts/start-replica.sh`, as
 * root). Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/realty_bench),
 * loading `--count` listings when it does not hold exactly that many.
 *
 *   npm run bench:cluster [-- --duration 15 --connections 32 --count 100000 --revalidate 0.2]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@realty/db/client';
import { seedScale } from '@realty/db/seed/scale';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { seededRandom, variedSearch } from './varied-stream.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    count: { type: 'string', default: '100000' },
    revalidate: { type: 'string', default: '0.2' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const count = Number(values.count);
const revalidateShare = Number(values.revalidate);
const ROOT = join(import.meta.dirname, '..', '..');
const primaryUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/realty_bench';
const replicaUrl = (() => {
  const url = new URL(primaryUrl);
  url.port = process.env.REPLICA_PORT || '5433';
  return url.toString();
})();

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Makes sure the bench database holds exactly `count` listings, and that the replica has caught up. */
async function prepare(): Promise<void> {
  const name = new URL(primaryUrl).pathname.slice(1);
  const probe = new pg.Client({ connectionString: primaryUrl });
  let loaded = false;
  try {
    await probe.connect();
    loaded = (await probe.query<{ n: number }>('SELECT count(*)::int AS n FROM sites')).rows[0]?.n === count;
  } catch {
    loaded = false;
  } finally {
    await probe.end().catch(() => {});
  }
  if (!loaded) {
    const adminUrl = new URL(primaryUrl);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: primaryUrl, poolSize: 4 });
    await migrateDatabase(handle);
    console.log(`Loading ${count.toLocaleString('en-IN')} listings...`);
    await seedScale(handle.db, count);
    await handle.close();
  }
  for (let attempt = 0; attempt < 600; attempt++) {
    const replica = new pg.Client({ connectionString: replicaUrl });
    try {
      await replica.connect();
      const n = (await replica.query<{ n: number }>('SELECT count(*)::int AS n FROM sites')).rows[0]?.n;
      if (n === count) return;
    } catch {
      // not there yet
    } finally {
      await replica.end().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The replica at ${replicaUrl} did not catch up: is it running (bash scripts/start-replica.sh)?`);
}

type Instance = { url: string; child: ChildProcess; dataDir: string };

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'realty-bench-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      WEB_DIST: join(dataDir, 'no-web'),
      PII_ENCRYPTION_KEY: 'b'.repeat(64),
      PII_HASH_KEY: 'bench-cluster-hash-key-0123456789abcdef',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (
      (await fetch(`${url}/api/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('an instance did not become ready');
}

const stopInstance = async (instance: Instance) => {
  instance.child.kill('SIGTERM');
  await new Promise((resolve) => instance.child.once('exit', resolve));
  rmSync(instance.dataDir, { recursive: true, force: true });
};

/** Addresses seen before, with their ETags: what a CDN or browser revalidates. */
async function revalidationPool(url: string, size: number): Promise<{ path: string; etag: string }[]> {
  const random = seededRandom(7);
  const pool: { path: string; etag: string }[] = [];
  for (let i = 0; i < size; i++) {
    const path = variedSearch(random);
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    const etag = response.headers.get('etag');
    if (etag) pool.push({ path, etag });
  }
  return pool;
}

/** One autocannon run against `url` with the varied stream (seed `seed`) and the revalidation share. */
function load(url: string, seed: number, pool: { path: string; etag: string }[], conns: number): Promise<Result> {
  const random = seededRandom(seed);
  let notModified = 0;
  let total = 0;
  const run = autocannon({
    url,
    connections: conns,
    duration,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          if (pool.length > 0 && random() < revalidateShare) {
            const seen = pool[Math.floor(random() * pool.length)] as { path: string; etag: string };
            return { ...request, method: 'GET', path: seen.path, headers: { 'if-none-match': seen.etag } };
          }
          return { ...request, method: 'GET', path: variedSearch(random), headers: {} };
        },
        onResponse: (status: number) => {
          total += 1;
          if (status === 304) notModified += 1;
        },
      },
    ],
  } as never) as unknown as Promise<Result>;
  return run.then((result) => Object.assign(result, { notModified, counted: total }));
}

type Row = { arrangement: string; rps: number; p50: number; p99: number; notModifiedShare: number; errors: number; non2xx: number };

function summarise(arrangement: string, results: (Result & { notModified?: number; counted?: number })[]): Row {
  const rps = results.reduce((sum, r) => sum + r.requests.average, 0);
  const counted = results.reduce((sum, r) => sum + (r.counted ?? 0), 0);
  const notModified = results.reduce((sum, r) => sum + (r.notModified ?? 0), 0);
  return {
    arrangement,
    rps: Math.round(rps),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    notModifiedShare: counted ? notModified / counted : 0,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0) - notModified,
  };
}

await prepare();
const rows: Row[] = [];

console.log('One instance on the primary...');
const alone = await startInstance({ DATABASE_URL: primaryUrl });
const pool = await revalidationPool(alone.url, 200);
await autocannon({ url: `${alone.url}/api/sites`, connections: 8, duration: 3 }); // warm-up
rows.push(summarise('1 instance, primary only', [await load(alone.url, 1, pool, connections)]));
await stopInstance(alone);

console.log('Two instances reading from the replica...');
const env = { DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl, DATABASE_POOL_SIZE: '8' };
const [first, second] = await Promise.all([startInstance(env), startInstance(env)]);
for (const instance of [first, second]) await autocannon({ url: `${instance.url}/api/sites`, connections: 8, duration: 3 });
const half = Math.max(1, Math.round(connections / 2));
rows.push(summarise('2 instances + replica', await Promise.all([load(first.url, 1, pool, half), load(second.url, 2, pool, half)])));
await Promise.all([stopInstance(first), stopInstance(second)]);

console.table(
  rows.map((row) => ({
    arrangement: row.arrangement,
    'req/s': row.rps,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    '304 share': `${(row.notModifiedShare * 100).toFixed(1)} %`,
    errors: row.errors,
    'other non-2xx': row.non2xx,
  })),
);
const [one, two] = rows;
if (one && two) console.log(`Two instances + replica serve ${(two.rps / one.rps).toFixed(2)}× the requests of one instance (same run).`);
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
const file = join(ROOT, 'bench-results', `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify({ count, duration, connections, revalidateShare, cpus: cpus().length, loadavg: loadavg(), rows }, null, 2),
);
console.log(`Written ${file}`);
if (rows.some((row) => row.errors > 0 || row.non2xx > 0)) process.exit(1);

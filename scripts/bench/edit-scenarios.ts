/**
 * The scenarios of `npm run bench` with edits during the varied search stream (docs/benchmarks.md,
 * "Edits during the stream"): `edits0` (none, the yardstick), `edits<N>` (N edits a second from
 * scripts/bench/edit-stream.ts, a child process with its own database connection) and `bulk`
 * (one import of `--bulk` listings in one transaction while the stream runs). Each runs the
 * varied stream (scripts/bench/stream-worker.mjs, a worker thread keeping every answer's time
 * and latency) and reports requests a second, p50/p95/p99, the freshness lag of the edits and
 * the most resident memory of this process (the app runs in it) seen while it ran.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database } from '@realty/db/client';
import { sites } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { catalogueIndexStats } from '../../apps/api/src/modules/sites/catalogue-index/store.ts';
import { findCatalogueVersion } from '../../apps/api/src/modules/sites/sites.repository.ts';
import { BENCH_DEVELOPER, type EditStreamReport, type EditStreamStart } from './edit-stream.ts';
import { seededRandom, variedSearch } from './varied-stream.ts';

/** One scenario asked for: a name (the `--only` part), edits a second, listings of a bulk import. */
export type EditScenario = { name: string; rate: number; bulk: number };

/** The figures of one scenario (latencies in ms; `null` where nothing was measured). */
export type EditScenarioRow = {
  name: string;
  /** Seconds waited before the scenario for the app's index to reach the catalogue's version, and whether it did. */
  indexWait: { seconds: number; caughtUp: boolean };
  /** Edits a second asked for and achieved (committed edits over the edit window). */
  rate: number;
  achievedRate: number;
  edits: EditStreamReport['edits'] | null;
  /** Per edit, from its start to its commit. */
  editMs: EditStreamReport['editMs'] | null;
  failedEdits: number;
  /** The varied stream in the scenario's window (the whole run; for `bulk`, from the import's start until every listing was found). */
  windowSeconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** For `bulk`: the varied stream's p99 from the import's commit until every listing was found. */
  p99AfterCommit: number | null;
  /** Failed requests of the stream (connection errors, answers over 60 s, non-2xx) and failed edits. */
  errors: number;
  failures: { errors: number; timeouts: number; non2xx: number; edits: number };
  /** Freshness: ms from an edit's commit until a search reflected it, over the probed edits. */
  lag: { probed: number; unresolved: number; p50: number; p99: number; max: number; answerMsP50: number } | null;
  /** For `bulk`: listings, ms the import's transaction took, ms from its commit until a search counted them all (null: not within the timeout). */
  bulkImport: { listings: number; transactionMs: number; foundMs: number | null } | null;
  /** Most resident memory and most heap of the app's thread seen during the scenario, in MB. */
  rssMb: number;
  heapMb: number;
  /** `catalogue_index_*` of /metrics after the scenario, when the app reports them. */
  indexMetrics: Record<string, number>;
};

/** The settings shared by the scenarios. */
export type EditScenarioSettings = {
  db: Database;
  databaseUrl: string;
  appBase: string;
  /** The varied stream's addresses (a JSON list, sites.ts writes it). */
  variedFile: string;
  connections: number;
  /** Seconds each scenario streams (a bulk scenario streams until its import is found). */
  duration: number;
  /** Lowest and highest listing id to edit. */
  lo: number;
  hi: number;
  pollMs: number;
  maxProbes: number;
  /** Sent as `Authorization: Bearer` to /metrics when set. */
  metricsToken: string | undefined;
};

/**
 * The scenarios named by `--only` parts: `edits` (all four of the issue), `edits0`, `edits<N>`
 * (N edits a second) and `bulk` (`bulk` listings in one import), in the order given.
 */
export function editScenariosOf(parts: readonly string[], bulk: number): EditScenario[] {
  const scenarios: EditScenario[] = [];
  for (const part of parts) {
    if (part === 'edits') scenarios.push(...editScenariosOf(['edits0', 'edits1', 'edits10', 'bulk'], bulk));
    const rate = /^edits(\d+(?:\.\d+)?)$/.exec(part)?.[1];
    if (rate !== undefined) scenarios.push({ name: part, rate: Number(rate), bulk: 0 });
    if (part === 'bulk') scenarios.push({ name: 'bulk', rate: 0, bulk });
  }
  return scenarios;
}

/** The p-th percentile of sorted numbers. */
const percentile = (sorted: ArrayLike<number>, p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0);
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * Removes the listings earlier edit streams created (their developer is {@link BENCH_DEVELOPER}),
 * so a reused bench database holds its loaded listings again. Returns how many went.
 */
export async function removeBenchListings(db: Database): Promise<number> {
  const removed = await db.delete(sites).where(eq(sites.developer, BENCH_DEVELOPER)).returning({ id: sites.siteId });
  return removed.length;
}

/**
 * Waits (at most 3 minutes) until the app's catalogue index has applied the current catalogue version,
 * so every scenario starts alike; each try sends a different search (one the answer cache cannot
 * answer, so it asks for the index of the current version). False when it did not catch up.
 */
async function indexCaughtUp(db: Database, appBase: string): Promise<boolean> {
  const until = Date.now() + 180_000;
  const random = seededRandom(Date.now());
  while (Date.now() < until) {
    await fetch(`${appBase}${variedSearch(random)}`).then((r) => r.arrayBuffer());
    const version = catalogueIndexStats(db)?.version;
    if (version === undefined || version >= (await findCatalogueVersion(db))) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** The `catalogue_index_*` figures of /metrics (none without a token, or when the app has none). */
async function indexMetrics(appBase: string, token: string | undefined): Promise<Record<string, number>> {
  if (!token) return {};
  try {
    const response = await fetch(`${appBase}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return {};
    const figures: Record<string, number> = {};
    for (const line of (await response.text()).split('\n')) {
      const match = /^(catalogue_index_[a-z_]+)(?:\{[^}]*\})?\s+(\S+)$/.exec(line);
      if (match?.[1] && match[2]) figures[match[1]] = Number(match[2]);
    }
    return figures;
  } catch {
    return {};
  }
}

type StreamDone = { at: number; errors: number; timeouts: number; non2xx: number; times: Float64Array; latencies: Float64Array };

/** Runs one scenario: the varied stream in a worker thread and, unless it has no edits, the edit stream beside it. */
async function runScenario(scenario: EditScenario, settings: EditScenarioSettings, offset: number): Promise<EditScenarioRow> {
  const waitStart = performance.now();
  const caughtUp = await indexCaughtUp(settings.db, settings.appBase);
  const waited = ((performance.now() - waitStart) / 1000).toFixed(1);
  console.log(
    caughtUp
      ? `  ${scenario.name}: the catalogue index caught up in ${waited} s; streaming`
      : `  ${scenario.name}: the catalogue index did not catch up with the catalogue in ${waited} s; streaming anyway`,
  );
  const bulk = scenario.bulk > 0;
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const memory = process.memoryUsage();
    rss = Math.max(rss, memory.rss);
    heap = Math.max(heap, memory.heapUsed);
  };
  const sampler = setInterval(sample, 200);

  const child: ChildProcess | undefined =
    scenario.rate > 0 || bulk
      ? spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'edit-stream.ts')], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        })
      : undefined;
  const report = child
    ? new Promise<EditStreamReport>((resolve, reject) => {
        child.on('message', (message: { kind: string }) => {
          if (message.kind === 'report') resolve(message as EditStreamReport);
        });
        child.on('exit', (code) => reject(new Error(`the edit stream exited with ${code} before reporting`)));
      })
    : undefined;
  report?.catch(() => {});

  const worker = new Worker(join(import.meta.dirname, 'stream-worker.mjs'), {
    workerData: {
      url: settings.appBase,
      connections: settings.connections,
      duration: bulk ? 0 : settings.duration,
      warmup: 2,
      pathsFile: settings.variedFile,
      offset,
    },
  });
  let startedAt = 0;
  const done = new Promise<StreamDone>((resolve, reject) => {
    worker.on('message', (message: { kind: string; at: number }) => {
      if (message.kind === 'started') {
        startedAt = message.at;
        if (child) {
          const start: EditStreamStart = {
            kind: 'start',
            databaseUrl: settings.databaseUrl,
            appBase: settings.appBase,
            rate: scenario.rate,
            // edits stop a little before the stream, so the last ones are still probed under load
            seconds: bulk ? 0 : Math.max(1, settings.duration - Math.min(3, settings.duration / 4)),
            bulk: scenario.bulk,
            bulkAfter: 2,
            pollMs: settings.pollMs,
            maxProbes: settings.maxProbes,
            probeTimeoutMs: bulk ? 120_000 : 30_000,
            lo: settings.lo,
            hi: settings.hi,
            seed: 1_000 + offset,
          };
          child.send(start);
        }
      }
      if (message.kind === 'done') resolve(message as unknown as StreamDone);
    });
    worker.on('error', reject);
  });
  let edits: EditStreamReport | undefined;
  if (bulk && report) {
    // the stream runs until the import is found (or the edit stream gave up), and one second more
    edits = await report;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    worker.postMessage('stop');
  }
  const stream = await done;
  await worker.terminate();
  if (!bulk && report) edits = await report;
  clearInterval(sampler);
  sample();

  const window = (from: number, to: number) => {
    const latencies: number[] = [];
    for (let i = 0; i < stream.times.length; i++) {
      const at = stream.times[i] ?? 0;
      if (at >= from && at <= to) latencies.push(stream.latencies[i] ?? 0);
    }
    latencies.sort((a, b) => a - b);
    return { latencies, seconds: (to - from) / 1000 };
  };
  const imported = edits?.bulk ?? null;
  const from = imported ? imported.startedAt : startedAt;
  const to = imported ? (imported.foundAt ?? stream.at) : stream.at;
  const measured = window(from, to);
  const afterCommit = imported ? window(imported.committedAt, to) : null;
  const lags = (edits?.lags ?? []).sort((a, b) => a - b);
  for (const error of edits?.errors ?? []) console.error(`  ${scenario.name}: ${error}`);
  return {
    name: scenario.name,
    indexWait: { seconds: Number(waited), caughtUp },
    rate: scenario.rate,
    achievedRate: round(edits?.achievedRate ?? 0, 2),
    edits: edits?.edits ?? null,
    editMs: edits ? { p50: round(edits.editMs.p50), p99: round(edits.editMs.p99) } : null,
    failedEdits: edits?.failed ?? 0,
    windowSeconds: round(measured.seconds),
    rps: measured.seconds > 0 ? measured.latencies.length / measured.seconds : 0,
    p50: round(percentile(measured.latencies, 50)),
    p95: round(percentile(measured.latencies, 95)),
    p99: round(percentile(measured.latencies, 99)),
    p99AfterCommit: afterCommit ? round(percentile(afterCommit.latencies, 99)) : null,
    errors: stream.errors + stream.timeouts + stream.non2xx + (edits?.failed ?? 0),
    failures: { errors: stream.errors, timeouts: stream.timeouts, non2xx: stream.non2xx, edits: edits?.failed ?? 0 },
    lag:
      edits && (lags.length > 0 || edits.unresolved > 0)
        ? {
            probed: lags.length + edits.unresolved,
            unresolved: edits.unresolved,
            p50: round(percentile(lags, 50)),
            p99: round(percentile(lags, 99)),
            max: round(lags.at(-1) ?? 0),
            answerMsP50: round(
              percentile(
                (edits.answerMs ?? []).sort((a, b) => a - b),
                50,
              ),
            ),
          }
        : null,
    bulkImport: imported
      ? {
          listings: imported.listings,
          transactionMs: Math.round(imported.committedAt - imported.startedAt),
          foundMs: imported.foundAt === null ? null : Math.round(imported.foundAt - imported.committedAt),
        }
      : null,
    rssMb: Math.round(rss / 1024 ** 2),
    heapMb: Math.round(heap / 1024 ** 2),
    indexMetrics: await indexMetrics(settings.appBase, settings.metricsToken),
  };
}

/**
 * Runs the scenarios one after the other (each once the app's index has caught up with the
 * catalogue), printing a line for each as it ends, and removes the listings they created.
 */
export async function runEditScenarios(scenarios: readonly EditScenario[], settings: EditScenarioSettings): Promise<EditScenarioRow[]> {
  const rows: EditScenarioRow[] = [];
  for (const [i, scenario] of scenarios.entries()) {
    const row = await runScenario(scenario, settings, 23_000 + i * 41_000);
    const lag = row.lag
      ? `; lag p50 ${row.lag.p50} / p99 ${row.lag.p99} / max ${row.lag.max} ms over ${row.lag.probed} probes (the reflecting answer took ${row.lag.answerMsP50} ms at p50)`
      : '';
    const imported = row.bulkImport
      ? `; import ${row.bulkImport.transactionMs} ms, all found ${row.bulkImport.foundMs ?? 'NOT'} ms after commit`
      : '';
    console.log(
      `  ${row.name}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms, ${row.achievedRate} edits/s achieved${lag}${imported}; rss ${row.rssMb} MB`,
    );
    if (row.errors > 0) console.log(`    failures: ${JSON.stringify(row.failures)}`);
    const figures = Object.entries(row.indexMetrics);
    if (figures.length > 0) console.log(`    ${figures.map(([name, value]) => `${name} ${value}`).join(', ')}`);
    rows.push(row);
  }
  const removed = await removeBenchListings(settings.db);
  if (removed > 0) console.log(`  removed the ${removed} listings the edit streams created`);
  return rows;
}

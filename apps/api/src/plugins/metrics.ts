import { timingSafeEqual } from 'node:crypto';
import type { PoolStats } from '@realty/db/client';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Env } from '../config/env.ts';
import type { JobQueue } from '../providers/jobs/job-queue.ts';
import type { SmsProvider } from '../providers/sms/sms-provider.ts';

/** The service's Prometheus metrics (docs/deploying.md, "Metrics"): one registry per app. */
export type AppMetrics = {
  registry: Registry;
  /** Counts SMS handed to the provider (`sent`) and refused by it (`failed`). */
  sms: Counter<'outcome'>;
};

/** What the catalogue index reports of itself (docs/decisions/0022-near-real-time-catalogue-index.md), per database handle searched. */
export type CatalogueIndexFigures = { bytes: number; versionLag: number; lastMergeSeconds: number; changed: number };

/** What the metrics read when scraped; `catalogueIndex` by database handle (`primary`, `replica`), absent before an index is built. */
export type MetricSources = {
  poolStats?: () => PoolStats;
  jobs?: JobQueue;
  catalogueIndex?: () => Record<string, CatalogueIndexFigures | undefined>;
};

/**
 * Creates the registry and its metrics, and records every request: `http_requests_total` and
 * `http_request_duration_seconds` by method, route pattern (never the raw address, so ids do not
 * multiply series) and status; `db_pool_connections` (total, idle, waiting) on PostgreSQL;
 * `job_queue_waiting` and `job_queue_failed` per queue; `sms_messages_total` by outcome; the
 * catalogue index's `catalogue_index_bytes`, `catalogue_index_version_lag`,
 * `catalogue_index_last_merge_seconds` and `catalogue_index_changed_listings` by database handle
 * (docs/deploying.md, "Metrics"); and the process defaults (CPU, memory, event-loop lag). Serving is {@link registerMetricsRoute}'s.
 */
export function createMetrics(app: FastifyInstance, sources: MetricSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, in seconds',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting callers)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const queueStats = async () => (sources.jobs ? sources.jobs.stats().catch(() => []) : []);
  new Gauge({
    name: 'job_queue_waiting',
    help: 'Background jobs waiting to run (new or waiting for a retry), by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await queueStats()) this.set({ queue: queue.name }, queue.waiting);
    },
  });
  new Gauge({
    name: 'job_queue_failed',
    help: 'Background jobs that failed for good (no retry left), by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await queueStats()) this.set({ queue: queue.name }, queue.failed);
    },
  });
  const catalogueGauge = (name: string, help: string, figure: (f: CatalogueIndexFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['database'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [database, figures] of Object.entries(sources.catalogueIndex?.() ?? {}))
          if (figures) this.set({ database }, figure(figures));
      },
    });
  catalogueGauge('catalogue_index_bytes', 'Approximate bytes of the catalogue index (base, delta and mask)', (f) => f.bytes);
  catalogueGauge(
    'catalogue_index_version_lag',
    'Catalogue versions (about microseconds of changes) seen but not yet applied by the index',
    (f) => f.versionLag,
  );
  catalogueGauge(
    'catalogue_index_last_merge_seconds',
    'Seconds since the index base was last built (first build or merge)',
    (f) => f.lastMergeSeconds,
  );
  catalogueGauge(
    'catalogue_index_changed_listings',
    'Listings changed since the index base was built (its delta and mask)',
    (f) => f.changed,
  );
  const sms = new Counter({
    name: 'sms_messages_total',
    help: 'SMS handed to the provider, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  return { registry, sms };
}

/**
 * Wraps `provider` so every send is counted in `metrics.sms` (`sent` or `failed`); the send
 * itself is unchanged (a refusal still rejects).
 */
export function countedSms(provider: SmsProvider, metrics: AppMetrics): SmsProvider {
  return {
    name: provider.name,
    async send(message) {
      try {
        await provider.send(message);
        metrics.sms.inc({ outcome: 'sent' });
      } catch (error) {
        metrics.sms.inc({ outcome: 'failed' });
        throw error;
      }
    },
  };
}

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` (Prometheus text format) on the public port, only for requests with
 * `Authorization: Bearer {METRICS_TOKEN}`; without the token set, or with a wrong one, it answers
 * 404 as if there were no such address. `METRICS_PORT` serves it on its own listener instead
 * (server.ts, {@link metricsText}).
 */
export function registerMetricsRoute(app: FastifyInstance, env: Env, metrics: AppMetrics): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!env.METRICS_TOKEN || !sameToken(token, env.METRICS_TOKEN)) return reply.callNotFound();
    return reply
      .header('cache-control', 'private, no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}

/** The metrics as Prometheus text, with their content type, for the separate `METRICS_PORT` listener. */
export async function metricsText(metrics: AppMetrics): Promise<{ contentType: string; body: string }> {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics ({@link createMetrics}); server.ts serves them on `METRICS_PORT`. */
    metrics: AppMetrics;
  }
}

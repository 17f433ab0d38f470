import type { Database } from '@realty/db/client';
import PgBoss from 'pg-boss';
import type { JobHandler, JobOptions, JobQueue, SendOptions } from './job-queue.ts';

/** Where the queue's own tables live (created by pg-boss on start, beside the site's tables). */
export const JOB_SCHEMA = 'jobs';

type Logger = { warn: (obj: object, msg?: string) => void; error: (obj: object, msg?: string) => void };

/** A raw driver that answers `query(text, values)`: node-postgres' Pool, or PGlite (which also has `exec`). */
type RawClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount?: number | null; affectedRows?: number }>;
  exec?: (text: string) => Promise<Array<{ rows: unknown[]; affectedRows?: number }>>;
};

/**
 * pg-boss's `db` adapter over the site's own database connection, so the queue needs no second
 * connection setting and runs on the embedded database too. PGlite runs several statements in
 * one text only through `exec`, which pg-boss needs for its schema; statements with parameters go
 * through `query`.
 */
function executorOf(db: Database, isClosed: () => boolean) {
  const client = (db as unknown as { $client: RawClient }).$client;
  const isPglite = typeof client.exec === 'function' && !('totalCount' in client);
  return {
    async executeSql(text: string, values?: unknown[]) {
      // after the queue has stopped the app closes the database: a call pg-boss still makes (a job
      // finishing after the grace period) is dropped rather than failing on a closed pool
      if (isClosed()) return new Promise<never>(() => {});
      if (isPglite && (!values || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      }
      if (!isPglite) return client.query(text, values); // node-postgres: pg-boss reads its result shape as it is
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * The {@link JobQueue} on pg-boss (docs/decisions/0011-job-queue.md) over the site's database:
 * jobs are rows fetched with `FOR UPDATE SKIP LOCKED`, so on several instances each job runs on
 * exactly one; queued jobs survive restarts; failed attempts are retried with backoff.
 * `pollingSeconds` is how often idle workers look for due jobs (0.5 to 10; default 1); `retryMs`
 * how long to wait before trying to start again while the database is out of reach (default 5,000).
 * With `work: false` (a web process while `npm run worker` processes run the jobs) the queue only
 * queues: no workers, no minutely schedules, no maintenance. `start` never rejects: see `startWithRetry`.
 */
export function createPgBossQueue(
  db: Database,
  log: Logger,
  options: { pollingSeconds?: number; retryMs?: number; work?: boolean } = {},
): JobQueue {
  const works = options.work ?? true;
  const executor = executorOf(db, () => closed);
  const definitions = new Map<string, { handler: JobHandler<object>; options: JobOptions }>();
  const minutely = new Set<string>();
  const pollingIntervalSeconds = options.pollingSeconds ?? 1;
  const retryMs = options.retryMs ?? 5_000;
  let boss: PgBoss | null = null;
  let started = false;
  let stopped = false;
  /** Set once pg-boss has stopped: from then on its calls are dropped (see executorOf). */
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  /** A new pg-boss (one that failed to start cannot be started again). */
  const makeBoss = () => {
    const next = new PgBoss({ db: executor, schema: JOB_SCHEMA, supervise: works, schedule: works, migrate: true });
    next.on('error', (error) => log.error({ err: error }, 'job queue error'));
    return next;
  };

  /** Starts pg-boss, its queues, workers and schedules; rejects when the database refuses. */
  const startOnce = async () => {
    const next = makeBoss();
    await next.start();
    for (const [name, { handler }] of definitions) {
      await next.createQueue(name);
      if (!works) continue;
      await next.work<object>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    }
    if (works) for (const name of minutely) await next.schedule(name, '* * * * *', {});
    if (stopped) {
      // stopped while starting (an app closed at once): stop what was just started
      await next.stop({ graceful: false, wait: true, close: false });
      closed = true;
      return;
    }
    boss = next;
    started = true;
  };

  /**
   * Keeps trying to start: two instances creating the queue's tables at the same moment can
   * collide once (the loser tries again at once), and a database out of reach must not stop the
   * site from serving (503s meanwhile): the queue starts when the database answers again.
   */
  const startWithRetry = async (attempt: number): Promise<void> => {
    try {
      await startOnce();
    } catch (error) {
      if (stopped) return;
      const collided = (error as { code?: string }).code === '23505';
      const wait = collided && attempt < 5 ? 100 * attempt : retryMs;
      if (!collided || attempt >= 5) log.error({ err: error }, `job queue could not start; trying again in ${wait} ms`);
      if (collided && attempt < 5) return startWithRetry(attempt + 1);
      retryTimer = setTimeout(() => void startWithRetry(attempt + 1), wait);
      retryTimer.unref();
    }
  };

  return {
    define(name, handler, jobOptions = {}) {
      definitions.set(name, { handler: handler as JobHandler<object>, options: jobOptions });
    },
    everyMinute(name) {
      minutely.add(name);
    },
    async send(name, data, sendOptions: SendOptions = {}) {
      const definition = definitions.get(name);
      try {
        if (!started || !boss) throw new Error('the job queue is not started');
        return await boss.send(name, data, {
          ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
          ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
          retryLimit: definition?.options.retryLimit ?? 5,
          retryDelay: definition?.options.retryDelaySeconds ?? 30,
          retryBackoff: definition?.options.backoff ?? true,
        });
      } catch (error) {
        log.warn({ err: error, job: name }, 'job could not be queued');
        return null;
      }
    },
    async sendMany(name, all, sendManyOptions = {}) {
      const definition = definitions.get(name);
      try {
        if (!started || !boss) throw new Error('the job queue is not started');
        let jobs = all;
        const keys = jobs.flatMap(({ options: sendOptions }) => (sendOptions?.singletonKey ? [sendOptions.singletonKey] : []));
        if (sendManyOptions.unlessWaiting && keys.length > 0) {
          // (state 'created': queued and not yet fetched by a worker, so it will still see what
          // was committed before this call; one running, retrying or failed is not counted)
          const { rows } = await executor.executeSql(
            `SELECT DISTINCT singleton_key FROM ${JOB_SCHEMA}.job
              WHERE name = $1 AND state = 'created' AND singleton_key = ANY(CAST($2 AS text[]))`,
            [name, `{${keys.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`],
          );
          const waiting = new Set((rows as { singleton_key: string }[]).map((row) => row.singleton_key));
          jobs = jobs.filter(({ options: sendOptions }) => !sendOptions?.singletonKey || !waiting.has(sendOptions.singletonKey));
        }
        if (jobs.length === 0) return 0;
        await boss.insert(
          jobs.map(({ data, options: sendOptions = {} }) => ({
            name,
            data,
            ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
            ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
            retryLimit: definition?.options.retryLimit ?? 5,
            retryDelay: definition?.options.retryDelaySeconds ?? 30,
            retryBackoff: definition?.options.backoff ?? true,
          })),
        );
        return jobs.length;
      } catch (error) {
        log.warn({ err: error, job: name }, 'jobs could not be queued');
        return 0;
      }
    },
    isRunning: () => started && !stopped,
    async stats() {
      if (!started || !boss) return [];
      const { rows } = await executor.executeSql(
        `SELECT name, count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
           FROM ${JOB_SCHEMA}.job GROUP BY name ORDER BY name`,
      );
      return (rows as { name: string; waiting: number; failed: number }[]).map((row) => ({
        name: row.name,
        waiting: Number(row.waiting),
        failed: Number(row.failed),
      }));
    },
    async start() {
      stopped = false;
      closed = false;
      await startWithRetry(1);
    },
    async stop(graceMs = 3000) {
      stopped = true;
      clearTimeout(retryTimer);
      if (!started || !boss) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
      closed = true;
    },
  };
}

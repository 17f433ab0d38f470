import type { Database } from '@realty/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { JobQueue } from '../providers/jobs/job-queue.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';

/** Longest wait for each dependency before `/api/ready` calls it down, in milliseconds. */
export const READY_TIMEOUT_MS = 1_000;

/** What `/api/ready` checks: the database always; Redis, the file storage and the job queue when present. */
export type ReadinessSources = { db: Database; redis?: Redis; storage?: FileStorage; jobs?: JobQueue; storageIsRemote?: boolean };

/** Resolves true when `check` succeeds within {@link READY_TIMEOUT_MS}, false when it fails or is late. */
async function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health for a load balancer (docs/deploying.md, "Health and shutdown"):
 * - `GET /api/health`: 200 `{ status: 'ok' }` while the process runs (liveness);
 * - `GET /api/ready`: 200 `{ status: 'ready', checks }` when the database (and Redis, the
 *   object-storage bucket and the job queue, when configured) answer within 1 s each; otherwise
 *   503 `{ status: 'unavailable', down: [...] }` naming what is down (`database`, `redis`,
 *   `storage`, `queue`). While the server is shutting down it answers 503 `shutting down`.
 * Both are `private, no-store`.
 */
export function registerHealthRoutes(app: FastifyInstance, sources: ReadinessSources): void {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'private, no-store').send({ status: 'ok' }),
  );
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (shuttingDown) return reply.status(503).send({ status: 'unavailable', down: ['shutting down'] });
    const checks: Record<string, () => Promise<unknown>> = { database: () => sources.db.execute(sql`select 1`) };
    const { redis, storage, jobs } = sources;
    if (redis) checks.redis = () => redis.ping();
    if (storage && sources.storageIsRemote) checks.storage = () => storage.exists('health/ready-probe');
    if (jobs) {
      checks.queue = async () => {
        if (!jobs.isRunning()) throw new Error('the job queue is not running');
      };
    }
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => answersInTime(checks[name] as () => Promise<unknown>)));
    const down = names.filter((_, index) => !results[index]);
    const status = Object.fromEntries(names.map((name, index) => [name, results[index] ? 'up' : 'down']));
    if (down.length > 0) return reply.status(503).send({ status: 'unavailable', down, checks: status });
    return reply.send({ status: 'ready', checks: status });
  });
}

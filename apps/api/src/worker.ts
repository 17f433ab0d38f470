/**
 * `npm run worker`: the background jobs alone, without a web port (docs/decisions/0011-job-queue.md,
 * docs/deploying.md "Workers"). Opens and migrates the PostgreSQL database at DATABASE_URL (under
 * the maintenance lock, like server.ts), builds the same app so every module defines the same jobs,
 * and runs the queue's workers and minutely sweeps. Web processes then run with `JOB_WORKERS=false`
 * and only queue jobs; each queued job still runs exactly once across all processes.
 *
 * Needs DATABASE_URL: the embedded database belongs to one process, which runs its jobs itself.
 * Serves `/metrics` on METRICS_PORT when set. On SIGTERM/SIGINT it stops taking jobs, lets the
 * running ones finish (up to 10 s), closes the pool and exits 0.
 */
import { migrateDatabase, openDatabase } from '@realty/db/client';
import { buildApp } from './app.ts';
import { loadEnvOrExit } from './config/env.ts';
import { createMetricsServer } from './startup/metrics-server.ts';

const env = loadEnvOrExit();
if (!env.DATABASE_URL) {
  console.error(
    'npm run worker needs DATABASE_URL (a PostgreSQL database shared with the web processes); with the embedded database, `npm start` runs the jobs itself.',
  );
  process.exit(1);
}

/** Longest wait for running jobs on shutdown, in milliseconds. */
const SHUTDOWN_GRACE_MS = 10_000;

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
await migrateDatabase(handle);
const app = await buildApp({ env: { ...env, JOB_WORKERS: 'true' }, db: handle.db, poolStats: handle.poolStats });
// the app is never listened on: `ready` runs its onReady hooks, which start the queue and its workers
await app.ready();
const metricsServer = env.METRICS_PORT ? createMetricsServer(app.metrics) : undefined;
if (metricsServer) metricsServer.listen(env.METRICS_PORT, env.HOST);

let closing = false;
/** Stops taking jobs, lets running ones finish (the queue's grace), closes the pool, exits 0. */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, stopping the workers`);
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  metricsServer?.close();
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
console.log(`Worker running background jobs (${handle.kind} database)`);

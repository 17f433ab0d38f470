/**
 * The only file that listens: loads the settings, opens and migrates the database, loads the
 * demo catalogue into an empty embedded database, then serves the API, uploads and the SPA on
 * one port (ARCHITECTURE.md, "One process, one port"). Migrations and the demo load run under the
 * database's maintenance lock, so several instances may start together on one database.
 * Closes gracefully on SIGINT/SIGTERM. Runs the background jobs too unless `JOB_WORKERS=false`
 * (then `npm run worker` processes run them: worker.ts).
 */
import { migrateDatabase, openDatabase } from '@realty/db/client';
import { buildApp } from './app.ts';
import { loadEnvOrExit } from './config/env.ts';
import { loadDemoIfWanted } from './startup/demo-data.ts';
import { createMetricsServer } from './startup/metrics-server.ts';

const env = loadEnvOrExit();

// until the app (and its logger) exists, a lost idle connection is reported on stderr
let reportIdleError = (error: Error) => console.error(`PostgreSQL connection lost while idle: ${error.message}`);
const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
  onIdleError: (error) => reportIdleError(error),
});
await handle.withMaintenanceLock(async () => {
  await migrateDatabase(handle);
  await loadDemoIfWanted(handle, env);
});

// public catalogue and content reads go to the read replica when there is one (docs/deploying.md)
const replica = env.DATABASE_READ_URL
  ? await openDatabase({
      databaseUrl: env.DATABASE_READ_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      onIdleError: (error) => reportIdleError(error),
    })
  : undefined;
const app = await buildApp({ env, db: handle.db, poolStats: handle.poolStats, replica: replica?.db });
reportIdleError = (error) => app.log.warn({ err: error }, 'PostgreSQL connection lost while idle; the pool opens a new one');
app.server.keepAliveTimeout = 65_000;
app.server.requestTimeout = 30_000;

// `/metrics` on a port of its own, never on the public one (docs/deploying.md, "Metrics")
const metricsServer = env.METRICS_PORT ? createMetricsServer(app.metrics) : undefined;

/** Longest wait for requests in flight and running jobs on shutdown, in milliseconds. */
const SHUTDOWN_GRACE_MS = 10_000;

let closing = false;
/**
 * Graceful stop (docs/deploying.md, "Health and shutdown"): `/api/ready` turns 503 at once, new
 * connections are refused, requests in flight finish (up to 10 s), workers stop after their
 * current job, pools close, exit 0. Past 10 s, the process exits anyway.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  setTimeout(() => {
    app.log.warn('requests still in flight after 10 s; exiting');
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
  metricsServer?.close();
  await app.close();
  await replica?.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
if (metricsServer) metricsServer.listen(env.METRICS_PORT, env.HOST);
console.log(`Site ready on http://localhost:${(app.server.address() as { port: number }).port} (${handle.kind} database)`);

/**
 * The only file that listens: loads the settings, opens and migrates the database, loads the
 * demo catalogue into an empty embedded database, then serves the API, uploads and the SPA on
 * one port (ARCHITECTURE.md, "One process, one port"). Migrations and the demo load run under the
 * database's maintenance lock, so several instances may start together on one database.
 * Closes gracefully on SIGINT/SIGTERM.
 */
import { migrateDatabase, openDatabase } from '@realty/db/client';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { loadDemoIfWanted } from './startup/demo-data.ts';

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

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

const app = await buildApp({ env, db: handle.db });
reportIdleError = (error) => app.log.warn({ err: error }, 'PostgreSQL connection lost while idle; the pool opens a new one');
app.server.keepAliveTimeout = 65_000;
app.server.requestTimeout = 30_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
console.log(`Site ready on http://localhost:${(app.server.address() as { port: number }).port} (${handle.kind} database)`);

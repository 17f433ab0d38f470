import pg from 'pg';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './client.ts';

/**
 * A migrated throw-away database for the tests of this package: in-memory PGlite, or, with
 * TEST_DB=postgres, a new database on the TEST_DATABASE_URL server, dropped by `drop()`.
 * (The API's tests have their own helper; packages never import from apps.) Used by the tests of
 * docs/decisions/0010-structured-listings.md.
 */
export async function openTestDatabase(label: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const server = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!server) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    return { handle, drop: () => handle.close() };
  }
  const name = `realty_${label}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  // the pool's connections end with the database: nothing to report
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2, onIdleError: () => {} });
  await migrateDatabase(handle);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** Drizzle database over either driver, typed with the whole schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. `kind` tells which engine is behind it. */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/**
 * Where to find the database: a PostgreSQL URL, or a PGlite folder (`memory://` for a throw-away
 * one). `onIdleError` hears of a pooled PostgreSQL connection that broke while idle (a server
 * restart, an administrator ending it); the pool drops it and opens a new one when needed.
 * Without it such errors are written to stderr; they never stop the process.
 */
export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
};

/** Folder of the generated SQL migrations (packages/db/migrations). */
export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite persisted in
 * `dataDir/pglite` (or in memory for `memory://`), always with the pg_trgm extension loaded.
 * Architecture brief, "Shape" (embedded default).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's error is emitted on the pool; unheard, it would end the process.
    pool.on('error', (error) => {
      if (options.onIdleError) options.onIdleError(error);
      else console.error(`PostgreSQL connection lost while idle: ${error.message}`);
    });
    // numeric and timestamptz stay text; dates are parsed by the repositories where needed
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = options.dataDir ?? './data';
  let location: string | undefined;
  if (dir !== 'memory://') {
    location = join(dir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Applies every pending migration of {@link MIGRATIONS_FOLDER}; safe to call at each start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') await migratePg(handle.db as never, config);
  else await migratePglite(handle.db as never, config);
}

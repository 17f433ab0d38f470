import { AsyncLocalStorage } from 'node:async_hooks';
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

/**
 * An open database and how to close it. `kind` tells which engine is behind it.
 * `withMaintenanceLock(work)` runs `work` while holding the database-wide maintenance lock, so
 * that of several server instances starting together on one database only one at a time applies
 * migrations or loads the demo data; the others wait for it and then find the work done.
 * On PostgreSQL it is a session advisory lock taken on a connection of its own (outside the
 * pool); with the embedded database it only orders callers within this process (an embedded
 * database belongs to one process). Calls nested inside `work` run at once. Resolves to what
 * `work` resolves to; rejects with its error, or when the lock's connection cannot be opened.
 */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  withMaintenanceLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** Connections of the PostgreSQL pool (open, idle, callers waiting for one); absent for the embedded database. */
  poolStats?: () => PoolStats;
};

/** Use of a PostgreSQL connection pool, for `/metrics`. */
export type PoolStats = { total: number; idle: number; waiting: number };

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
  /**
   * Milliseconds a query waits for a PostgreSQL connection (a new one, or a free one of the
   * pool) before it fails with 'timeout exceeded when trying to connect' (default 10,000), so an
   * unreachable server is reported instead of holding requests open.
   */
  connectTimeoutMs?: number;
  /**
   * An embedded database's whole data folder as dumped by PGlite's `dumpDataDir` (a tar file) to
   * start from instead of an empty one: the tests' migrated template (`test-database.ts`). Only
   * with `dataDir: 'memory://'`.
   */
  pgliteDataDir?: Blob | undefined;
};

/** Default of {@link DatabaseOptions.connectTimeoutMs}. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Key of the PostgreSQL advisory lock behind {@link DatabaseHandle.withMaintenanceLock}
 * (any fixed 64-bit number; it only has to be the same for every instance of the site).
 */
export const MAINTENANCE_LOCK_KEY = '7319462027741503';

/**
 * A maintenance lock that is re-entrant within one chain of calls: `acquire(work)` holds the
 * real lock around `work`; calls made inside `work` see that it is held and run directly.
 */
function reentrantLock(acquire: <T>(work: () => Promise<T>) => Promise<T>): <T>(work: () => Promise<T>) => Promise<T> {
  const holding = new AsyncLocalStorage<true>();
  return (work) => (holding.getStore() ? work() : acquire(() => holding.run(true, work)));
}

/** The PostgreSQL advisory lock on a connection of its own; closing that connection releases it. */
function advisoryLock(connectionString: string, connectTimeoutMs: number) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
    // a lost lock connection is not fatal here: the work's own queries report the outage
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1::bigint)', [MAINTENANCE_LOCK_KEY]);
      return await work();
    } finally {
      await client.end().catch(() => {});
    }
  };
}

/** Runs callers one after another within this process (the embedded database's maintenance lock). */
function processLock() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => {});
    return run;
  };
}

/** Folder of the generated SQL migrations (packages/db/migrations). */
export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite persisted in
 * `dataDir/pglite` (or in memory for `memory://`), always with the pg_trgm extension loaded.
 * Architecture brief, "Shape" (embedded default).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // An idle client's error is emitted on the pool; unheard, it would end the process.
    pool.on('error', (error) => {
      if (options.onIdleError) options.onIdleError(error);
      else console.error(`PostgreSQL connection lost while idle: ${error.message}`);
    });
    // numeric and timestamptz stay text; dates are parsed by the repositories where needed
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      withMaintenanceLock: reentrantLock(advisoryLock(options.databaseUrl, connectTimeoutMs)),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dir = options.dataDir ?? './data';
  let location: string | undefined;
  if (dir !== 'memory://') {
    location = join(dir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    extensions: { pg_trgm },
    ...(options.pgliteDataDir && !location ? { loadDataDir: options.pgliteDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), withMaintenanceLock: reentrantLock(processLock()) };
}

/**
 * Applies every pending migration of {@link MIGRATIONS_FOLDER} under the maintenance lock
 * ({@link DatabaseHandle.withMaintenanceLock}); safe to call at each start, also by several
 * instances at once.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  await handle.withMaintenanceLock(async () => {
    if (handle.kind === 'postgres') await migratePg(handle.db as never, config);
    else await migratePglite(handle.db as never, config);
  });
}

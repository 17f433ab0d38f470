import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, migrateDatabase, openDatabase } from '@realty/db/client';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Env, loadEnv } from '../src/config/env.ts';

/** A built app on a fresh, migrated database, and how to tear it down. */
export type TestContext = { app: FastifyInstance; db: Database; env: Env; dataDir: string; close: () => Promise<void> };

/**
 * Builds the app on a throw-away database: in-memory PGlite, or (TEST_DB=postgres) a new
 * database created on the TEST_DATABASE_URL server and dropped afterwards. `overrides` are
 * environment settings (strings, as in `process.env`).
 */
export async function createTestContext(
  overrides: Record<string, string> = {},
  options: { replicaUrl?: (databaseUrl: string) => string } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'realty-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `realty_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 4 });
  await migrateDatabase(handle);
  // a read replica of this test's own database (PostgreSQL only): `replicaUrl` maps its URL to the replica's
  const replicaUrl = databaseUrl && options.replicaUrl ? options.replicaUrl(databaseUrl) : undefined;
  const replica = replicaUrl ? await openDatabase({ databaseUrl: replicaUrl, poolSize: 2, connectTimeoutMs: 1_000 }) : undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(replicaUrl ? { DATABASE_READ_URL: replicaUrl } : {}),
    ...overrides,
  });
  const app = await buildApp({ env, db: handle.db, poolStats: handle.poolStats, replica: replica?.db });
  await app.ready();
  return {
    app,
    db: handle.db,
    env,
    dataDir,
    close: async () => {
      await app.close();
      await replica?.close();
      await handle.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

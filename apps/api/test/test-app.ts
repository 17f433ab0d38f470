import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@realty/db/client';
import { createTestDatabase } from '@realty/db/test-database';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Env, loadEnv } from '../src/config/env.ts';

/** A built app on a fresh, migrated database, and how to tear it down. */
export type TestContext = { app: FastifyInstance; db: Database; env: Env; dataDir: string; close: () => Promise<void> };

/**
 * Builds the app on a throw-away, already migrated database ({@link createTestDatabase}): in-memory
 * PGlite, or (TEST_DB=postgres) a new database on the TEST_DATABASE_URL server, dropped afterwards. `overrides` are
 * environment settings (strings, as in `process.env`).
 */
export async function createTestContext(
  overrides: Record<string, string> = {},
  options: { replicaUrl?: (databaseUrl: string) => string } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'realty-test-'));
  // a migrated copy of the migrated template (packages/db/src/test-database.ts)
  const { handle, databaseUrl, drop: dropDatabase } = await createTestDatabase('t', { poolSize: 4 });
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
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

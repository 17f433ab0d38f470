import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@realty/db/client';
import { createTestDatabase, type TemplateExtension } from '@realty/db/test-database';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Env, loadEnv } from '../src/config/env.ts';
import { JOB_SCHEMA } from '../src/providers/jobs/pg-boss-queue.ts';

/**
 * The job queue's tables and the app's queues in the test databases' template: the app makes them
 * at its first start on a database (pg-boss's schema, then a table per queue), which took
 * 0.5–1.5 s of every test app on the 2-core machine. Made once by building the app on a copy of
 * the migrated template without workers, starting and closing it, and removing the one job its
 * start queues (the lead-offer sweep), so a test database starts with the queue's tables and no
 * jobs. Named by pg-boss's version and app.ts (where the modules define their jobs); a queue
 * added elsewhere is still made at start, only not in advance.
 */
const JOB_QUEUE_TEMPLATE: TemplateExtension = {
  key: [
    'job queue',
    (createRequire(import.meta.url)('pg-boss/package.json') as { version: string }).version,
    createHash('sha256')
      .update(readFileSync(join(import.meta.dirname, '../src/app.ts')))
      .digest('hex'),
  ].join(' '),
  prepare: async (handle) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'realty-template-'));
    try {
      const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_WORKERS: 'false' });
      const app = await buildApp({ env, db: handle.db });
      await app.ready();
      await app.close();
      await handle.db.execute(sql.raw(`DELETE FROM ${JOB_SCHEMA}.job`));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

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
  // a copy of the migrated template with the job queue's tables (packages/db/src/test-database.ts)
  const { handle, databaseUrl, drop: dropDatabase } = await createTestDatabase('t', { poolSize: 4, extension: JOB_QUEUE_TEMPLATE });
  // a read replica of this test's own database (PostgreSQL only): `replicaUrl` maps its URL to the replica's
  const replicaUrl = databaseUrl && options.replicaUrl ? options.replicaUrl(databaseUrl) : undefined;
  const replica = replicaUrl ? await openDatabase({ databaseUrl: replicaUrl, poolSize: 2, connectTimeoutMs: 1_000 }) : undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // tests move the clock: the hourly retention pass runs only when a test calls it
    PRIVACY_RETENTION_SCHEDULE: 'off',
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

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites } from './fixtures/sites.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Public reads on a real streaming replica (docs/deploying.md, "Read replica"): the replica of
 * the local PostgreSQL started by scripts/start-replica.sh, named by TEST_DATABASE_READ_URL
 * (.ci/run starts it). Runs on the PostgreSQL tier only; the embedded database has no replica.
 */
const replicaBase = process.env.TEST_DATABASE_READ_URL;
const onReplica = process.env.TEST_DB === 'postgres' && Boolean(replicaBase);

/** The replica's URL of the same database as `databaseUrl` (same name, the replica's host and port). */
const sameDatabaseOn = (base: string) => (databaseUrl: string) => {
  const url = new URL(base);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
};

const waitFor = async (check: () => Promise<boolean>, what: string, ms = 20_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.runIf(onReplica)('public reads on the read replica', () => {
  let ctx: TestContext;
  let replica: pg.Client;
  let paused = false;

  beforeAll(async () => {
    ctx = await createTestContext({}, { replicaUrl: sameDatabaseOn(replicaBase as string) });
    replica = new pg.Client({ connectionString: ctx.env.DATABASE_READ_URL });
    await waitFor(async () => {
      try {
        await replica.connect();
        return true;
      } catch {
        replica = new pg.Client({ connectionString: ctx.env.DATABASE_READ_URL });
        return false;
      }
    }, 'the test database on the replica');
    await waitFor(
      async () => (await replica.query(`SELECT to_regclass('public.sites') AS t`)).rows[0]?.t !== null,
      'the schema on the replica',
    );
  });
  afterAll(async () => {
    if (paused) await replica.query('SELECT pg_wal_replay_resume()').catch(() => {});
    await replica?.end().catch(() => {});
    await ctx?.close();
  });

  it('answers listings from the replica, so a listing the replica has not received yet is not found there', async () => {
    const [seen] = (await insertSites(ctx.db, [{ title: 'Replicated Heights' }])) as [number];
    await waitFor(async () => (await ctx.app.inject({ url: `/api/sites/${seen}` })).statusCode === 200, 'the listing on the replica');

    await replica.query('SELECT pg_wal_replay_pause()');
    paused = true;
    const [held] = (await insertSites(ctx.db, [{ title: 'Held Back Villas' }])) as [number];
    // on the primary at once; the public read comes from the paused replica
    expect((await ctx.app.inject({ url: `/api/sites/${held}` })).statusCode).toBe(404);
    const list = await ctx.app.inject({ url: '/api/sites?search=Held%20Back' });
    expect(list.json().data).toEqual([]);

    await replica.query('SELECT pg_wal_replay_resume()');
    paused = false;
    await waitFor(async () => (await ctx.app.inject({ url: `/api/sites/${held}` })).statusCode === 200, 'the replica to catch up');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a read replica that cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // nothing listens on port 1: every replica read fails to connect and falls back to the primary
    ctx = await createTestContext({}, { replicaUrl: (databaseUrl) => databaseUrl.replace(/:\d+\//, ':1/') });
  });
  afterAll(async () => ctx?.close());

  it('falls back to the primary for public reads', async () => {
    const [siteId] = (await insertSites(ctx.db, [{ title: 'Fallback Residency' }])) as [number];
    const res = await ctx.app.inject({ url: `/api/sites/${siteId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.site.site_title).toBe('Fallback Residency');
    expect((await ctx.app.inject({ url: '/api/sites' })).statusCode).toBe(200);
  });
});

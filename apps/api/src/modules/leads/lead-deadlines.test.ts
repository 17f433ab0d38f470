import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@realty/db/client';
import { leadEvents, leadOffers, leads } from '@realty/db/schema';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../test/fixtures/postgres-database.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { associateTaking, newCustomer, postRequirement, requirement, waitFor } from './pipeline-test-kit.ts';

/**
 * Offer deadlines on the real job queue (docs/product/pipeline.md, "Matching";
 * docs/decisions/0011-job-queue.md): a lapsed offer moves the lead on, a deadline queued before a
 * restart is kept by the next start, the sweep at start catches offers whose job was lost, and
 * two instances on one database lapse each offer once.
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

type Db = DatabaseHandle['db'];

async function offersOf(db: Db, leadId: number) {
  return db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId)).orderBy(asc(leadOffers.offerId));
}
async function statusOf(db: Db, leadId: number) {
  const [row] = await db.select({ status: leads.status, assId: leads.assId }).from(leads).where(eq(leads.leadId, leadId));
  return row;
}

describe('an offer lapses at its deadline', () => {
  let ctx: TestContext;

  it('goes to the next associate, then, with none left, becomes unassigned', async () => {
    ctx = await createTestContext({ LEAD_ACCEPT_SECONDS: '1' });
    cleanups.push(() => ctx.close());
    const first = await associateTaking(ctx, { cities: ['Varanasi'] });
    const second = await associateTaking(ctx, { cities: ['Varanasi'] });
    const customer = await newCustomer(ctx);
    const leadId = (await postRequirement(ctx, customer, requirement())).json().data.lead_id as number;
    expect((await offersOf(ctx.db, leadId)).map((o) => [o.assId, o.status])).toEqual([[first.assId, 'offered']]);

    await waitFor('the lead to reach the second associate', async () =>
      (await offersOf(ctx.db, leadId)).some((o) => o.assId === second.assId) ? true : undefined,
    );
    await waitFor('the lead to become unassigned', async () =>
      (await statusOf(ctx.db, leadId))?.status === 'unassigned' ? true : undefined,
    );
    expect((await offersOf(ctx.db, leadId)).map((o) => [o.assId, o.status])).toEqual([
      [first.assId, 'lapsed'],
      [second.assId, 'lapsed'],
    ]);
    const events = await ctx.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.eventId));
    expect(events.slice(1).map((e) => [e.actorType, e.fromStatus, e.toStatus, e.note])).toEqual([
      ['system', 'offered', 'offered', 'The offer lapsed. Offered to the next associate.'],
      ['system', 'offered', 'unassigned', 'The offer lapsed. No eligible associate is left; waiting for staff.'],
    ]);
  });
});

/** A database that outlives the apps built on it: in-memory PGlite, or a scratch PostgreSQL database. */
async function openLastingDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(server, 'deadline');
    const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    cleanups.push(async () => {
      await handle.close();
      await scratch.drop();
    });
    await migrateDatabase(handle);
    return handle;
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  cleanups.push(() => handle.close());
  await migrateDatabase(handle);
  return handle;
}

/** Builds and starts an app on `db` (its queue starts with it); `beforeReady` runs between the two. */
async function startApp(db: Db, dataDir: string, settings: Record<string, string>, beforeReady?: (app: FastifyInstance) => void) {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...settings });
  const app = await buildApp({ env, db });
  beforeReady?.(app);
  await app.ready();
  return app;
}

function scratchFolder(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'realty-deadline-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

describe('deadlines across restarts and instances', () => {
  it('a deadline queued before a restart is acted on by the next start', async () => {
    const handle = await openLastingDatabase();
    const dataDir = scratchFolder();
    const settings = { LEAD_ACCEPT_SECONDS: '4' };
    const before = await startApp(handle.db, dataDir, settings);
    await associateTaking(before, { cities: ['Lucknow'] });
    const customer = await newCustomer(before);
    const leadId = (await postRequirement(before, customer, requirement({ city: 'Lucknow' }))).json().data.lead_id as number;
    await before.close();
    expect(await statusOf(handle.db, leadId)).toMatchObject({ status: 'offered' });

    const after = await startApp(handle.db, dataDir, settings);
    cleanups.push(() => after.close());
    await waitFor('the new app to lapse the offer', async () =>
      (await statusOf(handle.db, leadId))?.status === 'unassigned' ? true : undefined,
    );
    expect((await offersOf(handle.db, leadId)).map((o) => o.status)).toEqual(['lapsed']);
  });

  it('the sweep at start lapses offers past their deadline whose job was lost', async () => {
    const handle = await openLastingDatabase();
    const dataDir = scratchFolder();
    const settings = { LEAD_ACCEPT_SECONDS: '3600' };
    const before = await startApp(handle.db, dataDir, settings);
    const first = await associateTaking(before, { cities: ['Agra'] });
    const second = await associateTaking(before, { cities: ['Agra'] });
    const customer = await newCustomer(before);
    const leadId = (await postRequirement(before, customer, requirement({ city: 'Agra' }))).json().data.lead_id as number;
    await before.close();
    await handle.db.execute(sql`delete from jobs.job where name = 'lead-offer-deadline'`);

    const twoHoursLater = Date.now() + 2 * 3600 * 1000;
    const after = await startApp(handle.db, dataDir, settings, (app) => {
      app.identity.now = () => new Date(twoHoursLater);
    });
    cleanups.push(() => after.close());
    await waitFor('the sweep at start to pass the lead on', async () =>
      (await statusOf(handle.db, leadId))?.assId === second.assId ? true : undefined,
    );
    expect((await offersOf(handle.db, leadId)).map((o) => [o.assId, o.status])).toEqual([
      [first.assId, 'lapsed'],
      [second.assId, 'offered'],
    ]);
  });

  it('two instances on one database lapse each offer exactly once', async () => {
    const handle = await openLastingDatabase();
    const dataDir = scratchFolder();
    const settings = { LEAD_ACCEPT_SECONDS: '1' };
    const one = await startApp(handle.db, dataDir, settings);
    cleanups.push(() => one.close());
    const two = await startApp(handle.db, dataDir, settings);
    cleanups.push(() => two.close());
    await associateTaking(one, { cities: ['Kanpur'] });
    const leadIds: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const customer = await newCustomer(i % 2 ? one : two);
      leadIds.push((await postRequirement(i % 2 ? one : two, customer, requirement({ city: 'Kanpur' }))).json().data.lead_id as number);
    }
    await waitFor('every lead to become unassigned', async () => {
      const rows = await handle.db.select({ status: leads.status }).from(leads).where(inArray(leads.leadId, leadIds));
      return rows.every((r) => r.status === 'unassigned') ? true : undefined;
    });
    for (const leadId of leadIds) {
      expect((await offersOf(handle.db, leadId)).map((o) => o.status)).toEqual(['lapsed']);
      const lapses = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
      expect(lapses.filter((e) => e.note.startsWith('The offer lapsed.'))).toHaveLength(1);
    }
  });
});

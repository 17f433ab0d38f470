import { alertItems } from '@realty/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../../test/fixtures/sites.ts';
import { signInTestStaff, type TestStaff } from '../../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { createPgBossQueue } from '../../../providers/jobs/pg-boss-queue.ts';
import { ALERT_DELIVER_JOB } from '../alert-jobs.ts';
import { runAlertScan } from './scan.ts';

// "instant within a minute through the background job queue" (docs/product/alerts.md, "Alerts"):
// a listing staff publish is found by the scan the back office's write queues, and the saver's
// delivery is queued, with the job queue running as in production.

let ctx: TestContext;
let editor: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext({ JOB_POLL_SECONDS: '0.5' });
  editor = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());

/** Waits up to `ms` for `check` to hold, polling. */
async function eventually<T>(check: () => Promise<T | undefined>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('alerts through the job queue', () => {
  it('alerts a saved search within seconds of staff publishing a matching listing, and queues its delivery', async () => {
    const asha = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/saved-searches',
      headers: { cookie: asha.cookie },
      payload: { name: 'Flats in Prayagraj', query: { city: 'Allahabad', category: 'Apartment' }, channels: ['sms'], frequency: 'instant' },
    });
    expect(saved.statusCode).toBe(201);
    const savedSearchId = saved.json().data.saved_search_id as number;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers: { cookie: editor.cookie },
      payload: {
        site_title: 'Civil Lines Skyline',
        site_city: 'Prayagraj',
        site_state: 'Uttar Pradesh',
        site_category: 'Apartment',
        site_price: '11200000',
        bhk: [3],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const siteId = created.json().data.site_id as number;
    const items = await eventually(async () => {
      const rows = await ctx.db.select().from(alertItems).where(eq(alertItems.savedSearchId, savedSearchId));
      return rows.length > 0 ? rows : undefined;
    }, 20_000);
    expect(items.map((i) => [i.userId, i.siteId, i.kind, i.frequency])).toEqual([[asha.user.user_id, siteId, 'new', 'instant']]);
    // the delivery job is queued once its queue is defined (by the delivery's module)
    const defined = await ctx.db.execute(sql`select 1 from jobs.queue where name = ${ALERT_DELIVER_JOB}`);
    if ((defined as unknown as { rows: unknown[] }).rows.length > 0) {
      const job = await eventually(async () => {
        const result = await ctx.db.execute(
          sql`select data from jobs.job where name = ${ALERT_DELIVER_JOB} and singleton_key = ${`alerts-deliver:${asha.user.user_id}`}`,
        );
        return (result as unknown as { rows: { data: unknown }[] }).rows[0];
      }, 10_000);
      expect(job.data).toEqual({ userId: asha.user.user_id });
    }
  }, 45_000);

  it('queues one delivery job per customer given instant items, in one statement, none for daily ones, and none while one waits', async () => {
    // (an app of its own whose queue runs no scans, so the scans are this test's)
    const own = await createTestContext({ JOB_WORKERS: 'false' });
    const quiet = { warn: () => {}, error: () => {} };
    const queue = createPgBossQueue(own.db, quiet, { pollingSeconds: 1, work: false });
    queue.define(ALERT_DELIVER_JOB, async () => {});
    await queue.start();
    try {
      const [ravi, meera] = [
        await signUpCustomer(own.app, { user_name: 'Ravi Gupta' }),
        await signUpCustomer(own.app, { user_name: 'Meera Singh' }),
      ];
      for (const [who, frequency] of [
        [ravi, 'instant'],
        [meera, 'daily'],
      ] as const) {
        const res = await own.app.inject({
          method: 'POST',
          url: '/api/user/saved-searches',
          headers: { cookie: who.cookie },
          payload: { name: 'Kanpur', query: { city: 'Kanpur' }, channels: ['push'], frequency },
        });
        expect(res.statusCode).toBe(201);
      }
      await runAlertScan(own.db, queue);
      await insertSites(own.db, [
        { title: 'Swaroop Nagar Heights', city: 'Kanpur' },
        { title: 'Kidwai Nagar Homes', city: 'Kanpur' },
      ]);
      const scan = await runAlertScan(own.db, queue);
      expect(scan.instantUsers).toEqual([ravi.user.user_id]);
      const result = await own.db.execute(
        sql`select data, singleton_key from jobs.job where name = ${ALERT_DELIVER_JOB} and data->>'userId' in (${String(ravi.user.user_id)}, ${String(meera.user.user_id)})`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { data: { userId: ravi.user.user_id }, singleton_key: `alerts-deliver:${ravi.user.user_id}` },
      ]);
      // while Ravi's job waits to start, a later scan's items are left to it: no second job
      const ravisJobs = async () =>
        (
          (await own.db.execute(
            sql`select state from jobs.job where name = ${ALERT_DELIVER_JOB} and singleton_key = ${`alerts-deliver:${ravi.user.user_id}`} order by created_on`,
          )) as unknown as { rows: { state: string }[] }
        ).rows.map((r) => r.state);
      await insertSites(own.db, [{ title: 'Civil Lines Kanpur', city: 'Kanpur' }]);
      expect((await runAlertScan(own.db, queue)).instantUsers).toEqual([ravi.user.user_id]);
      expect(await ravisJobs()).toEqual(['created']);
      // once it has started (it may have claimed the items already), the next items get a job of their own
      await own.db.execute(
        sql`update jobs.job set state = 'active', started_on = now() where name = ${ALERT_DELIVER_JOB} and singleton_key = ${`alerts-deliver:${ravi.user.user_id}`}`,
      );
      await insertSites(own.db, [{ title: 'Kakadeo Residency', city: 'Kanpur' }]);
      expect((await runAlertScan(own.db, queue)).instantUsers).toEqual([ravi.user.user_id]);
      expect(await ravisJobs()).toEqual(['active', 'created']);
    } finally {
      await queue.stop();
      await own.close();
    }
  }, 45_000);
});

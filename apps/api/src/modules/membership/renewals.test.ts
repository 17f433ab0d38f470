import { openDatabase } from '@realty/db/client';
import { associates, auditLog } from '@realty/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { NOTIFY_JOB } from '../notifications/notifications.service.ts';
import { runMembershipRenewals } from './renewals.ts';

// docs/product/payments.md, "Renewals and expiry": reminders 15 and 3 days before Pro ends, and
// the move to Free when it ends, each once per associate and period, on a moved clock.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ JOB_WORKERS: 'false' });
}, 60_000);
afterAll(async () => ctx?.close());

const DAY = 86_400_000;

/** A job queue that records the notifications sent. */
function recorder() {
  const sent: { assId: number; kind: string }[] = [];
  return {
    sent,
    send: async (name: string, data: object) => {
      if (name === NOTIFY_JOB) {
        const n = data as { recipient: { id: number }; message: { kind: string } };
        sent.push({ assId: n.recipient.id, kind: n.message.kind });
      }
      return 'job';
    },
  };
}

/** A new associate who is Pro until `until` (null: granted by staff without an end). */
async function proUntil(until: Date | null): Promise<number> {
  const who = await signUpAssociate(ctx.app);
  await ctx.db.update(associates).set({ plan: 'pro', proUntil: until }).where(eq(associates.assId, who.user.ass_id));
  return who.user.ass_id;
}

const planOf = async (assId: number) => (await ctx.db.select().from(associates).where(eq(associates.assId, assId)))[0]?.plan;

describe('runMembershipRenewals', { timeout: 60_000 }, () => {
  it('reminds 15 and 3 days before the end, once each, then moves the associate to Free at the end, once', async () => {
    const end = new Date('2040-03-20T06:30:00Z');
    const assId = await proUntil(end);
    const jobs = recorder();
    const mine = () => jobs.sent.filter((s) => s.assId === assId).map((s) => s.kind);

    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() - 16 * DAY));
    expect(mine()).toEqual([]);
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() - 15 * DAY + 60_000));
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() - 10 * DAY));
    expect(mine()).toEqual(['proEndingSoon']);
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() - 3 * DAY + 60_000));
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() - DAY));
    expect(mine()).toEqual(['proEndingSoon', 'proEndingSoon']);
    // a minute before the end: still Pro
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() - 60_000));
    expect(await planOf(assId)).toBe('pro');
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() + 60_000));
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() + 2 * DAY));
    expect(await planOf(assId)).toBe('free');
    expect(mine()).toEqual(['proEndingSoon', 'proEndingSoon', 'proEnded']);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(assId)), eq(auditLog.action, 'membership_ended')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: null, before: { plan: 'pro' }, after: { plan: 'free' } });
  });

  it('sends only the 3-day reminder to a period that ends within 3 days, and leaves staff-granted Pro without an end alone', async () => {
    const end = new Date('2041-05-10T00:00:00Z');
    const soon = await proUntil(end);
    const granted = await proUntil(null);
    const jobs = recorder();
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() - 2 * DAY));
    await runMembershipRenewals(ctx.db, jobs, new Date(end.getTime() + DAY));
    expect(jobs.sent.filter((s) => s.assId === soon).map((s) => s.kind)).toEqual(['proEndingSoon', 'proEnded']);
    expect(jobs.sent.filter((s) => s.assId === granted)).toEqual([]);
    expect(await planOf(granted)).toBe('pro');
  });

  it('does not end a period renewed meanwhile', async () => {
    const end = new Date('2042-01-15T10:00:00Z');
    const assId = await proUntil(end);
    // renewed: the end moved a year on
    await ctx.db
      .update(associates)
      .set({ proUntil: new Date('2043-01-15T10:00:00Z') })
      .where(eq(associates.assId, assId));
    await runMembershipRenewals(ctx.db, recorder(), new Date(end.getTime() + DAY));
    expect(await planOf(assId)).toBe('pro');
  });

  it('acts once when two instances run at the same moment', async () => {
    const end = new Date('2044-07-01T06:00:00Z');
    const assId = await proUntil(end);
    const url = ctx.env.DATABASE_URL;
    const other = url ? await openDatabase({ databaseUrl: url, poolSize: 2 }) : undefined;
    try {
      const jobs = recorder();
      const at = new Date(end.getTime() + 60_000);
      const reminderAt = new Date(end.getTime() - 2 * DAY);
      await Promise.all([runMembershipRenewals(ctx.db, jobs, reminderAt), runMembershipRenewals(other?.db ?? ctx.db, jobs, reminderAt)]);
      await Promise.all([runMembershipRenewals(ctx.db, jobs, at), runMembershipRenewals(other?.db ?? ctx.db, jobs, at)]);
      expect(jobs.sent.filter((s) => s.assId === assId).map((s) => s.kind)).toEqual(['proEndingSoon', 'proEnded']);
      const audits = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(assId)), eq(auditLog.action, 'membership_ended')));
      expect(audits).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });
});

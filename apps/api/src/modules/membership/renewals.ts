import type { Database } from '@realty/db/client';
import { associates, membershipReminders } from '@realty/db/schema';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { localisedNotification, notify } from '../notifications/notifications.service.ts';

/**
 * Renewals and expiry of Pro (docs/product/payments.md, "Renewals and expiry"): 15 days and 3 days
 * before a Pro period ends the associate is reminded (SMS, and Web Push when subscribed), and
 * when it ends they are moved to Free with an audit entry and told. Each happens exactly once per
 * associate and period across restarts and instances: the `membership_reminders` row is inserted
 * first, in the same transaction as the change, and only the run whose insert went in acts.
 */

/** The background job: every minute on one instance. */
export const MEMBERSHIP_RENEWALS_JOB = 'membership-renewals';

/** Most associates one run handles per step (the next minute's run takes the rest). */
const BATCH = 200;

const DAY_MS = 86_400_000;

/** What a run did: reminders sent by kind, and the associates moved to Free. */
export type RenewalsReport = { reminded15: number; reminded3: number; ended: number };

/** Inserts the reminder row; true when this run is the first to (and so the one to act). */
async function claim(db: Database, assId: number, proUntil: Date, kind: '15_days' | '3_days' | 'ended', at: Date): Promise<boolean> {
  const inserted = await db
    .insert(membershipReminders)
    .values({ assId, proUntil, kind, sentAt: at })
    .onConflictDoNothing()
    .returning({ assId: membershipReminders.assId });
  return inserted.length === 1;
}

/**
 * One run at `at`: reminders due (Pro ending within 15 or 3 days, not reminded yet for that
 * period: a reminder missed while the site was down goes at the next run, unless a nearer one
 * replaces it), then every Pro period ended by `at` ended (plan Free, audit entry, the associate
 * told). A period renewed meanwhile has a later end and is left alone. Notifications go through
 * the job queue after each commit.
 */
export async function runMembershipRenewals(db: Database, jobs: Pick<JobQueue, 'send'> | undefined, at: Date): Promise<RenewalsReport> {
  const report: RenewalsReport = { reminded15: 0, reminded3: 0, ended: 0 };
  const tell = async (assId: number, message: Parameters<typeof localisedNotification>[1]) => {
    if (jobs) await notify(jobs as JobQueue, localisedNotification({ type: 'associate', id: assId }, message, '/associatedashboard'));
  };

  // the end first: a period that ended gets no reminder any more
  const ended = await db
    .select({ assId: associates.assId, proUntil: associates.proUntil })
    .from(associates)
    .where(and(eq(associates.plan, 'pro'), isNotNull(associates.proUntil), lte(associates.proUntil, at)))
    .limit(BATCH);
  for (const row of ended) {
    const endedAt = row.proUntil as Date;
    const acted = await db.transaction(async (tx) => {
      if (!(await claim(tx, row.assId, endedAt, 'ended', at))) return false;
      const moved = await tx
        .update(associates)
        .set({ plan: 'free' })
        .where(and(eq(associates.assId, row.assId), eq(associates.plan, 'pro'), eq(associates.proUntil, endedAt)))
        .returning({ assId: associates.assId });
      if (moved.length === 0) return false;
      await recordAudit(tx, {
        staffId: null,
        action: 'membership_ended',
        entity: 'associate',
        entityId: String(row.assId),
        before: { plan: 'pro', pro_until: endedAt.toISOString() },
        after: { plan: 'free', pro_until: endedAt.toISOString() },
      });
      return true;
    });
    if (acted) {
      report.ended += 1;
      await tell(row.assId, { kind: 'proEnded', endedAt: endedAt.toISOString() });
    }
  }

  // each reminder for the periods ending in its window: 3 days or less, or between 3 and 15 days
  // (one missed while the site was down goes at the next run; within 3 days only the nearer one)
  for (const { kind, days, after } of [
    { kind: '3_days', days: 3, after: 0 },
    { kind: '15_days', days: 15, after: 3 },
  ] as const) {
    const due = await db
      .select({ assId: associates.assId, proUntil: associates.proUntil })
      .from(associates)
      .where(
        and(
          eq(associates.plan, 'pro'),
          isNotNull(associates.proUntil),
          gt(associates.proUntil, new Date(at.getTime() + after * DAY_MS)),
          lte(associates.proUntil, new Date(at.getTime() + days * DAY_MS)),
        ),
      )
      .limit(BATCH);
    for (const row of due) {
      const endsAt = row.proUntil as Date;
      if (!(await claim(db, row.assId, endsAt, kind, at))) continue;
      if (kind === '15_days') report.reminded15 += 1;
      else report.reminded3 += 1;
      const daysLeft = Math.max(1, Math.ceil((endsAt.getTime() - at.getTime()) / DAY_MS));
      await tell(row.assId, { kind: 'proEndingSoon', endsAt: endsAt.toISOString(), days: daysLeft });
    }
  }
  return report;
}

/**
 * Defines {@link MEMBERSHIP_RENEWALS_JOB} on the job queue (a run of {@link runMembershipRenewals}
 * on the primary database `db` at the clock's time) and runs it every minute on one instance.
 */
export function defineMembershipRenewalsJob(jobs: JobQueue, db: Database, now: () => Date): void {
  jobs.define(MEMBERSHIP_RENEWALS_JOB, async () => {
    await runMembershipRenewals(db, jobs, now());
  });
  jobs.everyMinute(MEMBERSHIP_RENEWALS_JOB);
}

import { accountLanguageOf } from '@realty/contracts/accounts/fields';
import type { Database } from '@realty/db/client';
import type { Env } from '../../../config/env.ts';
import type { JobQueue } from '../../../providers/jobs/job-queue.ts';
import type { SmsProvider } from '../../../providers/sms/sms-provider.ts';
import { type ErasureOutcome, eraseDueAccounts } from '../deletion.service.ts';
import {
  claimInactivityNotice,
  claimRetentionRun,
  deleteExpiredRecords,
  deleteGonePushSubscriptions,
  dropStaleInactivityNotices,
  eraseAccountData,
  expireExports,
  insertDeletion,
  listInactiveCustomers,
  saveRetentionReport,
} from '../privacy-rights.repository.ts';
import { inactivityNoticeSms } from '../privacy-texts.ts';

/**
 * Retention (docs/product/privacy-rights.md, "Retention periods"; DPDP Rules 2025, rule 8 and its
 * Third Schedule): one pass that erases the accounts whose grace period ended, tells inactive
 * customer accounts 48 hours before erasing them and then erases them, drops expired data exports,
 * and deletes OTP records, sign-in failure records, ended sessions, contact-form messages and
 * records of sent alerts, consent records (seven years) and staff access records after their
 * periods, and push subscriptions the push service reported gone
 * (the RETENTION_* settings). The scheduled job and
 * `npm run privacy:retention -- --at … [--dry-run]` run this same {@link runRetention}.
 */

/** Name of the scheduled retention job (every minute; it runs once an hour, on one instance). */
export const RETENTION_JOB = 'privacy-retention';

/** What a retention pass needs: the database, the settings and the SMS provider (read at each send). */
export type RetentionDeps = { db: Database; env: Env; sms: () => SmsProvider; warn?: (message: string) => void };

/** What a pass did (or, dry, would do). Ids are accounts' ids; counts are rows. */
export type RetentionReport = {
  at: string;
  dryRun: boolean;
  erasures: ErasureOutcome[];
  inactive: { notified: number[]; erased: number[]; stale_notices_dropped: number };
  exports_expired: number;
  deleted: Record<string, number>;
};

const DAY_MS = 86_400_000;

/**
 * Runs retention as of `at` ({@link RetentionReport}); with `dryRun` nothing is changed or sent
 * and the report lists what would be. Each step is safe to run twice: notices and deletions are
 * claimed by inserting their row first, so two instances never notify or erase one account twice.
 */
export async function runRetention(deps: RetentionDeps, at: Date, options: { dryRun?: boolean } = {}): Promise<RetentionReport> {
  const dryRun = options.dryRun ?? false;
  const { db, env } = deps;
  const erasures = await eraseDueAccounts(db, at, dryRun);

  const staleNotices = await dropStaleInactivityNotices(db, dryRun);
  const inactive = { notified: [] as number[], erased: [] as number[], stale_notices_dropped: staleNotices };
  const noticeMs = env.RETENTION_INACTIVE_NOTICE_HOURS * 3_600_000;
  for (const account of await listInactiveCustomers(db, new Date(at.getTime() - env.RETENTION_INACTIVE_CUSTOMER_DAYS * DAY_MS))) {
    if (!account.notifiedAt) {
      if (!dryRun) {
        if (!(await claimInactivityNotice(db, 'user', account.id, at))) continue;
        try {
          await deps.sms().send({
            to: account.mobile,
            body: inactivityNoticeSms(accountLanguageOf(account.language), env.RETENTION_INACTIVE_NOTICE_HOURS),
          });
        } catch (error) {
          deps.warn?.(`The inactive-account notice to customer ${account.id} could not be sent: ${(error as Error).message}`);
        }
      }
      inactive.notified.push(account.id);
      continue;
    }
    const noticeEnded = new Date(account.notifiedAt).getTime() + noticeMs <= at.getTime();
    if (!noticeEnded || account.lastUsed.getTime() > new Date(account.notifiedAt).getTime()) continue;
    if (!dryRun) {
      const deletion = await insertDeletion(db, { kind: 'user', id: account.id, reason: 'inactive', at, eraseAfter: at });
      if (!deletion) continue;
      await eraseAccountData(db, deletion.deletionId, 'user', account.id, at);
    }
    inactive.erased.push(account.id);
  }

  const exportsExpired = await expireExports(db, at, dryRun);
  const before = (days: number) => new Date(at.getTime() - days * DAY_MS);
  const deleted = await deleteExpiredRecords(
    db,
    {
      otp: before(env.RETENTION_OTP_DAYS),
      signInFailures: before(env.RETENTION_SIGN_IN_FAILURE_DAYS),
      sessions: before(env.RETENTION_SESSION_DAYS),
      contacts: before(env.RETENTION_CONTACT_DAYS),
      alertLog: before(env.RETENTION_ALERT_LOG_DAYS),
      consentLog: before(env.RETENTION_CONSENT_LOG_DAYS),
      accessLog: before(env.RETENTION_ACCESS_LOG_DAYS),
    },
    dryRun,
  );
  deleted.gone_push_subscriptions = await deleteGonePushSubscriptions(db, before(env.RETENTION_PUSH_GONE_DAYS), dryRun);
  return { at: at.toISOString(), dryRun, erasures, inactive, exports_expired: exportsExpired, deleted };
}

/**
 * One scheduled run as of `at`: claims the UTC hour of `at` (`retention_runs`) and, only when this
 * instance's claim went in, runs {@link runRetention} and stores its report with the claim. Returns
 * the report, or null when the hour was run already (by this or another instance).
 */
export async function runScheduledRetention(deps: RetentionDeps, at: Date): Promise<RetentionReport | null> {
  const runKey = at.toISOString().slice(0, 13);
  if (!(await claimRetentionRun(deps.db, runKey, at))) return null;
  const report = await runRetention(deps, at);
  await saveRetentionReport(deps.db, runKey, report);
  return report;
}

/**
 * Defines the scheduled retention job on `jobs`: every minute on one instance (pg-boss's
 * schedule), {@link runScheduledRetention} as of `now()`, so the pass runs exactly once an hour
 * across instances; not scheduled with PRIVACY_RETENTION_SCHEDULE=off.
 */
export function defineRetentionJob(jobs: JobQueue, deps: RetentionDeps, now: () => Date): void {
  jobs.define(
    RETENTION_JOB,
    async () => {
      await runScheduledRetention(deps, now());
    },
    { retryLimit: 0 },
  );
  if (deps.env.PRIVACY_RETENTION_SCHEDULE === 'on') jobs.everyMinute(RETENTION_JOB);
}

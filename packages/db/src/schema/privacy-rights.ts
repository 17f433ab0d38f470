import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The person's rights over their data and its retention (docs/product/privacy-rights.md): data
 * exports, account deletions with their grace period, the audit of profile corrections, the
 * inactivity notices and the retention runs. `account_kind` is the session subject of the account
 * (`user` for customers, `associate`, `builder`) and `account_id` that account's id.
 */

/** A column of raw bytes (PostgreSQL `bytea`), read and written as a Node Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The account kinds the rights apply to, as a CHECK on `account_kind`. */
const ACCOUNT_KIND_CHECK = sql.raw(`"account_kind" in ('user', 'associate', 'builder')`);

/**
 * One "Download my data" request (docs/product/privacy-rights.md, "Access"): `status` `pending`
 * until the background job has built the ZIP (`zip`, the file itself), then `ready`; `expired`
 * once `expires_at` (7 days after it was ready) has passed and the file was dropped; `failed` when
 * the job gave up. `export_id` is a random UUID, the id in `/api/me/data-export/{exportId}`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    exportId: text('export_id').primaryKey(),
    accountKind: text('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    status: text('status').notNull().default('pending'),
    zip: bytes('zip'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_account').on(t.accountKind, t.accountId, t.requestedAt),
    check('data_exports_kind', ACCOUNT_KIND_CHECK),
    check('data_exports_status', sql`${t.status} in ('pending', 'ready', 'expired', 'failed')`),
  ],
);

/**
 * An account's deletion (docs/product/privacy-rights.md, "Erasure"): `pending` from the request
 * (the account is closed at once) until `erase_after` (the 7-day grace period), then `erased`;
 * `cancelled` when the person signed in and kept the account. `reason` is `request` (the person
 * asked) or `inactive` (the retention of inactive accounts). `waiting_reason` says why a due
 * erasure waits (an associate's unpaid earnings). At most one pending deletion per account.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    deletionId: integer('deletion_id').primaryKey().generatedAlwaysAsIdentity(),
    accountKind: text('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    reason: text('reason').notNull().default('request'),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    waitingReason: text('waiting_reason'),
  },
  (t) => [
    uniqueIndex('account_deletions_one_pending').on(t.accountKind, t.accountId).where(sql`${t.status} = 'pending'`),
    index('account_deletions_due').on(t.eraseAfter).where(sql`${t.status} = 'pending'`),
    check('account_deletions_kind', ACCOUNT_KIND_CHECK),
    check('account_deletions_status', sql`${t.status} in ('pending', 'erased', 'cancelled')`),
    check('account_deletions_reason', sql`${t.reason} in ('request', 'inactive')`),
  ],
);

/**
 * The audit of corrections a person made to their own profile (docs/product/privacy-rights.md,
 * "Correction"): who (`account_kind`, `account_id`), which `field`, when. Values are never stored
 * whole: `before_hint`/`after_hint` keep at most a masked hint of a mobile or e-mail (its last 4
 * characters), nothing for other fields.
 */
export const profileChanges = pgTable(
  'profile_changes',
  {
    changeId: integer('change_id').primaryKey().generatedAlwaysAsIdentity(),
    accountKind: text('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    field: text('field').notNull(),
    beforeHint: text('before_hint'),
    afterHint: text('after_hint'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('profile_changes_account').on(t.accountKind, t.accountId, t.changedAt), check('profile_changes_kind', ACCOUNT_KIND_CHECK)],
);

/**
 * The 48-hour notice before an inactive customer account is erased (docs/product/privacy-rights.md,
 * "Retention"): one row per account and notice; the erasure goes ahead only when the account was
 * not used after `notified_at`.
 */
export const inactivityNotices = pgTable(
  'inactivity_notices',
  {
    accountKind: text('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'inactivity_notices_pk', columns: [t.accountKind, t.accountId] }),
    check('inactivity_notices_kind', ACCOUNT_KIND_CHECK),
  ],
);

/**
 * When an account was last used, kept when its ended sessions are deleted by retention
 * (docs/product/privacy-rights.md, "Retention periods"), so that an account's inactivity is still
 * counted from its real last use: `last_used_at` is the newest `last_seen_at` of the sessions deleted.
 */
export const accountLastUse = pgTable(
  'account_last_use',
  {
    accountKind: text('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'account_last_use_pk', columns: [t.accountKind, t.accountId] })],
);

/**
 * Push subscriptions the push service reported gone (404 or 410: the browser unsubscribed), to be
 * deleted by retention (docs/product/privacy-rights.md, "Retention periods"): the account, the
 * SHA-256 (hex) of the subscription's JSON text as stored, and when it was reported. Retention
 * clears the account's subscription only while it is still that one.
 */
export const pushSubscriptionsGone = pgTable(
  'push_subscriptions_gone',
  {
    accountKind: text('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'push_subscriptions_gone_pk', columns: [t.accountKind, t.accountId, t.tokenHash] })],
);

/**
 * The scheduled retention runs (docs/product/privacy-rights.md, "Retention"): one row per run key
 * (the hour, UTC), inserted first, so that of several instances only the one whose insert went in
 * runs that hour's retention. `report` is what it erased and deleted.
 */
export const retentionRuns = pgTable('retention_runs', {
  runKey: text('run_key').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  report: jsonb('report').$type<Record<string, unknown>>(),
});

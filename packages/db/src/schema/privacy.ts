import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './accounts.ts';

/**
 * The consent log (migration 0032; docs/product/privacy.md, "Consents"): one row each time an
 * account gives or withdraws consent to a purpose not needed for the service. Append-only (a
 * trigger refuses updates, and deletes of rows younger than seven years); kept seven years.
 * `subject_type` is the session kind (`user` customer, `associate`, `builder`); no foreign key, so
 * the record of a consent outlives the account it was given by. `notice_version` is the privacy
 * notice shown; `channel` where it was said (`web`, `api`).
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    consentId: bigint('consent_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text('subject_type').$type<'user' | 'associate' | 'builder'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    purpose: text('purpose').notNull(),
    action: text('action').$type<'given' | 'withdrawn'>().notNull(),
    noticeVersion: text('notice_version').notNull(),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('privacy_consents_subject').on(t.subjectType, t.subjectId, t.purpose, t.consentId),
    index('privacy_consents_created').on(t.createdAt),
    check('privacy_consents_action_check', sql`${t.action} IN ('given', 'withdrawn')`),
    check('privacy_consents_subject_check', sql`${t.subjectType} IN ('user', 'associate', 'builder')`),
  ],
);

/**
 * The nominee of an account (DPDP Act s. 14; docs/product/privacy.md, "Nominee"): the person who
 * may exercise the account holder's rights on their death or incapacity. One per account; the
 * mobile is the 10 digits of an Indian mobile.
 */
export const privacyNominees = pgTable(
  'privacy_nominees',
  {
    subjectType: text('subject_type').$type<'user' | 'associate' | 'builder'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    relation: text('relation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId] })],
);

/**
 * A grievance (DPDP Rules 2025, Rule 14: answered within 90 days; docs/product/privacy.md,
 * "Grievances"): from a signed-in account (`subject_type`, `subject_id`) or anyone (name, mobile
 * or e-mail). `due_at` is 90 days after it was made; `resolved_at`, `reply` and `resolved_by`
 * once staff answered it.
 */
export const privacyGrievances = pgTable(
  'privacy_grievances',
  {
    grievanceId: integer('grievance_id').primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text('subject_type').$type<'user' | 'associate' | 'builder'>(),
    subjectId: integer('subject_id'),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    reply: text('reply'),
    resolvedBy: integer('resolved_by').references(() => staff.staffId, { onDelete: 'set null' }),
  },
  (t) => [
    index('privacy_grievances_open').on(t.dueAt).where(sql`${t.resolvedAt} IS NULL`),
    index('privacy_grievances_subject').on(t.subjectType, t.subjectId),
  ],
);

/**
 * Staff access to personal data (docs/product/privacy.md, "Staff access log"): who (`staff_id`)
 * opened which customer's or associate's record (`record_kind`, `record_id`) and when. Kept at
 * least one year. No foreign keys: the log outlives the accounts it names.
 */
export const staffAccessLog = pgTable(
  'staff_access_log',
  {
    accessId: bigint('access_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').notNull(),
    recordKind: text('record_kind').$type<'customer' | 'associate'>().notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action').notNull().default('view'),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_access_log_at').on(t.accessedAt), index('staff_access_log_record').on(t.recordKind, t.recordId)],
);

/**
 * A personal data breach as recorded by staff (DPDP Rules 2025, Rule 7; docs/breach-playbook.md):
 * what happened, when it was discovered, who recorded it and when.
 */
export const privacyBreaches = pgTable('privacy_breaches', {
  breachId: integer('breach_id').primaryKey().generatedAlwaysAsIdentity(),
  description: text('description').notNull(),
  discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  recordedBy: integer('recorded_by').references(() => staff.staffId, { onDelete: 'set null' }),
});

/**
 * The accounts a breach affected (`account_kind` `user` customer, `associate`, `builder`), each
 * with when its notice was queued.
 */
export const privacyBreachAccounts = pgTable(
  'privacy_breach_accounts',
  {
    breachId: integer('breach_id')
      .notNull()
      .references(() => privacyBreaches.breachId, { onDelete: 'cascade' }),
    accountKind: text('account_kind').$type<'user' | 'associate' | 'builder'>().notNull(),
    accountId: integer('account_id').notNull(),
    noticeQueuedAt: timestamp('notice_queued_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.breachId, t.accountKind, t.accountId] })],
);

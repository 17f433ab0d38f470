import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { associates, staff } from './accounts.ts';
import { brokerageLedger } from './pipeline.ts';

/**
 * The account an associate is paid into (migration 0031; docs/product/payouts.md, "Bank
 * details"): one per associate. `account_number_enc` is sealed like Aadhaar and PAN
 * (`encryptPii`), `account_number_last4` is what any answer shows; `ifsc` is `AAAA0XXXXXX`
 * upper case; `bank_name` from the IFSC list when it knows the code. A change is audited with the
 * details before it (sealed number included), so nothing is overwritten silently.
 */
export const associateBankAccounts = pgTable(
  'associate_bank_accounts',
  {
    assId: integer('ass_id')
      .primaryKey()
      .references(() => associates.assId, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    accountNumberEnc: text('account_number_enc').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('associate_bank_accounts_ifsc_check', sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check('associate_bank_accounts_last4_check', sql`${t.accountNumberLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A TDS rule (migration 0031; docs/product/payouts.md, "Tax deducted at source"; Income-tax Act
 * s. 194H, s. 206AA): in force from `effective_from` (a day in India) until the next rule of the
 * same section starts. Rates are percentages (numeric text, "2.00"); `threshold` rupees a
 * financial year. Seeded: 5 % / ₹15,000 from 2016-06-01, 2 % from 2024-10-01, ₹20,000 from
 * 2025-04-01, 20 % without a PAN throughout. A rule that has started is never changed.
 */
export const tdsRules = pgTable(
  'tds_rules',
  {
    ruleId: integer('rule_id').primaryKey().generatedAlwaysAsIdentity(),
    section: text('section').notNull().default('194H'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2 }).notNull(),
    noPanRatePercent: numeric('no_pan_rate_percent', { precision: 5, scale: 2 }).notNull(),
    threshold: numeric('threshold', { precision: 14, scale: 2 }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staff.staffId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('tds_rules_section_from').on(t.section, t.effectiveFrom),
    check(
      'tds_rules_rates_check',
      sql`${t.ratePercent} >= 0 AND ${t.ratePercent} <= 100 AND ${t.noPanRatePercent} >= 0 AND ${t.noPanRatePercent} <= 100`,
    ),
    check('tds_rules_threshold_check', sql`${t.threshold} >= 0`),
  ],
);

/**
 * A payout run (migration 0031; docs/product/payouts.md, "Payout runs"): made by one staff member
 * as a `draft`, `approved` by another admin, after which it never changes but for its lines'
 * outcome; `discarded` drafts free their entries. `until` is the last day of credits it takes
 * (null: everything confirmed and unpaid); `credited_on` the day of credit (IST) that sets the
 * financial year and the TDS rule. Totals are rupees (numeric text).
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    runId: bigint('run_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    status: text('status').$type<'draft' | 'approved' | 'discarded'>().notNull().default('draft'),
    until: date('until', { mode: 'string' }),
    excludedAssIds: integer('excluded_ass_ids').array().notNull().default(sql`'{}'`),
    financialYear: text('financial_year').notNull(),
    creditedOn: date('credited_on', { mode: 'string' }).notNull(),
    totalGross: numeric('total_gross', { precision: 14, scale: 2 }).notNull(),
    totalTds: numeric('total_tds', { precision: 14, scale: 2 }).notNull(),
    totalNet: numeric('total_net', { precision: 14, scale: 2 }).notNull(),
    createdBy: integer('created_by').references(() => staff.staffId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => staff.staffId, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_runs_created').on(t.createdAt),
    check('payout_runs_status_check', sql`${t.status} IN ('draft', 'approved', 'discarded')`),
  ],
);

/**
 * One associate's line of a payout run (migration 0031): `gross` the sum of the ledger entries it
 * pays (reversals negative), `year_credited_before` what was credited to them earlier in the same
 * financial year, `tds_base` what the TDS was worked on (the whole year so far on the credit that
 * crosses the threshold), `tds` whole rupees (rounded half up) never above `gross`, any excess
 * carried as `tds_shortfall` to their next line that year, `net` = gross − tds. The bank details
 * are copied when the run is made (`account_number_enc` sealed). `status` `pending` → `paid`
 * (with the bank's `reference`, e.g. the UTR) or `failed` (its entries return to unpaid).
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    lineId: bigint('line_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => payoutRuns.runId, { onDelete: 'restrict' }),
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'restrict' }),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    financialYear: text('financial_year').notNull(),
    creditedOn: date('credited_on', { mode: 'string' }).notNull(),
    gross: numeric('gross', { precision: 14, scale: 2 }).notNull(),
    yearCreditedBefore: numeric('year_credited_before', { precision: 14, scale: 2 }).notNull(),
    tdsBase: numeric('tds_base', { precision: 14, scale: 2 }).notNull(),
    tdsRuleId: integer('tds_rule_id').references(() => tdsRules.ruleId, { onDelete: 'restrict' }),
    tdsSection: text('tds_section').notNull().default('194H'),
    tdsRatePercent: numeric('tds_rate_percent', { precision: 5, scale: 2 }).notNull(),
    panPresent: boolean('pan_present').notNull(),
    tds: numeric('tds', { precision: 14, scale: 2 }).notNull(),
    tdsShortfall: numeric('tds_shortfall', { precision: 14, scale: 2 }).notNull().default('0'),
    net: numeric('net', { precision: 14, scale: 2 }).notNull(),
    holderName: text('holder_name'),
    accountNumberEnc: text('account_number_enc'),
    accountNumberLast4: text('account_number_last4'),
    ifsc: text('ifsc'),
    bankName: text('bank_name'),
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedReason: text('failed_reason'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    markedBy: integer('marked_by').references(() => staff.staffId, { onDelete: 'set null' }),
  },
  (t) => [
    unique('payout_lines_one_per_run').on(t.runId, t.assId),
    index('payout_lines_associate').on(t.assId, t.lineId),
    index('payout_lines_year').on(t.financialYear, t.creditedOn),
    check('payout_lines_status_check', sql`${t.status} IN ('pending', 'paid', 'failed')`),
    check('payout_lines_amounts_check', sql`${t.tds} >= 0 AND ${t.tds} <= ${t.gross} AND ${t.net} = ${t.gross} - ${t.tds}`),
  ],
);

/**
 * Which ledger entries a payout line pays (migration 0031), with each entry's amount. `active`
 * is true while the line is pending or paid and false once it failed or its draft was discarded;
 * the unique index `payout_entries_once` lets an entry be in one active line only, so two runs made
 * at once never pay an entry twice.
 */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => payoutLines.lineId, { onDelete: 'restrict' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => brokerageLedger.entryId, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'payout_entries_pkey', columns: [t.lineId, t.entryId] }),
    uniqueIndex('payout_entries_once').on(t.entryId).where(sql`${t.active}`),
  ],
);

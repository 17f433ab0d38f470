import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { associates, staff } from './accounts.ts';

/**
 * The last number given in each series of tax documents per financial year (migration 0027;
 * docs/product/payments.md, "Tax invoices"): `series` 'KR' (invoices) or 'CN' (credit notes),
 * `financial_year` as invoice numbers write it ('26-27'), `last_number` 1 to 999,999.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'document_series_pkey', columns: [t.series, t.financialYear] }),
    check('document_series_last_number_check', sql`${t.lastNumber} BETWEEN 1 AND 999999`),
  ],
);

/**
 * An associate's purchase of Pro (migration 0028; docs/product/payments.md, "Buying Pro"):
 * `status` `open` (waiting for payment), `to_verify` (a UTR was given, staff to check),
 * `paid` or `rejected`; `provider` `upi` or `razorpay`; amounts in rupees (numeric text) as quoted
 * when the order was made; `place_of_supply` a GST state code; `pro_from`/`pro_until` the period
 * the payment bought; `refunded` once staff refunded it (migration 0030), with the refund's status,
 * time, staff member, reason and gateway id. At most one order open or to verify per associate; a UTR pays one order.
 */
export const membershipOrders = pgTable(
  'membership_orders',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'restrict' }),
    status: text('status').$type<'open' | 'to_verify' | 'paid' | 'rejected' | 'refunded'>().notNull().default('open'),
    provider: text('provider').$type<'upi' | 'razorpay'>().notNull().default('upi'),
    taxableValue: numeric('taxable_value', { precision: 12, scale: 2 }).notNull(),
    cgst: numeric('cgst', { precision: 12, scale: 2 }).notNull(),
    sgst: numeric('sgst', { precision: 12, scale: 2 }).notNull(),
    igst: numeric('igst', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    utr: text('utr'),
    utrAt: timestamp('utr_at', { withTimezone: true }),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    proFrom: timestamp('pro_from', { withTimezone: true }),
    proUntil: timestamp('pro_until', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staff.staffId, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A refund's progress (migration 0030): `requested` while the gateway is asked, `pending` until Razorpay reports it processed, `processed`. */
    refundStatus: text('refund_status').$type<'requested' | 'pending' | 'processed'>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => staff.staffId, { onDelete: 'set null' }),
    refundReason: text('refund_reason'),
    providerRefundId: text('provider_refund_id'),
  },
  (t) => [
    uniqueIndex('membership_orders_one_open').on(t.assId).where(sql`${t.status} IN ('open', 'to_verify')`),
    uniqueIndex('membership_orders_utr').on(t.utr).where(sql`${t.utr} IS NOT NULL`),
    uniqueIndex('membership_orders_provider_order').on(t.providerOrderId).where(sql`${t.providerOrderId} IS NOT NULL`),
    index('membership_orders_status').on(t.status, t.orderId),
    index('membership_orders_provider_payment').on(t.providerPaymentId).where(sql`${t.providerPaymentId} IS NOT NULL`),
    check('membership_orders_status_check', sql`${t.status} IN ('open', 'to_verify', 'paid', 'rejected', 'refunded')`),
    check(
      'membership_orders_refund_status_check',
      sql`${t.refundStatus} IS NULL OR ${t.refundStatus} IN ('requested', 'pending', 'processed')`,
    ),
    check('membership_orders_provider_check', sql`${t.provider} IN ('upi', 'razorpay')`),
  ],
);

/**
 * A tax invoice issued for a paid order (migration 0028; docs/product/payments.md, "Tax invoices";
 * CGST Rules 2017, rule 46): its number (`KR/26-27/000001`), financial year, time of issue, the
 * buyer and the amounts for lists and the month's CSV, and `document`, everything the invoice
 * prints (an `InvoiceDocument`), fixed at issue: invoices are never edited or deleted.
 */
export const membershipInvoices = pgTable(
  'membership_invoices',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceNumber: text('invoice_number').notNull().unique('membership_invoices_number'),
    financialYear: text('financial_year').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique('membership_invoices_order')
      .references(() => membershipOrders.orderId, { onDelete: 'restrict' }),
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerStateCode: text('buyer_state_code').notNull(),
    taxableValue: numeric('taxable_value', { precision: 12, scale: 2 }).notNull(),
    cgst: numeric('cgst', { precision: 12, scale: 2 }).notNull(),
    sgst: numeric('sgst', { precision: 12, scale: 2 }).notNull(),
    igst: numeric('igst', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    document: jsonb('document').notNull(),
  },
  (t) => [index('membership_invoices_associate').on(t.assId, t.invoiceId), index('membership_invoices_issued').on(t.issuedAt)],
);

/**
 * A credit note issued for a refunded order (migration 0030; docs/product/payments.md, "Refunds
 * and credit notes"; CGST Act s. 34, CGST Rules 2017, rule 53): its number from its own series
 * (`CN/26-27/000001`), the invoice it is against (one credit note per invoice: refunds are
 * whole), the reason, the amounts (positive; the month's CSV writes them negative) and
 * `document`, everything it prints, fixed at issue: never edited or deleted.
 */
export const membershipCreditNotes = pgTable(
  'membership_credit_notes',
  {
    creditNoteId: bigint('credit_note_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    creditNoteNumber: text('credit_note_number').notNull().unique('membership_credit_notes_number'),
    financialYear: text('financial_year').notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .unique('membership_credit_notes_invoice')
      .references(() => membershipInvoices.invoiceId, { onDelete: 'restrict' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => membershipOrders.orderId, { onDelete: 'restrict' }),
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerStateCode: text('buyer_state_code').notNull(),
    taxableValue: numeric('taxable_value', { precision: 12, scale: 2 }).notNull(),
    cgst: numeric('cgst', { precision: 12, scale: 2 }).notNull(),
    sgst: numeric('sgst', { precision: 12, scale: 2 }).notNull(),
    igst: numeric('igst', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    document: jsonb('document').notNull(),
  },
  (t) => [index('membership_credit_notes_associate').on(t.assId, t.creditNoteId), index('membership_credit_notes_issued').on(t.issuedAt)],
);

/**
 * A renewal reminder sent, or the end of a Pro period done (migration 0029; docs/product/payments.md,
 * "Renewals and expiry"): one row per associate, period end and `kind` (`15_days`, `3_days`,
 * `ended`), inserted before acting so each happens once across instances.
 */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'cascade' }),
    proUntil: timestamp('pro_until', { withTimezone: true }).notNull(),
    kind: text('kind').$type<'15_days' | '3_days' | 'ended'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'membership_reminders_pkey', columns: [t.assId, t.proUntil, t.kind] }),
    check('membership_reminders_kind_check', sql`${t.kind} IN ('15_days', '3_days', 'ended')`),
  ],
);

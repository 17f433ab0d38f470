import type { Database } from '@realty/db/client';
import { associates, membershipCreditNotes, membershipInvoices, membershipOrders } from '@realty/db/schema';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';

/** An order row. */
export type OrderRow = typeof membershipOrders.$inferSelect;
/** An invoice row. */
export type InvoiceRow = typeof membershipInvoices.$inferSelect;
/** A credit note row. */
export type CreditNoteRow = typeof membershipCreditNotes.$inferSelect;
/** What the membership needs of an associate. */
export type MemberRow = {
  assId: number;
  name: string;
  memberId: string;
  mobile: string;
  plan: string;
  proUntil: Date | null;
  proGranted: boolean;
  stateCode: string | null;
  address: string | null;
  language: string;
};

const memberColumns = {
  assId: associates.assId,
  name: associates.name,
  memberId: associates.memberId,
  mobile: associates.mobile,
  plan: associates.plan,
  proUntil: associates.proUntil,
  proGranted: associates.proGranted,
  stateCode: associates.stateCode,
  address: associates.address,
  language: associates.language,
};

/** The associate `assId` (locked until the transaction ends with `forUpdate`). */
export async function findMember(db: Database, assId: number, forUpdate = false): Promise<MemberRow | undefined> {
  const query = db.select(memberColumns).from(associates).where(eq(associates.assId, assId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Keeps the associate's GST state code. */
export async function saveMemberState(db: Database, assId: number, stateCode: string): Promise<void> {
  await db.update(associates).set({ stateCode }).where(eq(associates.assId, assId));
}

/** Makes the associate Pro until `proUntil`, a paid period (no longer one granted by staff). */
export async function setMemberPro(db: Database, assId: number, proUntil: Date): Promise<void> {
  await db.update(associates).set({ plan: 'pro', proUntil, proGranted: false }).where(eq(associates.assId, assId));
}

/** Sets the end of the associate's Pro (a refund took a period away): still Pro until `proUntil`, or Free from now when `proUntil` is null. */
export async function setMemberProEnd(db: Database, assId: number, proUntil: Date | null): Promise<void> {
  await db
    .update(associates)
    .set(proUntil ? { plan: 'pro', proUntil } : { plan: 'free', proUntil: null, proGranted: false })
    .where(eq(associates.assId, assId));
}

/** How long a refund claimed by {@link claimRefund} holds before another request may claim it again (its process stopped half-way). */
export const REFUND_CLAIM_MS = 5 * 60_000;

/**
 * Claims order `orderId` for a refund at `at`: marks it `requested` (and the claim's time in
 * `refunded_at`) when it is paid and no refund was asked for, or the last claim is older than
 * {@link REFUND_CLAIM_MS} (a process that stopped between its claim and its record), so that two
 * staff members refunding at once make one refund. True when this call claimed it.
 */
export async function claimRefund(db: Database, orderId: number, at: Date): Promise<boolean> {
  const stale = new Date(at.getTime() - REFUND_CLAIM_MS);
  const rows = await db
    .update(membershipOrders)
    .set({ refundStatus: 'requested', refundedAt: at })
    .where(
      and(
        eq(membershipOrders.orderId, orderId),
        eq(membershipOrders.status, 'paid'),
        or(
          isNull(membershipOrders.refundStatus),
          and(eq(membershipOrders.refundStatus, 'requested'), lt(membershipOrders.refundedAt, stale)),
        ),
      ),
    )
    .returning({ orderId: membershipOrders.orderId });
  return rows.length === 1;
}

/** Gives up a refund claimed by {@link claimRefund} that did not happen (the gateway refused). */
export async function releaseRefund(db: Database, orderId: number): Promise<void> {
  await db
    .update(membershipOrders)
    .set({ refundStatus: null, refundedAt: null })
    .where(and(eq(membershipOrders.orderId, orderId), eq(membershipOrders.refundStatus, 'requested')));
}

/** The order paid by gateway payment `paymentId`, if any. */
export async function findOrderByProviderPaymentId(db: Database, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(membershipOrders).where(eq(membershipOrders.providerPaymentId, paymentId)).limit(1);
  return row;
}

/** The associate's order open or waiting for staff, if any. */
export async function findOpenOrder(db: Database, assId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipOrders)
    .where(and(eq(membershipOrders.assId, assId), inArray(membershipOrders.status, ['open', 'to_verify'])))
    .limit(1);
  return row;
}

/** Inserts an order; undefined when the associate has one open already (the unique index). */
export async function insertOrder(db: Database, values: typeof membershipOrders.$inferInsert): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(membershipOrders)
    .values(values)
    .onConflictDoNothing({ target: membershipOrders.assId, where: sql`${membershipOrders.status} IN ('open', 'to_verify')` })
    .returning();
  return row;
}

/** The order `orderId` (locked until the transaction ends with `forUpdate`). */
export async function findOrder(db: Database, orderId: number, forUpdate = false): Promise<OrderRow | undefined> {
  const query = db.select().from(membershipOrders).where(eq(membershipOrders.orderId, orderId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The order whose gateway order is `providerOrderId`, if any. */
export async function findOrderByProviderOrderId(db: Database, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(membershipOrders).where(eq(membershipOrders.providerOrderId, providerOrderId)).limit(1);
  return row;
}

/** Another order that was given `utr`, if any. */
export async function findOrderByUtr(db: Database, utr: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(membershipOrders).where(eq(membershipOrders.utr, utr)).limit(1);
  return row;
}

/** Changes an order. */
export async function updateOrder(db: Database, orderId: number, values: Partial<typeof membershipOrders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db.update(membershipOrders).set(values).where(eq(membershipOrders.orderId, orderId)).returning();
  if (!row) throw new Error(`membership order ${orderId} vanished`);
  return row;
}

/** Orders of `status` (all when undefined) with their associates, oldest first for staff to work through. */
export async function listOrdersWithMembers(db: Database, status: OrderRow['status'] | undefined, limit: number) {
  return db
    .select({ order: membershipOrders, member: memberColumns })
    .from(membershipOrders)
    .innerJoin(associates, eq(associates.assId, membershipOrders.assId))
    .where(status ? eq(membershipOrders.status, status) : undefined)
    .orderBy(status === 'to_verify' ? asc(membershipOrders.utrAt) : desc(membershipOrders.orderId))
    .limit(limit);
}

/** Inserts an invoice. */
export async function insertInvoice(db: Database, values: typeof membershipInvoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(membershipInvoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

/** The invoice of order `orderId`, if any. */
export async function findInvoiceOfOrder(db: Database, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(membershipInvoices).where(eq(membershipInvoices.orderId, orderId)).limit(1);
  return row;
}

/** The invoice `invoiceId`, if any. */
export async function findInvoice(db: Database, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(membershipInvoices).where(eq(membershipInvoices.invoiceId, invoiceId)).limit(1);
  return row;
}

/** The associate's invoices, newest first. */
export async function listMemberInvoices(db: Database, assId: number): Promise<InvoiceRow[]> {
  return db.select().from(membershipInvoices).where(eq(membershipInvoices.assId, assId)).orderBy(desc(membershipInvoices.invoiceId));
}

/** Invoices issued in [`from`, `to`) (every one when both are undefined), in number order. */
export async function listInvoicesIssued(db: Database, from?: Date, to?: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(membershipInvoices)
    .where(from && to ? and(gte(membershipInvoices.issuedAt, from), lt(membershipInvoices.issuedAt, to)) : undefined)
    .orderBy(asc(membershipInvoices.invoiceId));
}

/** Inserts a credit note. */
export async function insertCreditNote(db: Database, values: typeof membershipCreditNotes.$inferInsert): Promise<CreditNoteRow> {
  const [row] = await db.insert(membershipCreditNotes).values(values).returning();
  if (!row) throw new Error('credit note insert returned nothing');
  return row;
}

/** The credit note `creditNoteId`, if any. */
export async function findCreditNote(db: Database, creditNoteId: number): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(membershipCreditNotes).where(eq(membershipCreditNotes.creditNoteId, creditNoteId)).limit(1);
  return row;
}

/** The credit note of order `orderId`, if any. */
export async function findCreditNoteOfOrder(db: Database, orderId: number): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(membershipCreditNotes).where(eq(membershipCreditNotes.orderId, orderId)).limit(1);
  return row;
}

/** The credit notes of the orders `orderIds`, by order id (one query for a list). */
export async function creditNotesOfOrders(db: Database, orderIds: number[]): Promise<Map<number, CreditNoteRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(membershipCreditNotes).where(inArray(membershipCreditNotes.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** The invoices of the orders `orderIds`, by order id (one query for a list). */
export async function invoicesOfOrders(db: Database, orderIds: number[]): Promise<Map<number, InvoiceRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(membershipInvoices).where(inArray(membershipInvoices.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** A credit note with the number of the invoice it is against. */
export type CreditNoteWithInvoice = { note: CreditNoteRow; invoiceNumber: string };

const creditNoteWithInvoice = { note: membershipCreditNotes, invoiceNumber: membershipInvoices.invoiceNumber };

/** The associate's credit notes, newest first. */
export async function listMemberCreditNotes(db: Database, assId: number): Promise<CreditNoteWithInvoice[]> {
  return db
    .select(creditNoteWithInvoice)
    .from(membershipCreditNotes)
    .innerJoin(membershipInvoices, eq(membershipInvoices.invoiceId, membershipCreditNotes.invoiceId))
    .where(eq(membershipCreditNotes.assId, assId))
    .orderBy(desc(membershipCreditNotes.creditNoteId));
}

/** Credit notes issued in [`from`, `to`) (every one when both are undefined), in number order. */
export async function listCreditNotesIssued(db: Database, from?: Date, to?: Date): Promise<CreditNoteWithInvoice[]> {
  return db
    .select(creditNoteWithInvoice)
    .from(membershipCreditNotes)
    .innerJoin(membershipInvoices, eq(membershipInvoices.invoiceId, membershipCreditNotes.invoiceId))
    .where(from && to ? and(gte(membershipCreditNotes.issuedAt, from), lt(membershipCreditNotes.issuedAt, to)) : undefined)
    .orderBy(asc(membershipCreditNotes.creditNoteId));
}

/** Associates who are Pro, the soonest end first (granted without an end last), with their last invoice's number; at most `limit`. */
export async function listProMembers(db: Database, limit: number) {
  return db
    .select({
      assId: associates.assId,
      name: associates.name,
      memberId: associates.memberId,
      mobile: associates.mobile,
      proUntil: associates.proUntil,
      proGranted: associates.proGranted,
      lastInvoiceNumber: sql<
        string | null
      >`(select i.invoice_number from membership_invoices i where i.ass_id = "associates"."ass_id" order by i.invoice_id desc limit 1)`,
    })
    .from(associates)
    .where(eq(associates.plan, 'pro'))
    .orderBy(sql`${associates.proUntil} asc nulls last`, asc(associates.assId))
    .limit(limit);
}

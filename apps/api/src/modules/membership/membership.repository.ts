import type { Database } from '@realty/db/client';
import { associates, membershipInvoices, membershipOrders } from '@realty/db/schema';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';

/** An order row. */
export type OrderRow = typeof membershipOrders.$inferSelect;
/** An invoice row. */
export type InvoiceRow = typeof membershipInvoices.$inferSelect;
/** What the membership needs of an associate. */
export type MemberRow = {
  assId: number;
  name: string;
  memberId: string;
  mobile: string;
  plan: string;
  proUntil: Date | null;
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

/** Makes the associate Pro until `proUntil`. */
export async function setMemberPro(db: Database, assId: number, proUntil: Date): Promise<void> {
  await db.update(associates).set({ plan: 'pro', proUntil }).where(eq(associates.assId, assId));
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

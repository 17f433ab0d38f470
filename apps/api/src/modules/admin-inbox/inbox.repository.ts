import type { Database } from '@realty/db/client';
import { contacts, enquiries, sites, staff, users } from '@realty/db/schema';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/like-pattern.ts';

const handler = alias(staff, 'handler');

/** A contact request with the name of who handled it. */
export type ContactInboxRow = typeof contacts.$inferSelect & { handlerName: string | null };

const contactColumns = {
  conId: contacts.conId,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  type: contacts.type,
  message: contacts.message,
  idempotencyKey: contacts.idempotencyKey,
  isHandled: contacts.isHandled,
  handledNote: contacts.handledNote,
  handledAt: contacts.handledAt,
  handledBy: contacts.handledBy,
  createdAt: contacts.createdAt,
  handlerName: handler.name,
};

/**
 * One page of contact requests, newest first, with the total and the number unhandled overall.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listContactRows(
  db: Database,
  filters: { type?: string | undefined; handled?: boolean | undefined; q?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: ContactInboxRow[]; total: number; unhandled: number }> {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(contacts.type, filters.type));
  if (filters.handled !== undefined) conditions.push(eq(contacts.isHandled, filters.handled));
  if (filters.q) {
    const p = containsPattern(filters.q);
    conditions.push(
      sql`(${contacts.name} ilike ${p} or ${contacts.email} ilike ${p} or ${contacts.phone} ilike ${p} or ${contacts.message} ilike ${p})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, counted, open] = await Promise.all([
    db
      .select(contactColumns)
      .from(contacts)
      .leftJoin(handler, eq(handler.staffId, contacts.handledBy))
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.conId))
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(contacts).where(where),
    db.select({ total: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.isHandled, false)),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0), unhandled: Number(open[0]?.total ?? 0) };
}

/**
 * One contact request with its handler's name, or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function findContactRow(db: Database, conId: number): Promise<ContactInboxRow | undefined> {
  const [row] = await db
    .select(contactColumns)
    .from(contacts)
    .leftJoin(handler, eq(handler.staffId, contacts.handledBy))
    .where(eq(contacts.conId, conId))
    .limit(1);
  return row;
}

/**
 * Sets the handling of one contact request; returns false for an unknown id.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function updateContactHandling(
  db: Database,
  conId: number,
  values: { isHandled: boolean; handledNote: string; handledAt: Date | null; handledBy: number | null },
): Promise<boolean> {
  const rows = await db.update(contacts).set(values).where(eq(contacts.conId, conId)).returning({ id: contacts.conId });
  return rows.length === 1;
}

/** An enquiry with its customer and property. */
export type EnquiryInboxRow = {
  enquiryId: number;
  status: string;
  note: string;
  /** The customer's question ('' when none). */
  question: string;
  createdAt: Date;
  updatedAt: Date;
  userId: number;
  userName: string;
  userMobile: string;
  userEmail: string;
  siteId: number;
  siteTitle: string;
  siteCity: string;
};

const enquiryColumns = {
  enquiryId: enquiries.enquiryId,
  status: enquiries.status,
  note: enquiries.note,
  question: enquiries.question,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
  userId: users.userId,
  userName: users.name,
  userMobile: users.mobile,
  userEmail: users.email,
  siteId: sites.siteId,
  siteTitle: sites.title,
  siteCity: sites.city,
};

/**
 * One page of enquiries, newest first, with the total and the number still new overall.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listEnquiryRows(
  db: Database,
  filters: { status?: string | undefined; q?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: EnquiryInboxRow[]; total: number; newCount: number }> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(enquiries.status, filters.status));
  if (filters.q) {
    const p = containsPattern(filters.q);
    conditions.push(
      sql`(${users.name} ilike ${p} or ${users.mobile} ilike ${p} or ${users.email} ilike ${p} or ${sites.title} ilike ${p})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const base = () =>
    db
      .select(enquiryColumns)
      .from(enquiries)
      .innerJoin(users, eq(users.userId, enquiries.userId))
      .innerJoin(sites, eq(sites.siteId, enquiries.siteId));
  const [rows, counted, fresh] = await Promise.all([
    base().where(where).orderBy(desc(enquiries.createdAt), desc(enquiries.enquiryId)).offset(offset).limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(enquiries)
      .innerJoin(users, eq(users.userId, enquiries.userId))
      .innerJoin(sites, eq(sites.siteId, enquiries.siteId))
      .where(where),
    db.select({ total: sql<number>`count(*)::int` }).from(enquiries).where(eq(enquiries.status, 'new')),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0), newCount: Number(fresh[0]?.total ?? 0) };
}

/**
 * One enquiry with its customer and property, or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function findEnquiryRow(db: Database, enquiryId: number): Promise<EnquiryInboxRow | undefined> {
  const [row] = await db
    .select(enquiryColumns)
    .from(enquiries)
    .innerJoin(users, eq(users.userId, enquiries.userId))
    .innerJoin(sites, eq(sites.siteId, enquiries.siteId))
    .where(eq(enquiries.enquiryId, enquiryId))
    .limit(1);
  return row;
}

/**
 * Sets the status and note of one enquiry (and its `updated_at`); returns false for an unknown id.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function updateEnquiryRow(db: Database, enquiryId: number, values: { status: string; note: string }): Promise<boolean> {
  const rows = await db
    .update(enquiries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(enquiries.enquiryId, enquiryId))
    .returning({ id: enquiries.enquiryId });
  return rows.length === 1;
}

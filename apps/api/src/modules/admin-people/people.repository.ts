import { CLOSED_ACCOUNT_STATUSES } from '@realty/contracts/privacy-rights/deletion';
import type { Database } from '@realty/db/client';
import { associates, users } from '@realty/db/schema';
import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.ts';

/** A person row as the People page needs it (never the password hash or encrypted numbers). */
export type PersonRow = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  status: string;
  createdAt: Date;
  memberId: string;
  sponsorId: string;
  aadhaarLast4: string | null;
  panLast4: string | null;
};

const customerColumns = {
  id: users.userId,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  status: users.status,
  createdAt: users.createdAt,
  memberId: sql<string>`''`,
  sponsorId: sql<string>`''`,
  aadhaarLast4: sql<string | null>`null`,
  panLast4: sql<string | null>`null`,
};
const associateColumns = {
  id: associates.assId,
  name: associates.name,
  email: associates.email,
  mobile: associates.mobile,
  status: associates.status,
  createdAt: associates.createdAt,
  memberId: associates.memberId,
  sponsorId: sql<string>`coalesce(${associates.sponsorId}, '')`,
  aadhaarLast4: associates.aadhaarLast4,
  panLast4: associates.panLast4,
};

/**
 * One page of customers, newest first, searched by name, e-mail or mobile, and the total.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listCustomerRows(
  db: Database,
  filters: { q?: string | undefined; status?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: PersonRow[]; total: number }> {
  // closed and erased accounts are hidden from staff (docs/product/privacy-rights.md, "Erasure")
  const conditions: SQL[] = [notInArray(users.status, [...CLOSED_ACCOUNT_STATUSES])];
  if (filters.q) {
    const p = containsPattern(filters.q);
    conditions.push(sql`(${users.name} ilike ${p} or ${users.email} ilike ${p} or ${users.mobile} ilike ${p})`);
  }
  if (filters.status) conditions.push(eq(users.status, filters.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, counted] = await Promise.all([
    db.select(customerColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.userId)).offset(offset).limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/**
 * One page of associates, newest first, searched by name, e-mail, mobile or member id, and the total.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listAssociateRows(
  db: Database,
  filters: { q?: string | undefined; status?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: PersonRow[]; total: number }> {
  const conditions: SQL[] = [notInArray(associates.status, [...CLOSED_ACCOUNT_STATUSES])];
  if (filters.q) {
    const p = containsPattern(filters.q);
    conditions.push(
      sql`(${associates.name} ilike ${p} or ${associates.email} ilike ${p} or ${associates.mobile} ilike ${p} or ${associates.memberId} ilike ${p})`,
    );
  }
  if (filters.status) conditions.push(eq(associates.status, filters.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select(associateColumns)
      .from(associates)
      .where(where)
      .orderBy(desc(associates.createdAt), desc(associates.assId))
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(associates).where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/**
 * Sets the status of one customer; returns the updated person or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function setCustomerStatus(db: Database, userId: number, status: string): Promise<PersonRow | undefined> {
  const [row] = await db.update(users).set({ status }).where(eq(users.userId, userId)).returning(customerColumns);
  return row;
}

/**
 * Sets the status of one associate; returns the updated person or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function setAssociateStatus(db: Database, assId: number, status: string): Promise<PersonRow | undefined> {
  const [row] = await db.update(associates).set({ status }).where(eq(associates.assId, assId)).returning(associateColumns);
  return row;
}

/**
 * The current status of one customer or associate, or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function findPersonStatus(db: Database, kind: 'customer' | 'associate', id: number): Promise<string | undefined> {
  const [row] =
    kind === 'customer'
      ? await db.select({ status: users.status }).from(users).where(eq(users.userId, id)).limit(1)
      : await db.select({ status: associates.status }).from(associates).where(eq(associates.assId, id)).limit(1);
  return row?.status;
}

/** One customer's or associate's row (masked numbers only), or undefined when there is none. */
export async function findPersonRow(db: Database, kind: 'customer' | 'associate', id: number): Promise<PersonRow | undefined> {
  const [row] =
    kind === 'customer'
      ? await db.select(customerColumns).from(users).where(eq(users.userId, id))
      : await db.select(associateColumns).from(associates).where(eq(associates.assId, id));
  return row;
}

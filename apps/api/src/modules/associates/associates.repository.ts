import type { Database } from '@realty/db/client';
import { associates } from '@realty/db/schema';
import { and, eq, sql } from 'drizzle-orm';

/** An `associates` row as Drizzle returns it (never leaves the API). */
export type AssociateRow = typeof associates.$inferSelect;

/** The associate with this 10-digit mobile, if any. */
export async function findAssociateByMobile(db: Database, mobile: string): Promise<AssociateRow | undefined> {
  const [row] = await db.select().from(associates).where(eq(associates.mobile, mobile)).limit(1);
  return row;
}

/** The associate with this id, if any. */
export async function findAssociateById(db: Database, assId: number): Promise<AssociateRow | undefined> {
  const [row] = await db.select().from(associates).where(eq(associates.assId, assId)).limit(1);
  return row;
}

/** The active associate whose member id is `memberId` (case-insensitive), i.e. a valid sponsor, if any. */
export async function findActiveMember(db: Database, memberId: string): Promise<{ memberId: string; name: string } | undefined> {
  const [row] = await db
    .select({ memberId: associates.memberId, name: associates.name })
    .from(associates)
    .where(and(sql`upper(${associates.memberId}) = ${memberId.toUpperCase()}`, eq(associates.status, 'active')))
    .limit(1);
  return row;
}

/** Which of these values already belong to an associate: e-mail (lower-cased), mobile, Aadhaar hash, PAN hash. */
export async function findTakenAssociateFields(
  db: Database,
  values: { email?: string | undefined; mobile?: string | undefined; aadhaarHash?: string | undefined; panHash?: string | undefined },
): Promise<{ email: boolean; mobile: boolean; aadhaar: boolean; pan: boolean }> {
  const probe = async (condition: ReturnType<typeof sql>) =>
    (await db.select({ id: associates.assId }).from(associates).where(condition).limit(1)).length > 0;
  const [email, mobile, aadhaar, pan] = await Promise.all([
    values.email ? probe(sql`lower(${associates.email}) = ${values.email.toLowerCase()}`) : false,
    values.mobile ? probe(sql`${associates.mobile} = ${values.mobile}`) : false,
    values.aadhaarHash ? probe(sql`${associates.aadhaarHash} = ${values.aadhaarHash}`) : false,
    values.panHash ? probe(sql`${associates.panHash} = ${values.panHash}`) : false,
  ]);
  return { email, mobile, aadhaar, pan };
}

/** Highest number N among local member ids of the form 'KR' + 6 digits (0 when none). */
export async function findHighestLocalMemberNumber(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | null>`max(substring(${associates.memberId} from 3)::int)` })
    .from(associates)
    .where(sql`${associates.memberId} ~ '^KR[0-9]{6}$'`);
  return Number(row?.n ?? 0);
}

/** Stores a new associate and returns the row. @throws the driver's unique-violation error on any duplicate. */
export async function insertAssociate(db: Database, values: typeof associates.$inferInsert): Promise<AssociateRow> {
  const [row] = await db.insert(associates).values(values).returning();
  if (!row) throw new Error('associate insert returned nothing');
  return row;
}

/** Saves the associate's Web Push subscription (JSON text; docs/product/accounts.md, "Web Push"). */
export async function updateAssociateNotiToken(db: Database, assId: number, notiToken: string): Promise<void> {
  await db.update(associates).set({ notiToken }).where(eq(associates.assId, assId));
}

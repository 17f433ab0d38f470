import type { Database } from '@realty/db/client';
import { staff } from '@realty/db/schema';
import { asc, eq } from 'drizzle-orm';

/** A `staff` row as Drizzle returns it (never leaves the API). */
export type StaffRow = typeof staff.$inferSelect;

/** Stores a new staff member; returns the row. */
export async function insertStaffRow(db: Database, values: typeof staff.$inferInsert): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(values).returning();
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}

/** The staff member with this 10-digit mobile, or undefined. */
export async function findStaffByMobile(db: Database, mobile: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.mobile, mobile)).limit(1);
  return row;
}

/** The staff member with this id, or undefined. */
export async function findStaffById(db: Database, staffId: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.staffId, staffId)).limit(1);
  return row;
}

/** Every staff member, oldest first. */
export function listStaffRows(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.staffId));
}

/** Changes some columns of one staff member; returns the updated row or undefined for an unknown id. */
export async function updateStaffRow(
  db: Database,
  staffId: number,
  values: Partial<typeof staff.$inferInsert>,
): Promise<StaffRow | undefined> {
  const [row] = await db.update(staff).set(values).where(eq(staff.staffId, staffId)).returning();
  return row;
}

import type { Database } from '@realty/db/client';
import { sessions, staff } from '@realty/db/schema';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';

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

/** Start and last request of one session, for the staff absolute and idle limits. */
export async function findSessionTimes(db: Database, sessionId: number): Promise<{ createdAt: Date; lastSeenAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ? { createdAt: new Date(row.createdAt), lastSeenAt: new Date(row.lastSeenAt) } : undefined;
}

/** Records a request on a session (last seen now) without changing its expiry. */
export async function touchSessionLastSeen(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes every open session of one account except `keepSessionId`; returns how many ended. */
export async function revokeOtherSessions(
  db: Database,
  subjectType: string,
  subjectId: number,
  keepSessionId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.subjectType, subjectType),
        eq(sessions.subjectId, subjectId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

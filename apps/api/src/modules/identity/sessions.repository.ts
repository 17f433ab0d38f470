import type { Database } from '@realty/db/client';
import { sessions } from '@realty/db/schema';
import { and, eq, isNull, ne } from 'drizzle-orm';

/** A `sessions` row as Drizzle returns it (never leaves the API). */
export type SessionRow = typeof sessions.$inferSelect;

/** Stores a new session whose token hashes to `tokenHash`. */
export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** The session stored under `tokenHash`, whatever its state (callers check expiry and revocation). */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Slides an active session: last seen now, expiring `expiresAt`. */
export async function touchSessionRow(db: Database, id: number, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

/**
 * Turns a pending, unrevoked session into an active one under a new token hash.
 * Returns false when the session was revoked or already activated meanwhile.
 */
export async function activateSessionRow(db: Database, id: number, tokenHash: string, now: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ tokenHash, status: 'active', lastSeenAt: now, expiresAt })
    .where(and(eq(sessions.id, id), eq(sessions.status, 'pending'), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes one session (idempotent). */
export async function revokeSessionRow(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every open session of one account; returns how many were open. */
export async function revokeSubjectSessionRows(db: Database, subjectType: string, subjectId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.subjectType, subjectType), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Start and last request of one session. */
export async function findSessionTimeRow(db: Database, sessionId: number): Promise<{ createdAt: Date; lastSeenAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ? { createdAt: new Date(row.createdAt), lastSeenAt: new Date(row.lastSeenAt) } : undefined;
}

/** Records a request on a session (last seen now) without changing its expiry. */
export async function touchSessionLastSeenRow(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes every open session of one account except `keepSessionId`; returns how many ended. */
export async function revokeOtherSubjectSessionRows(
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

import type { Database } from '@realty/db/client';
import { otpVerifications } from '@realty/db/schema';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

/** An `otp_verifications` row as Drizzle returns it (never leaves the API). */
export type OtpRow = typeof otpVerifications.$inferSelect;

/** Kills every open (neither verified nor consumed) code of `purpose` for `target`, so only the newest code works. */
export async function closeOpenOtpRows(db: Database, purpose: string, target: string, now: Date): Promise<void> {
  await db
    .update(otpVerifications)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpVerifications.purpose, purpose),
        eq(otpVerifications.target, target),
        isNull(otpVerifications.verifiedAt),
        isNull(otpVerifications.consumedAt),
      ),
    );
}

/** Stores a new hashed code. */
export async function insertOtpRow(db: Database, values: typeof otpVerifications.$inferInsert): Promise<void> {
  await db.insert(otpVerifications).values(values);
}

/** The newest code of `purpose` for `target`, in whatever state. */
export async function findLatestOtpRow(db: Database, purpose: string, target: string): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpVerifications)
    .where(and(eq(otpVerifications.purpose, purpose), eq(otpVerifications.target, target)))
    .orderBy(desc(otpVerifications.id))
    .limit(1);
  return row;
}

/** Counts one wrong try on an open code, unless it already has `maxAttempts`; returns the new count (or null when none was added). */
export async function addOtpAttempt(db: Database, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(otpVerifications)
    .set({ attempts: sql`${otpVerifications.attempts} + 1` })
    .where(
      and(
        eq(otpVerifications.id, id),
        lt(otpVerifications.attempts, maxAttempts),
        isNull(otpVerifications.verifiedAt),
        isNull(otpVerifications.consumedAt),
      ),
    )
    .returning({ attempts: otpVerifications.attempts });
  return row ? row.attempts : null;
}

/**
 * Marks an open code verified (and consumed too when `consume`). Only one caller can win:
 * returns false when the code was verified, consumed or used up meanwhile.
 */
export async function markOtpVerified(db: Database, id: number, now: Date, consume: boolean, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(otpVerifications)
    .set({ verifiedAt: now, ...(consume ? { consumedAt: now } : {}) })
    .where(
      and(
        eq(otpVerifications.id, id),
        lt(otpVerifications.attempts, maxAttempts),
        isNull(otpVerifications.verifiedAt),
        isNull(otpVerifications.consumedAt),
      ),
    )
    .returning({ id: otpVerifications.id });
  return rows.length === 1;
}

/** The newest verification of `purpose` for `target` made after `verifiedAfter` and not used yet, if any. */
export async function findUnusedVerifiedOtpRow(
  db: Database,
  purpose: string,
  target: string,
  verifiedAfter: Date,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpVerifications)
    .where(
      and(
        eq(otpVerifications.purpose, purpose),
        eq(otpVerifications.target, target),
        gt(otpVerifications.verifiedAt, verifiedAfter),
        isNull(otpVerifications.consumedAt),
      ),
    )
    .orderBy(desc(otpVerifications.id))
    .limit(1);
  return row;
}

/** Uses a verified code up; returns false when another request used it first. */
export async function consumeOtpRow(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpVerifications)
    .set({ consumedAt: now })
    .where(and(eq(otpVerifications.id, id), isNull(otpVerifications.consumedAt)))
    .returning({ id: otpVerifications.id });
  return rows.length === 1;
}

import type { Database } from '@realty/db/client';
import { accountSignInFailures } from '@realty/db/schema';
import { and, eq } from 'drizzle-orm';

/** One account's run of wrong passwords as stored (times as Date; `failures` 0 means none). */
export type SignInFailureRow = { failures: number; lastFailedAt: Date; lockedUntil: Date | null; lockNotifiedAt: Date | null };

const ofAccount = (kind: string, accountId: number) =>
  and(eq(accountSignInFailures.accountKind, kind), eq(accountSignInFailures.accountId, accountId));

const toRow = (row: typeof accountSignInFailures.$inferSelect): SignInFailureRow => ({
  failures: row.failures,
  lastFailedAt: new Date(row.lastFailedAt),
  lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null,
  lockNotifiedAt: row.lockNotifiedAt ? new Date(row.lockNotifiedAt) : null,
});

/** The account's failure row, if it has one (read without locking). */
export async function findSignInFailureRow(db: Database, kind: string, accountId: number): Promise<SignInFailureRow | undefined> {
  const [row] = await db.select().from(accountSignInFailures).where(ofAccount(kind, accountId)).limit(1);
  return row ? toRow(row) : undefined;
}

/**
 * Inside a transaction: the account's failure row, created empty (no failures) when missing,
 * and locked (`FOR UPDATE`) until the transaction ends, so simultaneous attempts for the same
 * account take turns and none of their counts is lost.
 */
export async function lockSignInFailureRow(tx: Database, kind: string, accountId: number): Promise<SignInFailureRow> {
  await tx
    .insert(accountSignInFailures)
    .values({ accountKind: kind, accountId, failures: 0, lastFailedAt: new Date(0) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(accountSignInFailures).where(ofAccount(kind, accountId)).for('update');
  if (!row) throw new Error('sign-in failure row vanished inside its transaction');
  return toRow(row);
}

/** Stores the account's new failure state (its row must exist). */
export async function saveSignInFailureRow(db: Database, kind: string, accountId: number, values: SignInFailureRow): Promise<void> {
  await db.update(accountSignInFailures).set(values).where(ofAccount(kind, accountId));
}

/** Forgets the account's wrong passwords (after a successful sign-in). */
export async function deleteSignInFailureRow(db: Database, kind: string, accountId: number): Promise<void> {
  await db.delete(accountSignInFailures).where(ofAccount(kind, accountId));
}

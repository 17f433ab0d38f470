import type { Database } from '@realty/db/client';
import { associateBankAccounts } from '@realty/db/schema';
import { eq, inArray } from 'drizzle-orm';

/**
 * An `associate_bank_accounts` row (migration 0031; docs/product/payouts-bank-details.md): the
 * account number only sealed (`accountNumberEnc`, made by `encryptPii`) and its last 4 digits.
 * Never sent to a client as it is.
 */
export type BankAccountRow = typeof associateBankAccounts.$inferSelect;

/** What is written when an associate saves an account. */
export type BankAccountValues = Omit<typeof associateBankAccounts.$inferInsert, 'updatedAt'> & { updatedAt: Date };

/**
 * The bank account of associate `assId` (sealed number included), or null when none was given.
 * With `lock`, the row is locked until the transaction `db` ends (a change reads the details it
 * replaces under this lock, so two saves at once audit one after the other).
 */
export async function findBankAccount(db: Database, assId: number, lock = false): Promise<BankAccountRow | null> {
  const query = db.select().from(associateBankAccounts).where(eq(associateBankAccounts.assId, assId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The bank accounts of the associates `assIds` (sealed numbers included), by `ass_id`; associates
 * without one are absent from the map. An empty list reads nothing.
 */
export async function bankAccountsOf(db: Database, assIds: readonly number[]): Promise<Map<number, BankAccountRow>> {
  const ids = [...new Set(assIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(associateBankAccounts).where(inArray(associateBankAccounts.assId, ids));
  return new Map(rows.map((row) => [row.assId, row]));
}

/** Writes the associate's account (insert, or replace every column of the one there) and returns it. */
export async function upsertBankAccount(db: Database, values: BankAccountValues): Promise<BankAccountRow> {
  const { assId, ...rest } = values;
  const [row] = await db
    .insert(associateBankAccounts)
    .values(values)
    .onConflictDoUpdate({ target: associateBankAccounts.assId, set: rest })
    .returning();
  if (!row) throw new Error('The bank account was not written');
  return row;
}

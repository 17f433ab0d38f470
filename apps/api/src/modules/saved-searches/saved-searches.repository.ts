import type { SavedSearchChannel, SavedSearchFrequency } from '@realty/contracts/activity/saved-searches';
import type { Database } from '@realty/db/client';
import { savedSearches, users } from '@realty/db/schema';
import { and, count, desc, eq } from 'drizzle-orm';

/** A stored saved search (docs/product/alerts.md "Saving a search"). */
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The fields a customer sets on a saved search. */
export type SavedSearchFields = {
  name: string;
  query: Record<string, string>;
  channels: SavedSearchChannel[];
  frequency: SavedSearchFrequency;
};

/** Locks customer `userId`'s row until the transaction ends, so their saves are counted one at a time. */
export async function lockCustomer(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.userId }).from(users).where(eq(users.userId, userId)).for('update');
}

/** How many saved searches customer `userId` keeps. */
export async function countSavedSearches(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** Stores a saved search of customer `userId` at `at`; returns the row. */
export async function insertSavedSearch(db: Database, userId: number, fields: SavedSearchFields, at: Date): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({ userId, ...fields, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('saved search not stored');
  return row;
}

/** Customer `userId`'s saved searches, newest first. */
export function listSavedSearchRows(db: Database, userId: number): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.savedSearchId));
}

/** One saved search by id, whoever owns it, or undefined. */
export async function findSavedSearch(db: Database, savedSearchId: number): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.savedSearchId, savedSearchId));
  return row;
}

/** Changes saved search `savedSearchId` of `userId` (only the fields given) at `at`; returns the row, or undefined when it is gone. */
export async function updateSavedSearchRow(
  db: Database,
  userId: number,
  savedSearchId: number,
  change: Partial<SavedSearchFields & { paused: boolean }>,
  at: Date,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...change, updatedAt: at })
    .where(and(eq(savedSearches.savedSearchId, savedSearchId), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

/** Deletes saved search `savedSearchId` of `userId`; true when one was deleted. */
export async function deleteSavedSearchRow(db: Database, userId: number, savedSearchId: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.savedSearchId, savedSearchId), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.savedSearchId });
  return rows.length > 0;
}

import type { Database } from '@realty/db/client';
import { contacts } from '@realty/db/schema';
import { eq } from 'drizzle-orm';

/** A `contacts` row as Drizzle returns it (never leaves the API). */
export type ContactRow = typeof contacts.$inferSelect;

/** A call-back request to store; `idempotencyKey` null when the client sent none. */
export type NewContact = {
  name: string;
  email: string;
  phone: string;
  type: string;
  message: string;
  idempotencyKey: string | null;
};

/**
 * Stores a call-back request in one committed statement. With an idempotency key already
 * stored, nothing is inserted and `inserted` is false (the partial unique index decides).
 * @see docs/product/content.md ("Contact (`/contactus`)")
 */
export async function insertContactRow(db: Database, contact: NewContact): Promise<{ inserted: boolean }> {
  const rows = await db.insert(contacts).values(contact).onConflictDoNothing().returning({ conId: contacts.conId });
  return { inserted: rows.length > 0 };
}

/**
 * The request stored with `idempotencyKey`, or undefined.
 * @see docs/product/content.md ("Contact (`/contactus`)")
 */
export async function findContactRowByIdempotencyKey(db: Database, idempotencyKey: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

import type { Database } from '@realty/db/client';
import { users } from '@realty/db/schema';
import { eq, sql } from 'drizzle-orm';

/** A `users` row as Drizzle returns it (never leaves the API). */
export type UserRow = typeof users.$inferSelect;

/** The customer with this 10-digit mobile, if any. */
export async function findUserByMobile(db: Database, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

/** The customer with this e-mail (compared lower-cased), if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

/** The customer with this id, if any. */
export async function findUserById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row;
}

/** Stores a new customer and returns the row. @throws the driver's unique-violation error on a duplicate e-mail or mobile. */
export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Saves location (degrees as decimal text), and the push subscription and address when given. */
export async function updateUserLocation(
  db: Database,
  userId: number,
  values: { locLat: string; locLon: string; notiToken?: string | undefined; address?: string | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({
      locLat: values.locLat,
      locLon: values.locLon,
      ...(values.notiToken !== undefined ? { notiToken: values.notiToken } : {}),
      ...(values.address !== undefined ? { address: values.address } : {}),
    })
    .where(eq(users.userId, userId));
}

/** Saves the customer's Web Push subscription (JSON text; docs/product/accounts.md, "Web Push"). */
export async function updateUserNotiToken(db: Database, userId: number, notiToken: string): Promise<void> {
  await db.update(users).set({ notiToken }).where(eq(users.userId, userId));
}

/** Replaces the customer's password hash. */
export async function updateUserPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.userId, userId));
}

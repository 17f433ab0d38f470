import type { Database } from '@realty/db/client';
import { builders } from '@realty/db/schema';
import { eq, sql } from 'drizzle-orm';

/** A `builders` row as Drizzle returns it (never leaves the API as it is). */
export type BuilderRow = typeof builders.$inferSelect;

/** The builder with this 10-digit mobile, if any (docs/product/builders.md, "Account"). */
export async function findBuilderByMobile(db: Database, mobile: string): Promise<BuilderRow | undefined> {
  const [row] = await db.select().from(builders).where(eq(builders.mobile, mobile)).limit(1);
  return row;
}

/** The builder with this e-mail (compared lower-cased), if any. */
export async function findBuilderByEmail(db: Database, email: string): Promise<BuilderRow | undefined> {
  const [row] = await db.select().from(builders).where(sql`lower(${builders.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

/** The builder with this id, if any. */
export async function findBuilderById(db: Database, builderId: number): Promise<BuilderRow | undefined> {
  const [row] = await db.select().from(builders).where(eq(builders.builderId, builderId)).limit(1);
  return row;
}

/** Stores a new builder and returns the row. @throws the driver's unique-violation error on a duplicate e-mail or mobile. */
export async function insertBuilder(db: Database, values: typeof builders.$inferInsert): Promise<BuilderRow> {
  const [row] = await db.insert(builders).values(values).returning();
  if (!row) throw new Error('builder insert returned nothing');
  return row;
}

import type { Database } from '@realty/db/client';
import { enquiries, favorites, sites, viewedSites } from '@realty/db/schema';
import { and, desc, eq, gte, sql } from 'drizzle-orm';

/** Listing columns every favourite, view and enquiry carries (docs/product/activity.md "Viewed site record"). */
const summaryColumns = {
  siteId: sites.siteId,
  title: sites.title,
  city: sites.city,
  state: sites.state,
  status: sites.status,
  area: sites.area,
  price: sites.price,
  category: sites.category,
  coverImages: sites.coverImages,
};

/** The listing facts joined onto an activity row. */
export type SiteSummaryRow = {
  siteId: number;
  title: string;
  city: string;
  state: string;
  status: string;
  area: string;
  price: string;
  category: string;
  coverImages: string[];
};

/** True when a listing with this id exists. */
export async function siteExists(db: Database, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: sites.siteId }).from(sites).where(eq(sites.siteId, siteId)).limit(1);
  return Boolean(row);
}

/** A customer's favourites with their listings, newest first. */
export async function listFavoriteRows(db: Database, userId: number) {
  return db
    .select({ favId: favorites.favId, userId: favorites.userId, createdAt: favorites.createdAt, site: summaryColumns })
    .from(favorites)
    .innerJoin(sites, eq(sites.siteId, favorites.siteId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.favId));
}

/**
 * Saves a favourite once: the unique (user_id, site_id) index makes concurrent adds safe.
 * Returns the favourite's id and whether this call created it.
 */
export async function insertFavorite(db: Database, userId: number, siteId: number): Promise<{ favId: number; created: boolean }> {
  const [inserted] = await db.insert(favorites).values({ userId, siteId }).onConflictDoNothing().returning({ favId: favorites.favId });
  if (inserted) return { favId: inserted.favId, created: true };
  const [existing] = await db
    .select({ favId: favorites.favId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.siteId, siteId)))
    .limit(1);
  if (!existing) throw new Error('favourite vanished between insert and read');
  return { favId: existing.favId, created: false };
}

/** The owner of favourite `favId`, or undefined when there is no such favourite. */
export async function findFavoriteOwner(db: Database, favId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.favId, favId)).limit(1);
  return row?.userId;
}

/** Deletes favourite `favId` of `userId`; true when a row went. */
export async function deleteFavorite(db: Database, favId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.favId, favId), eq(favorites.userId, userId)))
    .returning({ favId: favorites.favId });
  return rows.length > 0;
}

/** Records that `userId` viewed `siteId` now: one row per pair, its time refreshed. */
export async function upsertView(db: Database, userId: number, siteId: number): Promise<void> {
  await db
    .insert(viewedSites)
    .values({ userId, siteId })
    .onConflictDoUpdate({ target: [viewedSites.userId, viewedSites.siteId], set: { viewedAt: sql`now()` } });
}

/** A customer's viewed listings, most recent first, at most `limit`. */
export async function listViewRows(db: Database, userId: number, limit: number) {
  return db
    .select({ viewedAt: viewedSites.viewedAt, site: summaryColumns })
    .from(viewedSites)
    .innerJoin(sites, eq(sites.siteId, viewedSites.siteId))
    .where(eq(viewedSites.userId, userId))
    .orderBy(desc(viewedSites.viewedAt), desc(viewedSites.id))
    .limit(limit);
}

const enquiryColumns = {
  enquiryId: enquiries.enquiryId,
  userId: enquiries.userId,
  siteId: enquiries.siteId,
  status: enquiries.status,
  note: enquiries.note,
  question: enquiries.question,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};

/**
 * Stores an enquiry unless it is a retry: inside one transaction serialised per customer (an
 * advisory lock), an enquiry with the same `idempotencyKey`, or about the same site since
 * `since`, is returned instead of a new one.
 */
export async function insertEnquiryOnce(
  db: Database,
  input: { userId: number; siteId: number; question?: string | undefined; idempotencyKey: string | undefined; since: Date },
): Promise<{ enquiry: typeof enquiries.$inferSelect; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7301, ${input.userId})`);
    const retryOf = input.idempotencyKey
      ? eq(enquiries.idempotencyKey, input.idempotencyKey)
      : and(eq(enquiries.siteId, input.siteId), gte(enquiries.createdAt, input.since));
    const [existing] = await tx
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.userId, input.userId), retryOf))
      .orderBy(desc(enquiries.createdAt))
      .limit(1);
    if (existing) return { enquiry: existing, created: false };
    const [created] = await tx
      .insert(enquiries)
      .values({ userId: input.userId, siteId: input.siteId, question: input.question ?? '', idempotencyKey: input.idempotencyKey ?? null })
      .returning();
    if (!created) throw new Error('enquiry insert returned nothing');
    return { enquiry: created, created: true };
  });
}

/** A customer's enquiries with their listings, newest first. */
export async function listEnquiryRows(db: Database, userId: number) {
  return db
    .select({ ...enquiryColumns, site: summaryColumns })
    .from(enquiries)
    .innerJoin(sites, eq(sites.siteId, enquiries.siteId))
    .where(eq(enquiries.userId, userId))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.enquiryId));
}

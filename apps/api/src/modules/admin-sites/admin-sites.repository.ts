import type { Database } from '@realty/db/client';
import { sites } from '@realty/db/schema';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.ts';

/** A `sites` row as Drizzle returns it (never leaves the API; `toSite` of the sites service turns it into a listing). */
export type SiteRow = typeof sites.$inferSelect;

/** Filters of the back office listings table. */
export type AdminSiteFilters = { q?: string | undefined; status?: string | undefined; category?: string | undefined };

/**
 * One page of listings of any status for the back office, with the total. `q` matches title,
 * city, state, landmark, famous place, developer or RERA number (case-insensitive substring).
 * @see docs/product/back-office.md ("Listings")
 */
export async function listAdminSiteRows(
  db: Database,
  filters: AdminSiteFilters,
  sort: 'updated' | 'title' | 'price',
  offset: number,
  limit: number,
): Promise<{ rows: SiteRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.q) {
    const p = containsPattern(filters.q);
    conditions.push(
      sql`(${sites.searchText} ilike ${p} or ${sites.state} ilike ${p} or ${sites.developer} ilike ${p} or ${sites.reraNumber} ilike ${p})`,
    );
  }
  if (filters.status) conditions.push(eq(sites.status, filters.status));
  if (filters.category) conditions.push(sql`lower(${sites.category}) = lower(${filters.category})`);
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    sort === 'title'
      ? [asc(sql`lower(${sites.title})`), asc(sites.siteId)]
      : sort === 'price'
        ? [desc(sites.price), desc(sites.siteId)]
        : [desc(sites.updatedAt), desc(sites.siteId)];
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(sites)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(sites).where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** Columns a listing write may set. */
export type SiteValues = Partial<Omit<typeof sites.$inferInsert, 'siteId' | 'locationText' | 'searchText' | 'createdAt'>>;

/**
 * Stores a new listing; returns its row.
 * @see docs/product/back-office.md ("Listings")
 */
export async function insertSiteRow(db: Database, values: SiteValues & { title: string }): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(values).returning();
  if (!row) throw new Error('site insert returned nothing');
  return row;
}

/**
 * Changes a listing (and its `updated_at`); returns the new row, or undefined for an unknown id.
 * @see docs/product/back-office.md ("Listings")
 */
export async function updateSiteRow(db: Database, siteId: number, values: SiteValues): Promise<SiteRow | undefined> {
  const [row] = await db
    .update(sites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sites.siteId, siteId))
    .returning();
  return row;
}

/**
 * Deletes a listing (its favourites, viewed records and enquiries go with it); returns the deleted row.
 * @see docs/product/back-office.md ("Listings")
 */
export async function deleteSiteRow(db: Database, siteId: number): Promise<SiteRow | undefined> {
  const [row] = await db.delete(sites).where(eq(sites.siteId, siteId)).returning();
  return row;
}

/**
 * Ids among `ids` that are listings.
 * @see docs/product/back-office.md ("Listings")
 */
export async function existingSiteIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sites.siteId })
    .from(sites)
    .where(sql`${sites.siteId} = any(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)})`);
  return rows.map((r) => r.id);
}

/**
 * Adds photo paths to a listing in one statement (safe with several uploads at once): the first
 * becomes the cover when the listing has none, the others follow the inner photos.
 * Returns the new row, or undefined for an unknown id.
 * @see docs/product/back-office.md ("Listings")
 */
export async function appendSitePhotoRows(db: Database, siteId: number, paths: string[]): Promise<SiteRow | undefined> {
  const all = JSON.stringify(paths);
  const rest = JSON.stringify(paths.slice(1));
  const first = JSON.stringify(paths.slice(0, 1));
  const [row] = await db
    .update(sites)
    .set({
      coverImages: sql`case when jsonb_array_length(${sites.coverImages}) = 0 then ${first}::jsonb else ${sites.coverImages} end`,
      innerImages: sql`case when jsonb_array_length(${sites.coverImages}) = 0 then ${sites.innerImages} || ${rest}::jsonb else ${sites.innerImages} || ${all}::jsonb end`,
      updatedAt: new Date(),
    })
    .where(eq(sites.siteId, siteId))
    .returning();
  return row;
}

/**
 * Adds brochure paths after a listing's others in one statement; returns the new row.
 * @see docs/product/back-office.md ("Listings")
 */
export async function appendSitePdfRows(db: Database, siteId: number, paths: string[]): Promise<SiteRow | undefined> {
  const [row] = await db
    .update(sites)
    .set({ pdfs: sql`${sites.pdfs} || ${JSON.stringify(paths)}::jsonb`, updatedAt: new Date() })
    .where(eq(sites.siteId, siteId))
    .returning();
  return row;
}

/**
 * The listing with id `siteId`, or undefined.
 * @see docs/product/back-office.md ("Listings")
 */
export async function findAdminSiteRow(db: Database, siteId: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.siteId, siteId)).limit(1);
  return row;
}

/**
 * Listings with the given ids, in no particular order.
 * @see docs/product/back-office.md ("Listings")
 */
export async function findAdminSiteRows(db: Database, ids: number[]): Promise<SiteRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sites)
    .where(sql`${sites.siteId} = any(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)})`);
}

import type { Database } from '@realty/db/client';
import { builders, enquiries, favorites, projectEvents, projects, sites, staff, viewedSites } from '@realty/db/schema';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

/** A `projects` row as Drizzle returns it (never leaves the API; the projects service turns it into a project). */
export type ProjectRow = typeof projects.$inferSelect;
/** A `builders` row (the projects service reads the company and profile from it). */
export type BuilderRow = typeof builders.$inferSelect;
/** A `sites` row written by an approval. */
export type ListingRow = typeof sites.$inferSelect;
/** Columns of a listing an approval writes. */
export type ListingValues = Partial<Omit<typeof sites.$inferInsert, 'siteId' | 'locationText' | 'searchText'>>;
/** One trail entry with the name of whoever made it (the builder's company, or the staff member's name). */
export type ProjectEventRow = typeof projectEvents.$inferSelect & { actorName: string };

/**
 * Stores a new project; returns its row.
 * @see docs/product/builders.md ("Projects")
 */
export async function insertProjectRow(db: Database, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('project insert returned nothing');
  return row;
}

/**
 * The project `projectId`, or undefined.
 * @see docs/product/builders.md ("Projects")
 */
export async function findProjectRow(db: Database, projectId: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.projectId, projectId));
  return row;
}

/**
 * Changes project `projectId` only while its status is one of `fromStatuses` (so two changes at
 * once cannot both pass); returns the new row, or undefined when the status had moved on.
 * @see docs/product/builders.md ("Projects")
 */
export async function updateProjectRowIn(
  db: Database,
  projectId: number,
  fromStatuses: readonly string[],
  values: Partial<typeof projects.$inferInsert>,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.projectId, projectId), inArray(projects.status, [...fromStatuses])))
    .returning();
  return row;
}

/**
 * Adds media paths to a project's `data` in one statement (safe with parallel uploads) while its
 * status is one of `fromStatuses`: `photos` go to `cover_images` when it is empty (the first) and
 * `inner_images` (the rest), `pdfs` after `site_pdfs`. Returns the new row, or undefined.
 * @see docs/product/builders.md ("Projects")
 */
export async function appendProjectMediaRow(
  db: Database,
  projectId: number,
  fromStatuses: readonly string[],
  media: { photos?: string[]; pdfs?: string[] },
  now: Date,
): Promise<ProjectRow | undefined> {
  const photos = media.photos ?? [];
  const cover = sql`coalesce(${projects.data}->'cover_images', '[]'::jsonb)`;
  const inner = sql`coalesce(${projects.data}->'inner_images', '[]'::jsonb)`;
  const pdfs = sql`coalesce(${projects.data}->'site_pdfs', '[]'::jsonb)`;
  const first = JSON.stringify(photos.slice(0, 1));
  const rest = JSON.stringify(photos.slice(1));
  const all = JSON.stringify(photos);
  const [row] = await db
    .update(projects)
    .set({
      data: sql`${projects.data} || jsonb_build_object(
        'cover_images', case when jsonb_array_length(${cover}) = 0 then ${first}::jsonb else ${cover} end,
        'inner_images', case when jsonb_array_length(${cover}) = 0 then ${inner} || ${rest}::jsonb else ${inner} || ${all}::jsonb end,
        'site_pdfs', ${pdfs} || ${JSON.stringify(media.pdfs ?? [])}::jsonb)`,
      updatedAt: now,
    })
    .where(and(eq(projects.projectId, projectId), inArray(projects.status, [...fromStatuses])))
    .returning();
  return row;
}

/**
 * Replaces a project's photo and brochure lists (`cover_images`, `inner_images`, `site_pdfs` in
 * its `data`, the other fields kept) while its status is one of `fromStatuses`. Returns the new
 * row, or undefined when the status had moved on.
 * @see docs/product/builders.md ("Projects")
 */
export async function setProjectMediaRow(
  db: Database,
  projectId: number,
  fromStatuses: readonly string[],
  media: { cover_images: string[]; inner_images: string[]; site_pdfs: string[] },
  now: Date,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ data: sql`${projects.data} || ${JSON.stringify(media)}::jsonb`, updatedAt: now })
    .where(and(eq(projects.projectId, projectId), inArray(projects.status, [...fromStatuses])))
    .returning();
  return row;
}

/**
 * Builder `builderId`'s projects, most recently changed first.
 * @see docs/product/builders.md ("Projects")
 */
export function listBuilderProjectRows(db: Database, builderId: number): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.builderId, builderId)).orderBy(desc(projects.updatedAt), desc(projects.projectId));
}

/**
 * Projects of `status`, oldest submitted first (then by id), for the verification queue.
 * @see docs/product/builders.md ("Verification")
 */
export function listProjectRowsByStatus(db: Database, status: string): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.status, status))
    .orderBy(sql`${projects.submittedAt} asc nulls last`, asc(projects.projectId));
}

/**
 * Records one status change of a project's trail.
 * @see docs/product/builders.md ("Projects": the trail)
 */
export async function insertProjectEventRow(db: Database, values: typeof projectEvents.$inferInsert): Promise<void> {
  await db.insert(projectEvents).values(values);
}

/**
 * The trails of `projectIds`, oldest entry first, each with the actor's name: the builder's
 * company for builder entries, the staff member's name for staff entries ('' when gone).
 * @see docs/product/builders.md ("Projects": the trail)
 */
export async function listProjectEventRows(db: Database, projectIds: number[]): Promise<ProjectEventRow[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({
      event: projectEvents,
      builderName: builders.company,
      staffName: staff.name,
    })
    .from(projectEvents)
    .innerJoin(projects, eq(projects.projectId, projectEvents.projectId))
    .leftJoin(builders, and(eq(projectEvents.actorType, 'builder'), eq(builders.builderId, projects.builderId)))
    .leftJoin(staff, and(eq(projectEvents.actorType, 'staff'), eq(staff.staffId, projectEvents.actorId)))
    .where(inArray(projectEvents.projectId, projectIds))
    .orderBy(asc(projectEvents.eventId));
  return rows.map((r) => ({ ...r.event, actorName: r.event.actorType === 'staff' ? (r.staffName ?? '') : (r.builderName ?? '') }));
}

/**
 * The builders `builderIds`.
 * @see docs/product/builders.md ("Verification": the builder's profile)
 */
export function findBuilderRows(db: Database, builderIds: number[]): Promise<BuilderRow[]> {
  if (builderIds.length === 0) return Promise.resolve([]);
  return db.select().from(builders).where(inArray(builders.builderId, builderIds));
}

/**
 * Views, favourites and enquiries of each listing in `siteIds` (counts only, never who).
 * @see docs/product/builders.md ("Builder dashboard")
 */
export async function countListingActivity(
  db: Database,
  siteIds: number[],
): Promise<Map<number, { views: number; favourites: number; enquiries: number }>> {
  const counts = new Map<number, { views: number; favourites: number; enquiries: number }>();
  if (siteIds.length === 0) return counts;
  for (const id of siteIds) counts.set(id, { views: 0, favourites: 0, enquiries: 0 });
  const [views, favs, enqs] = await Promise.all([
    db
      .select({ siteId: viewedSites.siteId, n: sql<number>`count(*)::int` })
      .from(viewedSites)
      .where(inArray(viewedSites.siteId, siteIds))
      .groupBy(viewedSites.siteId),
    db
      .select({ siteId: favorites.siteId, n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(inArray(favorites.siteId, siteIds))
      .groupBy(favorites.siteId),
    db
      .select({ siteId: enquiries.siteId, n: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(inArray(enquiries.siteId, siteIds))
      .groupBy(enquiries.siteId),
  ]);
  const add = (rows: { siteId: number | null; n: number }[], key: 'views' | 'favourites' | 'enquiries') => {
    for (const r of rows) {
      const entry = r.siteId === null ? undefined : counts.get(r.siteId);
      if (entry) entry[key] = Number(r.n);
    }
  };
  add(views, 'views');
  add(favs, 'favourites');
  add(enqs, 'enquiries');
  return counts;
}

/**
 * Stores the listing an approved project becomes; returns its row.
 * @see docs/product/builders.md ("Verification")
 */
export async function insertListingRow(db: Database, values: ListingValues & { title: string }): Promise<ListingRow> {
  const [row] = await db.insert(sites).values(values).returning();
  if (!row) throw new Error('listing insert returned nothing');
  return row;
}

/**
 * Replaces the fields of listing `siteId` with an approved revision; returns the row, or undefined when the listing is gone.
 * @see docs/product/builders.md ("Verification")
 */
export async function updateListingRow(db: Database, siteId: number, values: ListingValues): Promise<ListingRow | undefined> {
  const [row] = await db.update(sites).set(values).where(eq(sites.siteId, siteId)).returning();
  return row;
}

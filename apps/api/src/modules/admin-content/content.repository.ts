import type { Database } from '@realty/db/client';
import { blogs, teams } from '@realty/db/schema';
import { asc, desc, eq, sql } from 'drizzle-orm';

/** A `blogs` row as Drizzle returns it (never leaves the API; `toBlog` of the blogs service turns it into a post). */
export type BlogRow = typeof blogs.$inferSelect;
/** A `teams` row as Drizzle returns it (never leaves the API; `toTeamMember` of the teams service turns it into a member). */
export type TeamRow = typeof teams.$inferSelect;

/**
 * Every blog post of any status, newest first.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export function listAllBlogRows(db: Database): Promise<BlogRow[]> {
  return db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.blogId));
}

/**
 * One blog post of any status, or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function findBlogRow(db: Database, blogId: number): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.blogId, blogId)).limit(1);
  return row;
}

/**
 * Stores a new blog post; returns its row.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function insertBlogRow(db: Database, values: typeof blogs.$inferInsert): Promise<BlogRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  if (!row) throw new Error('blog insert returned nothing');
  return row;
}

/**
 * Changes a blog post (and its `updated_at`); returns the new row or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function updateBlogRow(
  db: Database,
  blogId: number,
  values: Partial<typeof blogs.$inferInsert>,
): Promise<BlogRow | undefined> {
  const [row] = await db
    .update(blogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogs.blogId, blogId))
    .returning();
  return row;
}

/**
 * Deletes a blog post; returns the deleted row or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function deleteBlogRow(db: Database, blogId: number): Promise<BlogRow | undefined> {
  const [row] = await db.delete(blogs).where(eq(blogs.blogId, blogId)).returning();
  return row;
}

/**
 * Every team member in display order.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export function listAllTeamRows(db: Database): Promise<TeamRow[]> {
  return db.select().from(teams).orderBy(asc(teams.sortOrder), asc(teams.teamId));
}

/**
 * One team member, or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function findTeamRow(db: Database, teamId: number): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.teamId, teamId)).limit(1);
  return row;
}

/**
 * Stores a new team member at the end of the order; returns the row.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function insertTeamRow(db: Database, values: Omit<typeof teams.$inferInsert, 'sortOrder'>): Promise<TeamRow> {
  const [row] = await db
    .insert(teams)
    .values({ ...values, sortOrder: sql`(select coalesce(max(${teams.sortOrder}), 0) + 1 from ${teams})` })
    .returning();
  if (!row) throw new Error('team insert returned nothing');
  return row;
}

/**
 * Changes a team member; returns the new row or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function updateTeamRow(
  db: Database,
  teamId: number,
  values: Partial<typeof teams.$inferInsert>,
): Promise<TeamRow | undefined> {
  const [row] = await db.update(teams).set(values).where(eq(teams.teamId, teamId)).returning();
  return row;
}

/**
 * Deletes a team member; returns the deleted row or undefined.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function deleteTeamRow(db: Database, teamId: number): Promise<TeamRow | undefined> {
  const [row] = await db.delete(teams).where(eq(teams.teamId, teamId)).returning();
  return row;
}

/**
 * Sets the display order: each id gets its position (1, 2, ...) in one transaction.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function setTeamOrder(db: Database, teamIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of teamIds.entries())
      await tx
        .update(teams)
        .set({ sortOrder: index + 1 })
        .where(eq(teams.teamId, id));
  });
}

import type { Database } from '@realty/db/client';
import { blogs } from '@realty/db/schema';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';

/** A `blogs` row as Drizzle returns it (never leaves the API). */
export type BlogRow = typeof blogs.$inferSelect;

const ACTIVE = 'Active';
const newestFirst = [desc(blogs.createdAt), desc(blogs.blogId)];

/**
 * One page of Active posts, newest first, and how many Active posts exist. `offset`/`limit` count rows.
 * @see docs/product/content.md ("Blog")
 */
export async function listActiveBlogRows(db: Database, offset: number, limit: number): Promise<{ rows: BlogRow[]; total: number }> {
  const where = eq(blogs.status, ACTIVE);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(...newestFirst)
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(blogs).where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/**
 * Active posts created at or after `from` and before `until` (when given), newest first, at most `limit`.
 * @see docs/product/content.md ("Home (`/`)" and "Blog")
 */
export async function listActiveBlogRowsBetween(db: Database, from: Date, until: Date | undefined, limit: number): Promise<BlogRow[]> {
  const conditions = [eq(blogs.status, ACTIVE), gte(blogs.createdAt, from)];
  if (until) conditions.push(lt(blogs.createdAt, until));
  return db
    .select()
    .from(blogs)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * Creation time of the newest Active post, or undefined when none is Active.
 * @see docs/product/content.md ("Home (`/`)" and "Blog")
 */
export async function findNewestActiveBlogDate(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: blogs.createdAt })
    .from(blogs)
    .where(eq(blogs.status, ACTIVE))
    .orderBy(...newestFirst)
    .limit(1);
  return row ? new Date(row.createdAt) : undefined;
}

/**
 * The Active post with id `blogId`, or undefined (unknown or not Active).
 * @see docs/product/content.md ("Blog")
 */
export async function findActiveBlogRow(db: Database, blogId: number): Promise<BlogRow | undefined> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.blogId, blogId), eq(blogs.status, ACTIVE)))
    .limit(1);
  return row;
}

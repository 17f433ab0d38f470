import type { Blog } from '@realty/contracts/content/blog';
import { BLOG_NOT_FOUND, type GetBlogResponse } from '@realty/contracts/content/get-blog';
import type { ListBlogsQuery, ListBlogsResponse } from '@realty/contracts/content/list-blogs';
import { MAX_RECENT_BLOGS, type RecentBlogsResponse } from '@realty/contracts/content/recent-blogs';
import type { Database } from '@realty/db/client';
import { notFound } from '../../lib/app-error.ts';
import { excerptOf, renderBlogMarkdown } from './blog-html.ts';
import {
  type BlogRow,
  findActiveBlogRow,
  findNewestActiveBlogDate,
  listActiveBlogRows,
  listActiveBlogRowsBetween,
} from './blogs.repository.ts';

/** India Standard Time is UTC+05:30 all year (no daylight saving), in milliseconds. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * Turns a stored row into the public {@link Blog} shape (spec field names; the stored Markdown
 * body rendered to sanitised HTML).
 * @see docs/product/content.md ("Blog")
 */
export function toBlog(row: BlogRow): Blog {
  const body = renderBlogMarkdown(row.description);
  return {
    blog_id: row.blogId,
    blog_title: row.title,
    blog_excerpt: row.excerpt.trim() || excerptOf(body),
    blog_description: body,
    blog_image: row.image,
    blog_status: row.status,
    blog_author: row.author,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The same moment one calendar month earlier (day clamped to the shorter month's last day,
 * e.g. 31 March → 28/29 February), in UTC.
 * @see docs/product/content.md ("Home (`/`)" and "Blog")
 */
export function oneMonthBefore(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/**
 * Start (inclusive) and end (exclusive) of the calendar month, in India Standard Time, that
 * contains `moment`, as UTC instants.
 * @see docs/product/content.md ("Home (`/`)" and "Blog")
 */
export function calendarMonthOf(moment: Date): { from: Date; until: Date } {
  const local = new Date(moment.getTime() + IST_OFFSET_MS);
  const from = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS;
  const until = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - IST_OFFSET_MS;
  return { from: new Date(from), until: new Date(until) };
}

/**
 * `GET /api/blogs/recent`, the home blog window (docs/product/content.md): Active posts created
 * within the last month before `now`, newest first; if there are none, the posts of the calendar
 * month (IST) of the newest Active post. At most {@link MAX_RECENT_BLOGS}. `now` is injectable for tests.
 * @see docs/product/content.md ("Home (`/`)" and "Blog")
 */
export async function listRecentBlogs(db: Database, now: Date = new Date()): Promise<RecentBlogsResponse> {
  const lastMonth = await listActiveBlogRowsBetween(db, oneMonthBefore(now), undefined, MAX_RECENT_BLOGS);
  if (lastMonth.length > 0) return { success: true, data: lastMonth.map(toBlog) };
  const newest = await findNewestActiveBlogDate(db);
  if (!newest) return { success: true, data: [] };
  const { from, until } = calendarMonthOf(newest);
  const rows = await listActiveBlogRowsBetween(db, from, until, MAX_RECENT_BLOGS);
  return { success: true, data: rows.map(toBlog) };
}

/**
 * `GET /api/blogs`: one page of Active posts, newest first (docs/product/content.md "Blog page").
 * @see docs/product/content.md ("Blog")
 */
export async function listBlogs(db: Database, query: ListBlogsQuery): Promise<ListBlogsResponse> {
  const { rows, total } = await listActiveBlogRows(db, (query.page - 1) * query.pageSize, query.pageSize);
  return { success: true, data: rows.map(toBlog), total, page: query.page, pageSize: query.pageSize };
}

/**
 * `GET /api/blogs/{blog_id}`: one Active post.
 * @throws AppError 404 `BLOG_NOT_FOUND` ('Blog not found.', code NOT_FOUND) for an unknown or hidden post.
 * @see docs/product/content.md ("Blog")
 */
export async function getBlog(db: Database, blogId: number): Promise<GetBlogResponse> {
  const row = await findActiveBlogRow(db, blogId);
  if (!row) throw notFound(BLOG_NOT_FOUND);
  return { success: true, data: toBlog(row) };
}

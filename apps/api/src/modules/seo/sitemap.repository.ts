import type { Database } from '@realty/db/client';
import { blogs, builders, sites } from '@realty/db/schema';
import { and, asc, count, eq, gt, isNotNull, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** One address of a sitemap as stored: the row's id and when it last changed (ISO 8601 in UTC with milliseconds, as `Date#toISOString`). */
export type SitemapRow = { id: number; lastmod: string };

/** Rows read per query while a listing sitemap is written: about 5,000 × 40 bytes held at a time. */
export const SITEMAP_BATCH_ROWS = 5000;

/**
 * A timestamptz as `YYYY-MM-DDTHH:MM:SS.mmmZ` (what `Date#toISOString` writes), the same text on
 * PGlite and PostgreSQL, with no date parsing per row in the driver.
 */
const isoUtc = (column: PgColumn | SQL): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * How many listings exist. Every row of `sites` is a published listing: builder projects reach it
 * only when approved (docs/decisions/0012-builder-projects.md).
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export async function countListingRows(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sites);
  return Number(row?.n ?? 0);
}

/**
 * The listings from the `offset`-th (0-based, in `site_id` order) on, at most `limit` of them, as
 * id and `updated_at`, read in batches of `batchSize` rows: the first by offset, the next ones by
 * `site_id > last` (the primary key index), so memory stays bounded however many listings there
 * are. Yields only non-empty batches and stops at the first short one. Each batch is its own
 * query: a listing deleted or added while the file is written is simply missed or included.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export async function* listingRowBatches(
  db: Database,
  offset: number,
  limit: number,
  batchSize: number = SITEMAP_BATCH_ROWS,
): AsyncGenerator<SitemapRow[], void, undefined> {
  let left = limit;
  let after: number | undefined;
  while (left > 0) {
    const take = Math.min(batchSize, left);
    const query = db
      .select({ id: sites.siteId, lastmod: isoUtc(sites.updatedAt) })
      .from(sites)
      .where(after === undefined ? undefined : gt(sites.siteId, after))
      .orderBy(asc(sites.siteId))
      .limit(take);
    const rows = after === undefined ? await query.offset(offset) : await query;
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = rows[rows.length - 1]?.id;
    if (rows.length < take) return;
  }
}

/**
 * Every Active (public) blog post, as id and `updated_at`, oldest id first. Hidden posts are
 * left out: their pages answer "Page not found".
 * @see docs/product/seo.md ("Sitemap and robots.txt"), docs/product/content.md ("Blog")
 */
export function listActiveBlogSitemapRows(db: Database): Promise<SitemapRow[]> {
  return db
    .select({ id: blogs.blogId, lastmod: isoUtc(blogs.updatedAt) })
    .from(blogs)
    .where(eq(blogs.status, 'Active'))
    .orderBy(asc(blogs.blogId));
}

/**
 * The builders whose public developer page shows something: an active account with at least one
 * listing (only approval creates those), as builder id and the newest `updated_at` of its
 * listings, in id order. Reads the partial index `sites_builder`.
 * @see docs/product/seo.md ("Sitemap and robots.txt"), docs/product/builders.md ("Public")
 */
export function listDeveloperSitemapRows(db: Database): Promise<SitemapRow[]> {
  return db
    .select({ id: builders.builderId, lastmod: isoUtc(max(sites.updatedAt)) })
    .from(sites)
    .innerJoin(builders, eq(builders.builderId, sites.builderId))
    .where(and(isNotNull(sites.builderId), eq(builders.status, 'active')))
    .groupBy(builders.builderId)
    .orderBy(asc(builders.builderId));
}

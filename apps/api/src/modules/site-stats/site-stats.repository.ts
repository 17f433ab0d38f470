import type { Database } from '@realty/db/client';
import { associates, sites, users } from '@realty/db/schema';
import { count, eq } from 'drizzle-orm';

/**
 * The three counts of the home page's counters: every listing, active associates and active
 * customer accounts (docs/product/content.md "Counters").
 */
export async function countSiteFigures(db: Database): Promise<{ sites: number; associates: number; customers: number }> {
  const [[siteCount], [associateCount], [customerCount]] = await Promise.all([
    db.select({ n: count() }).from(sites),
    db.select({ n: count() }).from(associates).where(eq(associates.status, 'active')),
    db.select({ n: count() }).from(users).where(eq(users.status, 'active')),
  ]);
  return { sites: siteCount?.n ?? 0, associates: associateCount?.n ?? 0, customers: customerCount?.n ?? 0 };
}

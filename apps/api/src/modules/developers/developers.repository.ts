import type { Database } from '@realty/db/client';
import { builders, sites } from '@realty/db/schema';
import { desc, eq } from 'drizzle-orm';

/** The public columns of a builder: id, company, city, GSTIN-verified flag and account status (never contact details). */
export type DeveloperRow = { builderId: number; company: string; city: string; gstinVerified: boolean; status: string };
/** A `sites` row of a developer's listing. */
export type DeveloperSiteRow = typeof sites.$inferSelect;

/**
 * The public columns of builder `builderId`, or undefined.
 * @see docs/product/builders.md ("Public")
 */
export async function findDeveloperRow(db: Database, builderId: number): Promise<DeveloperRow | undefined> {
  const [row] = await db
    .select({
      builderId: builders.builderId,
      company: builders.company,
      city: builders.city,
      gstinVerified: builders.gstinVerified,
      status: builders.status,
    })
    .from(builders)
    .where(eq(builders.builderId, builderId));
  return row;
}

/**
 * The listings of builder `builderId` (only approval creates them), most recently reviewed first.
 * @see docs/product/builders.md ("Public")
 */
export function listDeveloperSiteRows(db: Database, builderId: number): Promise<DeveloperSiteRow[]> {
  return db.select().from(sites).where(eq(sites.builderId, builderId)).orderBy(desc(sites.reviewedAt), desc(sites.siteId));
}

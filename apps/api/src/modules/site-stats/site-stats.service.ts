import type { SiteStatsResponse } from '@realty/contracts/content/site-stats';
import type { Database } from '@realty/db/client';
import { countSiteFigures } from './site-stats.repository.ts';

/**
 * `GET /api/stats`: the home page's counters as the database has them now, so the site never
 * claims more listings, associates or customers than it has.
 * @see docs/product/content.md ("Counters")
 */
export async function getSiteStats(db: Database): Promise<SiteStatsResponse> {
  return { success: true, data: await countSiteFigures(db) };
}

import type { SiteStatsResponse } from '@realty/contracts/content/site-stats';
import type { Database } from '@realty/db/client';
import { applyFloors, readCounterFloors } from './counter-floors.service.ts';
import { countSiteFigures } from './site-stats.repository.ts';

/**
 * `GET /api/stats`: the home page's counters as the database has them now, raised to the floors
 * staff set for marketing (`floored` names the counters shown at their floor), so the site never
 * claims more than its data or a floor stated in the back office.
 * @see docs/product/content.md ("Counters")
 */
export async function getSiteStats(db: Database): Promise<SiteStatsResponse> {
  const [counted, floors] = await Promise.all([countSiteFigures(db), readCounterFloors(db)]);
  return { success: true, data: applyFloors(counted, floors) };
}

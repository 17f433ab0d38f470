import type { Database } from '@realty/db/client';
import { sites } from '@realty/db/schema';
import { and, desc, isNotNull, sql } from 'drizzle-orm';
import { type SiteFilters, siteFilterConditionsOf, siteFilterShapeOf, siteFilterValuesOf } from './sites.repository.ts';

/** One listing on the map as read: coordinates and price as the database's decimal text. */
export type MapPointRow = { siteId: number; title: string; lat: string; lon: string; price: string; landmark: string; city: string };

/**
 * The listings matching `filters` (the same conditions as `GET /api/sites`, from the sites
 * repository) that have a location, newest first, at most `limit` of them
 * (docs/product/catalogue.md, "The listing page": the map view).
 */
export async function findMapPointRows(db: Database, filters: SiteFilters, limit: number): Promise<MapPointRow[]> {
  const conditions = siteFilterConditionsOf(siteFilterShapeOf(filters));
  const rows = await db
    .select({
      siteId: sites.siteId,
      title: sites.title,
      lat: sites.lat,
      lon: sites.lon,
      price: sites.price,
      landmark: sites.landmark,
      city: sites.city,
    })
    .from(sites)
    .where(and(isNotNull(sites.location), ...conditions))
    .orderBy(desc(sites.siteId))
    .limit(sql.placeholder('limit'))
    .prepare('')
    .execute({ ...siteFilterValuesOf(filters), limit });
  return rows.flatMap((r) => (r.lat === null || r.lon === null ? [] : [{ ...r, lat: r.lat, lon: r.lon }]));
}

import { parseSearchText } from '@realty/contracts/listings/search-parser';
import { LIST_TOTAL_BOUND } from '@realty/contracts/sites/list-sites';
import { MAP_POINTS_CAP, type MapPointsQuery, type MapPointsResponse } from '@realty/contracts/sites/map-points';
import type { Database } from '@realty/db/client';
import { loadPlaceIndex } from '../places/places.service.ts';
import { findMapPointRows } from './map-points.repository.ts';
import { countSiteRows } from './sites.repository.ts';
import { siteFiltersOf } from './sites.service.ts';

/**
 * `GET /api/sites/map` (docs/product/catalogue.md, "The listing page"): every listing matching the
 * query of `GET /api/sites` (the same filters, read by the same `siteFiltersOf`, free text `q`
 * included) that has a location, up to `cap` ({@link MAP_POINTS_CAP}), newest first, with how many
 * listings match in all (counted up to `LIST_TOTAL_BOUND` + 1, with or without a location) and
 * `capped: true` when more with a location match than were sent.
 */
export async function listMapPoints(db: Database, query: MapPointsQuery, cap: number = MAP_POINTS_CAP): Promise<MapPointsResponse> {
  const places = await loadPlaceIndex(db);
  const understood = query.q === undefined ? undefined : parseSearchText(query.q, places.searchPlaces);
  const filters = siteFiltersOf(query, places, understood);
  const [rows, counted] = await Promise.all([findMapPointRows(db, filters, cap + 1), countSiteRows(db, filters, LIST_TOTAL_BOUND + 1)]);
  const answer: MapPointsResponse = {
    success: true,
    data: rows.slice(0, cap).map((r) => ({
      site_id: r.siteId,
      site_title: r.title,
      site_lat: Number(r.lat),
      site_lon: Number(r.lon),
      site_price: r.price,
      site_landmark: r.landmark,
      site_city: r.city,
    })),
    matched: counted.total,
    capped: rows.length > cap,
  };
  if (understood) answer.understood = understood;
  return answer;
}

import type { MapPointsQuery, MapPointsResponse } from '@realty/contracts/sites/map-points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryOf } from '../../../lib/api-client.ts';

/** Query of `GET /api/sites/map`: the listing page's filters as `GET /api/sites` takes them (page, size and sort are ignored). */
export type MapPointsRequest = QueryOf<MapPointsQuery>;

/** Cache key of one `GET /api/sites/map` query. */
export const mapPointsQueryKey = (query: MapPointsRequest) => ['sites', 'map', query] as const;

/**
 * Every listing matching `query` that has a location, for the results map
 * (`GET /api/sites/map`, docs/product/catalogue.md, "The listing page"): up to
 * `MAP_POINTS_CAP`, with `matched` (all matches) and `capped`. The previous answer stays shown
 * while a moved area or a changed filter loads.
 */
export function useMapPoints(query: MapPointsRequest) {
  const { page: _page, pageSize: _pageSize, sort: _sort, fields: _fields, ...filters } = query;
  return useQuery({
    queryKey: mapPointsQueryKey(filters),
    queryFn: ({ signal }) => apiRequest<MapPointsResponse>('/sites/map', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

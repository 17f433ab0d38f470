import { type ListSitesResponse, listSitesResponseSchema } from '@realty/contracts/sites/list-sites';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query of `GET /api/sites` as sent (public-site.md §7): filters, sort, page, pageSize. */
export type SitesQuery = Record<string, string | number | undefined>;

/** Cache key of one `GET /api/sites` query. */
export const sitesQueryKey = (query: SitesQuery) => ['sites', 'list', query] as const;

/**
 * Fetches one page of listings from `GET /api/sites` and checks the answer against the contract.
 * @throws ApiError on a non-2xx answer or network failure.
 */
export function fetchSites(query: SitesQuery, signal?: AbortSignal): Promise<ListSitesResponse> {
  return apiRequest('/sites', { query, signal, schema: listSitesResponseSchema });
}

/** TanStack Query hook over {@link fetchSites}; cached per query for 30 s so Back shows the same page at once. */
export function useSites(query: SitesQuery) {
  return useQuery({ queryKey: sitesQueryKey(query), queryFn: ({ signal }) => fetchSites(query, signal) });
}

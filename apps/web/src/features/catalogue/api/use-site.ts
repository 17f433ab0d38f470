import type { GetSiteResponse } from '@realty/contracts/sites/get-site';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Cache key of `GET /api/sites/{id}`. (docs/product/catalogue.md) */
export const siteQueryKey = (siteId: number) => ['sites', 'detail', siteId] as const;

/**
 * Fetches one listing and its related listings from `GET /api/sites/{id}` (docs/product/catalogue.md).
 * On arrival, the answer the server drew the page with is already in the query cache: lib/query-state.ts.
 * @throws ApiError 404 'Property not found.' for an unknown id, or any other non-2xx answer.
 */
export function fetchSite(siteId: number, signal?: AbortSignal): Promise<GetSiteResponse['data']> {
  return apiRequest(`/sites/${siteId}`, { signal, schema: async () => (await import('./site-answer-schema.ts')).siteAnswerSchema }).then(
    (answer) => answer.data as GetSiteResponse['data'],
  );
}

/** TanStack Query hook over {@link fetchSite}; disabled while `siteId` is not a positive whole number. (docs/product/catalogue.md) */
export function useSite(siteId: number) {
  return useQuery({
    queryKey: siteQueryKey(siteId),
    queryFn: ({ signal }) => fetchSite(siteId, signal),
    enabled: Number.isInteger(siteId) && siteId > 0,
    // a 404 drawn by the server stays a 404 in the browser's first render (lib/query-state.ts)
    retryOnMount: false,
  });
}

/**
 * Loads several listings by id (e.g. the recently viewed ones), sharing the detail cache; ids
 * that fail (deleted listings) are left out. Returns the listings in the order of `siteIds`.
 * See docs/product/catalogue.md.
 */
export function useSitesById(siteIds: readonly number[]) {
  return useQueries({
    queries: siteIds.map((siteId) => ({
      queryKey: siteQueryKey(siteId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchSite(siteId, signal),
    })),
    combine: (results) => ({
      sites: results.flatMap((r) => (r.data ? [r.data.site] : [])),
      isPending: results.some((r) => r.isPending),
    }),
  });
}

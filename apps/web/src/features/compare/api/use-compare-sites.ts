import { useQueries } from '@tanstack/react-query';
import { type ApiError, apiRequest } from '../../../lib/api-client.ts';
import { type CompareListing, readCompareListing } from '../utils/compare-fields.ts';

/**
 * Cache key of one listing as the compare feature reads it. Not the catalogue's key: the answer
 * is kept whole here (fields the contract does not know yet included), so the two caches never
 * hold different shapes under one key.
 */
export const compareSiteQueryKey = (siteId: number) => ['compare', 'site', siteId] as const;

/**
 * Fetches one listing from `GET /api/sites/{id}` (docs/product/catalogue.md, "The detail page")
 * and reads it with {@link readCompareListing}, keeping every field of the answer.
 * @throws ApiError (404 'Property not found.' for an unknown id, or any other non-2xx answer);
 *   TypeError when the answer holds no listing.
 */
export async function fetchCompareSite(siteId: number, signal?: AbortSignal): Promise<CompareListing> {
  const answer = await apiRequest<unknown>(`/sites/${siteId}`, { signal });
  return readCompareListing(answer);
}

/** One listing of {@link useCompareSites}: still loading, loaded, or failed. */
export type CompareSiteState =
  | { id: number; state: 'loading' }
  | { id: number; state: 'loaded'; listing: CompareListing }
  | { id: number; state: 'failed'; error: ApiError | Error };

/**
 * Loads the listings of `siteIds` side by side (at most three; docs/product/catalogue.md),
 * each in its own query so one unknown id does not hide the others. Results are in the order
 * of `siteIds`; `isPending` is true while any is loading.
 */
export function useCompareSites(siteIds: readonly number[]) {
  return useQueries({
    queries: siteIds.map((siteId) => ({
      queryKey: compareSiteQueryKey(siteId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCompareSite(siteId, signal),
    })),
    combine: (results) => ({
      sites: results.map((r, i): CompareSiteState => {
        const id = siteIds[i] ?? 0;
        if (r.data) return { id, state: 'loaded', listing: r.data };
        if (r.isError) return { id, state: 'failed', error: r.error };
        return { id, state: 'loading' };
      }),
      isPending: results.some((r) => r.isPending),
      refetchFailed: () => {
        for (const r of results) if (r.isError) void r.refetch();
      },
    }),
  });
}

import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import {
  type ListSitesQuery,
  type ListSitesResponse,
  listSitesQuerySchema,
  listSitesResponseSchema,
} from '@realty/contracts/sites/list-sites';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, type QueryOf, wireQuery } from '../../../lib/api-client.ts';

/**
 * Query of `GET /api/sites` as this app sends it (docs/product/catalogue.md, "Searching"):
 * filters, sort, page and pageSize, each typed as the contract's `listSitesQuerySchema` reads it,
 * so a misspelt filter or a wrong kind of value fails the type check.
 */
export type SitesQuery = QueryOf<ListSitesQuery>;

/** Cache key of one `GET /api/sites` query. */
export const sitesQueryKey = (query: SitesQuery) => ['sites', 'list', query] as const;

/**
 * Fetches one page of listings from `GET /api/sites` and checks the answer against the contract.
 * The query is first checked, as it will travel, with the API's own `listSitesQuerySchema`: a
 * value the API would refuse is never sent (docs/product/catalogue.md, "Searching").
 * @throws ApiError with status 400, code VALIDATION_FAILED and the contract's message naming the
 * `field`, without any request, when the query holds a value the API would refuse; ApiError on a
 * non-2xx answer or network failure.
 */
export function fetchSites(query: SitesQuery, signal?: AbortSignal): Promise<ListSitesResponse> {
  const checked = listSitesQuerySchema.safeParse(wireQuery(query));
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return Promise.reject(
      new ApiError(400, issue?.message ?? 'Invalid listing query', {
        code: ERROR_CODES.VALIDATION_FAILED,
        field: issue?.path[0] === undefined ? undefined : String(issue.path[0]),
        isServerMessage: false,
      }),
    );
  }
  return apiRequest('/sites', { query, signal, schema: listSitesResponseSchema });
}

/** TanStack Query hook over {@link fetchSites}; cached per query for 30 s so Back shows the same page at once. */
export function useSites(query: SitesQuery) {
  return useQuery({ queryKey: sitesQueryKey(query), queryFn: ({ signal }) => fetchSites(query, signal) });
}

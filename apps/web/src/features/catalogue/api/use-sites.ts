import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { SearchFilters } from '@realty/contracts/listings/search-parser';
import {
  type ListSitesQuery,
  type ListSitesResponse,
  listSitesQuerySchema,
  listSitesResponseSchema,
  searchUnderstoodSchema,
} from '@realty/contracts/sites/list-sites';
import { siteSchema } from '@realty/contracts/sites/site';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, type QueryOf, wireQuery } from '../../../lib/api-client.ts';

/**
 * Query of `GET /api/sites` as this app sends it (docs/product/catalogue.md, "Searching"):
 * filters, sort, page and pageSize, each typed as the contract's `listSitesQuerySchema` reads it,
 * so a misspelt filter or a wrong kind of value fails the type check.
 */
export type SitesQuery = QueryOf<ListSitesQuery>;

/**
 * The answer of `GET /api/sites` as this app reads it: the contract's `listSitesResponseSchema`,
 * keeping the fields of each listing the contract does not name yet (the structured fields the
 * API is adding, read defensively by utils/listing-facts.ts) and `understood`, the filters read
 * from `q` (absent when the API does not send it, or sends it in a shape this app cannot read).
 */
export type SitesAnswer = Omit<ListSitesResponse, 'understood'> & { understood?: SearchFilters };

/** Made on the first answer read: a page drawn by the server reads none while it starts. */
let answerSchema: z.ZodType | undefined;

function readAnswer(payload: unknown): SitesAnswer {
  answerSchema ??= listSitesResponseSchema.extend({ data: z.array(siteSchema.loose()), understood: z.unknown().optional() });
  const { understood, ...answer } = answerSchema.parse(payload) as Omit<ListSitesResponse, 'understood'> & { understood?: unknown };
  const read = understood === undefined || understood === null ? undefined : searchUnderstoodSchema.safeParse(understood);
  return read?.success ? { ...answer, understood: read.data as SearchFilters } : answer;
}

/** Cache key of one `GET /api/sites` query. (docs/product/catalogue.md) */
export const sitesQueryKey = (query: SitesQuery) => ['sites', 'list', query] as const;

/**
 * Fetches one page of listings from `GET /api/sites` and checks the answer against the contract.
 * The query is first checked, as it will travel, with the API's own `listSitesQuerySchema`: a
 * value the API would refuse is never sent (docs/product/catalogue.md, "Searching").
 * @throws ApiError with status 400, code VALIDATION_FAILED and the contract's message naming the
 * `field`, without any request, when the query holds a value the API would refuse; ApiError on a
 * non-2xx answer or network failure.
 */
export function fetchSites(query: SitesQuery, signal?: AbortSignal): Promise<SitesAnswer> {
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
  return apiRequest<unknown>('/sites', { query, signal }).then(readAnswer);
}

/**
 * TanStack Query hook over {@link fetchSites}; cached per query for 30 s so Back shows the same
 * page at once. `enabled: false` sends nothing (e.g. while the address holds a conflict).
 * See docs/product/catalogue.md.
 */
export function useSites(query: SitesQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: sitesQueryKey(query), queryFn: ({ signal }) => fetchSites(query, signal), enabled: options.enabled ?? true });
}

import { developerResponseSchema } from '@realty/contracts/builders/developers';
import { siteSchema } from '@realty/contracts/sites/site';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The answer of `GET /api/developers/{id}` as this app reads it: the contract's schema, keeping
 * the listing fields the contract does not name yet (e.g. `builder_id`, `reviewed_at`).
 */
const developerAnswerSchema = developerResponseSchema.extend({
  data: developerResponseSchema.shape.data.extend({ projects: z.array(siteSchema.loose()) }),
});

/** A developer's public profile: company, city, GSTIN-verified flag and approved projects as listings. */
export type PublicDeveloper = z.infer<typeof developerAnswerSchema>['data'];

/**
 * `GET /api/developers/{builderId}` (docs/product/builders.md, "Public"): the builder's company,
 * city, whether its GSTIN passed the check-digit test, and its approved projects as public
 * listings, newest first. Waits while `builderId` is undefined.
 * @throws ApiError 404 NOT_FOUND for an unknown or inactive builder, or any other non-2xx answer.
 */
export function useDeveloper(builderId: number | undefined) {
  return useQuery({
    queryKey: ['developers', builderId],
    queryFn: ({ signal }) => apiRequest(`/developers/${builderId}`, { signal, schema: developerAnswerSchema }).then((a) => a.data),
    enabled: builderId !== undefined,
    // a 404 drawn by the server stays a 404 in the browser's first render (lib/query-state.ts)
    retryOnMount: false,
  });
}

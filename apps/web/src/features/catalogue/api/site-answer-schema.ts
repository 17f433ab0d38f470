import { getSiteResponseSchema } from '@realty/contracts/sites/get-site';
import { siteSchema } from '@realty/contracts/sites/site';
import { z } from 'zod';

// Loaded by use-site.ts on the first `GET /api/sites/{id}` the browser makes itself: the listing
// page's first answer comes drawn by the server, so the page's code carries no zod (issue #35,
// docs/decisions/0033-javascript-budget.md).

/**
 * The answer of `GET /api/sites/{id}` as this app reads it: the contract's schema, keeping the
 * fields of the listings the contract does not name yet (the structured fields the API is
 * adding; docs/product/catalogue.md, "The listing").
 */
export const siteAnswerSchema = getSiteResponseSchema.extend({
  data: getSiteResponseSchema.shape.data.extend({ site: siteSchema.loose(), related_sites: z.array(siteSchema.loose()) }),
});

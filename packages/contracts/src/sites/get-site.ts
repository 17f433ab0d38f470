import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { siteSchema } from './site.ts';

/** Path parameters of `GET /api/sites/{id}`: the site id, digits without a leading zero (`common/ids.ts`). */
export const siteIdParamsSchema = z.object({ id: idSchema('Listing ID') });

/**
 * Person-facing messages of the catalogue API (docs/product/catalogue.md, "The detail page"),
 * shared by the public and the back office listing routes and exported for the web app.
 */
export const SITES_MESSAGES = {
  /** 404 of `GET /api/sites/{id}` and of every `/api/admin/sites/{id}` route for an unknown listing (code NOT_FOUND). */
  notFound: 'Property not found.',
} as const;

/** Largest number of related listings returned with a site. */
export const MAX_RELATED_SITES = 6;

/**
 * Answer of `GET /api/sites/{id}` (docs/product/catalogue.md): the site and up to six related
 * listings (staff picks first, then the same category nearest by coordinates).
 */
export const getSiteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    site: siteSchema,
    related_sites: z.array(siteSchema),
  }),
});

/** Shape of {@link getSiteResponseSchema}. */
export type GetSiteResponse = z.infer<typeof getSiteResponseSchema>;

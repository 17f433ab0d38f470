import { z } from 'zod';
import { SITE_STATUSES, siteSchema } from '../sites/site.ts';

/** Answer of `POST` (201) and `PUT /api/admin/sites/{id}`, the status change and the media routes: the listing as saved. */
export const adminSaveSiteResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: siteSchema });
/** Shape of {@link adminSaveSiteResponseSchema}. */
export type AdminSaveSiteResponse = z.infer<typeof adminSaveSiteResponseSchema>;

/** Body of `PATCH /api/admin/sites/{id}/status` (public-site.md §4 statuses). */
export const adminSiteStatusBodySchema = z.object({
  site_status: z.enum(SITE_STATUSES, { error: `Status must be one of ${SITE_STATUSES.join(', ')}.` }),
});

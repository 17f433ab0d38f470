import { z } from 'zod';
import { SITE_STATUSES, siteSchema } from '../sites/site.ts';
import { SITE_INPUT_MESSAGES } from './site-input.ts';

/**
 * Person-facing messages of the back office listing writes (docs/product/back-office.md,
 * "Listings"): the `message` of their success answers. An unknown listing is answered 404 with
 * `SITES_MESSAGES.notFound` of `sites/get-site.ts`.
 */
export const ADMIN_SITE_MESSAGES = {
  created: 'Listing created.',
  saved: 'Listing saved.',
  statusSet: (status: string) => `Status set to ${status}.`,
  deleted: 'Listing deleted.',
} as const;

/** Answer of `POST` (201) and `PUT /api/admin/sites/{id}`, the status change and the media routes: the listing as saved. */
export const adminSaveSiteResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: siteSchema });
/** Shape of {@link adminSaveSiteResponseSchema}. */
export type AdminSaveSiteResponse = z.infer<typeof adminSaveSiteResponseSchema>;

/** Body of `PATCH /api/admin/sites/{id}/status`: Available, Not Available or Sold (docs/product/catalogue.md, "The listing"). */
export const adminSiteStatusBodySchema = z.object({
  site_status: z.enum(SITE_STATUSES, { error: SITE_INPUT_MESSAGES.status }),
});

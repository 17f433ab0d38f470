import { z } from 'zod';

/**
 * The figures the home page counts up to (docs/product/content.md "Counters"), read from the
 * database at the time of the request: `sites` every listing in the catalogue, `associates`
 * active members of the associate network, `customers` active customer accounts. Whole numbers.
 * Where staff set a marketing floor above the count (`PUT /api/admin/counters`), the figure is
 * the floor and `floored` names it (the page then shows "+"); `floored` is absent when every
 * figure is the count itself.
 */
export const siteStatsSchema = z
  .object({
    sites: z.number().int().nonnegative(),
    associates: z.number().int().nonnegative(),
    customers: z.number().int().nonnegative(),
    floored: z.array(z.enum(['sites', 'associates', 'customers'])).optional(),
  })
  .meta({ id: 'SiteStats' });

/** Shape of {@link siteStatsSchema}. */
export type SiteStats = z.infer<typeof siteStatsSchema>;

/** Answer of `GET /api/stats` (docs/product/content.md "Counters"). */
export const siteStatsResponseSchema = z.object({ success: z.literal(true), data: siteStatsSchema });

/** Shape of {@link siteStatsResponseSchema}. */
export type SiteStatsResponse = z.infer<typeof siteStatsResponseSchema>;

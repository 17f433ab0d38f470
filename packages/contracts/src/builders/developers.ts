import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { siteSchema } from '../sites/site.ts';

/**
 * The public developer page (docs/product/builders.md, "Public"): `GET /api/developers/{id}`
 * answers the company name, city, whether its GSTIN passed the check-digit test, and its approved
 * projects as public listings (newest first). No contact details: no person, mobile, e-mail,
 * address or GSTIN.
 */
export const developerSchema = z
  .object({
    builder_id: z.number().int(),
    company: z.string(),
    city: z.string(),
    gstin_verified: z.boolean(),
    projects: z.array(siteSchema),
  })
  .meta({ id: 'Developer' });
/** Shape of {@link developerSchema}. */
export type Developer = z.infer<typeof developerSchema>;

/** Path `{id}` of `GET /api/developers/{id}`. */
export const developerParamsSchema = z.object({ id: idSchema('Developer ID') });

/** Answer of `GET /api/developers/{id}` (404 for an unknown or inactive builder). */
export const developerResponseSchema = z.object({ success: z.literal(true), data: developerSchema });
/** Shape of {@link developerResponseSchema}. */
export type DeveloperResponse = z.infer<typeof developerResponseSchema>;

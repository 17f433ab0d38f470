import { z } from 'zod';
import { idField, siteSummarySchema } from './fields.ts';

/** Most viewed-site records returned (newest first). */
export const MAX_VIEWED_SITES = 30;

/** Body of `POST /api/user/viewed_site` `{ user_id, site_id }` (docs/product/activity.md). */
export const recordViewBodySchema = z.object({ user_id: idField('Customer ID'), site_id: idField('Property ID') });
/** Shape of {@link recordViewBodySchema}. */
export type RecordViewBody = z.infer<typeof recordViewBodySchema>;

/** Answer of `POST /api/user/viewed_site`. */
export const recordViewResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Path of `GET /api/user/viewed_site/{userId}`. */
export const viewedSitesParamsSchema = z.object({ userId: idField('Customer ID') });

/**
 * One viewed-site record (docs/product/activity.md): the listing's summary fields at top level, as the
 * spec's record carries them, plus `viewed_at`.
 */
export const viewedSiteSchema = siteSummarySchema.extend({ viewed_at: z.string() }).meta({ id: 'ViewedSite' });
/** Shape of {@link viewedSiteSchema}. */
export type ViewedSite = z.infer<typeof viewedSiteSchema>;

/** Answer of `GET /api/user/viewed_site/{userId}`: most recent first, one entry per site. */
export const listViewedSitesResponseSchema = z.object({ success: z.literal(true), data: z.array(viewedSiteSchema) });
/** Shape of {@link listViewedSitesResponseSchema}. */
export type ListViewedSitesResponse = z.infer<typeof listViewedSitesResponseSchema>;

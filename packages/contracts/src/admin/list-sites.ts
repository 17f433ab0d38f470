import { z } from 'zod';
import { blankToUndefined } from '../common/envelope.ts';
import { choicesInWords } from '../common/field-labels.ts';
import { singleLineText } from '../common/text.ts';
import { SITE_STATUSES, siteSchema } from '../sites/site.ts';
import { pageMetaShape, pagingShape, searchText } from './common.ts';

/** Orders of the back office listings table: recently updated first (default), title A-Z, price high to low. */
export const ADMIN_SITE_SORTS = ['updated', 'title', 'price'] as const;

/**
 * Query of `GET /api/admin/sites` (docs/product/back-office.md): `q` searches title, city, state,
 * landmark, famous place, developer and RERA number; `status` and `category` narrow; any status is
 * listed (Available, Not Available, Sold).
 */
export const adminListSitesQuerySchema = z.object({
  q: searchText,
  status: z.preprocess(
    blankToUndefined,
    z.enum(SITE_STATUSES, { error: `Status must be one of ${choicesInWords(SITE_STATUSES)}` }).optional(),
  ),
  category: z.preprocess(
    blankToUndefined,
    singleLineText('Category', { trim: true }).max(60, 'Category must be at most 60 characters').optional(),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_SITE_SORTS, { error: `Sort by must be one of ${choicesInWords(ADMIN_SITE_SORTS)}` }).default('updated'),
  ),
  ...pagingShape,
});
/** Parsed {@link adminListSitesQuerySchema}. */
export type AdminListSitesQuery = z.infer<typeof adminListSitesQuerySchema>;

/** Answer of `GET /api/admin/sites`: `{ success, data: list, total, page, pageSize }` (docs/product/back-office.md "list or {data: list}"). */
export const adminListSitesResponseSchema = z.object({ success: z.literal(true), data: z.array(siteSchema), ...pageMetaShape });
/** Shape of {@link adminListSitesResponseSchema}. */
export type AdminListSitesResponse = z.infer<typeof adminListSitesResponseSchema>;

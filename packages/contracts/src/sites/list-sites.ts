import { z } from 'zod';
import { blankToUndefined, optionalText, wholeNumber } from '../common/envelope.ts';
import { numberText } from '../common/text.ts';
import { siteSchema } from './site.ts';

/** Sort keys of docs/product/catalogue.md (option values of the sort select); absent means a stable default order. */
export const SITE_SORTS = ['Newest', 'priceLowHigh', 'priceHighLow', 'titleAZ', 'titleZA'] as const;
/** One of {@link SITE_SORTS}. */
export type SiteSort = (typeof SITE_SORTS)[number];

/** Default and largest page sizes of the listing (docs/product/catalogue.md: 9 per page). */
export const SITE_PAGE_SIZE = 9;
export const SITE_MAX_PAGE_SIZE = 60;
/** Highest accepted price filter, in rupees (1,000 crore). */
export const MAX_PRICE_FILTER = 10_000_000_000;

const price = (field: string) =>
  z.preprocess(
    (value) => numberText(blankToUndefined(value)),
    z.coerce
      .number({ error: `${field} must be a number of rupees` })
      .min(0, `${field} must be 0 or more`)
      .max(MAX_PRICE_FILTER, `${field} must be at most ${MAX_PRICE_FILTER}`)
      .optional(),
  );

/**
 * Query of `GET /api/sites` (docs/product/catalogue.md, docs/product/catalogue.md §3). All filters
 * combine with AND and are case-insensitive; `category` may also arrive as `property_type`
 * or `type`; prices are rupees; `page` and `pageSize` are digits without a leading zero. Blank
 * values count as absent; text holding a control character is refused (400 naming the field).
 */
export const listSitesQuerySchema = z.object({
  title: optionalText('title'),
  category: optionalText('category'),
  property_type: optionalText('property_type'),
  type: optionalText('type'),
  location: optionalText('location'),
  search: optionalText('search'),
  state: optionalText('state'),
  city: optionalText('city'),
  minPrice: price('minPrice'),
  maxPrice: price('maxPrice'),
  sort: z.preprocess(
    (v) => (v === 'Default' ? undefined : blankToUndefined(v)),
    z.enum(SITE_SORTS, { error: `sort must be one of ${SITE_SORTS.join(', ')}` }).optional(),
  ),
  page: wholeNumber('page', 1, 100_000, 1),
  pageSize: wholeNumber('pageSize', 1, SITE_MAX_PAGE_SIZE, SITE_PAGE_SIZE),
});

/** Parsed query of `GET /api/sites`. */
export type ListSitesQuery = z.infer<typeof listSitesQuerySchema>;

/** Answer of `GET /api/sites`: one page of listings and the total that match. */
export const listSitesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(siteSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Shape of {@link listSitesResponseSchema}. */
export type ListSitesResponse = z.infer<typeof listSitesResponseSchema>;

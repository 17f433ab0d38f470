import { z } from 'zod';
import { blankToUndefined, optionalText, wholeNumber } from '../common/envelope.ts';
import { choicesInWords } from '../common/field-labels.ts';
import { isAllowedText, numberText } from '../common/text.ts';
import { SEARCH_CATEGORIES } from '../listings/search-parser.ts';
import { FURNISHINGS, MAX_BHK, POSSESSIONS } from './listing-fields.ts';
import { siteSchema } from './site.ts';

/**
 * Sort keys of docs/product/catalogue.md (option values of the sort select); absent means a stable
 * default order. `pricePerSqftLowHigh` puts listings without a price per square foot last.
 */
export const SITE_SORTS = ['Newest', 'priceLowHigh', 'priceHighLow', 'titleAZ', 'titleZA', 'pricePerSqftLowHigh'] as const;
/** One of {@link SITE_SORTS} (docs/product/catalogue.md, "Searching"). */
export type SiteSort = (typeof SITE_SORTS)[number];

/** Default and largest page sizes of the listing (docs/product/catalogue.md: 9 per page). */
export const SITE_PAGE_SIZE = 9;
export const SITE_MAX_PAGE_SIZE = 60;

/** Highest accepted price filter, in rupees (1,000 crore). */
export const MAX_PRICE_FILTER = 10_000_000_000;

/** Highest accepted area filter, in square feet (10 crore sq ft, about 2,300 acres; docs/product/catalogue.md, "Searching"). */
export const MAX_AREA_FILTER = 100_000_000;

/** Most characters of the free-text search `q` (docs/product/catalogue.md, "Searching"). */
export const MAX_SEARCH_TEXT = 200;
/**
 * Matches of `GET /api/sites` are counted exactly up to this many, or up to the end of the page
 * asked for when that is further (docs/product/catalogue.md, "Searching"); when more match, the
 * answer's `total` is that bound and `totalIsLowerBound` is true ("Showing 1 - 9 of 10,000+").
 */
export const LIST_TOTAL_BOUND = 10_000;

/**
 * The response header of `GET /api/sites` and `GET /api/sites/{id}` naming the catalogue version
 * the answer is of (docs/product/catalogue.md, "Freshness"): a whole number that grows with every
 * change to the listings (about the microseconds since 1970 of the change).
 */
export const CATALOGUE_VERSION_HEADER = 'x-catalogue-version';

/**
 * The 400 messages of the `GET /api/sites` filters added with the structured fields
 * (docs/product/catalogue.md, "Searching"); each names its field in words (the answer's `field`
 * carries the parameter's name).
 */
export const LIST_SITES_MESSAGES = {
  bhk: `BHK must be bedroom counts from 0 to ${MAX_BHK} separated by commas, e.g. 2,3 (4 means 4 or more)`,
  possession: 'Possession must be ready to move or under construction',
  furnishing: `Furnishing must be one of ${choicesInWords(FURNISHINGS)}`,
  verified: 'Verified must be true',
  bbox: 'Map area must be west,south,east,north in degrees, e.g. 82.9,25.2,83.1,25.4 (longitudes -180 to 180, latitudes -90 to 90, west not above east, south not above north)',
  minPriceAboveMax: 'Min Price must not be above Max Price',
  minAreaAboveMax: 'Min Area must not be above Max Area',
  fields: 'Fields must be full',
  sort: 'Sort by must be one of Newest, price low to high, price high to low, title A to Z, title Z to A, price per sq ft low to high',
} as const;

/** Several values of one parameter: comma separated, or the parameter repeated (`bhk=2&bhk=3`). */
const joined = (value: unknown): unknown => (Array.isArray(value) ? value.join(',') : value);

/** A price filter named `label` in its messages: rupees, 0 to {@link MAX_PRICE_FILTER} (1,000 crore). */
const price = (label: string) =>
  z.preprocess(
    (value) => numberText(blankToUndefined(value)),
    z.coerce
      .number({ error: `${label} must be an amount in rupees` })
      .min(0, `${label} must be 0 or more`)
      .max(MAX_PRICE_FILTER, `${label} must be at most 1,000 crore`)
      .optional(),
  );

/** An area filter named `label` in its messages: square feet, 0 to {@link MAX_AREA_FILTER} (10 crore). */
const area = (label: string) =>
  z.preprocess(
    (value) => numberText(blankToUndefined(value)),
    z.coerce
      .number({ error: `${label} must be a number of square feet` })
      .min(0, `${label} must be 0 or more`)
      .max(MAX_AREA_FILTER, `${label} must be at most 10,00,00,000 sq ft`)
      .optional(),
  );

/**
 * A comma-separated list (blank counts as absent) checked item by item and answered in one
 * canonical text, so the parsed query stays plain text for clients that build addresses from it.
 */
const list = (message: string, read: (items: string[]) => string | undefined) =>
  z.preprocess(
    (value) => blankToUndefined(joined(value)),
    z
      .string({ error: message })
      .transform((text, ctx) => {
        const items = isAllowedText(text) ? text.split(',').map((item) => item.trim()) : [];
        const canonical = items.length > 0 && items.every((item) => item !== '') ? read(items) : undefined;
        if (canonical === undefined) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return canonical;
      })
      .optional(),
  );

const oneOf = (values: readonly string[], message: string) =>
  list(message, (items) => (items.every((item) => values.includes(item)) ? [...new Set(items)].join(',') : undefined));

const BHK_ITEM = /^(?:0|[1-9][0-9]?)$/;
const DEGREES = /^-?(?:0|[1-9][0-9]{0,2})(?:\.[0-9]{1,10})?$/;

/**
 * Reads a `bhk` filter value: "2" or "2,3" (also `bhk=2&bhk=3`), counts 0 (1 RK) to {@link MAX_BHK};
 * 4 or more means "4 BHK or more". Answers the counts ascending without repeats, e.g. "2,3", or
 * undefined for text that is not such a list. docs/product/catalogue.md, "Searching".
 */
export function readBhkFilter(text: string): number[] | undefined {
  const items = text.split(',').map((item) => item.trim());
  if (!items.every((item) => BHK_ITEM.test(item) && Number(item) <= MAX_BHK)) return undefined;
  return [...new Set(items.map(Number))].sort((a, b) => a - b);
}

/**
 * Reads a `bbox` value "west,south,east,north" in degrees (longitudes -180 to 180, latitudes
 * -90 to 90, west ≤ east, south ≤ north; a box never crosses the 180th meridian). Answers the four
 * numbers, or undefined. docs/product/catalogue.md, "Searching".
 */
export function readBoundingBox(text: string): [west: number, south: number, east: number, north: number] | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) return undefined;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const lonOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (!lonOk(west) || !lonOk(east) || !latOk(south) || !latOk(north) || west > east || south > north) return undefined;
  return [west, south, east, north];
}

/**
 * Query of `GET /api/sites` (docs/product/catalogue.md, "Searching"). All filters combine with AND
 * and are case-insensitive; `category` may also arrive as `property_type` or `type`; prices are
 * rupees; `page` and `pageSize` are digits without a leading zero. Blank values count as absent;
 * text holding a control character is refused (400 naming the field).
 *
 * The filters of the structured fields, each parsed to plain canonical text:
 * - `bhk`: bedroom counts, comma separated (or repeated), 0 = 1 RK, 4 = "4 or more" → e.g. "2,3";
 * - `minArea`, `maxArea`: square feet (numbers), against the carpet area, or the plot area;
 * - `possession`: `ready` and/or `under_construction`; `furnishing`: `unfurnished`, `semi`,
 *   `furnished` (comma separated for several);
 * - `verified`: `true` only (leave it out for all listings);
 * - `bbox`: "west,south,east,north" in degrees, the map's box;
 * - `q`: free text read by `parseSearchText` (listings/search-parser.ts) with the places table;
 *   what it understood is echoed as `understood` in the answer.
 * A `minPrice` above `maxPrice` is refused ('Min Price must not be above Max Price', field
 * minPrice), likewise `minArea` above `maxArea`. Messages ({@link LIST_SITES_MESSAGES}) name the
 * filters in words, as the search form labels them ('Min Price', 'Page size'); the answer's `field`
 * names the parameter.
 */
export const listSitesQuerySchema = z
  .object({
    title: optionalText('Title'),
    category: optionalText('Category'),
    property_type: optionalText('Category'),
    type: optionalText('Category'),
    location: optionalText('Location'),
    search: optionalText('Search'),
    state: optionalText('State'),
    city: optionalText('City'),
    minPrice: price('Min Price'),
    maxPrice: price('Max Price'),
    sort: z.preprocess(
      (v) => (v === 'Default' ? undefined : blankToUndefined(v)),
      z.enum(SITE_SORTS, { error: LIST_SITES_MESSAGES.sort }).optional(),
    ),
    page: wholeNumber('Page', 1, 100_000, 1),
    pageSize: wholeNumber('Page size', 1, SITE_MAX_PAGE_SIZE, SITE_PAGE_SIZE),
    q: optionalText('Search', MAX_SEARCH_TEXT),
    bhk: list(LIST_SITES_MESSAGES.bhk, (items) => readBhkFilter(items.join(','))?.join(',')),
    minArea: area('Min Area'),
    maxArea: area('Max Area'),
    possession: oneOf(POSSESSIONS, LIST_SITES_MESSAGES.possession),
    furnishing: oneOf(FURNISHINGS, LIST_SITES_MESSAGES.furnishing),
    verified: z.preprocess(blankToUndefined, z.literal('true', { error: LIST_SITES_MESSAGES.verified }).optional()),
    bbox: list(LIST_SITES_MESSAGES.bbox, (items) => readBoundingBox(items.join(','))?.join(',')),
    /**
     * `full` sends each listing's whole description (and Hindi description), as older clients
     * read it; without it they are cut to a 150-character preview (`LIST_DESCRIPTION_PREVIEW_CHARS`).
     */
    fields: z.preprocess(blankToUndefined, z.literal('full', { error: LIST_SITES_MESSAGES.fields }).optional()),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: LIST_SITES_MESSAGES.minPriceAboveMax });
    if (query.minArea !== undefined && query.maxArea !== undefined && query.minArea > query.maxArea)
      ctx.addIssue({ code: 'custom', path: ['minArea'], message: LIST_SITES_MESSAGES.minAreaAboveMax });
  });

/** Parsed query of `GET /api/sites` (docs/product/catalogue.md, "Searching"). */
export type ListSitesQuery = z.infer<typeof listSitesQuerySchema>;

/**
 * What `GET /api/sites?q=…` understood of the free text (docs/product/catalogue.md, "Searching"):
 * the filters `parseSearchText` read, with only the keys it found. `bhk` ascending (0 = 1 RK,
 * 4 = 4 or more); `category` a search category (Apartment, Plot, House, Villa, Commercial; see
 * `SITE_CATEGORIES_OF_SEARCH` for the listing categories each stands for); `city` the canonical
 * city of the places table; `locality` as the places table spells it; `minPrice`/`maxPrice` whole
 * rupees; `text` the words not understood, searched as a substring of title, city, landmark and
 * famous place. A page shows each as a chip (`filterChips` of listings/search-parser.ts) and can
 * drop one by sending the others as ordinary filters.
 */
export const searchUnderstoodSchema = z
  .object({
    bhk: z.array(z.number().int()).optional(),
    category: z.enum(SEARCH_CATEGORIES).optional(),
    city: z.string().optional(),
    locality: z.string().optional(),
    minPrice: z.number().int().optional(),
    maxPrice: z.number().int().optional(),
    text: z.string().optional(),
  })
  .meta({ id: 'SearchUnderstood' });
/** Shape of {@link searchUnderstoodSchema} (docs/product/catalogue.md, "Searching"). */
export type SearchUnderstood = z.infer<typeof searchUnderstoodSchema>;

/**
 * Answer of `GET /api/sites`: `{ success, data, total, page, pageSize }`, one page of listings and
 * the number that match. `total` is exact up to the count bound, max({@link LIST_TOTAL_BOUND},
 * page × pageSize); when more listings match, `total` is that bound and `totalIsLowerBound: true`
 * follows `pageSize` (the field is absent otherwise). With a non-blank `q`, also `understood`
 * (last). A request without `q` whose matches are within the bound gets exactly the first five
 * fields. docs/product/catalogue.md, "Searching".
 */
export const listSitesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(siteSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalIsLowerBound: z.literal(true).optional(),
  understood: searchUnderstoodSchema.optional(),
});

/**
 * How far `GET /api/sites` counts the matches of a page: exactly up to max({@link LIST_TOTAL_BOUND},
 * `page` × `pageSize`) listings (docs/product/catalogue.md, "Searching"). `bound` is for tests.
 */
export function listTotalBoundOf(page: number, pageSize: number, bound: number = LIST_TOTAL_BOUND): number {
  return Math.max(bound, page * pageSize);
}
/** Shape of {@link listSitesResponseSchema} (docs/product/catalogue.md, "Searching"). */
export type ListSitesResponse = z.infer<typeof listSitesResponseSchema>;

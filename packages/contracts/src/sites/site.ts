import { z } from 'zod';
import { AREA_UNITS, FACINGS, FURNISHINGS, OWNERSHIPS, POSSESSIONS, TRANSACTIONS } from './listing-fields.ts';

/** Listing statuses of docs/product/catalogue.md; a missing status counts as Available. */
export const SITE_STATUSES = ['Available', 'Not Available', 'Sold'] as const;
/** One of {@link SITE_STATUSES}. */
export type SiteStatus = (typeof SITE_STATUSES)[number];

/** Categories offered by the filters (docs/product/catalogue.md) plus Plots for land listings. */
export const SITE_CATEGORIES = ['Town Houses', 'Family Houses', 'Apartment', 'Plots'] as const;

/**
 * Money on the wire: rupees as exact decimal text with two places, e.g. "4500000.00"
 * (docs/product/catalogue.md: "numeric text, parsed to a number"). Never a float.
 */
export const rupeesSchema = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/)
  .meta({ description: 'Rupees as decimal text, e.g. "4500000.00"' });

const sqft = (description: string) =>
  z
    .number()
    .min(0)
    .meta({ description: `${description}, square feet (up to 2 decimals)` });

/**
 * The structured fields every listing answer carries after the spec's fields
 * (docs/product/catalogue.md, "Structured fields"). `bhk`, `approved_by`, `loan_banks` and
 * `verified` are always present; every other field is left out when the listing does not give
 * it (never null). Areas are square feet as JSON numbers with up to 2 decimals, except
 * `plot_area`, which is in `plot_area_unit` (up to 4 decimals) and is also given in square feet
 * as `plot_area_sqft` (1 sq yd = 9, 1 sq m = 10.7639, 1 acre = 43,560 sq ft; rounded half up to
 * 0.01). `price_per_sqft` is whole rupees: `site_price` ÷ the carpet area (the minimum when a
 * range is given), or ÷ the plot area when there is no carpet area, rounded half up; left out
 * when either is missing or 0. The fields are optional in the type so that clients written before
 * them still type-check; the API always sends the four that are always present.
 */
export const siteStructuredShape = {
  bhk: z
    .array(z.number().int().min(0))
    .optional()
    .meta({ description: 'Bedroom counts offered, ascending (0 = 1 RK); empty for plots and commercial' }),
  carpet_area_sqft_min: sqft('Smallest carpet area').optional(),
  carpet_area_sqft_max: sqft('Largest carpet area').optional(),
  built_up_area_sqft: sqft('Built-up area (of the smallest configuration when several)').optional(),
  super_built_up_area_sqft: sqft('Super built-up area (of the smallest configuration when several)').optional(),
  plot_area: z.number().min(0).optional().meta({ description: 'Plot area in plot_area_unit' }),
  plot_area_unit: z.enum(AREA_UNITS).optional(),
  plot_area_sqft: sqft('Plot area').optional(),
  price_per_sqft: z.number().int().optional().meta({ description: 'Whole rupees per square foot of carpet (or plot) area' }),
  possession: z.enum(POSSESSIONS).optional(),
  possession_date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .meta({ description: 'Expected possession month (YYYY-MM), for under_construction only' }),
  furnishing: z.enum(FURNISHINGS).optional(),
  facing: z.enum(FACINGS).optional(),
  transaction: z.enum(TRANSACTIONS).optional(),
  ownership: z.enum(OWNERSHIPS).optional(),
  approved_by: z.array(z.string()).optional().meta({ description: 'Approving authorities, e.g. VDA, LDA, PDA, UP-RERA' }),
  loan_banks: z.array(z.string()).optional().meta({ description: 'Banks that lend against this listing' }),
  verified: z.boolean().optional().meta({ description: 'Staff have verified the listing (the card shows a Verified badge)' }),
};

/**
 * A property (site) as the public API returns it, with the spec's field names
 * (docs/product/catalogue.md), followed by the structured fields of {@link siteStructuredShape}.
 * Images and PDFs are paths served under `/server/{path}`. `site_title_hi` and
 * `site_description_hi` are the listing's Hindi title and description, or null when staff gave none
 * (docs/product/catalogue.md, "Hindi title and description").
 */
export const siteSchema = z
  .object({
    site_id: z.number().int(),
    site_title: z.string(),
    site_city: z.string(),
    site_state: z.string(),
    site_landmark: z.string(),
    site_famous_place: z.string(),
    site_category: z.string(),
    site_developer: z.string(),
    site_rera_number: z.string().meta({ description: 'State RERA registration number, empty when not registered' }),
    site_min_price: rupeesSchema,
    site_max_price: rupeesSchema,
    site_price: rupeesSchema,
    site_area: z.string().meta({ description: 'Area text, e.g. "1,450 sq ft carpet area"' }),
    site_description: z.string(),
    site_status: z.enum(SITE_STATUSES),
    site_lat: z.number().nullable().meta({ description: 'Latitude in degrees' }),
    site_lon: z.number().nullable().meta({ description: 'Longitude in degrees' }),
    site_youtube_link: z.string(),
    cover_images: z.array(z.string()),
    inner_images: z.array(z.string()),
    site_pdfs: z.array(z.string()),
    amenities: z.array(z.string()),
    related_sites: z.array(z.number().int()).meta({ description: 'Ids of listings staff picked as related' }),
    created_at: z.string().meta({ description: 'ISO 8601 timestamp' }),
    updated_at: z.string().meta({ description: 'ISO 8601 timestamp' }),
    ...siteStructuredShape,
    // docs/product/builders.md, "Public": optional in the type for clients written before them; the API always sends both
    builder_id: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: 'The builder whose approved project this listing is (GET /api/developers/{id}); null otherwise' }),
    reviewed_at: z.string().nullable().optional().meta({ description: 'When staff last approved the listing (ISO 8601), null if never' }),
    // docs/product/catalogue.md, "Hindi title and description": optional in the type for clients written before them; the API always sends both
    site_title_hi: z.string().nullable().optional().meta({ description: 'Title in Hindi, null when none was given' }),
    site_description_hi: z.string().nullable().optional().meta({ description: 'Description in Hindi, null when none was given' }),
  })
  .meta({ id: 'Site' });

/** The structured fields of a listing ({@link siteStructuredShape}), as a type (docs/product/catalogue.md, "Structured fields"). */
export type SiteStructuredFields = z.infer<z.ZodObject<typeof siteStructuredShape>>;

/** A property as returned by `GET /api/sites` and `GET /api/sites/{id}`. */
export type Site = z.infer<typeof siteSchema>;

import { z } from 'zod';

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

/**
 * A property (site) as the public API returns it, with the spec's field names
 * (docs/product/catalogue.md). Images and PDFs are paths served under `/server/{path}`.
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
  })
  .meta({ id: 'Site' });

/** A property as returned by `GET /api/sites` and `GET /api/sites/{id}`. */
export type Site = z.infer<typeof siteSchema>;

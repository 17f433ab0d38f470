import { z } from 'zod';
import { isAllowedText, multiLineText, numberText, singleLineText, type TextLines } from '../common/text.ts';
import { AREA_UNITS, FACINGS, FURNISHINGS, MAX_BHK, OWNERSHIPS, POSSESSIONS, TRANSACTIONS } from '../sites/listing-fields.ts';
import { SITE_CATEGORIES, SITE_STATUSES, siteSchema } from '../sites/site.ts';
import { adminId } from './common.ts';

/**
 * Body of `POST /api/admin/sites` and `PUT /api/admin/sites/{id}`: every editable field of a
 * listing (docs/product/back-office.md) with the spec's names. Photos and brochures are not here: they have
 * their own upload and ordering routes. Prices are rupees (numbers or numeric text, two decimals
 * kept), coordinates degrees, `related_sites` up to six other listing ids. Each failure names
 * its field with a sentence from {@link SITE_INPUT_MESSAGES}; text holding a control character
 * fails with 'Title contains characters that are not allowed.' (only the description may span
 * lines).
 *
 * The structured fields (docs/product/catalogue.md, "Structured fields"), all optional; a PUT
 * without them clears them (it replaces every editable field):
 * - `bhk`: bedroom counts 0 to 20 (an array, or text "2,3" / "2|3"); must be empty for Plots;
 * - `carpet_area_sqft_min`/`_max` (min ≤ max), `built_up_area_sqft`, `super_built_up_area_sqft`:
 *   square feet above 0, 2 decimals at most; `plot_area` (4 decimals at most) with
 *   `plot_area_unit` (sqft, sqyd, sqm, acre; both or neither);
 * - `possession` (ready, under_construction) with `possession_date` "YYYY-MM" for under
 *   construction only; `furnishing`, `facing`, `transaction`, `ownership` from the lists of
 *   `sites/listing-fields.ts` (case, spaces, hyphens and common spellings such as
 *   "Semi-Furnished", "North-East", "NE", "Ready to move", "sq yd" are read as the canonical value);
 * - `approved_by` (at most 10, 40 characters each) and `loan_banks` (at most 20, 60 characters
 *   each): arrays or `|`-separated text; `verified`: a boolean (or true/false/yes/no/1/0 as text).
 * Blank or null means not given.
 *
 * `site_brokerage_percent` (docs/product/pipeline.md, "Deals and brokerage"): what the builder
 * pays the company on a booking, a percentage of the agreement value from 0 to 100 with at most 2
 * decimals (a number or text), answered as text with two decimals ("2.00"); blank, null or left
 * out is the default {@link DEFAULT_SITE_BROKERAGE_PERCENT}. Staff see it in the back office
 * answers ({@link adminSiteSchema}); the public catalogue does not show it.
 *
 * `site_title_hi` and `site_description_hi` (docs/product/catalogue.md, "Hindi title and
 * description"): the optional Hindi title (one line, 3 to 200 characters) and description (may
 * span lines, at most 10,000 characters), shown on the Hindi pages instead of the English ones.
 * Text or null; null, left out or blank means none (and a PUT without them clears them). A control
 * character anywhere, leading and trailing ones included, is refused before the text is trimmed.
 */

/** Messages of the listing editor, one per rule. */
export const SITE_INPUT_MESSAGES = {
  title: 'Title is required (3 to 200 characters).',
  city: 'City is required.',
  state: 'State is required.',
  category: `Choose a category: ${SITE_CATEGORIES.join(', ')}.`,
  price: 'Enter the price in rupees (a number from 0 to 10,000,000,000).',
  minAboveMax: 'Minimum price must not be more than the maximum price.',
  status: `Status must be one of ${SITE_STATUSES.join(', ')}.`,
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  bothCoordinates: 'Give both latitude and longitude, or neither.',
  youtube: 'Enter a YouTube link (https://www.youtube.com/… or https://youtu.be/…) or leave it empty.',
  amenity: 'Each amenity must be 1 to 80 characters; at most 40 amenities.',
  related: 'Pick at most 6 related listings.',
  /** Checked by the server: a listing named among its own related listings. */
  relatedSelf: 'A listing cannot be related to itself.',
  /** Checked by the server: related listing ids that are not listings. */
  relatedUnknown: (ids: number[]) => `Related listing ${ids.join(', ')} does not exist.`,
  rera: 'RERA number may hold letters, digits, / and - (at most 50 characters).',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  bhk: `BHK must be bedroom counts from 0 to ${MAX_BHK} (0 is a 1 RK), at most 10 of them, e.g. 2, 3.`,
  bhkOnPlot: 'Plots have no bedrooms: leave BHK empty.',
  area: (label: string) => `${label} must be a number of square feet above 0 (at most 2 decimals, at most 10,000,000).`,
  carpetMinAboveMax: 'Minimum carpet area must not be more than the maximum carpet area.',
  plotArea: 'Plot area must be a number above 0 in its unit (at most 4 decimals, at most 100,000,000).',
  plotUnit: `Plot area unit must be one of ${AREA_UNITS.join(', ')}.`,
  plotPair: 'Give the plot area with its unit, or neither.',
  possession: 'Possession must be ready to move or under construction.',
  possessionDate: 'Possession date must be a month, e.g. 2027-06.',
  possessionDateOnlyUnderConstruction: 'A possession date is only for listings under construction.',
  furnishing: `Furnishing must be one of ${FURNISHINGS.join(', ')}.`,
  facing: 'Facing must be north, north-east, east, south-east, south, south-west, west or north-west.',
  transaction: `Transaction must be one of ${TRANSACTIONS.join(', ')}.`,
  ownership: `Ownership must be one of ${OWNERSHIPS.join(', ')}.`,
  approvedBy: 'Each approving authority must be 1 to 40 characters; at most 10.',
  loanBanks: 'Each bank must be 1 to 60 characters; at most 20.',
  verified: 'Verified must be true or false.',
  brokeragePercent: 'Brokerage must be a percentage from 0 to 100 with at most 2 decimals, e.g. 2 or 1.75.',
  titleHi: 'Title in Hindi must be 3 to 200 characters, or left empty.',
} as const;

/** A listing's brokerage percentage when staff leave it out (docs/product/pipeline.md, "Deals and brokerage"). */
export const DEFAULT_SITE_BROKERAGE_PERCENT = '2.00';

/** Highest price accepted, in rupees (1,000 crore). */
export const MAX_SITE_PRICE = 10_000_000_000;

const text = (label: string, max: number, lines: TextLines = 'single') =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    (lines === 'multi' ? multiLineText(label, { trim: true }) : singleLineText(label, { trim: true })).max(
      max,
      SITE_INPUT_MESSAGES.tooLong(label, max),
    ),
  );
const requiredText = (label: string, message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    singleLineText(label, { error: message, trim: true }).min(min, message).max(max, message),
  );
const rupees = z.preprocess(
  (v) =>
    v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
      ? 0
      : typeof v === 'string'
        ? numberText(v.replace(/,/g, '').trim())
        : v,
  z.coerce
    .number({ error: SITE_INPUT_MESSAGES.price })
    .min(0, SITE_INPUT_MESSAGES.price)
    .max(MAX_SITE_PRICE, SITE_INPUT_MESSAGES.price)
    .transform((n) => n.toFixed(2)),
);
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : numberText(v)),
    z.coerce.number({ error: message }).min(min, message).max(max, message).nullable(),
  );
/** Nothing given: null, undefined or blank text. */
const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * An optional text in another language (the Hindi title and description): text or null; null,
 * undefined or white space only is none (null). The control-character rule runs on the text as
 * sent, before it is trimmed, so a leading or trailing control character is refused too; then the
 * trimmed text must be `min` to `max` characters (`message` otherwise).
 */
const optionalTranslation = (label: string, lines: TextLines, min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '' && isAllowedText(v, lines)) ? null : v),
    (lines === 'multi' ? multiLineText(label, { error: message }) : singleLineText(label, { error: message }))
      .trim()
      .min(min, message)
      .max(max, message)
      .nullable(),
  );

/**
 * An optional area in square feet (a number or numeric text, commas allowed): above 0, at most 2
 * decimals and 10,000,000; blank or null is absent (null).
 */
const squareFeet = (label: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : typeof v === 'string' ? numberText(v.replace(/,/g, '').trim()) : v),
    z.coerce
      .number({ error: SITE_INPUT_MESSAGES.area(label) })
      .gt(0, SITE_INPUT_MESSAGES.area(label))
      .max(10_000_000, SITE_INPUT_MESSAGES.area(label))
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, SITE_INPUT_MESSAGES.area(label))
      .nullable(),
  );

/** Lower-case words of a choice as typed: 'Semi-Furnished' → 'semi furnished', 'north_east' → 'north east'. */
const words = (v: string): string =>
  v
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * An optional choice of `values`, also accepted in the spellings of `synonyms` (case, spaces,
 * hyphens and underscores ignored), answered in the canonical spelling; blank or null is absent.
 */
const choice = <T extends string>(values: readonly T[], message: string, synonyms: Record<string, T> = {}) =>
  z.preprocess((v) => {
    if (isBlank(v)) return null;
    if (typeof v !== 'string') return v;
    const said = words(v);
    return values.find((value) => words(value) === said) ?? synonyms[said] ?? v;
  }, z.enum(values as [T, ...T[]], { error: message }).nullable());

/**
 * A list of short texts like `amenities` (an array, or text separated by `|` as a CSV cell holds
 * it): each item trimmed, 1 to `maxLength` characters, no control characters (a bad item is named
 * by its index, e.g. `approved_by.1`); at most `maxItems`; repeats (any case) dropped.
 */
const textList = (label: string, message: string, maxLength: number, maxItems: number) =>
  z.preprocess(
    (v) =>
      isBlank(v)
        ? []
        : typeof v === 'string'
          ? v
              .split('|')
              .map((item) => item.trim())
              .filter((item) => item !== '')
          : v,
    z
      .array(singleLineText(label, { error: message, trim: true }).min(1, message).max(maxLength, message), { error: message })
      .max(maxItems, message)
      .transform((list) => list.filter((item, i) => list.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i)),
  );

const FACING_SHORT: Record<string, (typeof FACINGS)[number]> = {
  n: 'north',
  ne: 'north_east',
  e: 'east',
  se: 'south_east',
  s: 'south',
  sw: 'south_west',
  w: 'west',
  nw: 'north_west',
  northeast: 'north_east',
  southeast: 'south_east',
  southwest: 'south_west',
  northwest: 'north_west',
};

/**
 * A percentage from 0 to 100 with at most 2 decimals (a number or text), checked on its digits so
 * that no float rounding can slip through, answered as text with two decimals ("1.75"); blank or
 * null is the default.
 */
const brokeragePercent = z
  .preprocess(
    (v) => (isBlank(v) ? DEFAULT_SITE_BROKERAGE_PERCENT : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: SITE_INPUT_MESSAGES.brokeragePercent })
      .regex(/^\d{1,3}(\.\d{1,2})?$/, SITE_INPUT_MESSAGES.brokeragePercent)
      .transform((v, ctx) => {
        const [whole = '0', fraction = ''] = v.split('.');
        const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
        if (hundredths > 10_000) {
          ctx.addIssue({ code: 'custom', message: SITE_INPUT_MESSAGES.brokeragePercent });
          return z.NEVER;
        }
        return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
      }),
  )
  .default(DEFAULT_SITE_BROKERAGE_PERCENT);

const YOUTUBE = /^https:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/|live\/)|youtu\.be\/)[\w-]{6,}([?&#][\w=&%.-]*)?$/;

/** The editable listing fields; see the file comment. */
export const siteInputSchema = z
  .object({
    site_title: requiredText('Title', SITE_INPUT_MESSAGES.title, 3, 200),
    site_city: requiredText('City', SITE_INPUT_MESSAGES.city, 2, 80),
    site_state: requiredText('State', SITE_INPUT_MESSAGES.state, 2, 80),
    site_landmark: text('Landmark', 120).default(''),
    site_famous_place: text('Famous place', 120).default(''),
    site_category: z.enum(SITE_CATEGORIES, { error: SITE_INPUT_MESSAGES.category }),
    site_developer: text('Developer', 120).default(''),
    site_rera_number: text('RERA number', 50)
      .refine((v) => /^[A-Za-z0-9/ -]*$/.test(v), SITE_INPUT_MESSAGES.rera)
      .default(''),
    site_min_price: rupees.default('0.00'),
    site_max_price: rupees.default('0.00'),
    site_price: rupees.default('0.00'),
    site_area: text('Area', 100).default(''),
    site_description: text('Description', 10_000, 'multi').default(''),
    site_title_hi: optionalTranslation('Title in Hindi', 'single', 3, 200, SITE_INPUT_MESSAGES.titleHi)
      .default(null)
      .meta({ description: 'Title in Hindi (3 to 200 characters), or null for none' }),
    site_description_hi: optionalTranslation(
      'Description in Hindi',
      'multi',
      1,
      10_000,
      SITE_INPUT_MESSAGES.tooLong('Description in Hindi', 10_000),
    )
      .default(null)
      .meta({ description: 'Description in Hindi (may span lines, at most 10,000 characters), or null for none' }),
    site_status: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 'Available' : v),
      z.enum(SITE_STATUSES, { error: SITE_INPUT_MESSAGES.status }),
    ),
    site_lat: coordinate(-90, 90, SITE_INPUT_MESSAGES.latitude).default(null),
    site_lon: coordinate(-180, 180, SITE_INPUT_MESSAGES.longitude).default(null),
    site_youtube_link: text('YouTube link', 300)
      .refine((v) => v === '' || YOUTUBE.test(v), SITE_INPUT_MESSAGES.youtube)
      .default(''),
    amenities: z
      .array(
        singleLineText('Amenity', { error: SITE_INPUT_MESSAGES.amenity, trim: true })
          .min(1, SITE_INPUT_MESSAGES.amenity)
          .max(80, SITE_INPUT_MESSAGES.amenity),
        { error: SITE_INPUT_MESSAGES.amenity },
      )
      .max(40, SITE_INPUT_MESSAGES.amenity)
      .transform((list) => [...new Set(list)])
      .default([]),
    related_sites: z
      .array(adminId('Related listing ID'), { error: SITE_INPUT_MESSAGES.related })
      .max(6, SITE_INPUT_MESSAGES.related)
      .transform((list) => [...new Set(list)])
      .default([]),
    bhk: z
      .preprocess(
        (v) =>
          isBlank(v)
            ? []
            : typeof v === 'string'
              ? v
                  .split(/[,|]/)
                  .map((n) => n.trim())
                  .map((n) => (/^\d{1,2}$/.test(n) ? Number(n) : n))
              : v,
        z
          // whole counts checked by a rule rather than `.int()`: the document then calls them numbers, not ids (0 is a 1 RK)
          .array(
            z
              .number({ error: SITE_INPUT_MESSAGES.bhk })
              .min(0, SITE_INPUT_MESSAGES.bhk)
              .max(MAX_BHK, SITE_INPUT_MESSAGES.bhk)
              .refine(Number.isInteger, SITE_INPUT_MESSAGES.bhk),
            { error: SITE_INPUT_MESSAGES.bhk },
          )
          .max(10, SITE_INPUT_MESSAGES.bhk)
          .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
      )
      .default([]),
    carpet_area_sqft_min: squareFeet('Minimum carpet area').default(null),
    carpet_area_sqft_max: squareFeet('Maximum carpet area').default(null),
    built_up_area_sqft: squareFeet('Built-up area').default(null),
    super_built_up_area_sqft: squareFeet('Super built-up area').default(null),
    plot_area: z
      .preprocess(
        (v) => (isBlank(v) ? null : typeof v === 'string' ? numberText(v.replace(/,/g, '').trim()) : v),
        z.coerce
          .number({ error: SITE_INPUT_MESSAGES.plotArea })
          .gt(0, SITE_INPUT_MESSAGES.plotArea)
          .max(100_000_000, SITE_INPUT_MESSAGES.plotArea)
          .refine((n) => Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6, SITE_INPUT_MESSAGES.plotArea)
          .nullable(),
      )
      .default(null),
    plot_area_unit: choice(AREA_UNITS, SITE_INPUT_MESSAGES.plotUnit, {
      'sq ft': 'sqft',
      'sq yd': 'sqyd',
      'sq m': 'sqm',
      acres: 'acre',
      gaj: 'sqyd',
    }).default(null),
    possession: choice(POSSESSIONS, SITE_INPUT_MESSAGES.possession, {
      'ready to move': 'ready',
      'ready to move in': 'ready',
      'under construction': 'under_construction',
    }).default(null),
    possession_date: z
      .preprocess(
        (v) => (isBlank(v) ? null : typeof v === 'string' ? v.trim() : v),
        z
          .string({ error: SITE_INPUT_MESSAGES.possessionDate })
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, SITE_INPUT_MESSAGES.possessionDate)
          .nullable(),
      )
      .default(null),
    furnishing: choice(FURNISHINGS, SITE_INPUT_MESSAGES.furnishing, {
      'semi furnished': 'semi',
      'fully furnished': 'furnished',
      'un furnished': 'unfurnished',
    }).default(null),
    facing: choice(FACINGS, SITE_INPUT_MESSAGES.facing, FACING_SHORT).default(null),
    transaction: choice(TRANSACTIONS, SITE_INPUT_MESSAGES.transaction, { 'new booking': 'new', primary: 'new' }).default(null),
    ownership: choice(OWNERSHIPS, SITE_INPUT_MESSAGES.ownership).default(null),
    approved_by: textList('Approving authority', SITE_INPUT_MESSAGES.approvedBy, 40, 10).default([]),
    loan_banks: textList('Bank', SITE_INPUT_MESSAGES.loanBanks, 60, 20).default([]),
    verified: z
      .preprocess(
        (v) => {
          if (isBlank(v)) return false;
          if (typeof v !== 'string') return v;
          const said = v.trim().toLowerCase();
          return ['true', 'yes', '1'].includes(said) ? true : ['false', 'no', '0'].includes(said) ? false : v;
        },
        z.boolean({ error: SITE_INPUT_MESSAGES.verified }),
      )
      .default(false),
    site_brokerage_percent: brokeragePercent,
  })
  .superRefine((site, ctx) => {
    if (site.site_category === 'Plots' && site.bhk.length > 0)
      ctx.addIssue({ code: 'custom', path: ['bhk'], message: SITE_INPUT_MESSAGES.bhkOnPlot });
    if (site.carpet_area_sqft_min !== null && site.carpet_area_sqft_max !== null && site.carpet_area_sqft_min > site.carpet_area_sqft_max)
      ctx.addIssue({ code: 'custom', path: ['carpet_area_sqft_max'], message: SITE_INPUT_MESSAGES.carpetMinAboveMax });
    if ((site.plot_area === null) !== (site.plot_area_unit === null))
      ctx.addIssue({
        code: 'custom',
        path: [site.plot_area === null ? 'plot_area' : 'plot_area_unit'],
        message: SITE_INPUT_MESSAGES.plotPair,
      });
    if (site.possession_date !== null && site.possession !== 'under_construction')
      ctx.addIssue({ code: 'custom', path: ['possession_date'], message: SITE_INPUT_MESSAGES.possessionDateOnlyUnderConstruction });
    if (Number(site.site_min_price) > Number(site.site_max_price) && Number(site.site_max_price) > 0) {
      ctx.addIssue({ code: 'custom', path: ['site_max_price'], message: SITE_INPUT_MESSAGES.minAboveMax });
    }
    if ((site.site_lat === null) !== (site.site_lon === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [site.site_lat === null ? 'site_lat' : 'site_lon'],
        message: SITE_INPUT_MESSAGES.bothCoordinates,
      });
    }
  });

/** Parsed {@link siteInputSchema} (prices as two-decimal text). */
export type SiteInput = z.infer<typeof siteInputSchema>;
/** What a form sends before parsing. */
export type SiteInputDraft = z.input<typeof siteInputSchema>;

/**
 * A listing as the back office answers it: the public listing (`sites/site.ts`) and
 * `site_brokerage_percent`, text with two decimals ("2.00"; docs/product/pipeline.md).
 */
export const adminSiteSchema = siteSchema
  .extend({
    site_brokerage_percent: z
      .string()
      .regex(/^\d{1,3}\.\d{2}$/)
      .meta({ description: 'What the builder pays the company on a booking, percent of the agreement value (2 decimals)' }),
  })
  .meta({ id: 'AdminSite' });
/** Shape of {@link adminSiteSchema}. */
export type AdminSite = z.infer<typeof adminSiteSchema>;

/** Answer of `GET /api/admin/sites/{id}`: the listing as staff see it and its related listings. */
export const adminGetSiteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ site: adminSiteSchema, related_sites: z.array(siteSchema) }),
});
/** Shape of {@link adminGetSiteResponseSchema}. */
export type AdminGetSiteResponse = z.infer<typeof adminGetSiteResponseSchema>;

/** Answer of the back office listing writes (create, edit, status, photos, brochures, media): the listing as saved. */
export const adminSiteSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminSiteSchema });
/** Shape of {@link adminSiteSavedResponseSchema}. */
export type AdminSiteSavedResponse = z.infer<typeof adminSiteSavedResponseSchema>;

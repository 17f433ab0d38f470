import { z } from 'zod';
import { multiLineText, numberText, singleLineText, type TextLines } from '../common/text.ts';
import { SITE_CATEGORIES, SITE_STATUSES } from '../sites/site.ts';
import { adminId } from './common.ts';

/**
 * Body of `POST /api/admin/sites` and `PUT /api/admin/sites/{id}`: every editable field of a
 * listing (docs/product/back-office.md) with the spec's names. Photos and brochures are not here: they have
 * their own upload and ordering routes. Prices are rupees (numbers or numeric text, two decimals
 * kept), coordinates degrees, `related_sites` up to six other listing ids. Each failure names
 * its field with a sentence from {@link SITE_INPUT_MESSAGES}; text holding a control character
 * fails with 'Title contains characters that are not allowed.' (only the description may span
 * lines).
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
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
} as const;

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
      .array(adminId('related_sites'), { error: SITE_INPUT_MESSAGES.related })
      .max(6, SITE_INPUT_MESSAGES.related)
      .transform((list) => [...new Set(list)])
      .default([]),
  })
  .superRefine((site, ctx) => {
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

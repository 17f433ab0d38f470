import { z } from 'zod';
import { DEFAULT_SITE_BROKERAGE_PERCENT, siteInputSchema } from '../admin/site-input.ts';
import { adminSiteMediaBodySchema } from '../admin/site-media.ts';
import { idSchema } from '../common/ids.ts';
import { AREA_UNITS, FACINGS, FURNISHINGS, OWNERSHIPS, POSSESSIONS, TRANSACTIONS } from '../sites/listing-fields.ts';
import { checkRera, normaliseReraNumber, type ReraExemption, reraExemptionSchema } from './rera.ts';

/**
 * A builder's project (docs/product/builders.md, "Projects"): the listing fields the builder
 * enters, its RERA details and the brokerage offered, its status and trail.
 *
 * Statuses ({@link PROJECT_STATUSES}): `draft` → `submitted` → `changes_requested` (with the
 * staff comment) → `submitted` … → `approved` or `rejected`. The builder edits only in `draft`
 * and `changes_requested`; editing an approved project starts a new revision (status `draft`,
 * `revision` + 1) while the live listing stays as approved until that revision is approved.
 */

/** Every project status, in the order of the product text. */
export const PROJECT_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved', 'rejected'] as const;
/** One of {@link PROJECT_STATUSES}. */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Statuses in which the builder may edit and add media ('approved' edits start a new revision). */
export const PROJECT_EDITABLE_STATUSES: readonly ProjectStatus[] = ['draft', 'changes_requested'];
/** Statuses from which the builder may submit. */
export const PROJECT_SUBMITTABLE_STATUSES: readonly ProjectStatus[] = ['draft', 'changes_requested'];

/** Lowest and highest brokerage a builder may offer, percent of the agreement value. */
export const BROKERAGE_OFFER_LIMITS = { min: '0.50', max: '10.00' } as const;

/** Person-facing messages of the project routes. */
export const PROJECT_MESSAGES = {
  brokerage: 'Brokerage offered must be a percentage from 0.5 to 10 with at most 2 decimals, e.g. 2 or 1.75.',
  reraExempt: 'Say whether the project is exempt from RERA registration.',
  reraNumberText: 'RERA number must be at most 60 characters.',
  created: 'Project saved as a draft.',
  saved: 'Project saved.',
  newRevision: 'A new revision was started. The live listing stays as approved until this revision is approved.',
  submitted: 'Project submitted for verification.',
  photosUploaded: (n: number) => (n === 1 ? 'Photo uploaded.' : `${n} photos uploaded.`),
  pdfsUploaded: (n: number) => (n === 1 ? 'Brochure uploaded.' : `${n} brochures uploaded.`),
  notEditable: (status: ProjectStatus) =>
    status === 'submitted'
      ? 'This project is waiting for verification and cannot be edited until staff have reviewed it.'
      : `A ${status.replace('_', ' ')} project cannot be edited.`,
  notSubmittable: (status: ProjectStatus) =>
    status === 'submitted' ? 'This project has been submitted already.' : `A ${status.replace('_', ' ')} project cannot be submitted.`,
  notFound: 'Project not found.',
  notOwner: 'This project belongs to another builder.',
  mediaSaved: 'Photos and brochures saved.',
  unknownMedia: 'Only photos and brochures this project already has can be ordered or kept.',
} as const;

// The listing fields a builder enters: the back office listing fields without the staff-only ones
// (status, verified badge, related listings, brokerage percentage) and without the developer and
// RERA fields, which come from the builder's company and `rera_number`, and without the Hindi
// title and description, which the back office adds when it publishes.
const {
  site_brokerage_percent: _brokerage,
  verified: _verified,
  related_sites: _related,
  site_status: _status,
  site_developer: _developer,
  site_rera_number: _rera,
  site_title_hi: _titleHi,
  site_description_hi: _descriptionHi,
  ...listingShape
} = siteInputSchema.shape;

/**
 * A percentage offered from 0.5 to 10 with at most 2 decimals (a number or text), checked on its
 * digits (no float rounding), answered as text with two decimals ("1.75"); absent or blank is
 * {@link DEFAULT_SITE_BROKERAGE_PERCENT}.
 */
const brokerageOffered = z.preprocess(
  (v) =>
    v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
      ? DEFAULT_SITE_BROKERAGE_PERCENT
      : typeof v === 'number'
        ? String(v)
        : typeof v === 'string'
          ? v.trim()
          : v,
  z
    .string({ error: PROJECT_MESSAGES.brokerage })
    .regex(/^\d{1,2}(\.\d{1,2})?$/, PROJECT_MESSAGES.brokerage)
    .transform((v, ctx) => {
      const [whole = '0', fraction = ''] = v.split('.');
      const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      if (hundredths < 50 || hundredths > 1000) {
        ctx.addIssue({ code: 'custom', message: PROJECT_MESSAGES.brokerage });
        return z.NEVER;
      }
      return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
    }),
);

/**
 * Body of `POST /api/builder/projects` and `PUT /api/builder/projects/{id}`: the listing fields
 * of `admin/site-input.ts` (same names, rules and messages: `site_title`, `site_city`,
 * `site_state`, `site_category` required; prices rupees; areas square feet; coordinates degrees)
 * without `site_status`, `verified`, `related_sites`, `site_brokerage_percent`, `site_developer`
 * and `site_rera_number`, plus:
 * - `rera_number`: text, trimmed and read in capitals; the RERA rules of `rera.ts` (UP:
 *   `UPRERAPRJ` + 4–8 digits, required unless exempt; elsewhere ≤ 30 of A–Z 0–9 / -) → 400 field
 *   `rera_number`;
 * - `rera_exempt` (boolean, default false) and `rera_exemption` `{ land_area_sqm ≤ 500, units ≤ 8 }`,
 *   required when exempt → 400 field `rera_exemption`; when exempt the number is cleared;
 * - `brokerage_percent_offered`: 0.5 to 10, at most 2 decimals, number or text, answered "2.00";
 *   default "2.00".
 * A PUT replaces every field. docs/product/builders.md, "Projects".
 */
export const projectInputSchema = z
  .object({
    ...listingShape,
    rera_number: z
      .preprocess(
        (v) => (v === null || v === undefined ? '' : v),
        z.string({ error: PROJECT_MESSAGES.reraNumberText }).max(60, PROJECT_MESSAGES.reraNumberText),
      )
      .transform(normaliseReraNumber),
    rera_exempt: z.preprocess((v) => (v === null || v === undefined ? false : v), z.boolean({ error: PROJECT_MESSAGES.reraExempt })),
    rera_exemption: z.preprocess((v) => (v === undefined ? null : v), reraExemptionSchema.nullable()),
    brokerage_percent_offered: brokerageOffered,
  })
  .superRefine((project, ctx) => {
    // the cross-field rules of a listing (price order, coordinates in pairs, plot area with unit, …)
    const listing = siteInputSchema.safeParse(project);
    if (!listing.success) {
      for (const issue of listing.error.issues) if (issue.code === 'custom') ctx.addIssue({ ...issue, code: 'custom' });
    }
    const rera = checkRera({
      state: project.site_state,
      rera_number: project.rera_number,
      rera_exempt: project.rera_exempt,
      rera_exemption: project.rera_exemption,
    });
    if (rera) ctx.addIssue({ code: 'custom', path: [rera.field], message: rera.message });
  })
  .transform((project) => (project.rera_exempt ? { ...project, rera_number: '' } : { ...project, rera_exemption: null }));

/** Parsed {@link projectInputSchema}. */
export type ProjectInput = z.infer<typeof projectInputSchema>;
/** What a builder's form sends before parsing. */
export type ProjectInputDraft = z.input<typeof projectInputSchema>;

/**
 * The listing fields of a project as answered in `data` (the parsed listing fields of
 * {@link projectInputSchema}): prices rupees as two-decimal text, areas square feet, coordinates
 * degrees, null when not given.
 */
export const projectDataSchema = z
  .object({
    site_title: z.string(),
    site_city: z.string(),
    site_state: z.string(),
    site_landmark: z.string(),
    site_famous_place: z.string(),
    site_category: z.string(),
    site_min_price: z.string(),
    site_max_price: z.string(),
    site_price: z.string(),
    site_area: z.string(),
    site_description: z.string(),
    site_lat: z.number().nullable(),
    site_lon: z.number().nullable(),
    site_youtube_link: z.string(),
    amenities: z.array(z.string()),
    bhk: z.array(z.number().int()),
    carpet_area_sqft_min: z.number().nullable(),
    carpet_area_sqft_max: z.number().nullable(),
    built_up_area_sqft: z.number().nullable(),
    super_built_up_area_sqft: z.number().nullable(),
    plot_area: z.number().nullable(),
    plot_area_unit: z.enum(AREA_UNITS).nullable(),
    possession: z.enum(POSSESSIONS).nullable(),
    possession_date: z.string().nullable(),
    furnishing: z.enum(FURNISHINGS).nullable(),
    facing: z.enum(FACINGS).nullable(),
    transaction: z.enum(TRANSACTIONS).nullable(),
    ownership: z.enum(OWNERSHIPS).nullable(),
    approved_by: z.array(z.string()),
    loan_banks: z.array(z.string()),
  })
  .meta({ id: 'ProjectData' });
/** Shape of {@link projectDataSchema}. */
export type ProjectData = z.infer<typeof projectDataSchema>;

/** One entry of a project's trail: when (ISO 8601), who (`builder` or `staff`, with a name), from, to, comment. */
export const projectTrailEntrySchema = z
  .object({
    at: z.string().meta({ description: 'ISO 8601 timestamp' }),
    actor_type: z.enum(['builder', 'staff']),
    actor_name: z.string(),
    from_status: z.enum(PROJECT_STATUSES).nullable(),
    to_status: z.enum(PROJECT_STATUSES),
    comment: z.string(),
  })
  .meta({ id: 'ProjectTrailEntry' });
/** Shape of {@link projectTrailEntrySchema}. */
export type ProjectTrailEntry = z.infer<typeof projectTrailEntrySchema>;

/** Counts of an approved project's listing: views, favourites, enquiries (never who). */
export const projectStatsSchema = z
  .object({ views: z.number().int(), favourites: z.number().int(), enquiries: z.number().int() })
  .meta({ id: 'ProjectStats' });
/** Shape of {@link projectStatsSchema}. */
export type ProjectStats = z.infer<typeof projectStatsSchema>;

/**
 * A project as its builder sees it. `site_id` is the listing it became (null until first
 * approved); `last_comment` is what staff last wrote; `stats` are the listing's counts when the
 * project has a listing, otherwise null; media are paths served under `/server/{path}`; times ISO
 * 8601; `brokerage_percent_offered` percent as two-decimal text.
 */
export const projectSchema = z
  .object({
    project_id: z.number().int(),
    status: z.enum(PROJECT_STATUSES),
    revision: z.number().int(),
    data: projectDataSchema,
    rera_number: z.string(),
    rera_exempt: z.boolean(),
    rera_exemption: reraExemptionSchema.nullable(),
    brokerage_percent_offered: z.string().regex(/^\d{1,2}\.\d{2}$/),
    site_id: z.number().int().nullable(),
    cover_images: z.array(z.string()),
    inner_images: z.array(z.string()),
    site_pdfs: z.array(z.string()),
    last_comment: z.string(),
    submitted_at: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    trail: z.array(projectTrailEntrySchema),
    stats: projectStatsSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Project' });
/** Shape of {@link projectSchema}. */
export type Project = z.infer<typeof projectSchema>;
/** The exemption declaration as kept (re-exported for forms). */
export type { ReraExemption };

/** Path `{id}` of the project routes. */
export const projectParamsSchema = z.object({ id: idSchema('Project ID') });

/** Answer of `GET /api/builder/projects`: the builder's own projects, most recently changed first. */
export const projectListResponseSchema = z.object({ success: z.literal(true), data: z.array(projectSchema) });
/** Shape of {@link projectListResponseSchema}. */
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** Answer of `GET /api/builder/projects/{id}`. */
export const projectResponseSchema = z.object({ success: z.literal(true), data: projectSchema });
/** Shape of {@link projectResponseSchema}. */
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/** Answer of `POST /api/builder/projects` (201), `PUT …/{id}` and `POST …/{id}/submit`: the project as saved. */
export const projectSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: projectSchema });
/** Shape of {@link projectSavedResponseSchema}. */
export type ProjectSavedResponse = z.infer<typeof projectSavedResponseSchema>;

/**
 * Answer of `POST /api/builder/projects/{id}/photos` (multipart field `photos`) and `…/pdfs`
 * (field `pdfs`): the project as saved and the stored paths of the new files. Same checks and
 * limits as the back office (`admin/site-media.ts`).
 */
export const projectUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: projectSchema,
  uploaded: z.array(z.string()),
});
/** Shape of {@link projectUploadResponseSchema}. */
export type ProjectUploadResponse = z.infer<typeof projectUploadResponseSchema>;

/**
 * Body of `PUT /api/builder/projects/{id}/media` (docs/product/builders.md, "Projects"): the
 * project's photo and brochure lists in their new order, the cover first (`cover_images`, one
 * path), then `inner_images`; a path left out is removed from the project. The same shape and
 * limits as the back office's `PUT /api/admin/sites/{id}/media` (40 photos, 10 brochures).
 */
export const projectMediaBodySchema = adminSiteMediaBodySchema;
/** Shape of {@link projectMediaBodySchema}. */
export type ProjectMediaBody = z.infer<typeof projectMediaBodySchema>;

import { z } from 'zod';
import { blankToUndefined } from '../common/envelope.ts';
import { choicesInWords } from '../common/field-labels.ts';
import { multiLineText } from '../common/text.ts';
import { PROJECT_STATUSES, projectSchema } from './project.ts';

/**
 * The back office verification of projects (docs/product/builders.md, "Verification"): the
 * queue (`GET /api/admin/projects?status=submitted`, oldest submitted first), one project
 * (`GET /api/admin/projects/{id}`) and the decision (`POST /api/admin/projects/{id}/review`).
 */

/** Query of `GET /api/admin/projects`: `status` one of the project statuses, `submitted` when absent or blank. */
export const adminProjectsQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(PROJECT_STATUSES, { error: `Status must be one of ${choicesInWords(PROJECT_STATUSES)}` }).default('submitted'),
  ),
});
/** Parsed {@link adminProjectsQuerySchema}. */
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;

/** Keys of the verification checklist, in the order staff read it. */
export const PROJECT_CHECKLIST_KEYS = ['rera', 'photos', 'brochure', 'price_area', 'location'] as const;
/** One of {@link PROJECT_CHECKLIST_KEYS}. */
export type ProjectChecklistKey = (typeof PROJECT_CHECKLIST_KEYS)[number];

/** The label of each checklist item as staff see it. */
export const PROJECT_CHECKLIST_LABELS: Readonly<Record<ProjectChecklistKey, string>> = {
  rera: 'RERA number present and well-formed (or exemption declared)',
  photos: 'Photos uploaded',
  brochure: 'Brochure uploaded',
  price_area: 'Price and area given and consistent',
  location: 'Location on the map',
};

/**
 * One checklist item: `ok` true when the project meets it. `rera` follows the RERA rules of
 * `rera.ts`; `photos` at least one photo; `brochure` at least one PDF; `price_area` a price
 * (`site_price` or a range) above 0 with an area (carpet, built-up, super built-up or plot) and
 * the minimum price not above the maximum; `location` both coordinates.
 */
export const projectChecklistItemSchema = z
  .object({ key: z.enum(PROJECT_CHECKLIST_KEYS), label: z.string(), ok: z.boolean() })
  .meta({ id: 'ProjectChecklistItem' });
/** Shape of {@link projectChecklistItemSchema}. */
export type ProjectChecklistItem = z.infer<typeof projectChecklistItemSchema>;

/** The builder as staff see it beside a project: company, contact person, GSTIN (and whether its check digit held), promoter number. */
export const projectBuilderProfileSchema = z
  .object({
    builder_id: z.number().int(),
    company: z.string(),
    name: z.string(),
    gstin: z.string(),
    gstin_verified: z.boolean(),
    rera_promoter_no: z.string(),
  })
  .meta({ id: 'ProjectBuilderProfile' });
/** Shape of {@link projectBuilderProfileSchema}. */
export type ProjectBuilderProfile = z.infer<typeof projectBuilderProfileSchema>;

/** A project in the back office: the builder's view of it plus the checklist and the builder's profile. */
export const adminProjectSchema = projectSchema
  .extend({ checklist: z.array(projectChecklistItemSchema), builder: projectBuilderProfileSchema })
  .meta({ id: 'AdminProject' });
/** Shape of {@link adminProjectSchema}. */
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** Answer of `GET /api/admin/projects`: projects of the asked status, oldest submitted first. */
export const adminProjectListResponseSchema = z.object({ success: z.literal(true), data: z.array(adminProjectSchema) });
/** Shape of {@link adminProjectListResponseSchema}. */
export type AdminProjectListResponse = z.infer<typeof adminProjectListResponseSchema>;

/** Answer of `GET /api/admin/projects/{id}`. */
export const adminProjectResponseSchema = z.object({ success: z.literal(true), data: adminProjectSchema });
/** Shape of {@link adminProjectResponseSchema}. */
export type AdminProjectResponse = z.infer<typeof adminProjectResponseSchema>;

/** The decisions staff may take on a submitted project. */
export const PROJECT_DECISIONS = ['approve', 'request_changes', 'reject'] as const;
/** One of {@link PROJECT_DECISIONS}. */
export type ProjectDecision = (typeof PROJECT_DECISIONS)[number];

/** Messages of the review route. */
export const REVIEW_MESSAGES = {
  decision: `Decision must be one of ${choicesInWords(PROJECT_DECISIONS)}.`,
  commentRequired: 'Write a comment for the builder: what to change, or why the project is rejected.',
  commentTooLong: 'The comment must be at most 2000 characters.',
  notSubmitted: 'Only a submitted project can be reviewed.',
  approved: 'Project approved and published as a listing.',
  changesRequested: 'Changes requested from the builder.',
  rejected: 'Project rejected.',
} as const;

/**
 * Body of `POST /api/admin/projects/{id}/review` `{ decision, comment }`: the comment (lines
 * allowed, at most 2000 characters) is required for `request_changes` and `reject` (400 field
 * `comment`), optional for `approve`.
 */
export const reviewProjectBodySchema = z
  .object({
    decision: z.enum(PROJECT_DECISIONS, { error: REVIEW_MESSAGES.decision }),
    comment: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      multiLineText('Comment', { trim: true }).max(2000, REVIEW_MESSAGES.commentTooLong),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.decision !== 'approve' && body.comment === '') {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: REVIEW_MESSAGES.commentRequired });
    }
  });
/** Parsed {@link reviewProjectBodySchema}. */
export type ReviewProjectBody = z.infer<typeof reviewProjectBodySchema>;

/** Answer of the review route: the project as reviewed. */
export const reviewProjectResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminProjectSchema });
/** Shape of {@link reviewProjectResponseSchema}. */
export type ReviewProjectResponse = z.infer<typeof reviewProjectResponseSchema>;

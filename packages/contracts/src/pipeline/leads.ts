import { z } from 'zod';
import { wholeNumberText } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';
import {
  contactSchema,
  LEAD_SOURCES,
  LEAD_STATUSES,
  leadEventSchema,
  leadSiteSchema,
  moneySchema,
  optionalNote,
  PIPELINE_MESSAGES,
  pipelineId,
  rupeesInput,
} from './fields.ts';

/**
 * Leads as customers, associates and staff see them (docs/product/pipeline.md, "Leads").
 * Budgets are rupees as two-decimal text; `bhk` null means any.
 */

/** A visit as it appears inside a lead (full shape in visits.ts). */
export const leadVisitSummarySchema = z.object({
  visit_id: z.number().int(),
  site_id: z.number().int(),
  site_title: z.string(),
  scheduled_at: z.string(),
  meeting_point: z.string(),
  status: z.string(),
  proposed_at: z.string().nullable(),
});

/**
 * One lead. `associate` (name, mobile) is filled for the customer once accepted; `customer`
 * (name, mobile) is filled for the associate once accepted and for staff always, null otherwise.
 * `offer_expires_at` is set while `offered`.
 */
export const leadSchema = z
  .object({
    lead_id: z.number().int(),
    city: z.string(),
    category: z.string(),
    budget_min: moneySchema,
    budget_max: moneySchema,
    bhk: z.number().int().nullable(),
    note: z.string(),
    source: z.enum(LEAD_SOURCES),
    status: z.enum(LEAD_STATUSES),
    lost_reason: z.string(),
    ass_id: z.number().int().nullable(),
    offer_expires_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    sites: z.array(leadSiteSchema),
    associate: contactSchema.nullable(),
    customer: contactSchema.nullable(),
    timeline: z.array(leadEventSchema),
    visits: z.array(leadVisitSummarySchema),
  })
  .meta({ id: 'Lead' });
/** Shape of {@link leadSchema}. */
export type Lead = z.infer<typeof leadSchema>;

const BHK_MESSAGE = 'BHK must be a whole number from 0 to 10';

const bhkInput = z.preprocess(
  (v) => (v === null || v === '' || v === undefined ? undefined : wholeNumberText(v)),
  z.number({ error: BHK_MESSAGE }).int(BHK_MESSAGE).min(0, BHK_MESSAGE).max(10, BHK_MESSAGE).optional(),
);

/**
 * Body of `POST /api/user/requirements` `{ city, category, budget_min, budget_max, bhk?, note? }`:
 * rupees, `budget_min <= budget_max` ('Minimum budget must not be more than the maximum', field
 * budget_min), `note` at most 500 characters. Messages name the fields in words ('City is
 * required'); the error's `field` carries the code name. The city must be one the catalogue knows (aliases
 * allowed) and the category one of LEAD_CATEGORIES (checked by the server).
 */
export const createRequirementBodySchema = z
  .object({
    city: singleLineText('City', { trim: true, error: 'City is required' })
      .min(1, 'City is required')
      .max(80, 'City must be at most 80 characters'),
    category: singleLineText('Category', { trim: true, error: 'Category is required' })
      .min(1, 'Category is required')
      .max(40, 'Category must be at most 40 characters'),
    budget_min: rupeesInput('Minimum budget'),
    budget_max: rupeesInput('Maximum budget'),
    bhk: bhkInput,
    note: optionalNote('Note', 500),
  })
  .superRefine((body, ctx) => {
    if (Number(body.budget_min) > Number(body.budget_max)) {
      ctx.addIssue({ code: 'custom', path: ['budget_min'], message: PIPELINE_MESSAGES.budgetOrder });
    }
  });
/** Parsed {@link createRequirementBodySchema}. */
export type CreateRequirementBody = z.infer<typeof createRequirementBodySchema>;

/** Answer of `POST /api/user/requirements` (201 new lead, 200 joined the open lead of that city). */
export const leadResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: leadSchema });
/** Shape of {@link leadResponseSchema}. */
export type LeadResponse = z.infer<typeof leadResponseSchema>;

/** Answer of list endpoints: `GET /api/user/leads`, `GET /api/associate/leads`. */
export const leadListResponseSchema = z.object({ success: z.literal(true), data: z.array(leadSchema) });
/** Shape of {@link leadListResponseSchema}. */
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** Path `{leadId}`. */
export const leadParamsSchema = z.object({ leadId: pipelineId('Lead ID') });

/** Body of `POST /api/associate/leads/{leadId}/decline` `{ reason }` (1 to 300 characters). */
export const declineBodySchema = z.object({
  reason: singleLineText('Reason', { trim: true, error: 'Reason is required' })
    .min(1, 'Reason is required')
    .max(300, 'Reason must be at most 300 characters'),
});

/**
 * Body of `PATCH /api/associate/leads/{leadId}` `{ status, note?, reason? }`: the associate moves
 * an accepted lead to `negotiation` or `lost` (reason required for lost).
 */
export const updateLeadBodySchema = z.object({
  status: z.enum(['negotiation', 'lost'], { error: 'Status must be negotiation or lost' }),
  note: optionalNote('Note', 500),
  reason: optionalNote('Reason', 300),
});

/**
 * One offer as the associate sees it before accepting: city, category, budget, BHK and
 * listings; never the customer's name or mobile. `expires_at` is the accept deadline.
 */
export const offerSchema = z
  .object({
    lead_id: z.number().int(),
    city: z.string(),
    category: z.string(),
    budget_min: moneySchema,
    budget_max: moneySchema,
    bhk: z.number().int().nullable(),
    note: z.string(),
    sites: z.array(leadSiteSchema),
    offered_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'LeadOffer' });
/** Shape of {@link offerSchema}. */
export type Offer = z.infer<typeof offerSchema>;

/** Answer of `GET /api/associate/offers`: offers waiting for this associate, soonest deadline first. */
export const offerListResponseSchema = z.object({ success: z.literal(true), data: z.array(offerSchema) });
/** Shape of {@link offerListResponseSchema}. */
export type OfferListResponse = z.infer<typeof offerListResponseSchema>;

/** Plain success answer with a message. */
export const pipelineMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

const MAX_OPEN_LEADS_MESSAGE = 'Most open leads at once must be a whole number from 1 to 50';

/** Body and answer of `GET`/`PUT /api/associate/preferences`. */
export const preferencesBodySchema = z.object({
  cities: z
    .array(
      singleLineText('City', { trim: true }).min(1, 'Cities must not contain blanks').max(80, 'Each city must be at most 80 characters'),
      {
        error: 'Cities must be a list of city names',
      },
    )
    .max(30, 'Choose at most 30 cities'),
  categories: z
    .array(
      singleLineText('Category', { trim: true, error: 'Categories must be a list of categories' }).max(
        40,
        'Each category must be at most 40 characters',
      ),
      {
        error: 'Categories must be a list of categories',
      },
    )
    .max(10, 'Choose at most 10 categories'),
  max_open_leads: z.preprocess(
    (v) => (v === undefined || v === null ? 10 : wholeNumberText(v)),
    z.number({ error: MAX_OPEN_LEADS_MESSAGE }).int(MAX_OPEN_LEADS_MESSAGE).min(1, MAX_OPEN_LEADS_MESSAGE).max(50, MAX_OPEN_LEADS_MESSAGE),
  ),
});
/** Parsed {@link preferencesBodySchema}. */
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

/** An associate's preferences as stored: canonical city names, categories, the maximum. */
export const preferencesSchema = z
  .object({ cities: z.array(z.string()), categories: z.array(z.string()), max_open_leads: z.number().int(), open_leads: z.number().int() })
  .meta({ id: 'AssociatePreferences' });
/** Answer of `GET`/`PUT /api/associate/preferences`. */
export const preferencesResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: preferencesSchema });
/** Shape of {@link preferencesResponseSchema}. */
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

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

const bhkInput = z.preprocess(
  (v) => (v === null || v === '' || v === undefined ? undefined : wholeNumberText(v)),
  z
    .number({ error: 'bhk must be a whole number from 0 to 10' })
    .int('bhk must be a whole number from 0 to 10')
    .min(0, 'bhk must be a whole number from 0 to 10')
    .max(10, 'bhk must be a whole number from 0 to 10')
    .optional(),
);

/**
 * Body of `POST /api/user/requirements` `{ city, category, budget_min, budget_max, bhk?, note? }`:
 * rupees, `budget_min <= budget_max` ('budget_min must not be more than budget_max', field
 * budget_min), `note` at most 500 characters. The city must be one the catalogue knows (aliases
 * allowed) and the category one of LEAD_CATEGORIES (checked by the server).
 */
export const createRequirementBodySchema = z
  .object({
    city: singleLineText('city', { trim: true, error: 'city is required' })
      .min(1, 'city is required')
      .max(80, 'city must be at most 80 characters'),
    category: singleLineText('category', { trim: true, error: 'category is required' })
      .min(1, 'category is required')
      .max(40, 'category must be at most 40 characters'),
    budget_min: rupeesInput('budget_min'),
    budget_max: rupeesInput('budget_max'),
    bhk: bhkInput,
    note: optionalNote('note', 500),
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
export const leadParamsSchema = z.object({ leadId: pipelineId('leadId') });

/** Body of `POST /api/associate/leads/{leadId}/decline` `{ reason }` (1 to 300 characters). */
export const declineBodySchema = z.object({
  reason: singleLineText('reason', { trim: true, error: 'reason is required' })
    .min(1, 'reason is required')
    .max(300, 'reason must be at most 300 characters'),
});

/**
 * Body of `PATCH /api/associate/leads/{leadId}` `{ status, note?, reason? }`: the associate moves
 * an accepted lead to `negotiation` or `lost` (reason required for lost).
 */
export const updateLeadBodySchema = z.object({
  status: z.enum(['negotiation', 'lost'], { error: 'status must be negotiation or lost' }),
  note: optionalNote('note', 500),
  reason: optionalNote('reason', 300),
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

/** Body and answer of `GET`/`PUT /api/associate/preferences`. */
export const preferencesBodySchema = z.object({
  cities: z
    .array(
      singleLineText('cities', { trim: true }).min(1, 'cities must not contain blanks').max(80, 'cities: each at most 80 characters'),
      {
        error: 'cities must be a list of city names',
      },
    )
    .max(30, 'cities must have at most 30 entries'),
  categories: z
    .array(
      singleLineText('categories', { trim: true, error: 'categories must be a list of categories' }).max(
        40,
        'categories: each at most 40 characters',
      ),
      {
        error: 'categories must be a list of categories',
      },
    )
    .max(10, 'categories must have at most 10 entries'),
  max_open_leads: z.preprocess(
    (v) => (v === undefined || v === null ? 10 : wholeNumberText(v)),
    z
      .number({ error: 'max_open_leads must be a whole number from 1 to 50' })
      .int('max_open_leads must be a whole number from 1 to 50')
      .min(1, 'max_open_leads must be a whole number from 1 to 50')
      .max(50, 'max_open_leads must be a whole number from 1 to 50'),
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

import { z } from 'zod';
import { contactSchema, isoDateTime, optionalNote, pipelineId, requiredLine } from './fields.ts';

/**
 * Site visits (docs/product/pipeline.md, "Site visits"). A visit starts `scheduled`; the customer
 * confirms it (`confirmed`), asks for another time (`reschedule_requested`, with `proposed_at`) or
 * cancels it; the associate records `completed`, `no_show` or `cancelled`. Scheduling again
 * (a new time from the associate) is a new visit.
 */
export const VISIT_STATUSES = ['scheduled', 'confirmed', 'reschedule_requested', 'completed', 'no_show', 'cancelled'] as const;
/** One of {@link VISIT_STATUSES}. */
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** A visit as its customer and associate see it. `ics_url` is set for a confirmed visit (customer only). */
export const visitSchema = z
  .object({
    visit_id: z.number().int(),
    lead_id: z.number().int(),
    site_id: z.number().int(),
    site_title: z.string(),
    site_city: z.string(),
    scheduled_at: z.string(),
    meeting_point: z.string(),
    status: z.enum(VISIT_STATUSES),
    proposed_at: z.string().nullable(),
    outcome_note: z.string(),
    associate: contactSchema.nullable(),
    customer: contactSchema.nullable(),
    ics_url: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SiteVisit' });
/** Shape of {@link visitSchema}. */
export type Visit = z.infer<typeof visitSchema>;

/**
 * Body of `POST /api/associate/leads/{leadId}/visits` `{ site_id, scheduled_at, meeting_point }`;
 * messages name the fields in words ('Visit time', 'Meeting point').
 */
export const createVisitBodySchema = z.object({
  site_id: pipelineId('Property ID'),
  scheduled_at: isoDateTime('Visit time'),
  meeting_point: requiredLine('Meeting point', 200),
});

/** Body of `PATCH /api/user/visits/{visitId}` `{ action, proposed_at? }` (proposed_at needed for reschedule). */
export const customerVisitBodySchema = z.object({
  action: z.enum(['confirm', 'reschedule', 'cancel'], { error: 'Action must be confirm, reschedule or cancel' }),
  proposed_at: isoDateTime('New time').optional(),
});

/** Body of `PATCH /api/associate/visits/{visitId}` `{ status, outcome_note }`. */
export const associateVisitBodySchema = z.object({
  status: z.enum(['completed', 'no_show', 'cancelled'], { error: 'Choose the result: completed, no show or cancelled' }),
  outcome_note: optionalNote('Outcome note', 1000),
});

/** Path `{visitId}`. */
export const visitParamsSchema = z.object({ visitId: pipelineId('Visit ID') });

/** Answer with one visit. */
export const visitResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: visitSchema });
/** Shape of {@link visitResponseSchema}. */
export type VisitResponse = z.infer<typeof visitResponseSchema>;

/** Answer of `GET /api/user/visits` and `GET /api/associate/visits` (upcoming first, then past). */
export const visitListResponseSchema = z.object({ success: z.literal(true), data: z.array(visitSchema) });
/** Shape of {@link visitListResponseSchema}. */
export type VisitListResponse = z.infer<typeof visitListResponseSchema>;

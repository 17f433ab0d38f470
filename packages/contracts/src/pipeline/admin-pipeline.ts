import { z } from 'zod';
import { optionalText, wholeNumber } from '../common/envelope.ts';
import { choicesInWords } from '../common/field-labels.ts';
import { ASSOCIATE_PLANS, LEAD_STATUSES, pipelineId } from './fields.ts';
import { leadSchema } from './leads.ts';

/** Query of `GET /api/admin/leads` `?status=&city=&page=` (docs/product/pipeline.md, "Back office"). */
export const adminLeadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${choicesInWords(LEAD_STATUSES)}` }).optional(),
  city: optionalText('City', 80),
  page: wholeNumber('Page', 1, 10_000, 1),
});

/** Answer of `GET /api/admin/leads`: a page of 20 leads, newest change first, with the total. */
export const adminLeadListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(leadSchema.extend({ associate_name: z.string().nullable(), member_id: z.string().nullable() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Body of `POST /api/admin/leads/{leadId}/reassign` `{ ass_id }`: offer the lead to that associate. */
export const reassignBodySchema = z.object({ ass_id: pipelineId('Associate ID') });

/** An associate as the reassign picker and the plan screen list them. */
export const adminAssociateSchema = z.object({
  ass_id: z.number().int(),
  name: z.string(),
  member_id: z.string(),
  plan: z.enum(ASSOCIATE_PLANS),
  cities: z.array(z.string()),
  categories: z.array(z.string()),
  max_open_leads: z.number().int(),
  open_leads: z.number().int(),
});
/** Answer of `GET /api/admin/pipeline/associates?city=`. */
export const adminAssociateListResponseSchema = z.object({ success: z.literal(true), data: z.array(adminAssociateSchema) });

/** Answer of `GET /api/admin/pipeline/report`: leads by status and city, and the funnel lead → visit → booking. */
export const pipelineReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    by_status: z.array(z.object({ status: z.enum(LEAD_STATUSES), count: z.number().int() })),
    by_city: z.array(z.object({ city: z.string(), count: z.number().int() })),
    funnel: z.object({
      leads: z.number().int(),
      visited: z.number().int(),
      booked: z.number().int(),
      visit_rate_percent: z.string(),
      booking_rate_percent: z.string(),
    }),
  }),
});
/** Shape of {@link pipelineReportResponseSchema}. */
export type PipelineReport = z.infer<typeof pipelineReportResponseSchema>['data'];

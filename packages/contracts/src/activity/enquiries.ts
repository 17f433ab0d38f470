import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';
import { ENQUIRY_QUESTION_MAX } from './enquiry-limits.ts';
import { idField, siteSummarySchema } from './fields.ts';

/** Enquiry statuses: new on arrival, then set by staff (docs/product/back-office.md). */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
/** One of {@link ENQUIRY_STATUSES}. */
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Minutes within which a second enquiry by the same customer about the same property counts as a retry. */
export const ENQUIRY_DEDUPE_MINUTES = 10;

export { ENQUIRY_QUESTION_MAX };

/**
 * Body of `POST /api/user/user_enquiry` `{ user_id, site_id, question? }` (docs/product/activity.md);
 * `question` is the customer's own question ('Ask For Details' prefills one), trimmed, up to
 * {@link ENQUIRY_QUESTION_MAX} characters, lines allowed ('Question must be at most 1000
 * characters', field question); blank or absent for a plain 'Enquire Now'. An optional
 * `Idempotency-Key` header marks retries.
 */
export const createEnquiryBodySchema = z.object({
  user_id: idField('Customer ID'),
  site_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField('Property ID').optional()),
  question: z.preprocess(
    (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
    multiLineText('Question', { trim: true })
      .max(ENQUIRY_QUESTION_MAX, `Question must be at most ${ENQUIRY_QUESTION_MAX} characters`)
      .optional(),
  ),
});
/** Shape of {@link createEnquiryBodySchema}. */
export type CreateEnquiryBody = z.infer<typeof createEnquiryBodySchema>;

/**
 * Optional `Idempotency-Key` request header of `POST /api/user/user_enquiry`: one line of text
 * (control characters refused with 'Idempotency-Key contains characters that are not allowed.');
 * the server also wants 1 to 100 characters after trimming.
 */
export const createEnquiryHeadersSchema = z.object({ 'idempotency-key': singleLineText('Idempotency-Key').optional() });

/** One enquiry as its customer sees it. */
export const enquirySchema = z
  .object({
    enquiry_id: z.number().int(),
    user_id: z.number().int(),
    site_id: z.number().int(),
    status: z.enum(ENQUIRY_STATUSES),
    note: z.string(),
    /** The customer's question ('' when they asked none). */
    question: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    site: siteSummarySchema,
  })
  .meta({ id: 'Enquiry' });
/** Shape of {@link enquirySchema}. */
export type Enquiry = z.infer<typeof enquirySchema>;

/** Answer of `POST /api/user/user_enquiry`: 201 when stored, 200 with the same enquiry for a retry. */
export const createEnquiryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ enquiry_id: z.number().int(), status: z.enum(ENQUIRY_STATUSES), created_at: z.string() }),
});
/** Shape of {@link createEnquiryResponseSchema}. */
export type CreateEnquiryResponse = z.infer<typeof createEnquiryResponseSchema>;

/** Path of `GET /api/user/user_enquiry/{userId}`. */
export const listEnquiriesParamsSchema = z.object({ userId: idField('Customer ID') });

/** Answer of `GET /api/user/user_enquiry/{userId}`: newest first. */
export const listEnquiriesResponseSchema = z.object({ success: z.literal(true), data: z.array(enquirySchema) });
/** Shape of {@link listEnquiriesResponseSchema}. */
export type ListEnquiriesResponse = z.infer<typeof listEnquiriesResponseSchema>;

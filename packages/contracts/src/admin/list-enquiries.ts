import { z } from 'zod';
import { ENQUIRY_STATUSES } from '../activity/enquiries.ts';
import { blankToUndefined } from '../common/envelope.ts';
import { choicesInWords } from '../common/field-labels.ts';
import { multiLineText } from '../common/text.ts';
import { pageMetaShape, pagingShape, searchText } from './common.ts';

/**
 * Person-facing messages of the enquiries inbox (docs/product/back-office.md, "Content and
 * inboxes"): the 404 of an unknown enquiry (code NOT_FOUND) and the `message` of the PATCH.
 */
export const ADMIN_ENQUIRY_MESSAGES = {
  notFound: 'Enquiry not found.',
  statusSet: (status: string) => `Enquiry marked ${status}.`,
  noteTooLong: 'The note must be at most 1000 characters.',
} as const;

/**
 * Query of `GET /api/admin/enquiries` (docs/product/back-office.md: customer enquiries inbox, newest
 * first): `status` new, contacted or closed; `q` searching the customer's name, mobile or e-mail
 * and the property title.
 */
export const adminListEnquiriesQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(ENQUIRY_STATUSES, { error: `Status must be one of ${choicesInWords(ENQUIRY_STATUSES)}` }).optional(),
  ),
  q: searchText,
  ...pagingShape,
});
/** Parsed {@link adminListEnquiriesQuerySchema}. */
export type AdminListEnquiriesQuery = z.infer<typeof adminListEnquiriesQuerySchema>;

/** An enquiry as the inbox shows it: the customer, the property, the customer's question ('' when none), when, its status and the staff note. */
export const adminEnquirySchema = z
  .object({
    enquiry_id: z.number().int(),
    status: z.enum(ENQUIRY_STATUSES),
    note: z.string(),
    question: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    user: z.object({ user_id: z.number().int(), user_name: z.string(), user_mobile: z.string(), user_email: z.string() }),
    site: z.object({ site_id: z.number().int(), site_title: z.string(), site_city: z.string() }),
  })
  .meta({ id: 'AdminEnquiry' });
/** Shape of {@link adminEnquirySchema}. */
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;

/** Answer of `GET /api/admin/enquiries`, plus how many are new in all. */
export const adminListEnquiriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminEnquirySchema),
  new_count: z.number().int(),
  ...pageMetaShape,
});
/** Shape of {@link adminListEnquiriesResponseSchema}. */
export type AdminListEnquiriesResponse = z.infer<typeof adminListEnquiriesResponseSchema>;

/** Body of `PATCH /api/admin/enquiries/{id}`: the new status and a note (may span lines) the customer's dashboard may show. */
export const adminUpdateEnquiryBodySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}.` }),
  note: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    multiLineText('Note', { trim: true }).max(1000, ADMIN_ENQUIRY_MESSAGES.noteTooLong),
  ),
});
/** Shape of {@link adminUpdateEnquiryBodySchema}. */
export type AdminUpdateEnquiryBody = z.infer<typeof adminUpdateEnquiryBodySchema>;

/** Answer of the PATCH: the enquiry as saved. */
export const adminUpdateEnquiryResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminEnquirySchema });

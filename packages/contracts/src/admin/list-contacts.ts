import { z } from 'zod';
import { blankToUndefined } from '../common/envelope.ts';
import { choicesInWords } from '../common/field-labels.ts';
import { multiLineText } from '../common/text.ts';
import { CONTACT_TYPES } from '../content/create-contact.ts';
import { pageMetaShape, pagingShape, searchText } from './common.ts';

/**
 * Person-facing messages of the contact requests inbox (docs/product/back-office.md, "Content and
 * inboxes"): the 404 of an unknown request (code NOT_FOUND) and the `message` of the PATCH.
 */
export const ADMIN_CONTACT_MESSAGES = {
  notFound: 'Contact request not found.',
  handled: 'Marked as handled.',
  unhandled: 'Marked as not handled.',
  noteTooLong: 'The note must be at most 1000 characters.',
} as const;

/**
 * Query of `GET /api/admin/contacts` (docs/product/back-office.md: contact requests inbox, newest
 * first): `type` one of the contact form's 'I'm a' choices, `handled` handled or unhandled, `q`
 * searching name, e-mail, phone and message.
 */
export const adminListContactsQuerySchema = z.object({
  type: z.preprocess(blankToUndefined, z.enum(CONTACT_TYPES, { error: `Type must be one of ${choicesInWords(CONTACT_TYPES)}` }).optional()),
  handled: z.preprocess(blankToUndefined, z.enum(['handled', 'unhandled'], { error: 'Handled must be handled or unhandled' }).optional()),
  q: searchText,
  ...pagingShape,
});
/** Parsed {@link adminListContactsQuerySchema}. */
export type AdminListContactsQuery = z.infer<typeof adminListContactsQuerySchema>;

/** A contact request as the inbox shows it (docs/product/back-office.md fields plus its handling). */
export const adminContactSchema = z
  .object({
    con_id: z.number().int(),
    con_name: z.string(),
    con_email: z.string(),
    con_phone: z.string(),
    con_type: z.string(),
    con_message: z.string(),
    is_handled: z.boolean(),
    handled_note: z.string(),
    handled_at: z.string().nullable(),
    handled_by: z.string().meta({ description: 'Name of the staff member who handled it; empty while unhandled' }),
    created_at: z.string(),
  })
  .meta({ id: 'AdminContact' });
/** Shape of {@link adminContactSchema}. */
export type AdminContact = z.infer<typeof adminContactSchema>;

/** Answer of `GET /api/admin/contacts`, plus how many are unhandled in all. */
export const adminListContactsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminContactSchema),
  unhandled: z.number().int(),
  ...pageMetaShape,
});
/** Shape of {@link adminListContactsResponseSchema}. */
export type AdminListContactsResponse = z.infer<typeof adminListContactsResponseSchema>;

/** Body of `PATCH /api/admin/contacts/{id}`: mark handled (with a note, which may span lines) or unhandled again. */
export const adminUpdateContactBodySchema = z.object({
  is_handled: z.boolean({ error: 'Say whether the request is handled: true or false' }),
  handled_note: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    multiLineText('Note', { trim: true }).max(1000, ADMIN_CONTACT_MESSAGES.noteTooLong),
  ),
});
/** Shape of {@link adminUpdateContactBodySchema}. */
export type AdminUpdateContactBody = z.infer<typeof adminUpdateContactBodySchema>;

/** Answer of the PATCH: the request as saved. */
export const adminUpdateContactResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminContactSchema });

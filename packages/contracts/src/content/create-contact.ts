import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';

// The form's choices, messages, limits and phone reading live in a module without zod, for the
// contact page (issue #35, docs/decisions/0033-javascript-budget.md).
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TYPES, type ContactType, normaliseContactPhone } from './contact-fields.ts';

export { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TYPES, type ContactType, normaliseContactPhone };

const text = (label: string, message: string) => singleLineText(label, { error: message, trim: true });

/**
 * Body of `POST /api/admin/contacts` (docs/product/content.md): all five fields required.
 * `con_phone` is normalised by {@link normaliseContactPhone}. Each failure names its field with
 * the message of {@link CONTACT_MESSAGES}; text holding a control character fails with
 * 'Name contains characters that are not allowed.' (only the message may span lines).
 */
export const createContactBodySchema = z.object({
  con_name: text('Name', CONTACT_MESSAGES.con_name)
    .min(CONTACT_LIMITS.nameMin, CONTACT_MESSAGES.con_name)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.con_name),
  con_email: text('Email', CONTACT_MESSAGES.con_email)
    .max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.con_email)
    .pipe(z.email({ error: CONTACT_MESSAGES.con_email })),
  con_phone: text('Phone', CONTACT_MESSAGES.con_phone).transform((value, ctx) => {
    const phone = normaliseContactPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.con_phone });
      return z.NEVER;
    }
    return phone;
  }),
  // the old client's 'Support Agents' choice meant an associate: a form still sending it is answered, not refused
  con_type: z.preprocess(
    (value) => (value === 'Support Agents' ? 'Associate' : value),
    z.enum(CONTACT_TYPES, { error: CONTACT_MESSAGES.con_type }),
  ),
  con_message: multiLineText('Message', { error: CONTACT_MESSAGES.con_message, trim: true })
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.con_message)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.con_message),
});

/** What the form sends (before normalisation). */
export type CreateContactInput = z.input<typeof createContactBodySchema>;
/** What the server stores (after normalisation). */
export type CreateContactBody = z.output<typeof createContactBodySchema>;

/**
 * Optional `Idempotency-Key` request header: a retried submission carrying the same key is
 * stored once and answered the same success. 8 to 128 visible ASCII characters.
 */
export const createContactHeadersSchema = z.object({
  'idempotency-key': singleLineText('Idempotency-Key')
    .regex(/^[\x21-\x7e]{8,128}$/, 'Idempotency-Key must be 8 to 128 visible characters')
    .optional(),
});

/** Answer of `POST /api/admin/contacts` (201): `{ success: true, message }`. */
export const createContactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** Shape of {@link createContactResponseSchema}. */
export type CreateContactResponse = z.infer<typeof createContactResponseSchema>;

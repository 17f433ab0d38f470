import { z } from 'zod';
import { normaliseMobile } from '../accounts/fields.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/**
 * The 'I'm a' choices of the contact form: the site's three audiences, property seekers,
 * associates and builders (docs/product/content.md "Contact (`/contactus`)").
 */
export const CONTACT_TYPES = ['Property Seeker', 'Associate', 'Builder'] as const;
/** One of {@link CONTACT_TYPES}. */
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Person-readable messages of the contact form, one per field. */
export const CONTACT_MESSAGES = {
  con_name: 'Please enter your full name.',
  con_email: 'Please enter a valid email address.',
  con_phone: 'Please enter a valid phone number.',
  con_type: 'Please choose who you are.',
  con_message: 'Please write a message of 10 to 2000 characters.',
  success: 'Thank you! Our team will call you back within 24 hours.',
  tooMany: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  /** 409 (code CONFLICT, field `idempotency-key`): the key came before with a different message. */
  keyReused: 'This request key was already used for a different message. Please send the form again.',
} as const;

/** Limits of the contact form fields, in characters. */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;

/**
 * Normalises a phone number typed into the contact form, or returns undefined when it is not one.
 * An Indian mobile (read by the accounts' one normaliser, `normaliseMobile`: 10 digits starting
 * 6 to 9, optionally after +91, 91 or 0) becomes `+91XXXXXXXXXX`; an international number in
 * E.164 form (`+`, then 8 to 15 digits) is kept. Spaces, dashes, dots and brackets are ignored.
 * Issue "The home page and the content pages".
 * @example normaliseContactPhone('094150 12345') === '+919415012345'
 */
export function normaliseContactPhone(input: string): string | undefined {
  const indian = normaliseMobile(input);
  if (indian) return `+91${indian}`;
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  return undefined;
}

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

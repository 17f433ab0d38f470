import { normaliseMobile } from '../accounts/mobile.ts';

// The contact form's fields as the page and the API read them (docs/product/content.md "Contact
// (`/contactus`)"), re-exported by `create-contact.ts` with the body's schema. Kept free of zod:
// the contact page draws its form with these and loads the schema only to check what was typed
// (issue #35, docs/decisions/0033-javascript-budget.md).

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

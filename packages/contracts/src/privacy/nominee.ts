import { z } from 'zod';
import { mobileSchema } from '../accounts/fields.ts';
import { singleLineText } from '../common/text.ts';

/**
 * The nominee of an account (docs/product/privacy.md, "Nominee"; DPDP Act 2023, s. 14; Rules
 * 2025, Rule 14): a person who may exercise the account holder's rights on their death or
 * incapacity. `GET`, `PUT` and `DELETE /api/me/nominee`.
 */

/** Person-facing messages of the nominee routes. */
export const NOMINEE_MESSAGES = {
  name: 'Please enter the nominee’s full name (2 to 100 characters).',
  mobile: 'Please enter the nominee’s 10-digit Indian mobile number.',
  relation: 'Please say how the nominee is related to you (2 to 40 characters).',
  saved: 'Your nominee is saved.',
  removed: 'Your nominee is removed.',
  noneToRemove: 'You have not named a nominee.',
  sameMobile: 'Your nominee must be another person: enter their mobile, not yours.',
} as const;

/** Body of `PUT /api/me/nominee`: `{ name, mobile, relation }`; the mobile may be typed with +91 and spaces. */
export const nomineeBodySchema = z.object({
  name: singleLineText('Name', { error: NOMINEE_MESSAGES.name, trim: true }).min(2, NOMINEE_MESSAGES.name).max(100, NOMINEE_MESSAGES.name),
  mobile: mobileSchema(NOMINEE_MESSAGES.mobile, 'Mobile'),
  relation: singleLineText('Relation', { error: NOMINEE_MESSAGES.relation, trim: true })
    .min(2, NOMINEE_MESSAGES.relation)
    .max(40, NOMINEE_MESSAGES.relation),
});
/** What the form sends. */
export type NomineeInput = z.input<typeof nomineeBodySchema>;
/** Parsed {@link nomineeBodySchema}. */
export type NomineeBody = z.infer<typeof nomineeBodySchema>;

/** A nominee as its account reads it. */
export const nomineeSchema = z
  .object({ name: z.string(), mobile: z.string(), relation: z.string(), updated_at: z.string() })
  .meta({ id: 'Nominee' });
/** Shape of {@link nomineeSchema}. */
export type Nominee = z.infer<typeof nomineeSchema>;

/** Answer of `GET /api/me/nominee` (data null when none is named). */
export const nomineeResponseSchema = z.object({ success: z.literal(true), data: nomineeSchema.nullable() });
/** Shape of {@link nomineeResponseSchema}. */
export type NomineeResponse = z.infer<typeof nomineeResponseSchema>;

/** Answer of `PUT`/`DELETE /api/me/nominee`. */
export const nomineeChangeResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: nomineeSchema.nullable() });
/** Shape of {@link nomineeChangeResponseSchema}. */
export type NomineeChangeResponse = z.infer<typeof nomineeChangeResponseSchema>;

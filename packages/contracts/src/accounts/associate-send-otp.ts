import { z } from 'zod';
import { ACCOUNT_MESSAGES, languageSchema, mobileSchema } from './fields.ts';

/**
 * Body of `POST /api/auth/associate/send-otp` (docs/product/accounts.md): `{ mobile }`; not 10 digits →
 * 400 'Enter valid mobile'; taken → 409 'Mobile already registered'; throttled like the customer
 * OTP (429 with Retry-After). `language` (optional, `en` or `hi`, default `en`) is the language
 * of the SMS (docs/product/accounts.md, "Language of an account and Hindi listing text").
 */
export const associateSendOtpRequestSchema = z.object({
  mobile: mobileSchema(ACCOUNT_MESSAGES.enterValidMobile),
  language: languageSchema,
});
/** Shape of {@link associateSendOtpRequestSchema}. */
export type AssociateSendOtpRequest = z.infer<typeof associateSendOtpRequestSchema>;

/** Answer: `{ success: true, msg: 'OTP sent', message: 'OTP sent' }` (the old client reads `msg`). */
export const associateSendOtpResponseSchema = z.object({ success: z.literal(true), msg: z.string(), message: z.string() });
/** Shape of {@link associateSendOtpResponseSchema}. */
export type AssociateSendOtpResponse = z.infer<typeof associateSendOtpResponseSchema>;

import { z } from 'zod';
import { languageSchema, mobileSchema, OTP_RESEND_SECONDS, otpPurposeSchema } from './fields.ts';

/**
 * Body of `POST /api/auth/user/send-otp` (docs/product/accounts.md, "Mobile OTPs"). signup:
 * 409 'Mobile already registered' when taken; signin needs the pending sign-in session of that
 * mobile (resend on /verify); reset answers alike whether or not the mobile is registered.
 * Without `purpose`: signin when the caller holds a pending sign-in session for this mobile,
 * else signup (docs/product/accounts.md, "Customer sign-in").
 * Throttled: 429 'Please wait {n} seconds before requesting another OTP.' with Retry-After.
 * `language` (optional, `en` or `hi`) is the language of a sign-up code's SMS; the sign-in and
 * reset codes go out in the account's own language (docs/product/accounts.md, "Language of an
 * account and Hindi listing text").
 */
export const userSendOtpRequestSchema = z.object({ mobile: mobileSchema(), purpose: otpPurposeSchema, language: languageSchema });
/** Shape of {@link userSendOtpRequestSchema} (input side: `purpose` optional). */
export type UserSendOtpRequest = z.input<typeof userSendOtpRequestSchema>;

/** Answer of `POST /api/auth/user/send-otp`: message 'OTP sent to your mobile', resend allowed after `resend_after` seconds (30). */
export const userSendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resend_after: z.number().int().meta({ description: 'Seconds until another OTP may be requested', example: OTP_RESEND_SECONDS }),
});
/** Shape of {@link userSendOtpResponseSchema}. */
export type UserSendOtpResponse = z.infer<typeof userSendOtpResponseSchema>;

import { z } from 'zod';
import { BUILDER_MESSAGES, languageSchema, mobileSchema } from './fields.ts';
import { userSendOtpResponseSchema } from './user-send-otp.ts';

/** What a builder OTP proves: the mobile of a sign-up, or the second step of sign-in (docs/product/builders.md, "Account"). */
export const BUILDER_OTP_PURPOSES = ['signup', 'signin'] as const;
/** One of {@link BUILDER_OTP_PURPOSES}. */
export type BuilderOtpPurpose = (typeof BUILDER_OTP_PURPOSES)[number];

/**
 * Optional `purpose` of the builder OTP calls. Without it, as for customers, the call is the
 * sign-in step when the caller holds this mobile's pending builder sign-in session, else sign-up.
 */
export const builderOtpPurposeSchema = z.enum(BUILDER_OTP_PURPOSES, { error: BUILDER_MESSAGES.purposeInvalid }).optional();

/**
 * Body of `POST /api/auth/builder/send-otp` `{ mobile, purpose? }` (docs/product/builders.md,
 * "Account"; the same shape and messages as the customer's): signup → 409 'Mobile already
 * registered' (code MOBILE_TAKEN) when a builder has this mobile; signin needs the pending sign-in
 * session of that mobile (401 'Please sign in again.'). Throttled: 429 'Please wait {n} seconds
 * before requesting another OTP.' with Retry-After. `language` (optional, `en` or `hi`) is the
 * language of a sign-up code's SMS; the sign-in code goes out in the account's own language
 * (docs/product/accounts.md, "Language of an account and Hindi listing text").
 */
export const builderSendOtpRequestSchema = z.object({ mobile: mobileSchema(), purpose: builderOtpPurposeSchema, language: languageSchema });
/** Shape of {@link builderSendOtpRequestSchema} as a client sends it. */
export type BuilderSendOtpRequest = z.input<typeof builderSendOtpRequestSchema>;

/** Answer of `POST /api/auth/builder/send-otp`: 'OTP sent to your mobile' and `resend_after` seconds (30). */
export const builderSendOtpResponseSchema = userSendOtpResponseSchema;
/** Shape of {@link builderSendOtpResponseSchema}. */
export type BuilderSendOtpResponse = z.infer<typeof builderSendOtpResponseSchema>;

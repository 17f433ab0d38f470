import { z } from 'zod';
import { builderOtpPurposeSchema } from './builder-send-otp.ts';
import { builderUserSchema, mobileSchema, otpSchema } from './fields.ts';

/**
 * Body of `POST /api/auth/builder/verify-otp` `{ mobile, otp, purpose? }` (docs/product/builders.md,
 * "Account"). signup marks the mobile verified for 15 minutes; signin (the pending session from
 * `POST /api/builder/sign-in`, cookie or bearer) activates the session. Errors: 400 'Invalid OTP',
 * 'OTP expired. Please request a new one.', 'Too many wrong attempts. Please request a new OTP.'
 * (field otp); 401 'Please sign in again.' for signin without the pending session.
 */
export const builderVerifyOtpRequestSchema = z.object({ mobile: mobileSchema(), otp: otpSchema, purpose: builderOtpPurposeSchema });
/** Shape of {@link builderVerifyOtpRequestSchema} as a client sends it. */
export type BuilderVerifyOtpRequest = z.input<typeof builderVerifyOtpRequestSchema>;

/**
 * Answer for signin: 'Signed in successfully!', a fresh session `token` (also set as the `session`
 * cookie), role 'builder' and the builder.
 */
export const builderVerifyOtpSigninResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  role: z.literal('builder'),
  user: builderUserSchema,
});

/** Answer for signup: `{ success: true, message: 'OTP verified' }`. */
export const builderVerifyOtpSignupResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Either answer of `POST /api/auth/builder/verify-otp` (signin answers carry `token`, `role` and `user`). */
export const builderVerifyOtpResponseSchema = z.union([builderVerifyOtpSigninResponseSchema, builderVerifyOtpSignupResponseSchema]);
/** Shape of {@link builderVerifyOtpResponseSchema}. */
export type BuilderVerifyOtpResponse = z.infer<typeof builderVerifyOtpResponseSchema>;

import { z } from 'zod';
import { customerUserSchema, mobileSchema, otpPurposeSchema, otpSchema } from './fields.ts';

/**
 * Body of `POST /api/auth/user/verify-otp` (docs/product/accounts.md, "Mobile OTPs"). signup
 * marks the mobile verified for 15 minutes; signin (pending session cookie or bearer required)
 * activates the session. Without `purpose`: signin when the caller holds a pending sign-in
 * session for this mobile, else signup (docs/product/accounts.md, "Customer sign-in").
 * Errors: 400 'Invalid OTP', 'OTP expired. Please request a new one.',
 * 'Too many wrong attempts. Please request a new OTP.' (field otp).
 */
export const userVerifyOtpRequestSchema = z.object({ mobile: mobileSchema(), otp: otpSchema, purpose: otpPurposeSchema });
/** Shape of {@link userVerifyOtpRequestSchema} (input side: `purpose` optional). */
export type UserVerifyOtpRequest = z.input<typeof userVerifyOtpRequestSchema>;

/** Answer for purpose signup: `{ success: true, message: 'OTP verified' }`. */
export const userVerifyOtpSignupResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * Answer for purpose signin: 'Signed in successfully!', a fresh session `token` (also set as
 * the `session` cookie) and the customer.
 */
export const userVerifyOtpSigninResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: customerUserSchema,
});

/** Either answer of `POST /api/auth/user/verify-otp` (signin answers carry `token` and `user`). */
export const userVerifyOtpResponseSchema = z.union([userVerifyOtpSigninResponseSchema, userVerifyOtpSignupResponseSchema]);
/** Shape of {@link userVerifyOtpResponseSchema}. */
export type UserVerifyOtpResponse = z.infer<typeof userVerifyOtpResponseSchema>;

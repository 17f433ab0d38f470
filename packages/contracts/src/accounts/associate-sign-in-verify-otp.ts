import { z } from 'zod';
import { associateSignInResponseSchema } from './associate-sign-in.ts';
import { ACCOUNT_MESSAGES, mobileSchema, otpSchema } from './fields.ts';

/**
 * Body of `POST /api/associate/sign-in/verify-otp`, the second step of an associate sign-in
 * that answered `otp_required: true`: the mobile and the six-digit OTP; the pending session
 * comes as the cookie (or Bearer token) of that answer. Wrong code → 400 'Invalid OTP' (field
 * otp); no such pending session → 401 'Please sign in again.'.
 */
export const associateSignInVerifyOtpRequestSchema = z.object({
  mobile: mobileSchema(ACCOUNT_MESSAGES.signInMobileInvalid),
  otp: otpSchema,
});
/** Shape of {@link associateSignInVerifyOtpRequestSchema}. */
export type AssociateSignInVerifyOtpRequest = z.infer<typeof associateSignInVerifyOtpRequestSchema>;

/** Answer: the same as a direct associate sign-in ('Signed in successfully!', an active session `token`, `user`). */
export const associateSignInVerifyOtpResponseSchema = associateSignInResponseSchema;
/** Shape of {@link associateSignInVerifyOtpResponseSchema}. */
export type AssociateSignInVerifyOtpResponse = z.infer<typeof associateSignInVerifyOtpResponseSchema>;

import { z } from 'zod';
import { ACCOUNT_MESSAGES, mobileSchema, OTP_RESEND_SECONDS } from './fields.ts';

/**
 * Body of `POST /api/associate/sign-in/resend-otp`: the mobile of the pending associate sign-in
 * (its session comes as cookie or Bearer token). No such session → 401 'Please sign in again.';
 * within 30 seconds of the last code → 429 with Retry-After.
 */
export const associateSignInResendOtpRequestSchema = z.object({ mobile: mobileSchema(ACCOUNT_MESSAGES.signInMobileInvalid) });
/** Shape of {@link associateSignInResendOtpRequestSchema}. */
export type AssociateSignInResendOtpRequest = z.infer<typeof associateSignInResendOtpRequestSchema>;

/** Answer: 'OTP sent to your mobile' and the seconds until another resend is allowed (30). */
export const associateSignInResendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resend_after: z.number().int().meta({ description: 'Seconds until another OTP may be requested', example: OTP_RESEND_SECONDS }),
});
/** Shape of {@link associateSignInResendOtpResponseSchema}. */
export type AssociateSignInResendOtpResponse = z.infer<typeof associateSignInResendOtpResponseSchema>;

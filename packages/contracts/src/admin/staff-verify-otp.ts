import { z } from 'zod';
import { ACCOUNT_MESSAGES, mobileSchema, otpSchema } from '../accounts/fields.ts';
import { staffMemberSchema } from './staff.ts';

/** Body of `POST /api/admin/auth/verify-otp`: the mobile of the pending sign-in and its six-digit OTP. */
export const staffVerifyOtpRequestSchema = z.object({
  mobile: mobileSchema(ACCOUNT_MESSAGES.signInMobileInvalid),
  otp: otpSchema,
});
/** Shape of {@link staffVerifyOtpRequestSchema}. */
export type StaffVerifyOtpRequest = z.infer<typeof staffVerifyOtpRequestSchema>;

/** Answer of the OTP step: the staff session is active (cookie set; `token` for Bearer clients). */
export const staffVerifyOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  staff: staffMemberSchema,
});
/** Shape of {@link staffVerifyOtpResponseSchema}. */
export type StaffVerifyOtpResponse = z.infer<typeof staffVerifyOtpResponseSchema>;

/** Body of `POST /api/admin/auth/resend-otp`: the mobile of the pending sign-in. */
export const staffResendOtpRequestSchema = z.object({ mobile: mobileSchema(ACCOUNT_MESSAGES.signInMobileInvalid) });
/** Answer of the resend: seconds until another resend is allowed. */
export const staffResendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resend_after_seconds: z.number().int(),
});

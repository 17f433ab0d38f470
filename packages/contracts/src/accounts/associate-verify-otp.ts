import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { ACCOUNT_MESSAGES, asTrimmedText, mobileSchema, OTP_PATTERN } from './fields.ts';

/**
 * Body of `POST /api/auth/associate/verify-otp` (docs/product/accounts.md): `{ mobile, otp }`. Empty OTP →
 * 400 'Enter OTP first'; wrong → 400 'Invalid OTP'. Success marks the mobile verified for 15 minutes.
 */
export const associateVerifyOtpRequestSchema = z.object({
  mobile: mobileSchema(ACCOUNT_MESSAGES.enterValidMobile),
  otp: z.preprocess(
    asTrimmedText,
    singleLineText('OTP', { error: ACCOUNT_MESSAGES.otpFirst })
      .min(1, ACCOUNT_MESSAGES.otpFirst)
      .regex(OTP_PATTERN, ACCOUNT_MESSAGES.otpSixDigits),
  ),
});
/** Shape of {@link associateVerifyOtpRequestSchema}. */
export type AssociateVerifyOtpRequest = z.infer<typeof associateVerifyOtpRequestSchema>;

/** Answer: `{ success: true, msg: 'Mobile verified', message: 'Mobile verified' }`. */
export const associateVerifyOtpResponseSchema = z.object({ success: z.literal(true), msg: z.string(), message: z.string() });
/** Shape of {@link associateVerifyOtpResponseSchema}. */
export type AssociateVerifyOtpResponse = z.infer<typeof associateVerifyOtpResponseSchema>;

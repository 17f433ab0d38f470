import { z } from 'zod';
import { ACCOUNT_MESSAGES, mobileSchema } from '../accounts/fields.ts';
import { singleLineText } from '../common/text.ts';

/**
 * Body of `POST /api/admin/auth/sign-in` (docs/product/back-office.md): mobile and password. A right
 * pair opens a PENDING staff session and sends an OTP by SMS; nothing else works until
 * `POST /api/admin/auth/verify-otp`.
 */
export const staffSignInRequestSchema = z.object({
  mobile: mobileSchema(ACCOUNT_MESSAGES.signInMobileInvalid),
  password: singleLineText('Password', { error: ACCOUNT_MESSAGES.signInFieldsMissing })
    .min(1, ACCOUNT_MESSAGES.signInFieldsMissing)
    .max(128, ACCOUNT_MESSAGES.signInFieldsMissing),
});
/** Shape of {@link staffSignInRequestSchema}. */
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

/** Answer of the staff sign-in: the OTP is on its way; `token` is the pending session for non-browser clients. */
export const staffSignInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  otp_required: z.literal(true),
  resend_after_seconds: z.number().int(),
  token: z.string(),
});
/** Shape of {@link staffSignInResponseSchema}. */
export type StaffSignInResponse = z.infer<typeof staffSignInResponseSchema>;

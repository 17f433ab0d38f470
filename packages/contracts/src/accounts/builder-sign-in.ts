import { z } from 'zod';
import { OTP_RESEND_SECONDS } from './fields.ts';
import { signInCredentialsSchema } from './user-sign-in.ts';

/**
 * Body of `POST /api/builder/sign-in` `{ builder_mobile, builder_password }` (docs/product/builders.md,
 * "Account"; the customers' checks and messages): either missing → 400 'Please enter mobile
 * number and password', a mobile that is not 10 digits → 400 'Enter a valid 10-digit mobile
 * number'; wrong credentials → 401 'Invalid mobile number or password'; a wrong password while the
 * account is locked → 429 with Retry-After.
 */
export const builderSignInRequestSchema = signInCredentialsSchema('builder_mobile', 'builder_password');
/** Shape of {@link builderSignInRequestSchema}. */
export type BuilderSignInRequest = { builder_mobile: string; builder_password: string };

/**
 * Answer of `POST /api/builder/sign-in`: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
 * `otp_required: true`, a PENDING session `token` (also set as cookie; refused everywhere until
 * `POST /api/auth/builder/verify-otp` activates it), `resend_after` seconds (30) and
 * `user: { builder_id, builder_mobile }`.
 */
export const builderSignInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  otp_required: z.literal(true),
  token: z.string(),
  resend_after: z.number().int().meta({ description: 'Seconds until another OTP may be requested', example: OTP_RESEND_SECONDS }),
  user: z.object({ builder_id: z.number().int(), builder_mobile: z.string() }),
});
/** Shape of {@link builderSignInResponseSchema}. */
export type BuilderSignInResponse = z.infer<typeof builderSignInResponseSchema>;

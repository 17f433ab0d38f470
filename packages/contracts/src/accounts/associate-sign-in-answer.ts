import { z } from 'zod';
import { associateSignInResponseSchema } from './associate-sign-in.ts';
import { OTP_RESEND_SECONDS } from './fields.ts';

/**
 * Answer of `POST /api/associate/sign-in` when the password is right but the account is locked
 * after too many wrong passwords (docs/decisions/0006-account-sign-in-limits.md): an OTP was
 * sent to the associate's mobile and a PENDING session `token` (also set as cookie, 10 minutes)
 * waits for it at `POST /api/associate/sign-in/verify-otp`.
 */
export const associateSignInOtpRequiredResponseSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    otp_required: z.literal(true),
    token: z.string(),
    resend_after: z.number().int().meta({ description: 'Seconds until another OTP may be requested', example: OTP_RESEND_SECONDS }),
  })
  .meta({ id: 'AssociateSignInOtpRequired' });
/** Shape of {@link associateSignInOtpRequiredResponseSchema}. */
export type AssociateSignInOtpRequiredResponse = z.infer<typeof associateSignInOtpRequiredResponseSchema>;

/**
 * Every 200 answer of `POST /api/associate/sign-in`: signed in at once (`token`, `user`; the
 * usual case), or `otp_required: true` while the account is locked.
 */
export const associateSignInAnswerSchema = z.union([associateSignInResponseSchema, associateSignInOtpRequiredResponseSchema]);
/** Shape of {@link associateSignInAnswerSchema}. */
export type AssociateSignInAnswer = z.infer<typeof associateSignInAnswerSchema>;

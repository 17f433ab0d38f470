import { z } from 'zod';
import { otpSchema } from '../accounts/fields.ts';

/** Body of `POST /api/me/deletion`: the OTP that `POST /api/me/deletion/otp` sent to the account's mobile. */
export const deletionRequestSchema = z.object({ otp: otpSchema });

/**
 * Answer of `GET`, `POST` and `DELETE /api/me/deletion` (docs/product/privacy-rights.md,
 * "Erasure"): whether the account is being deleted and, when so, from when its data is erased
 * (`erase_after`, ISO 8601). `waiting_reason` says why a due erasure waits (unpaid earnings).
 */
export const deletionStateSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  pending: z.boolean(),
  requested_at: z.string().nullable(),
  erase_after: z.string().nullable(),
  waiting_reason: z.string().nullable(),
});
/** Shape of {@link deletionStateSchema}. */
export type DeletionState = z.infer<typeof deletionStateSchema>;

/** Answer of the OTP sends of this module: a message and the seconds until another may be asked. */
export const privacyOtpSentSchema = z.object({ success: z.literal(true), message: z.string(), resend_after: z.number().int() });

/**
 * Account statuses of a deleted account (docs/product/privacy-rights.md, "Erasure"): `closing`
 * during the grace period (the person may sign in, to cancel), `erased` after. Staff lists and lead
 * matching leave both out.
 */
export const CLOSED_ACCOUNT_STATUSES = ['closing', 'erased'] as const;

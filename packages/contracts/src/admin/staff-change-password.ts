import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../accounts/fields.ts';
import { singleLineText } from '../common/text.ts';
import { STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH } from './staff.ts';

/**
 * Body of `POST /api/admin/auth/change-password`: the current (or one-time) password and a new one
 * of 10 to 128 characters; control characters are refused in both.
 */
export const staffChangePasswordRequestSchema = z.object({
  current_password: singleLineText('Current password', { error: STAFF_MESSAGES.currentPasswordWrong })
    .min(1, STAFF_MESSAGES.currentPasswordWrong)
    .max(PASSWORD_MAX_LENGTH),
  new_password: singleLineText('New password', { error: STAFF_MESSAGES.staffPasswordTooShort })
    .min(STAFF_PASSWORD_MIN_LENGTH, STAFF_MESSAGES.staffPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters'),
});
/** Shape of {@link staffChangePasswordRequestSchema}. */
export type StaffChangePasswordRequest = z.infer<typeof staffChangePasswordRequestSchema>;

/** Answer of the password change. */
export const staffChangePasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });

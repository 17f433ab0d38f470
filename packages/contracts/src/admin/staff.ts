import { z } from 'zod';

/**
 * Staff accounts of the back office (docs/product/back-office.md): two roles, the person-facing
 * messages of the staff sign-in and the shape of a staff member on the wire.
 */

/** Staff roles: admin may do everything (staff and customer records too); editor handles content and listings. */
export const STAFF_ROLES = ['admin', 'editor'] as const;
/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Absolute lifetime of a staff session: 8 hours, in milliseconds. */
export const STAFF_SESSION_MAX_MS = 8 * 3_600_000;
/** A staff session ends after this long without a request: 30 minutes, in milliseconds. */
export const STAFF_IDLE_MS = 30 * 60_000;

/** Every person-facing text of the staff sign-in and guards, word for word. */
export const STAFF_MESSAGES = {
  signInWrong: 'Invalid mobile number or password',
  verifyOtp: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
  signedIn: 'Signed in successfully!',
  signInAgain: 'Please sign in again.',
  sessionEnded: 'Your staff session has ended. Please sign in again.',
  changePasswordFirst: 'Change your one-time password before you continue.',
  currentPasswordWrong: 'Current password is not correct.',
  samePassword: 'The new password must differ from the current one.',
  passwordChanged: 'Password changed.',
  staffPasswordTooShort: 'Password must be at least 10 characters',
  staffOnly: 'This is for staff only.',
  adminOnly: 'Only an admin can do this.',
} as const;

/** Shortest staff password: 10 characters (staff passwords guard every customer's data). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;

/** A staff member as the back office shows them. `must_change_password` is true until the one-time password is replaced. */
export const staffMemberSchema = z
  .object({
    staff_id: z.number().int(),
    staff_name: z.string(),
    staff_mobile: z.string(),
    staff_role: z.enum(STAFF_ROLES),
    staff_status: z.string(),
    must_change_password: z.boolean(),
  })
  .meta({ id: 'StaffMember' });
/** Shape of {@link staffMemberSchema}. */
export type StaffMember = z.infer<typeof staffMemberSchema>;

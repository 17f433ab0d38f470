import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { STAFF_MESSAGES } from '@realty/contracts/admin/staff';
import type { StaffChangePasswordRequest } from '@realty/contracts/admin/staff-change-password';
import type { StaffSignInRequest, StaffSignInResponse } from '@realty/contracts/admin/staff-sign-in';
import type { StaffVerifyOtpResponse } from '@realty/contracts/admin/staff-verify-otp';
import { badRequest } from '../../lib/app-error.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { type IssuedSession, type ResolvedSession, revokeOtherSessions } from '../identity/session.service.ts';
import { completeOtpSignIn, resendSignInOtp, startOtpSignIn } from '../identity/sign-in.service.ts';
import { updateStaffRow } from './staff.repository.ts';
import { toStaffMember } from './staff.service.ts';
import { staffKind } from './staff-account.ts';
import type { StaffCaller } from './staff-guard.ts';

/**
 * `POST /api/admin/auth/sign-in`: a right mobile and password of an active staff member opens a
 * pending session (10 minutes) and sends a 'staff-signin' OTP by SMS, with the customers' OTP
 * rules (5-minute code, 5 tries, 30-second resend, hourly send limits). Wrong passwords count
 * towards the member's sign-in limit (`checkPassword`); a right one proceeds to the OTP even while locked.
 * @throws AppError 401 'Invalid mobile number or password' (unknown, wrong or disabled, all alike
 *   and equally slow), 429 for a wrong password while the account is locked and when OTP sending
 *   is throttled, both with Retry-After.
 */
export async function signInStaff(
  ctx: IdentityContext,
  body: StaffSignInRequest,
  ip: string,
): Promise<{ body: StaffSignInResponse; session: IssuedSession }> {
  const { session, resendAfter } = await startOtpSignIn(ctx, staffKind, { mobile: body.mobile, password: body.password, ip });
  return {
    body: { success: true, message: STAFF_MESSAGES.verifyOtp, otp_required: true, resend_after_seconds: resendAfter, token: session.token },
    session,
  };
}

/**
 * `POST /api/admin/auth/resend-otp`: a new OTP for the pending staff sign-in of `mobile`.
 * @throws AppError 401 'Please sign in again.' without that pending session; 429 within 30 seconds.
 */
export async function resendStaffOtp(ctx: IdentityContext, mobile: string, ip: string, pending: ResolvedSession | null): Promise<number> {
  return resendSignInOtp(ctx, staffKind, { mobile, ip, pending });
}

/**
 * `POST /api/admin/auth/verify-otp`: the right OTP turns the pending session into an active staff
 * session under a new token (8 hours at most, ending after 30 idle minutes) and forgets the
 * member's wrong passwords (a lock ends).
 * @throws AppError 400 OTP errors (field otp); 401 'Please sign in again.' without the pending session.
 */
export async function verifyStaffOtp(
  ctx: IdentityContext,
  params: { mobile: string; otp: string; pending: ResolvedSession | null },
): Promise<{ body: StaffVerifyOtpResponse; session: IssuedSession }> {
  const { row, session } = await completeOtpSignIn(ctx, staffKind, params);
  await recordAudit(ctx.db, { staffId: row.staffId, action: 'sign-in', entity: 'staff', entityId: String(row.staffId) });
  return { body: { success: true, message: STAFF_MESSAGES.signedIn, token: session.token, staff: toStaffMember(row) }, session };
}

/**
 * `POST /api/admin/auth/change-password`: checks the current (or one-time) password, stores the
 * new one (argon2id), clears the one-time flag and ends the member's other sessions.
 * @throws AppError 400 'Current password is not correct.' (field current_password), a reused or
 *   common new password (field new_password).
 */
export async function changeStaffPassword(ctx: IdentityContext, caller: StaffCaller, body: StaffChangePasswordRequest): Promise<void> {
  if (!(await verifyPassword(caller.row.passwordHash, body.current_password)))
    throw badRequest(STAFF_MESSAGES.currentPasswordWrong, 'current_password');
  if (body.new_password === body.current_password) throw badRequest(STAFF_MESSAGES.samePassword, 'new_password');
  if (isCommonPassword(body.new_password)) throw badRequest(ACCOUNT_MESSAGES.passwordTooCommon, 'new_password');
  await updateStaffRow(ctx.db, caller.staffId, { passwordHash: await hashPassword(body.new_password), mustChangePassword: 0 });
  await revokeOtherSessions(ctx.db, 'staff', caller.staffId, caller.sessionId, ctx.now());
  await recordAudit(ctx.db, { staffId: caller.staffId, action: 'change-password', entity: 'staff', entityId: String(caller.staffId) });
}

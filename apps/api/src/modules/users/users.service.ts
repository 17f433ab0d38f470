import type { ExistsResponse, MessageResponse } from '@realty/contracts/accounts/fields';
import { ACCOUNT_MESSAGES, accountLanguageOf, DEFAULT_ACCOUNT_LANGUAGE } from '@realty/contracts/accounts/fields';
import type { UserLocationsInput } from '@realty/contracts/accounts/user-locations';
import type { UserProfileResponse } from '@realty/contracts/accounts/user-profile';
import type { UserSignInRequest, UserSignInResponse } from '@realty/contracts/accounts/user-sign-in';
import type { UserSignUpInput, UserSignUpResponse } from '@realty/contracts/accounts/user-sign-up';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { consumeVerifiedMobile, otpPurposeOf, verifyOtp } from '../identity/otp.service.ts';
import { signInWithPassword, signUpWithOtp } from '../identity/otp-account.service.ts';
import { revokeAllSessions } from '../identity/session.service.ts';
import type { SessionAnswer } from '../identity/sign-in.service.ts';
import { customerKind } from './customer-account.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertUser,
  updateUserLocation,
  updateUserNotiToken,
  updateUserPasswordHash,
} from './users.repository.ts';

/** Degrees as the decimal text the numeric(9,6) columns store. */
const degrees = (value: number): string => value.toFixed(6);

/** `POST /auth/user/check-email` (docs/product/accounts.md §7): whether a customer already uses this e-mail. */
export async function checkCustomerEmail(ctx: IdentityContext, email: string): Promise<ExistsResponse> {
  return { success: true, exists: Boolean(await findUserByEmail(ctx.db, email)) };
}

/** `POST /auth/user/check-mobile` (docs/product/accounts.md §7): whether a customer already uses this mobile. */
export async function checkCustomerMobile(ctx: IdentityContext, mobile: string): Promise<ExistsResponse> {
  return { success: true, exists: Boolean(await findUserByMobile(ctx.db, mobile)) };
}

/**
 * `POST /user/sign-up` (docs/product/accounts.md, "Customer sign-up"): the shared `signUpWithOtp`
 * of the customer kind (common password → 400, taken e-mail or mobile → 409, then the mobile's
 * sign-up verification or a right `otp` now) storing the customer (argon2id password, alternate
 * mobile, push subscription, location, address; `language` as given, else English) with an
 * active 30-day session.
 * @throws AppError 400 'This password is too common…', 409 'Email already registered' /
 *   'Mobile already registered', 400 'Verify your mobile number with the OTP first.' (field otp),
 *   or the OTP errors of `verifyOtp`.
 */
export function signUpCustomer(ctx: IdentityContext, input: UserSignUpInput): Promise<SessionAnswer<UserSignUpResponse>> {
  const credentials = { email: input.user_email, mobile: input.user_mobile, password: input.user_password, otp: input.otp };
  return signUpWithOtp(ctx, customerKind, credentials, (db, passwordHash) =>
    insertUser(db, {
      name: input.user_name,
      email: input.user_email,
      mobile: input.user_mobile,
      passwordHash,
      altMobile: input.user_alt_mobile ?? '',
      notiToken: input.user_noti_token ?? '',
      locLat: input.user_loc_lat === undefined ? null : degrees(input.user_loc_lat),
      locLon: input.user_loc_lon === undefined ? null : degrees(input.user_loc_lon),
      address: input.user_address ?? '',
      language: input.language ?? DEFAULT_ACCOUNT_LANGUAGE,
      createdAt: ctx.now(),
    }),
  );
}

/**
 * `POST /user/sign-in` (docs/product/accounts.md, "Customer sign-in"): the shared two-step
 * sign-in: right mobile and password → an OTP is sent to the account's mobile and a PENDING
 * session (10 minutes) is opened; it is refused everywhere until `verify-otp` purpose signin
 * activates it. Wrong passwords count towards the account's sign-in limit; a right one proceeds
 * to the OTP even while locked.
 * @throws AppError 401 'Invalid mobile number or password' (unknown mobile, wrong password or a
 *   disabled account, all alike and equally slow), 429 for a wrong password while the account is
 *   locked and when the OTP is throttled, both with Retry-After.
 */
export function signInCustomer(
  ctx: IdentityContext,
  credentials: UserSignInRequest,
  ip: string,
): Promise<SessionAnswer<UserSignInResponse>> {
  const params = { mobile: credentials.user_mobile, password: credentials.user_password, ip };
  return signInWithPassword(ctx, customerKind, params, ({ row }) => ({ user: { user_id: row.userId, user_mobile: row.mobile } }));
}

/**
 * `PUT /api/user/push_subscription` (docs/product/accounts.md, "Web Push"): saves the signed-in
 * customer's Web Push subscription after they turned on visit updates, so the visit and lead
 * notifications reach this browser.
 */
export async function saveCustomerPushSubscription(ctx: IdentityContext, userId: number, token: string): Promise<{ success: true }> {
  await updateUserNotiToken(ctx.db, userId, token);
  return { success: true };
}

/**
 * `POST /user/user_locations` (docs/product/accounts.md §4 step 3): saves the signed-in customer's location,
 * push subscription and address.
 * @throws AppError 403 when `user_id` is not the session's own (checked by the route).
 */
export async function saveCustomerLocation(ctx: IdentityContext, userId: number, input: UserLocationsInput): Promise<{ success: true }> {
  await updateUserLocation(ctx.db, userId, {
    locLat: degrees(input.user_loc_lat),
    locLon: degrees(input.user_loc_lon),
    notiToken: input.user_noti_token,
    address: input.user_address,
  });
  return { success: true };
}

/**
 * `GET /user/profile` (docs/product/accounts.md §7): the signed-in customer's own details, with the
 * `language` of their texts.
 * @throws AppError 401 when the account no longer exists.
 */
export async function getCustomerProfile(ctx: IdentityContext, userId: number): Promise<UserProfileResponse> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw unauthorized();
  return {
    success: true,
    user: {
      user_id: row.userId,
      user_name: row.name,
      user_email: row.email,
      user_mobile: row.mobile,
      user_alt_mobile: row.altMobile,
      user_address: row.address,
      language: accountLanguageOf(row.language),
      email_confirmed: row.emailConfirmedAt !== null,
    },
  };
}

/**
 * `POST /auth/user/reset-password` (/forgetpassword, docs/product/accounts.md §2): a common new password → 400;
 * then the reset OTP must be right, now or through `verify-otp` purpose reset in the last 15 minutes
 * (an unregistered mobile never got one → 'Invalid OTP'); the new
 * argon2id hash is stored and every session of the customer is revoked.
 * @throws AppError 400 'This password is too common…' (field new_password) or the OTP errors.
 */
export async function resetCustomerPassword(
  ctx: IdentityContext,
  input: { mobile: string; otp: string; new_password: string },
): Promise<MessageResponse> {
  if (isCommonPassword(input.new_password)) throw badRequest(ACCOUNT_MESSAGES.passwordTooCommon, 'new_password');
  const verifiedBefore = await consumeVerifiedMobile(ctx, otpPurposeOf('user', 'reset'), input.mobile, input.otp);
  if (!verifiedBefore)
    await verifyOtp(ctx, { purpose: otpPurposeOf('user', 'reset'), mobile: input.mobile, code: input.otp, consume: true });
  const user = await findUserByMobile(ctx.db, input.mobile);
  if (!user) throw badRequest(ACCOUNT_MESSAGES.otpInvalid, 'otp');
  await updateUserPasswordHash(ctx.db, user.userId, await hashPassword(input.new_password));
  await revokeAllSessions(ctx.db, 'user', user.userId, ctx.now());
  return { success: true, message: ACCOUNT_MESSAGES.passwordUpdated };
}

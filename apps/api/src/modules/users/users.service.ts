import type { ExistsResponse, MessageResponse } from '@realty/contracts/accounts/fields';
import {
  ACCOUNT_MESSAGES,
  type AccountLanguage,
  accountLanguageOf,
  DEFAULT_ACCOUNT_LANGUAGE,
  type OtpPurpose,
} from '@realty/contracts/accounts/fields';
import type { UserLocationsInput } from '@realty/contracts/accounts/user-locations';
import type { UserProfileResponse } from '@realty/contracts/accounts/user-profile';
import type { UserSendOtpResponse } from '@realty/contracts/accounts/user-send-otp';
import type { UserSignInRequest, UserSignInResponse } from '@realty/contracts/accounts/user-sign-in';
import type { UserSignUpInput, UserSignUpResponse } from '@realty/contracts/accounts/user-sign-up';
import type { UserVerifyOtpResponse } from '@realty/contracts/accounts/user-verify-otp';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { consumeVerifiedMobile, hasVerifiedMobile, otpPurposeOf, sendOtp, verifyOtp } from '../identity/otp.service.ts';
import { type IssuedSession, type ResolvedSession, revokeAllSessions, startSession } from '../identity/session.service.ts';
import { assertPendingSignIn, completeOtpSignIn, isPendingSignInFor, startOtpSignIn } from '../identity/sign-in.service.ts';
import { customerKind, toCustomerUser } from './customer-account.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertUser,
  type UserRow,
  updateUserLocation,
  updateUserNotiToken,
  updateUserPasswordHash,
} from './users.repository.ts';

/** 400 'Verify your mobile number with the OTP first.' (field otp, code OTP_NOT_VERIFIED). */
const notVerified = () => new AppError(400, ACCOUNT_MESSAGES.verifyMobileWithOtp, { field: 'otp', code: ERROR_CODES.OTP_NOT_VERIFIED });

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
 * The step a customer OTP call is for: the `purpose` sent, or, when a client sends none
 * (docs/product/accounts.md, "Customer sign-in": a client that follows the OTP calls alone),
 * 'signin' while the caller holds this mobile's pending sign-in session, else 'signup'.
 */
export function customerOtpStep(purpose: OtpPurpose | undefined, pending: ResolvedSession | null, mobile: string): OtpPurpose {
  if (purpose) return purpose;
  return isPendingSignInFor(customerKind, pending, mobile) ? 'signin' : 'signup';
}

/**
 * `POST /auth/user/send-otp` (docs/product/accounts.md, "Mobile OTPs"). The step is
 * {@link customerOtpStep}. signup: 409 'Mobile already registered' (code MOBILE_TAKEN) when taken.
 * signin: `pending` must be the pending sign-in session of this mobile (else 401 'Please sign in
 * again.'); a new sign-in code is sent. reset: same answer whether or not the mobile is
 * registered; the SMS goes only to registered ones. A sign-up code's SMS is written in `language`
 * (English when not given); sign-in and reset codes in the account's own language
 * (docs/product/accounts.md, "Language of an account and Hindi listing text").
 * @throws AppError 429 with Retry-After when throttled (see `sendOtp`).
 */
export async function sendCustomerOtp(
  ctx: IdentityContext,
  params: { mobile: string; purpose?: OtpPurpose; ip: string; pending: ResolvedSession | null; language?: AccountLanguage | undefined },
): Promise<UserSendOtpResponse> {
  const { mobile, ip } = params;
  const step = customerOtpStep(params.purpose, params.pending, mobile);
  let deliver = true;
  let language: AccountLanguage = params.language ?? DEFAULT_ACCOUNT_LANGUAGE;
  if (step === 'signup') {
    if (await findUserByMobile(ctx.db, mobile)) throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'mobile', ERROR_CODES.MOBILE_TAKEN);
  } else {
    if (step === 'signin') assertPendingSignIn(customerKind, params.pending, mobile);
    const account = await findUserByMobile(ctx.db, mobile);
    if (step === 'reset') deliver = Boolean(account);
    if (account) language = accountLanguageOf(account.language);
  }
  const resendAfter = await sendOtp(ctx, { purpose: otpPurposeOf('user', step), mobile, ip, deliver, language });
  return { success: true, message: ACCOUNT_MESSAGES.otpSent, resend_after: resendAfter };
}

/**
 * `POST /auth/user/verify-otp`. The step is {@link customerOtpStep}. signup: the mobile counts as
 * verified for 15 minutes → 'OTP verified'. signin: `pending` must be this mobile's pending
 * session; it becomes active under a new token → 'Signed in successfully!' with `token` and `user`
 * (the route sets the cookie), and the account's wrong passwords are forgotten (a lock ends).
 * reset: the code is proven but kept for `reset-password` (same code, within 15 minutes) → 'OTP verified'.
 * @throws AppError 400 OTP errors (field otp), 401 'Please sign in again.' without the pending session.
 */
export async function verifyCustomerOtp(
  ctx: IdentityContext,
  params: { mobile: string; otp: string; purpose?: OtpPurpose; pending: ResolvedSession | null },
): Promise<{ body: UserVerifyOtpResponse; session?: IssuedSession }> {
  const { mobile, otp } = params;
  const step = customerOtpStep(params.purpose, params.pending, mobile);
  if (step === 'signin') {
    const { row, session } = await completeOtpSignIn(ctx, customerKind, { mobile, otp, pending: params.pending });
    return { body: { success: true, message: ACCOUNT_MESSAGES.signedIn, token: session.token, user: toCustomerUser(row) }, session };
  }
  await verifyOtp(ctx, { purpose: otpPurposeOf('user', step), mobile, code: otp, consume: false });
  return { body: { success: true, message: ACCOUNT_MESSAGES.otpVerified } };
}

/**
 * `POST /user/sign-up` (docs/product/accounts.md §4 "Customer sign-up", §5). After the request schema: a common
 * password → 400; a taken e-mail or mobile → 409; then the mobile must have a sign-up verification
 * from the last 15 minutes, or `otp` must be right now (so one call can verify and create). Creates
 * the customer (argon2id password; `language` as given, else English) and an active 30-day session in one transaction that also uses
 * the verification up: when creating fails, the verification stays usable for a corrected retry.
 * @throws AppError 400 'This password is too common…', 409 'Email already registered' /
 *   'Mobile already registered', 400 'Verify your mobile number with the OTP first.' (field otp),
 *   or the OTP errors of `verifyOtp`.
 */
export async function signUpCustomer(
  ctx: IdentityContext,
  input: UserSignUpInput,
): Promise<{ body: UserSignUpResponse; session: IssuedSession }> {
  if (isCommonPassword(input.user_password)) throw badRequest(ACCOUNT_MESSAGES.passwordTooCommon, 'user_password');
  if (await findUserByEmail(ctx.db, input.user_email)) throw conflict(ACCOUNT_MESSAGES.emailTaken, 'user_email', ERROR_CODES.EMAIL_TAKEN);
  if (await findUserByMobile(ctx.db, input.user_mobile))
    throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'user_mobile', ERROR_CODES.MOBILE_TAKEN);

  if (!(await hasVerifiedMobile(ctx, otpPurposeOf('user', 'signup'), input.user_mobile, input.otp))) {
    if (!input.otp) throw notVerified();
    // proves the code now (wrong tries count) but keeps it usable until the account really exists
    await verifyOtp(ctx, { purpose: otpPurposeOf('user', 'signup'), mobile: input.user_mobile, code: input.otp, consume: false });
  }

  const passwordHash = await hashPassword(input.user_password);
  let created: { row: UserRow; session: Awaited<ReturnType<typeof startSession>> };
  try {
    // the verification is used up only together with the new account and its session
    created = await runInTransaction(ctx.db, async (db) => {
      if (!(await consumeVerifiedMobile({ ...ctx, db }, otpPurposeOf('user', 'signup'), input.user_mobile, input.otp))) {
        throw notVerified();
      }
      const row = await insertUser(db, {
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
      });
      const session = await startSession(db, { subjectType: 'user', subjectId: row.userId, status: 'active', now: ctx.now() });
      return { row, session };
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'users_email') throw conflict(ACCOUNT_MESSAGES.emailTaken, 'user_email', ERROR_CODES.EMAIL_TAKEN);
    if (index !== null) throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'user_mobile', ERROR_CODES.MOBILE_TAKEN);
    throw error;
  }
  const { row, session } = created;
  return {
    body: { success: true, message: ACCOUNT_MESSAGES.accountCreated, token: session.token, user: toCustomerUser(row) },
    session,
  };
}

/**
 * `POST /user/sign-in` (docs/product/accounts.md §4 "Customer sign-in"): right mobile and password → an OTP is
 * sent to the account's mobile and a PENDING session (10 minutes) is opened; it is refused
 * everywhere until `verify-otp` purpose signin activates it. Wrong passwords count towards the
 * account's sign-in limit (`checkPassword`); a right one proceeds to the OTP even while locked.
 * @throws AppError 401 'Invalid mobile number or password' (unknown mobile, wrong password or a
 *   disabled account, all alike and equally slow), 429 for a wrong password while the account is
 *   locked and when the OTP is throttled, both with Retry-After.
 */
export async function signInCustomer(
  ctx: IdentityContext,
  credentials: UserSignInRequest,
  ip: string,
): Promise<{ body: UserSignInResponse; session: IssuedSession }> {
  const { row: user, session } = await startOtpSignIn(ctx, customerKind, {
    mobile: credentials.user_mobile,
    password: credentials.user_password,
    ip,
  });
  return {
    body: {
      success: true,
      message: ACCOUNT_MESSAGES.signedInVerifyOtp,
      otp_required: true,
      token: session.token,
      user: { user_id: user.userId, user_mobile: user.mobile },
    },
    session,
  };
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

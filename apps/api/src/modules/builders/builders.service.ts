import type { BuilderProfileResponse } from '@realty/contracts/accounts/builder-profile';
import type { BuilderOtpPurpose, BuilderSendOtpResponse } from '@realty/contracts/accounts/builder-send-otp';
import type { BuilderSignInRequest, BuilderSignInResponse } from '@realty/contracts/accounts/builder-sign-in';
import type { BuilderSignUpInput, BuilderSignUpResponse } from '@realty/contracts/accounts/builder-sign-up';
import type { BuilderVerifyOtpResponse } from '@realty/contracts/accounts/builder-verify-otp';
import { ACCOUNT_MESSAGES, type AccountLanguage, accountLanguageOf, DEFAULT_ACCOUNT_LANGUAGE } from '@realty/contracts/accounts/fields';
import { isValidGstin } from '@realty/contracts/builders/gstin';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { consumeVerifiedMobile, hasVerifiedMobile, otpPurposeOf, sendOtp, verifyOtp } from '../identity/otp.service.ts';
import { type IssuedSession, type ResolvedSession, startSession } from '../identity/session.service.ts';
import { assertPendingSignIn, completeOtpSignIn, isPendingSignInFor, startOtpSignIn } from '../identity/sign-in.service.ts';
import { builderKind, toBuilderUser } from './builder-account.ts';
import { type BuilderRow, findBuilderByEmail, findBuilderById, findBuilderByMobile, insertBuilder } from './builders.repository.ts';

/**
 * The builder account (docs/product/builders.md, "Account"): OTPs, sign-up, the two-step sign-in
 * and the profile. Everything about passwords, OTPs and sessions is the identity core's; this
 * module supplies only the builders' table and fields.
 */

/** 400 'Verify your mobile number with the OTP first.' (field otp, code OTP_NOT_VERIFIED). */
const notVerified = () => new AppError(400, ACCOUNT_MESSAGES.verifyMobileWithOtp, { field: 'otp', code: ERROR_CODES.OTP_NOT_VERIFIED });

/**
 * The step a builder OTP call is for: the `purpose` sent, or without one 'signin' while the
 * caller holds this mobile's pending builder sign-in session, else 'signup' (as for customers).
 */
export function builderOtpStep(purpose: BuilderOtpPurpose | undefined, pending: ResolvedSession | null, mobile: string): BuilderOtpPurpose {
  if (purpose) return purpose;
  return isPendingSignInFor(builderKind, pending, mobile) ? 'signin' : 'signup';
}

/**
 * `POST /auth/builder/send-otp` (docs/product/builders.md, "Account"). signup: 409 'Mobile already
 * registered' (code MOBILE_TAKEN) when a builder has the mobile. signin: `pending` must be this
 * mobile's pending builder sign-in (else 401 'Please sign in again.'); a new code is sent. A
 * sign-up code's SMS is written in `language` (English when not given), a sign-in code's in the
 * builder's own language (docs/product/accounts.md, "Language of an account and Hindi listing text").
 * @throws AppError 429 with Retry-After when throttled (the identity core's OTP limits).
 */
export async function sendBuilderOtp(
  ctx: IdentityContext,
  params: {
    mobile: string;
    purpose?: BuilderOtpPurpose | undefined;
    ip: string;
    pending: ResolvedSession | null;
    language?: AccountLanguage | undefined;
  },
): Promise<BuilderSendOtpResponse> {
  const { mobile, ip } = params;
  const step = builderOtpStep(params.purpose, params.pending, mobile);
  let language: AccountLanguage = params.language ?? DEFAULT_ACCOUNT_LANGUAGE;
  if (step === 'signup') {
    if (await findBuilderByMobile(ctx.db, mobile)) throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'mobile', ERROR_CODES.MOBILE_TAKEN);
  } else {
    assertPendingSignIn(builderKind, params.pending, mobile);
    const account = await findBuilderById(ctx.db, params.pending.subjectId);
    if (account) language = accountLanguageOf(account.language);
  }
  const resendAfter = await sendOtp(ctx, { purpose: otpPurposeOf('builder', step), mobile, ip, language });
  return { success: true, message: ACCOUNT_MESSAGES.otpSent, resend_after: resendAfter };
}

/**
 * `POST /auth/builder/verify-otp`. signup: the mobile counts as verified for 15 minutes → 'OTP
 * verified'. signin: the pending session becomes active under a new token → 'Signed in
 * successfully!' with `token`, role 'builder' and `user` (the route sets the cookie); the
 * account's wrong passwords are forgotten.
 * @throws AppError 400 OTP errors (field otp), 401 'Please sign in again.' without the pending session.
 */
export async function verifyBuilderOtp(
  ctx: IdentityContext,
  params: { mobile: string; otp: string; purpose?: BuilderOtpPurpose | undefined; pending: ResolvedSession | null },
): Promise<{ body: BuilderVerifyOtpResponse; session?: IssuedSession }> {
  const { mobile, otp } = params;
  const step = builderOtpStep(params.purpose, params.pending, mobile);
  if (step === 'signin') {
    const { row, session } = await completeOtpSignIn(ctx, builderKind, { mobile, otp, pending: params.pending });
    return {
      body: { success: true, message: ACCOUNT_MESSAGES.signedIn, token: session.token, role: 'builder', user: toBuilderUser(row) },
      session,
    };
  }
  await verifyOtp(ctx, { purpose: otpPurposeOf('builder', 'signup'), mobile, code: otp, consume: false });
  return { body: { success: true, message: ACCOUNT_MESSAGES.otpVerified } };
}

/**
 * `POST /builder/sign-up` (docs/product/builders.md, "Account"), with the customers' rules: after
 * the request schema, a common password → 400; a taken e-mail or mobile → 409; then the mobile
 * must have a builder sign-up verification from the last 15 minutes, or `otp` must be right now.
 * Creates the builder (argon2id password; `gstin_verified` true when a GSTIN was given, which the
 * schema has checked with the check-digit algorithm; `language` as given, else English) and an active 30-day session in one
 * transaction that also uses the verification up.
 * @throws AppError 400 'This password is too common…' (field builder_password), 409 'Email already
 *   registered' (EMAIL_TAKEN) / 'Mobile already registered' (MOBILE_TAKEN), 400 'Verify your mobile
 *   number with the OTP first.' (field otp, OTP_NOT_VERIFIED), or the OTP errors of `verifyOtp`.
 */
export async function signUpBuilder(
  ctx: IdentityContext,
  input: BuilderSignUpInput,
): Promise<{ body: BuilderSignUpResponse; session: IssuedSession }> {
  if (isCommonPassword(input.builder_password)) throw badRequest(ACCOUNT_MESSAGES.passwordTooCommon, 'builder_password');
  if (await findBuilderByEmail(ctx.db, input.builder_email))
    throw conflict(ACCOUNT_MESSAGES.emailTaken, 'builder_email', ERROR_CODES.EMAIL_TAKEN);
  if (await findBuilderByMobile(ctx.db, input.builder_mobile))
    throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'builder_mobile', ERROR_CODES.MOBILE_TAKEN);

  const purpose = otpPurposeOf('builder', 'signup');
  if (!(await hasVerifiedMobile(ctx, purpose, input.builder_mobile, input.otp))) {
    if (!input.otp) throw notVerified();
    // proves the code now (wrong tries count) but keeps it usable until the account really exists
    await verifyOtp(ctx, { purpose, mobile: input.builder_mobile, code: input.otp, consume: false });
  }

  const passwordHash = await hashPassword(input.builder_password);
  const gstin = input.builder_gstin ?? '';
  let created: { row: BuilderRow; session: IssuedSession };
  try {
    created = await runInTransaction(ctx.db, async (db) => {
      if (!(await consumeVerifiedMobile({ ...ctx, db }, purpose, input.builder_mobile, input.otp))) throw notVerified();
      const row = await insertBuilder(db, {
        company: input.builder_company,
        name: input.builder_name,
        email: input.builder_email,
        mobile: input.builder_mobile,
        passwordHash,
        address: input.builder_address,
        city: input.builder_city ?? '',
        gstin,
        gstinVerified: gstin !== '' && isValidGstin(gstin),
        reraPromoterNo: input.builder_rera_promoter_no ?? '',
        language: input.language ?? DEFAULT_ACCOUNT_LANGUAGE,
        createdAt: ctx.now(),
      });
      const session = await startSession(db, { subjectType: 'builder', subjectId: row.builderId, status: 'active', now: ctx.now() });
      return { row, session };
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'builders_email') throw conflict(ACCOUNT_MESSAGES.emailTaken, 'builder_email', ERROR_CODES.EMAIL_TAKEN);
    if (index !== null) throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'builder_mobile', ERROR_CODES.MOBILE_TAKEN);
    throw error;
  }
  const { row, session } = created;
  return {
    body: { success: true, message: ACCOUNT_MESSAGES.accountCreated, token: session.token, role: 'builder', user: toBuilderUser(row) },
    session,
  };
}

/**
 * `POST /builder/sign-in` step 1 (docs/product/builders.md, "Account"; the customers' two steps):
 * the right mobile and password send an OTP to the builder's mobile and open a PENDING session
 * (10 minutes) that `verify-otp` turns into an active one. Wrong passwords count towards the
 * account's limit; a right one proceeds to the OTP even while locked.
 * @throws AppError 401 'Invalid mobile number or password' (unknown mobile, wrong password or a
 *   disabled account alike), 429 with Retry-After for a wrong password while locked or a
 *   throttled OTP.
 */
export async function signInBuilder(
  ctx: IdentityContext,
  credentials: BuilderSignInRequest,
  ip: string,
): Promise<{ body: BuilderSignInResponse; session: IssuedSession }> {
  const { row, session, resendAfter } = await startOtpSignIn(ctx, builderKind, {
    mobile: credentials.builder_mobile,
    password: credentials.builder_password,
    ip,
  });
  return {
    body: {
      success: true,
      message: ACCOUNT_MESSAGES.signedInVerifyOtp,
      otp_required: true,
      token: session.token,
      resend_after: resendAfter,
      user: { builder_id: row.builderId, builder_mobile: row.mobile },
    },
    session,
  };
}

/**
 * `GET /builder/profile` (docs/product/builders.md, "Account"): the signed-in builder's own account.
 * @throws AppError 401 when the account no longer exists.
 */
export async function getBuilderProfile(ctx: IdentityContext, builderId: number): Promise<BuilderProfileResponse> {
  const row = await findBuilderById(ctx.db, builderId);
  if (!row) throw unauthorized();
  return {
    success: true,
    user: {
      ...toBuilderUser(row),
      builder_address: row.address,
      builder_city: row.city,
      builder_gstin: row.gstin,
      gstin_verified: row.gstinVerified,
      builder_rera_promoter_no: row.reraPromoterNo,
      created_at: row.createdAt.toISOString(),
    },
  };
}

import type { BuilderProfileResponse } from '@realty/contracts/accounts/builder-profile';
import type { BuilderSignInRequest, BuilderSignInResponse } from '@realty/contracts/accounts/builder-sign-in';
import type { BuilderSignUpInput, BuilderSignUpResponse } from '@realty/contracts/accounts/builder-sign-up';
import { DEFAULT_ACCOUNT_LANGUAGE } from '@realty/contracts/accounts/fields';
import { isValidGstin } from '@realty/contracts/builders/gstin';
import { unauthorized } from '../../lib/app-error.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { signInWithPassword, signUpWithOtp } from '../identity/otp-account.service.ts';
import type { SessionAnswer } from '../identity/sign-in.service.ts';
import { builderKind, toBuilderUser } from './builder-account.ts';
import { findBuilderById, insertBuilder } from './builders.repository.ts';

/**
 * The builder account (docs/product/builders.md, "Account"): OTPs, sign-up, the two-step sign-in
 * and the profile. Everything about passwords, OTPs and sessions is the identity core's, and the
 * OTP, sign-up and sign-in flows are the customers' (`otp-account.service.ts`); this module
 * supplies only the builders' table, fields and answers.
 */

/**
 * `POST /builder/sign-up` (docs/product/builders.md, "Account"), with the customers' rules: the
 * shared `signUpWithOtp` of the builder kind (common password → 400, taken e-mail or mobile → 409,
 * then the mobile's sign-up verification or a right `otp` now) storing the builder (argon2id
 * password; `gstin_verified` true when a GSTIN was given, which the schema has checked with the
 * check-digit algorithm; `language` as given, else English) with an active 30-day session.
 * @throws AppError 400 'This password is too common…' (field builder_password), 409 'Email already
 *   registered' (EMAIL_TAKEN) / 'Mobile already registered' (MOBILE_TAKEN), 400 'Verify your mobile
 *   number with the OTP first.' (field otp, OTP_NOT_VERIFIED), or the OTP errors of `verifyOtp`.
 */
export function signUpBuilder(ctx: IdentityContext, input: BuilderSignUpInput): Promise<SessionAnswer<BuilderSignUpResponse>> {
  const credentials = { email: input.builder_email, mobile: input.builder_mobile, password: input.builder_password, otp: input.otp };
  const gstin = input.builder_gstin ?? '';
  return signUpWithOtp(ctx, builderKind, credentials, (db, passwordHash) =>
    insertBuilder(db, {
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
    }),
  );
}

/**
 * `POST /builder/sign-in` step 1 (docs/product/builders.md, "Account"; the customers' two steps):
 * the shared two-step sign-in: the right mobile and password send an OTP to the builder's mobile
 * and open a PENDING session (10 minutes) that `verify-otp` turns into an active one. Wrong
 * passwords count towards the account's limit; a right one proceeds to the OTP even while locked.
 * @throws AppError 401 'Invalid mobile number or password' (unknown mobile, wrong password or a
 *   disabled account alike), 429 with Retry-After for a wrong password while locked or a
 *   throttled OTP.
 */
export function signInBuilder(
  ctx: IdentityContext,
  credentials: BuilderSignInRequest,
  ip: string,
): Promise<SessionAnswer<BuilderSignInResponse>> {
  const params = { mobile: credentials.builder_mobile, password: credentials.builder_password, ip };
  return signInWithPassword(ctx, builderKind, params, ({ row, resendAfter }) => ({
    resend_after: resendAfter,
    user: { builder_id: row.builderId, builder_mobile: row.mobile },
  }));
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

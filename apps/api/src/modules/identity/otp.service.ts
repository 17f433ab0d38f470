import {
  ACCOUNT_MESSAGES,
  type AccountLanguage,
  DEFAULT_ACCOUNT_LANGUAGE,
  MOBILE_VERIFIED_MINUTES,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  otpWaitMessage,
} from '@realty/contracts/accounts/fields';
import { ERROR_CODES, type ErrorCode } from '@realty/contracts/common/error-codes';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { generateOtpCode, hashOtpCode, safeEqual } from '../../lib/crypto.ts';
import type { IdentityContext } from './identity-context.ts';
import { identitySms } from './identity-texts.ts';
import {
  addOtpAttempt,
  closeOpenOtpRows,
  consumeOtpRow,
  findLatestOtpRow,
  findUnusedVerifiedOtpRow,
  insertOtpRow,
  markOtpVerified,
} from './otp.repository.ts';
import type { SessionSubject } from './session.service.ts';

/**
 * One-time codes by SMS for every account kind (docs/product/accounts.md, "Mobile OTPs"): send
 * limits, a keyed hash per code, single use, 5 minutes, 5 wrong tries.
 */

/** What an OTP is for: creating an account, the second sign-in step, or a password reset. */
export type OtpStep = 'signup' | 'signin' | 'reset';

/**
 * OTPs that confirm an action of a signed-in account rather than a step of signing up or in:
 * 'associate-bank_account' confirms a change of the bank account for payouts
 * (docs/product/payouts-bank-details.md); '{kind}-mobile_change' a new mobile number and
 * '{kind}-deletion' the deletion of the account (docs/product/privacy-rights.md).
 */
export type OtpActionPurpose = 'associate-bank_account' | `${SessionSubject}-mobile_change` | `${SessionSubject}-deletion`;

/**
 * What an OTP proves, stored in `otp_verifications.purpose`: the account kind and the step,
 * e.g. 'user-signup', 'associate-signin', 'staff-signin', or an {@link OtpActionPurpose}.
 */
export type OtpPurposeKey = `${SessionSubject}-${OtpStep}` | OtpActionPurpose;

/** The OTP purpose of `kind`'s `step`. */
export const otpPurposeOf = (kind: SessionSubject, step: OtpStep): OtpPurposeKey => `${kind}-${step}`;

/** Most OTPs sent to one mobile per hour (docs/product/accounts.md, "Mobile OTPs"). The per-IP limit is the OTP_SENDS_PER_IP_PER_HOUR setting (default 20). */
export const OTP_SENDS_PER_MOBILE_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/**
 * The OTP SMS for `code` in `language` (default English, the wire contract's '… It is valid for 5
 * minutes. …'; docs/product/accounts.md, "Language of an account and Hindi listing text").
 */
export const otpSmsBody = (code: string, language: AccountLanguage = DEFAULT_ACCOUNT_LANGUAGE): string =>
  identitySms('otp', language, code);

/** 400 (field `otp`) with the OTP `code`. */
const otpError = (message: string, code: ErrorCode) => new AppError(400, message, { field: 'otp', code });

/**
 * Applies the OTP send limits for `mobile` from `ip` and records the send: a 30-second resend
 * cooldown per mobile and purpose, 5 sends per mobile (all purposes) and 20 per IP in any hour,
 * checked and recorded as one atomic step of the throttle store (simultaneous requests on any
 * number of instances get one SMS).
 * @throws AppError 429 'Please wait {n} seconds before requesting another OTP.' (cooldown) or
 *   'Too many OTP requests. Please try again later.' (hourly), both with Retry-After in seconds.
 */
async function takeSendAllowance(ctx: IdentityContext, purpose: OtpPurposeKey, mobile: string, ip: string): Promise<void> {
  const answer = await ctx.throttle.take(
    {
      cooldown: { key: `${purpose}:${mobile}`, ms: OTP_RESEND_SECONDS * 1000 },
      limits: [
        { key: `mobile:${mobile}`, windowMs: HOUR_MS, max: OTP_SENDS_PER_MOBILE_PER_HOUR },
        { key: `ip:${ip}`, windowMs: HOUR_MS, max: ctx.env.OTP_SENDS_PER_IP_PER_HOUR },
      ],
    },
    ctx.now().getTime(),
  );
  if (answer.allowed) return;
  const seconds = Math.ceil(answer.retryAfterMs / 1000);
  if (answer.refusedBy === 'cooldown') throw tooManyRequests(otpWaitMessage(seconds), seconds);
  throw tooManyRequests(ACCOUNT_MESSAGES.otpTooManySends, seconds);
}

/**
 * Sends a fresh OTP for `purpose` to `mobile` (docs/product/accounts.md, "Mobile OTPs"): limits first,
 * then earlier open codes die, the new code is stored as a keyed hash valid 5 minutes, and the SMS
 * goes out. With `deliver: false` the limits are applied and recorded exactly the same but nothing
 * is stored or sent (password reset for an unknown number answers like a known one). The SMS is
 * written in `language` (the account's, or the one a sign-up asked for; English by default), as
 * `smsText(code)` when given (an OTP that confirms an action says which), else {@link otpSmsBody}.
 * Returns the seconds until a resend is allowed (30).
 * @throws AppError 429 (see limits), 502 'Failed to send OTP' when the SMS provider fails.
 */
export async function sendOtp(
  ctx: IdentityContext,
  params: {
    purpose: OtpPurposeKey;
    mobile: string;
    ip: string;
    deliver?: boolean;
    language?: AccountLanguage | undefined;
    smsText?: (code: string) => string;
  },
): Promise<number> {
  await takeSendAllowance(ctx, params.purpose, params.mobile, params.ip);
  if (params.deliver === false) return OTP_RESEND_SECONDS;
  const now = ctx.now();
  const code = generateOtpCode();
  await closeOpenOtpRows(ctx.db, params.purpose, params.mobile, now);
  await insertOtpRow(ctx.db, {
    purpose: params.purpose,
    target: params.mobile,
    codeHash: hashOtpCode(ctx.keys, params.purpose, params.mobile, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    ip: params.ip,
    createdAt: now,
  });
  try {
    await ctx.sms.send({ to: params.mobile, body: params.smsText ? params.smsText(code) : otpSmsBody(code, params.language) });
  } catch (error) {
    ctx.log.error({ err: error, provider: ctx.sms.name }, 'OTP SMS could not be sent');
    throw new AppError(502, 'Failed to send OTP');
  }
  return OTP_RESEND_SECONDS;
}

/**
 * Checks `code` against the newest open OTP of `purpose` for `mobile`. Success marks it verified
 * (single use); `consume` also uses it up at once (sign-in, reset), otherwise it stays usable by
 * {@link consumeVerifiedMobile} for 15 minutes (sign-up).
 * @throws AppError 400 (field `otp`): 'Invalid OTP' with code OTP_INVALID (wrong or none sent;
 *   wrong tries are counted) or OTP_EXPIRED (already used); 'OTP expired. Please request a new one.'
 *   and, once 5 wrong tries were made on this code, 'Too many wrong attempts. Please request a new
 *   OTP.', both OTP_EXPIRED.
 */
export async function verifyOtp(
  ctx: IdentityContext,
  params: { purpose: OtpPurposeKey; mobile: string; code: string; consume: boolean },
): Promise<void> {
  const now = ctx.now();
  const row = await findLatestOtpRow(ctx.db, params.purpose, params.mobile);
  if (!row) throw otpError(ACCOUNT_MESSAGES.otpInvalid, ERROR_CODES.OTP_INVALID);
  if (row.verifiedAt || row.consumedAt) throw otpError(ACCOUNT_MESSAGES.otpInvalid, ERROR_CODES.OTP_EXPIRED);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw otpError(ACCOUNT_MESSAGES.otpTooManyTries, ERROR_CODES.OTP_EXPIRED);
  if (new Date(row.expiresAt).getTime() <= now.getTime()) throw otpError(ACCOUNT_MESSAGES.otpExpired, ERROR_CODES.OTP_EXPIRED);
  const expected = hashOtpCode(ctx.keys, params.purpose, params.mobile, params.code);
  if (!safeEqual(expected, row.codeHash)) {
    const attempts = await addOtpAttempt(ctx.db, row.id, OTP_MAX_ATTEMPTS);
    if (attempts === null) throw otpError(ACCOUNT_MESSAGES.otpTooManyTries, ERROR_CODES.OTP_EXPIRED);
    throw otpError(ACCOUNT_MESSAGES.otpInvalid, ERROR_CODES.OTP_INVALID);
  }
  const won = await markOtpVerified(ctx.db, row.id, now, params.consume, OTP_MAX_ATTEMPTS);
  if (!won) throw otpError(ACCOUNT_MESSAGES.otpInvalid, ERROR_CODES.OTP_EXPIRED);
}

/**
 * Uses up a verification of `mobile` for `purpose` made in the last 15 minutes (sign-up, reset).
 * With `code`, the verification must have been made with that very code. Returns false when
 * there is none (never verified, too old, already used, or another code).
 */
export async function consumeVerifiedMobile(ctx: IdentityContext, purpose: OtpPurposeKey, mobile: string, code?: string): Promise<boolean> {
  const now = ctx.now();
  const row = await findUnusedVerifiedOtpRow(ctx.db, purpose, mobile, new Date(now.getTime() - MOBILE_VERIFIED_MINUTES * 60_000));
  if (!row) return false;
  if (code !== undefined && !safeEqual(hashOtpCode(ctx.keys, purpose, mobile, code), row.codeHash)) return false;
  return consumeOtpRow(ctx.db, row.id, now);
}

/**
 * Whether `mobile` has an unused verification for `purpose` from the last 15 minutes (checks only;
 * nothing is used up). With `code`, the newest such verification must have been made with that
 * very code.
 */
export async function hasVerifiedMobile(ctx: IdentityContext, purpose: OtpPurposeKey, mobile: string, code?: string): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - MOBILE_VERIFIED_MINUTES * 60_000);
  const row = await findUnusedVerifiedOtpRow(ctx.db, purpose, mobile, since);
  if (!row) return false;
  return code === undefined || safeEqual(hashOtpCode(ctx.keys, purpose, mobile, code), row.codeHash);
}

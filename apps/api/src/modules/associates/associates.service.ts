import type { AssociateFindResponse, AssociateProfile } from '@realty/contracts/accounts/associate-find';
import type { AssociateSendOtpResponse } from '@realty/contracts/accounts/associate-send-otp';
import type { AssociateSignInRequest, AssociateSignInResponse } from '@realty/contracts/accounts/associate-sign-in';
import type { AssociateSignInAnswer } from '@realty/contracts/accounts/associate-sign-in-answer';
import type { AssociateSignInResendOtpResponse } from '@realty/contracts/accounts/associate-sign-in-resend-otp';
import type { AssociateSignUpInput, AssociateSignUpResponse } from '@realty/contracts/accounts/associate-sign-up';
import type { AssociateSponsorResponse } from '@realty/contracts/accounts/associate-sponsor';
import type { AssociateVerifyOtpResponse } from '@realty/contracts/accounts/associate-verify-otp';
import {
  ACCOUNT_MESSAGES,
  type AccountLanguage,
  aadhaarProblem,
  accountLanguageOf,
  DEFAULT_ACCOUNT_LANGUAGE,
  type ExistsResponse,
  PAN_PATTERN,
} from '@realty/contracts/accounts/fields';
import { SIGN_IN_LIMIT_MESSAGES } from '@realty/contracts/accounts/sign-in-limits';
import { ERROR_CODES, type ErrorCode } from '@realty/contracts/common/error-codes';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { encryptPii, hmacPii } from '../../lib/crypto.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import type { MemberField, MemberRegistry } from '../../providers/member-registry/member-registry.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { consumeVerifiedMobile, hasVerifiedMobile, otpPurposeOf, sendOtp, verifyOtp } from '../identity/otp.service.ts';
import { type IssuedSession, type ResolvedSession, startSession } from '../identity/session.service.ts';
import { completeOtpSignIn, resendSignInOtp, startDirectSignIn } from '../identity/sign-in.service.ts';
import { associateKind, toAssociateUser } from './associate-account.ts';
import {
  type AssociateRow,
  findAssociateById,
  findTakenAssociateFields,
  insertAssociate,
  updateAssociateNotiToken,
} from './associates.repository.ts';

/**
 * What the associates' services need: the identity core's context and the member registry
 * (local tables or the external member system), built by the routes for each request from the
 * app's one identity context, so its clock applies.
 */
export type AssociatesContext = IdentityContext & { registry: MemberRegistry };

/** The error code of each duplicate field. */
const TAKEN_CODES: Record<MemberField, ErrorCode> = {
  email: ERROR_CODES.EMAIL_TAKEN,
  mobile: ERROR_CODES.MOBILE_TAKEN,
  aadhaar: ERROR_CODES.AADHAAR_TAKEN,
  pan: ERROR_CODES.PAN_TAKEN,
};

/**
 * 409 for a duplicate associate (docs/product/accounts.md §8 'User already exists with provided
 * Email/Mobile/Aadhaar/PAN'); the route answers it with `error: 'DUPLICATE'` and the first taken field.
 */
export class DuplicateAssociateError extends AppError {
  readonly fields: MemberField[];
  constructor(fields: MemberField[]) {
    super(409, ACCOUNT_MESSAGES.duplicateAssociate, {
      field: fields[0] ? `ass_${fields[0]}` : 'ass_mobile',
      code: TAKEN_CODES[fields[0] ?? 'mobile'],
    });
    this.fields = fields;
  }
}

/** Aadhaar shown masked: 'XXXX-XXXX-1234'. */
export const maskAadhaar = (last4: string | null): string | null => (last4 ? `XXXX-XXXX-${last4}` : null);
/** PAN shown masked: 'XXXXXX234F'. */
export const maskPan = (last4: string | null): string | null => (last4 ? `XXXXXX${last4}` : null);

/** The associate's profile with Aadhaar and PAN masked, and the `language` of its texts (`GET /associate/find-associate/{mobile}`). */
export function toAssociateProfile(row: AssociateRow): AssociateProfile {
  return {
    ass_id: row.assId,
    reg_mem_name: row.name,
    ass_name: row.name,
    ass_email: row.email,
    ass_mobile: row.mobile,
    member_id: row.memberId,
    ass_sponsor_id: row.sponsorId ?? '',
    ass_sponsor_name: row.sponsorName,
    aadhaar_masked: maskAadhaar(row.aadhaarLast4),
    pan_masked: maskPan(row.panLast4),
    created_at: new Date(row.createdAt).toISOString(),
    language: accountLanguageOf(row.language),
  };
}

async function isTaken(ctx: AssociatesContext, field: MemberField, value: string): Promise<boolean> {
  const local = await findTakenAssociateFields(ctx.db, {
    email: field === 'email' ? value : undefined,
    mobile: field === 'mobile' ? value : undefined,
    aadhaarHash: field === 'aadhaar' ? hmacPii(ctx.keys, 'aadhaar', value) : undefined,
    panHash: field === 'pan' ? hmacPii(ctx.keys, 'pan', value) : undefined,
  });
  return local[field] || (await ctx.registry.isTaken(field, value));
}

/**
 * `POST /auth/associate/check-email|check-mobile|check-aadhaar|check-pan` (docs/product/accounts.md §3
 * "Duplicate-check state"): whether an associate (or the member registry) already has the value.
 * Aadhaar and PAN are compared by keyed hash only.
 */
export async function checkAssociateField(ctx: AssociatesContext, field: MemberField, value: string): Promise<ExistsResponse> {
  return { success: true, exists: await isTaken(ctx, field, value) };
}

/**
 * `GET /associate/sponsor/{memberId}` (docs/product/accounts.md §5 "A valid existing sponsor is required").
 * @throws AppError 404 'Invalid Sponsor ID'; 502 'Error checking Sponsor ID' when the external registry fails.
 */
export async function findSponsor(ctx: AssociatesContext, memberId: string): Promise<AssociateSponsorResponse> {
  const sponsor = await ctx.registry.findSponsor(memberId.trim());
  if (!sponsor) throw notFound(ACCOUNT_MESSAGES.sponsorUnknown);
  return { success: true, data: { member_id: sponsor.memberId, name: sponsor.name } };
}

/**
 * `POST /auth/associate/send-otp` (docs/product/accounts.md §4 "Associate sign-up"): the sign-up
 * code, its SMS written in `language` (English when not given; "Language of an account and Hindi
 * listing text").
 * @throws AppError 409 'Mobile already registered'; 429 when throttled; 502 when the SMS fails.
 */
export async function sendAssociateOtp(
  ctx: AssociatesContext,
  mobile: string,
  ip: string,
  language: AccountLanguage = DEFAULT_ACCOUNT_LANGUAGE,
): Promise<AssociateSendOtpResponse> {
  if (await isTaken(ctx, 'mobile', mobile)) throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'mobile', ERROR_CODES.MOBILE_TAKEN);
  await sendOtp(ctx, { purpose: otpPurposeOf('associate', 'signup'), mobile, ip, language });
  return { success: true, msg: ACCOUNT_MESSAGES.otpSentShort, message: ACCOUNT_MESSAGES.otpSentShort };
}

/**
 * `POST /auth/associate/verify-otp`: the mobile counts as verified for sign-up for 15 minutes.
 * @throws AppError 400 'Invalid OTP' / expired / too many tries (field otp).
 */
export async function verifyAssociateOtp(ctx: IdentityContext, mobile: string, otp: string): Promise<AssociateVerifyOtpResponse> {
  await verifyOtp(ctx, { purpose: otpPurposeOf('associate', 'signup'), mobile, code: otp, consume: false });
  return { success: true, msg: ACCOUNT_MESSAGES.mobileVerified, message: ACCOUNT_MESSAGES.mobileVerified };
}

const coordinate = (value: unknown, min: number, max: number): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

/**
 * `POST /associate/sign-up` (docs/product/accounts.md §4, §5). After the request schema (steps 1–5), in order:
 * 6 the sponsor must exist (400 'Enter valid Sponsor ID'), 7 the mobile must have been verified by OTP in the
 * last 15 minutes (400 'Verify mobile first.'), 8 location given (400 'Please enable your location to
 * continue.'), 9 Aadhaar 12 digits, 10 PAN like ABCDE1234F, a common password is refused, then duplicates
 * (409 {@link DuplicateAssociateError}). The member is registered in the registry, Aadhaar/PAN stored only
 * encrypted (AES-256-GCM) with an HMAC and their last four characters, the sponsor's name filled in, the
 * `language` of its texts stored (English when not given), and an active 30-day session opened. The mobile's verification is used up in the same transaction that stores the
 * associate and the session, so a sign-up that fails there can be retried with the same verification.
 * @throws AppError as listed; 502 when the external registry fails.
 */
export async function signUpAssociate(
  ctx: AssociatesContext,
  input: AssociateSignUpInput,
): Promise<{ body: AssociateSignUpResponse; session: IssuedSession }> {
  const sponsor = await ctx.registry.findSponsor(input.ass_sponsor_id);
  if (!sponsor) throw badRequest(ACCOUNT_MESSAGES.sponsorInvalid, 'ass_sponsor_id');

  const lat = coordinate(input.ass_lat, -90, 90);
  const lon = coordinate(input.ass_lon, -180, 180);
  const aadhaar = input.ass_aadhaar ? input.ass_aadhaar.replace(/[\s-]/g, '') : null;
  const pan = input.ass_pan ? input.ass_pan.toUpperCase() : null;
  // mobile verification is checked (not used up) here and used up only together with the new associate
  if (!(await hasVerifiedMobile(ctx, otpPurposeOf('associate', 'signup'), input.ass_mobile)))
    throw badRequest(ACCOUNT_MESSAGES.verifyMobileFirst, 'ass_mobile');
  if (lat === null) throw badRequest(ACCOUNT_MESSAGES.locationRequired, 'ass_lat');
  if (lon === null) throw badRequest(ACCOUNT_MESSAGES.locationRequired, 'ass_lon');
  const aadhaarWrong = aadhaar === null ? null : aadhaarProblem(aadhaar);
  if (aadhaarWrong) throw badRequest(aadhaarWrong, 'ass_aadhaar');
  if (pan !== null && !PAN_PATTERN.test(pan)) throw badRequest(ACCOUNT_MESSAGES.panInvalid, 'ass_pan');
  if (isCommonPassword(input.ass_password)) throw badRequest(ACCOUNT_MESSAGES.passwordTooCommon, 'ass_password');

  const taken: MemberField[] = [];
  for (const [field, value] of [
    ['email', input.ass_email],
    ['mobile', input.ass_mobile],
    ['aadhaar', aadhaar],
    ['pan', pan],
  ] as const) {
    if (value && (await isTaken(ctx, field, value))) taken.push(field);
  }
  if (taken.length) throw new DuplicateAssociateError(taken);

  const passwordHash = await hashPassword(input.ass_password);
  const personal = {
    aadhaarEnc: aadhaar ? encryptPii(ctx.keys, aadhaar) : null,
    aadhaarHash: aadhaar ? hmacPii(ctx.keys, 'aadhaar', aadhaar) : null,
    aadhaarLast4: aadhaar ? aadhaar.slice(-4) : null,
    panEnc: pan ? encryptPii(ctx.keys, pan) : null,
    panHash: pan ? hmacPii(ctx.keys, 'pan', pan) : null,
    panLast4: pan ? pan.slice(-4) : null,
  };
  let created: { row: AssociateRow; session: IssuedSession } | undefined;
  for (let attempt = 0; attempt < 5 && !created; attempt += 1) {
    const member = await ctx.registry.registerMember({
      name: input.ass_name,
      email: input.ass_email,
      mobile: input.ass_mobile,
      password: input.ass_password,
      aadhaar,
      pan,
      sponsorId: sponsor.memberId,
      sponsorName: sponsor.name,
      lat,
      lon,
    });
    try {
      // the verification is used up only together with the new associate and its session
      created = await runInTransaction(ctx.db, async (db) => {
        if (!(await consumeVerifiedMobile({ ...ctx, db }, otpPurposeOf('associate', 'signup'), input.ass_mobile))) {
          throw badRequest(ACCOUNT_MESSAGES.verifyMobileFirst, 'ass_mobile');
        }
        const row = await insertAssociate(db, {
          name: input.ass_name,
          email: input.ass_email,
          mobile: input.ass_mobile,
          passwordHash,
          ...personal,
          sponsorId: sponsor.memberId,
          sponsorName: sponsor.name,
          lat: lat.toFixed(6),
          lon: lon.toFixed(6),
          notiToken: input.ass_noti_token ?? '',
          memberId: member.memberId,
          memberDbId: member.memberDbId,
          role: 'Associate',
          language: input.language ?? DEFAULT_ACCOUNT_LANGUAGE,
          createdAt: ctx.now(),
        });
        const session = await startSession(db, { subjectType: 'associate', subjectId: row.assId, status: 'active', now: ctx.now() });
        return { row, session };
      });
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'associates_member_id' && ctx.registry.name === 'local') continue; // another sign-up took that number
      if (index !== null) throw new DuplicateAssociateError(duplicateFieldOf(index));
      throw error;
    }
  }
  if (!created) throw new AppError(503, 'Registration is busy. Please try again.');
  const { row, session } = created;
  return {
    body: {
      success: true,
      message: ACCOUNT_MESSAGES.registrationSuccessful,
      token: session.token,
      associate: {
        ass_id: row.assId,
        ass_name: row.name,
        ass_email: row.email,
        ass_mobile: row.mobile,
        member_id: row.memberId,
        member_db_id: row.memberDbId,
        ass_sponsor_id: row.sponsorId ?? '',
        ass_sponsor_name: row.sponsorName,
        role: 'Associate',
        language: accountLanguageOf(row.language),
      },
    },
    session,
  };
}

function duplicateFieldOf(index: string): MemberField[] {
  if (index.includes('email')) return ['email'];
  if (index.includes('aadhaar')) return ['aadhaar'];
  if (index.includes('pan')) return ['pan'];
  return ['mobile'];
}

/**
 * `POST /associate/sign-in` (docs/product/accounts.md, "Associate sign-in"): no OTP step for
 * associates; opens an active 30-day session (the identity core's one-step sign-in). Wrong
 * passwords count towards the account's sign-in limit. While the account is locked, the right
 * password is not enough: an OTP goes to the associate's mobile and a PENDING session (10
 * minutes) waits for it at {@link verifyAssociateSignInOtp} → 'Too many wrong passwords were
 * tried on this account…', `otp_required: true`, `token`, `resend_after`.
 * @throws AppError 401 'Invalid mobile number or password' (unknown, wrong or disabled, all alike);
 *   429 with Retry-After for a wrong password while locked, or when the OTP is throttled.
 */
export async function signInAssociate(
  ctx: IdentityContext,
  credentials: AssociateSignInRequest,
  ip: string,
): Promise<{ body: AssociateSignInAnswer; session: IssuedSession }> {
  const result = await startDirectSignIn(ctx, associateKind, { mobile: credentials.reg_mobile, password: credentials.reg_password, ip });
  if (result.otpRequired) {
    return {
      body: {
        success: true,
        message: SIGN_IN_LIMIT_MESSAGES.associateOtpRequired,
        otp_required: true,
        token: result.session.token,
        resend_after: result.resendAfter,
      },
      session: result.session,
    };
  }
  const { row, session } = result;
  return { body: { success: true, message: ACCOUNT_MESSAGES.signedIn, token: session.token, user: toAssociateUser(row) }, session };
}

/**
 * `POST /associate/sign-in/verify-otp`: the second step of a locked associate's sign-in. The
 * right OTP turns `pending` (this mobile's pending associate session) into an active 30-day
 * session under a new token and forgets the account's wrong passwords; the answer is that of a
 * direct sign-in ('Signed in successfully!', `token`, `user`).
 * @throws AppError 400 OTP errors (field otp); 401 'Please sign in again.' without the pending session.
 */
export async function verifyAssociateSignInOtp(
  ctx: IdentityContext,
  params: { mobile: string; otp: string; pending: ResolvedSession | null },
): Promise<{ body: AssociateSignInResponse; session: IssuedSession }> {
  const { row, session } = await completeOtpSignIn(ctx, associateKind, params);
  return { body: { success: true, message: ACCOUNT_MESSAGES.signedIn, token: session.token, user: toAssociateUser(row) }, session };
}

/**
 * `POST /associate/sign-in/resend-otp`: a new OTP for the pending associate sign-in of `mobile`;
 * returns the seconds until another may be asked for (30).
 * @throws AppError 401 'Please sign in again.' without that pending session; 429 within 30 seconds.
 */
export async function resendAssociateSignInOtp(
  ctx: IdentityContext,
  params: { mobile: string; ip: string; pending: ResolvedSession | null },
): Promise<AssociateSignInResendOtpResponse> {
  const resendAfter = await resendSignInOtp(ctx, associateKind, params);
  return { success: true, message: ACCOUNT_MESSAGES.otpSent, resend_after: resendAfter };
}

/**
 * `GET /associate/find-associate/{mobile}` (docs/product/accounts.md §7): the signed-in associate's own profile.
 * @throws AppError 403 'You can only view your own profile.' for any other mobile; 401 when the account is gone.
 */
export async function findOwnAssociate(ctx: IdentityContext, assId: number, mobile: string): Promise<AssociateFindResponse> {
  const row = await findAssociateById(ctx.db, assId);
  if (!row) throw unauthorized();
  if (row.mobile !== mobile) throw forbidden(ACCOUNT_MESSAGES.notYourProfile);
  return { success: true, data: toAssociateProfile(row) };
}

/**
 * `PUT /api/associate/push_subscription` (docs/product/accounts.md, "Web Push"): saves the
 * signed-in associate's Web Push subscription after they turned on offer alerts, so each lead
 * offer reaches this browser (docs/product/pipeline.md, "Notifications").
 */
export async function saveAssociatePushSubscription(ctx: IdentityContext, assId: number, token: string): Promise<{ success: true }> {
  await updateAssociateNotiToken(ctx.db, assId, token);
  return { success: true };
}

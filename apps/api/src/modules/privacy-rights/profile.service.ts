import { ACCOUNT_MESSAGES, accountLanguageOf } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { PRIVACY_RIGHTS_MESSAGES } from '@realty/contracts/privacy-rights/messages';
import { type MyProfile, PROFILE_FIELDS, type UpdateProfileRequest } from '@realty/contracts/privacy-rights/profile';
import { AppError, conflict } from '../../lib/app-error.ts';
import { changeMyEmail } from '../account-email/account-email.service.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { sendOtp, verifyOtp } from '../identity/otp.service.ts';
import type { RightsCaller } from './data-export.service.ts';
import {
  findAccountRow,
  insertProfileChange,
  mobileTaken,
  type ProfileColumns,
  updateProfileColumns,
} from './privacy-rights.repository.ts';

/**
 * Correction (docs/product/privacy-rights.md, "Correction"; DPDP Act 2023 s. 12): every field a
 * person gave can be corrected from the dashboard. A new mobile is proven with an OTP sent to it,
 * a new e-mail is sent a confirmation link (modules/account-email), and each change is audited
 * (who, which field, when) without the full values of mobiles and e-mails.
 */

/** The OTP purpose that proves a new mobile of `kind`. */
const mobileChangePurpose = (kind: RightsCaller['kind']) => `${kind}-mobile_change` as const;

/** The masked hint the audit keeps of a mobile or e-mail: its last 4 characters, else nothing. */
const hintOf = (field: string, value: string | null | undefined): string | null =>
  (field === 'mobile' || field === 'alt_mobile' || field === 'email') && value ? `…${value.slice(-4)}` : null;

/** Wire field → the row's column, per kind. */
const COLUMN: Record<string, string> = {
  name: 'name',
  email: 'email',
  mobile: 'mobile',
  alt_mobile: 'altMobile',
  address: 'address',
  state_code: 'stateCode',
  company: 'company',
  city: 'city',
};

/** The caller's profile as `GET /api/me/profile` answers it. @throws AppError 401 when the account is gone. */
export async function getMyProfile(ctx: IdentityContext, caller: RightsCaller, message?: string): Promise<MyProfile> {
  const row = await findAccountRow(ctx.db, caller.kind, caller.id);
  if (!row) throw new AppError(401, ACCOUNT_MESSAGES.signInAgain);
  const fields = [...PROFILE_FIELDS[caller.kind]];
  const profile: MyProfile['profile'] = {
    name: String(row.name ?? ''),
    email: String(row.email ?? ''),
    mobile: String(row.mobile ?? ''),
    email_confirmed: row.emailConfirmedAt != null,
  };
  for (const field of fields) {
    if (field === 'name' || field === 'email' || field === 'mobile') continue;
    const value = row[COLUMN[field] ?? field];
    (profile as Record<string, unknown>)[field] = field === 'state_code' ? ((value as string | null) ?? null) : String(value ?? '');
  }
  return { success: true, kind: caller.kind, fields, profile, ...(message ? { message } : {}) };
}

/**
 * `POST /api/me/profile/mobile-otp`: sends an OTP to the NEW mobile (the usual OTP limits apply).
 * @throws AppError 400 (field mobile) when it is the current number; 409 MOBILE_TAKEN when another
 *   account of the same kind has it; 429 and 502 from {@link sendOtp}.
 */
export async function sendMobileChangeOtp(ctx: IdentityContext, caller: RightsCaller, mobile: string, ip: string): Promise<number> {
  const row = await findAccountRow(ctx.db, caller.kind, caller.id);
  if (!row) throw new AppError(401, ACCOUNT_MESSAGES.signInAgain);
  if (row.mobile === mobile) throw new AppError(400, PRIVACY_RIGHTS_MESSAGES.mobileSameAsNow, { field: 'mobile' });
  if (await mobileTaken(ctx.db, caller.kind, mobile, caller.id))
    throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'mobile', ERROR_CODES.MOBILE_TAKEN);
  return sendOtp(ctx, { purpose: mobileChangePurpose(caller.kind), mobile, ip, language: accountLanguageOf(row.language) });
}

/**
 * `PATCH /api/me/profile`: corrects the fields given. Fields of another kind → 400 naming the
 * field; a new `mobile` needs the `otp` sent to it (400 naming `otp`, or the OTP's own errors);
 * a new `email` goes through the account-email change (a confirmation link). Each changed field is
 * audited. Answers the profile as it now is.
 * @throws AppError 400, 409 MOBILE_TAKEN / EMAIL_TAKEN.
 */
export async function updateMyProfile(
  ctx: IdentityContext,
  caller: RightsCaller,
  input: UpdateProfileRequest,
  origin: string,
): Promise<MyProfile> {
  const allowed: readonly string[] = PROFILE_FIELDS[caller.kind];
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || field === 'otp') continue;
    if (!allowed.includes(field)) throw new AppError(400, PRIVACY_RIGHTS_MESSAGES.fieldNotForKind, { field });
  }
  const row = await findAccountRow(ctx.db, caller.kind, caller.id);
  if (!row) throw new AppError(401, ACCOUNT_MESSAGES.signInAgain);
  const now = ctx.now();
  const values: ProfileColumns = {};
  const audit: { field: string; beforeHint: string | null; afterHint: string | null }[] = [];
  for (const field of ['name', 'alt_mobile', 'address', 'state_code', 'company', 'city'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const before = row[COLUMN[field] ?? field] as string | null;
    if ((before ?? '') === value) continue;
    values[field] = value;
    audit.push({ field, beforeHint: hintOf(field, before), afterHint: hintOf(field, value) });
  }
  if (input.mobile !== undefined && input.mobile !== row.mobile) {
    if (!input.otp) throw new AppError(400, PRIVACY_RIGHTS_MESSAGES.mobileNeedsOtp, { field: 'otp' });
    if (await mobileTaken(ctx.db, caller.kind, input.mobile, caller.id)) {
      throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'mobile', ERROR_CODES.MOBILE_TAKEN);
    }
    await verifyOtp(ctx, { purpose: mobileChangePurpose(caller.kind), mobile: input.mobile, code: input.otp, consume: true });
    values.mobile = input.mobile;
    audit.push({ field: 'mobile', beforeHint: hintOf('mobile', row.mobile as string), afterHint: hintOf('mobile', input.mobile) });
  }
  let changed = audit.length > 0;
  if (changed) await updateProfileColumns(ctx.db, caller.kind, caller.id, values, audit, now);
  if (input.email !== undefined) {
    const answer = await changeMyEmail(ctx, { subjectType: caller.kind, subjectId: caller.id }, input.email, origin);
    if (answer.outcome !== 'unchanged') {
      changed = true;
      await insertProfileChange(ctx.db, {
        kind: caller.kind,
        id: caller.id,
        field: 'email',
        beforeHint: hintOf('email', row.email as string),
        afterHint: hintOf('email', input.email),
        at: now,
      });
    }
  }
  return getMyProfile(ctx, caller, changed ? PRIVACY_RIGHTS_MESSAGES.profileUpdated : PRIVACY_RIGHTS_MESSAGES.profileUnchanged);
}

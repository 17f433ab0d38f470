import { type AccountLanguage, accountLanguageOf, OTP_TTL_SECONDS } from '@realty/contracts/accounts/fields';
import {
  type BankAccount,
  type BankAccountOtpResponse,
  type BankAccountSave,
  bankOtpSentMessage,
  type IfscLookupResponse,
  maskAccountNumber,
} from '@realty/contracts/payouts/bank-account';
import type { Database } from '@realty/db/client';
import { unauthorized } from '../../lib/app-error.ts';
import { encryptPii } from '../../lib/crypto.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { associateKind } from '../associates/associate-account.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import { type OtpActionPurpose, sendOtp, verifyOtp } from '../identity/otp.service.ts';
import {
  type BankAccountRow,
  bankAccountsOf as bankAccountsOfRows,
  findBankAccount as findBankAccountRow,
  upsertBankAccount,
} from './bank-accounts.repository.ts';
import { lookupIfsc } from './ifsc-directory.ts';

/**
 * An associate's bank account for payouts (docs/product/payouts-bank-details.md): a fresh OTP to
 * the associate's own mobile confirms every save, the number is sealed like Aadhaar and PAN
 * (`encryptPii`, the same keys), every answer shows it masked ("XXXXXX1234"), and every save is
 * audited with the details it replaces, so nothing is overwritten silently.
 */

/** The OTP purpose of a bank account change (stored in `otp_verifications.purpose`). */
export const BANK_ACCOUNT_OTP_PURPOSE: OtpActionPurpose = 'associate-bank_account';

/** The audit entity of a bank account; its `entity_id` is the associate's `ass_id`. */
export const BANK_ACCOUNT_AUDIT_ENTITY = 'associate_bank_account';

/** Minutes an OTP stays valid, as the SMS says it. */
const OTP_TTL_MINUTES = Math.round(OTP_TTL_SECONDS / 60);

/**
 * The SMS of a bank account OTP in each language: the code, what it confirms, how long it is valid
 * and a warning for an associate who did not ask (someone may be trying to divert their payouts).
 */
export const BANK_ACCOUNT_OTP_SMS: Record<AccountLanguage, (code: string) => string> = {
  en: (code) =>
    `${code} is your Kashi Realty verification code to save the bank account for your payouts. It is valid for ${OTP_TTL_MINUTES} minutes. If you did not ask for it, do not share it and call us.`,
  hi: (code) =>
    `${code} आपका Kashi Realty OTP है, भुगतान के लिए बैंक खाता सहेजने के लिए। यह ${OTP_TTL_MINUTES} मिनट तक ही मान्य है। अगर आपने यह नहीं माँगा, तो इसे किसी को न बताएं और हमें फ़ोन करें।`,
};

/** The account as every answer shows it: masked, never the full number. */
export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    holder_name: row.holderName,
    account_last4: row.accountNumberLast4,
    account_masked: maskAccountNumber(row.accountNumberLast4),
    ifsc: row.ifsc,
    bank_name: row.bankName,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** The signed-in associate's row, for the mobile and language of the OTP. @throws AppError 401 when the account is gone. */
async function ownAssociate(ctx: IdentityContext, assId: number) {
  const associate = await associateKind.findById(ctx.db, assId);
  if (!associate) throw unauthorized();
  return associate;
}

/**
 * `POST /api/associate/bank-account/otp`: sends a fresh OTP (purpose 'associate-bank_account') to
 * the signed-in associate's own registered mobile, in the associate's language, with the limits of
 * every OTP (30 s between sends, 5 an hour per mobile, the per-IP limit). Earlier codes of this
 * purpose stop working. The answer names only the mobile's last 4 digits.
 * @throws AppError 429 (limits, with Retry-After), 502 when the SMS provider fails, 401 when the
 *   account is gone.
 */
export async function sendBankAccountOtp(ctx: IdentityContext, assId: number, ip: string): Promise<BankAccountOtpResponse> {
  const associate = await ownAssociate(ctx, assId);
  const language = accountLanguageOf(associate.language);
  const resendAfter = await sendOtp(ctx, {
    purpose: BANK_ACCOUNT_OTP_PURPOSE,
    mobile: associate.mobile,
    ip,
    language,
    smsText: BANK_ACCOUNT_OTP_SMS[language],
  });
  const last4 = associate.mobile.slice(-4);
  return { success: true, message: bankOtpSentMessage(last4), mobile_last4: last4, resend_after: resendAfter };
}

/**
 * `GET /api/associate/bank-account`: the signed-in associate's account, masked, or null when none
 * was given yet.
 */
export async function getBankAccount(db: Database, assId: number): Promise<BankAccount | null> {
  const row = await findBankAccountRow(db, assId);
  return row ? toBankAccount(row) : null;
}

/**
 * `PUT /api/associate/bank-account` (body already checked by the contract: number 9–18 digits
 * without spaces, IFSC upper case `AAAA0XXXXXX`, name 1–100 characters, 6-digit OTP): checks the
 * OTP against the newest one sent to the associate's own mobile for this purpose and uses it up
 * (single use), names the bank from the IFSC list (null when the list does not know the bank),
 * seals the number, writes the account and, in the same transaction, an audit entry
 * (`associate_bank_account`, the `ass_id`): `before` the details replaced with their SEALED number
 * and last 4 (null for a first account), `after` the new details masked. Returns the account masked.
 * @throws AppError 400 (field `otp`): 'Invalid OTP' (wrong, or none sent), 'OTP expired. Please
 *   request a new one.', 'Too many wrong attempts. Please request a new OTP.'; 401 when the
 *   account is gone.
 */
export async function saveBankAccount(ctx: IdentityContext, assId: number, input: BankAccountSave): Promise<BankAccount> {
  const associate = await ownAssociate(ctx, assId);
  const { account_number: accountNumber, ifsc } = input;
  await verifyOtp(ctx, { purpose: BANK_ACCOUNT_OTP_PURPOSE, mobile: associate.mobile, code: input.otp, consume: true });
  const { bankName } = lookupIfsc(ifsc);
  const sealed = encryptPii(ctx.keys, accountNumber);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const previous = await findBankAccountRow(tx, assId, true);
    const row = await upsertBankAccount(tx, {
      assId,
      holderName: input.holder_name,
      accountNumberEnc: sealed,
      accountNumberLast4: accountNumber.slice(-4),
      ifsc,
      bankName,
      updatedAt: now,
    });
    const saved = toBankAccount(row);
    await recordAudit(tx, {
      staffId: null,
      action: previous ? 'bank_account_changed' : 'bank_account_added',
      entity: BANK_ACCOUNT_AUDIT_ENTITY,
      entityId: String(assId),
      before: previous
        ? {
            holder_name: previous.holderName,
            account_number_enc: previous.accountNumberEnc,
            account_last4: previous.accountNumberLast4,
            ifsc: previous.ifsc,
            bank_name: previous.bankName,
            updated_at: new Date(previous.updatedAt).toISOString(),
          }
        : null,
      after: { ...saved, changed_by: 'associate' },
    });
    return saved;
  });
}

/**
 * `GET /api/ifsc/{ifsc}` (the code already trimmed, upper-cased and checked): the bank's name from
 * the IFSC list, null when the list does not know the bank, and whether the branch is listed. Never
 * an error for a well-formed code: the format check alone decides.
 */
export function describeIfsc(ifsc: string): IfscLookupResponse {
  const { bankName, branchListed } = lookupIfsc(ifsc);
  return { success: true, data: { ifsc, bank_name: bankName, branch_listed: branchListed } };
}

/**
 * The bank account of associate `assId` as stored, SEALED number included (`accountNumberEnc`,
 * open it with `decryptPii` only where the full number must appear: the bank file), or null when
 * none was given. For payout runs, which copy the details into each line
 * (docs/product/payouts.md, "Payout runs"); other modules use this, never the repository.
 */
export function findBankAccount(db: Database, assId: number): Promise<BankAccountRow | null> {
  return findBankAccountRow(db, assId);
}

/**
 * The bank accounts of associates `assIds` as stored (sealed numbers included), by `ass_id`;
 * associates without one are absent. For payout runs (one read for a whole run).
 */
export function bankAccountsOf(db: Database, assIds: readonly number[]): Promise<Map<number, BankAccountRow>> {
  return bankAccountsOfRows(db, assIds);
}

/** Re-exported for callers that type what {@link findBankAccount} returns. */
export type { BankAccountRow };

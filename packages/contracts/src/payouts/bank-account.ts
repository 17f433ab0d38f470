import { z } from 'zod';
import { OTP_RESEND_SECONDS, otpSchema } from '../accounts/fields.ts';
import { singleLineText } from '../common/text.ts';

/**
 * The wire of an associate's bank account for payouts (docs/product/payouts-bank-details.md):
 * `POST /api/associate/bank-account/otp` sends a fresh OTP to the associate's own mobile,
 * `PUT /api/associate/bank-account` `{ holder_name, account_number, ifsc, otp }` saves the account
 * (the previous one is kept in the audit), `GET /api/associate/bank-account` answers it masked, and
 * `GET /api/ifsc/{ifsc}` names the bank of an IFSC. The full account number is only ever sent by
 * the associate; no answer holds more than its last 4 digits.
 */

/** Texts of the bank account routes and form, word for word as the API answers them. */
export const BANK_ACCOUNT_MESSAGES = {
  associatesOnly: 'Only associates can add a bank account for payouts. Sign in with your associate account.',
  holderNameRequired: 'Enter the account holder’s name as the bank has it.',
  holderNameTooLong: 'Account holder name must be at most 100 characters.',
  accountNumberInvalid: 'Account number must be 9 to 18 digits (spaces are ignored).',
  accountNumbersDiffer: 'The two account numbers do not match. Type the account number again.',
  ifscInvalid: 'IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits, like SBIN0001234',
  otpSent: 'OTP sent to your mobile number ending in {last4}. Enter it to save your bank account.',
  saved: 'Bank account saved. Your payouts go to this account from now on.',
} as const;

/** 'OTP sent to your mobile number ending in 2345. …' with the last 4 digits of the mobile filled in. */
export const bankOtpSentMessage = (mobileLast4: string): string => BANK_ACCOUNT_MESSAGES.otpSent.replace('{last4}', mobileLast4);

/** Most characters of the account holder's name. */
export const HOLDER_NAME_MAX = 100;
/** An account number once spaces are removed: 9 to 18 digits (Indian banks use 9 to 18). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch), upper case. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** What every masked account number starts with; the last 4 digits follow ("XXXXXX1234"). */
export const ACCOUNT_MASK_PREFIX = 'XXXXXX';

/**
 * The account number as stored and checked: spaces removed (people type it in groups,
 * "1234 5678 9012", and phones paste no-break spaces). Other characters, control characters and
 * tabs included, are left for the schema to refuse naming the field. Anything that is not text is
 * returned unchanged, for the schema to refuse.
 * @example accountNumberDigits(' 1234 5678 9012 ') === '123456789012'
 */
export const accountNumberDigits = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/[ \u00a0]+/g, '') : value);

/**
 * An IFSC as stored and checked: trimmed and upper case. Anything that is not text is returned
 * unchanged, for the schema to refuse.
 * @example ifscText(' sbin0001234 ') === 'SBIN0001234'
 */
export const ifscText = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** "XXXXXX" and the last 4 digits of an account number, e.g. maskAccountNumber('1234') === 'XXXXXX1234'. */
export const maskAccountNumber = (last4: string): string => `${ACCOUNT_MASK_PREFIX}${last4}`;

/** An IFSC field: trimmed, upper-cased, `AAAA0XXXXXX`; anything else fails naming the IFSC in words. */
export const ifscSchema = z
  .preprocess(
    ifscText,
    singleLineText('IFSC', { error: BANK_ACCOUNT_MESSAGES.ifscInvalid }).regex(IFSC_PATTERN, BANK_ACCOUNT_MESSAGES.ifscInvalid),
  )
  .meta({ description: 'Indian Financial System Code: 4 letters, a zero, 6 letters or digits', example: 'SBIN0001234' });

/** An account number field: 9 to 18 digits once white space is removed; anything else fails naming the account number in words. */
export const accountNumberSchema = z
  .preprocess(
    accountNumberDigits,
    singleLineText('Account number', { error: BANK_ACCOUNT_MESSAGES.accountNumberInvalid }).regex(
      ACCOUNT_NUMBER_PATTERN,
      BANK_ACCOUNT_MESSAGES.accountNumberInvalid,
    ),
  )
  .meta({ description: 'Bank account number: 9 to 18 digits, as text; spaces are removed', example: '123456789012' });

/** The account holder's name: trimmed, one line, 1 to 100 characters. */
export const holderNameSchema = singleLineText('Account holder name', { error: BANK_ACCOUNT_MESSAGES.holderNameRequired, trim: true })
  .min(1, BANK_ACCOUNT_MESSAGES.holderNameRequired)
  .max(HOLDER_NAME_MAX, BANK_ACCOUNT_MESSAGES.holderNameTooLong)
  .meta({ description: 'Name of the account holder as the bank has it', example: 'Ravi Kumar Srivastava' });

/**
 * Body of `PUT /api/associate/bank-account` (docs/product/payouts-bank-details.md, "Adding or
 * changing the account"): the holder's name, the account number (9–18 digits; spaces removed),
 * the IFSC (trimmed, upper-cased) and the OTP just sent to the associate's mobile. Each bad field
 * is a 400 naming it in words; a wrong, used or expired OTP is a 400 naming the OTP.
 */
export const bankAccountPutSchema = z.object({
  holder_name: holderNameSchema,
  account_number: accountNumberSchema,
  ifsc: ifscSchema,
  otp: otpSchema,
});
/** What the page sends ({@link bankAccountPutSchema}, input side). */
export type BankAccountPut = z.input<typeof bankAccountPutSchema>;
/** What the API reads from it ({@link bankAccountPutSchema}, parsed: number without spaces, IFSC upper case, name trimmed). */
export type BankAccountSave = z.infer<typeof bankAccountPutSchema>;

/**
 * An associate's bank account as every answer shows it: masked, never the full number. `bank_name`
 * from the IFSC list when it knows the code, else null; `updated_at` ISO 8601.
 */
export const bankAccountSchema = z
  .object({
    holder_name: z.string(),
    account_last4: z.string().meta({ description: 'Last 4 digits of the account number', example: '9012' }),
    account_masked: z.string().meta({ description: 'The account number masked: XXXXXX and the last 4 digits', example: 'XXXXXX9012' }),
    ifsc: z.string(),
    bank_name: z.string().nullable(),
    updated_at: z.string().meta({ description: 'When the account was last saved (ISO 8601)', example: '2026-11-29T10:00:00.000Z' }),
  })
  .meta({ id: 'BankAccount' });
/** Shape of {@link bankAccountSchema}. */
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** Answer of `GET /api/associate/bank-account`: the account masked, or `data: null` when none was given yet. */
export const bankAccountResponseSchema = z.object({
  success: z.literal(true),
  data: bankAccountSchema.nullable(),
});
/** Shape of {@link bankAccountResponseSchema}. */
export type BankAccountResponse = z.infer<typeof bankAccountResponseSchema>;

/** Answer of `PUT /api/associate/bank-account`: 'Bank account saved. …' and the account masked. */
export const bankAccountSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bankAccountSchema,
});
/** Shape of {@link bankAccountSavedResponseSchema}. */
export type BankAccountSavedResponse = z.infer<typeof bankAccountSavedResponseSchema>;

/**
 * Answer of `POST /api/associate/bank-account/otp`: 'OTP sent to your mobile number ending in
 * 2345. …', the last 4 digits of that mobile and `resend_after` seconds (30). Throttled like every
 * OTP: 429 'Please wait {n} seconds before requesting another OTP.' with Retry-After.
 */
export const bankAccountOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mobile_last4: z.string().meta({ description: 'Last 4 digits of the mobile the OTP went to', example: '2345' }),
  resend_after: z.number().int().meta({ description: 'Seconds until another OTP may be requested', example: OTP_RESEND_SECONDS }),
});
/** Shape of {@link bankAccountOtpResponseSchema}. */
export type BankAccountOtpResponse = z.infer<typeof bankAccountOtpResponseSchema>;

/** Path of `GET /api/ifsc/{ifsc}`: the IFSC to look up (trimmed, upper-cased, checked). */
export const ifscParamsSchema = z.object({ ifsc: ifscSchema });

/**
 * Answer of `GET /api/ifsc/{ifsc}` (docs/product/payouts-bank-details.md, "IFSC"): the code
 * upper-cased, the bank's name when the IFSC list knows the bank (else null: the format check
 * alone decides), and whether the list has this very branch (`branch_listed`; a new branch may be
 * missing, so a code not listed is never refused).
 */
export const ifscLookupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    ifsc: z.string(),
    bank_name: z.string().nullable(),
    branch_listed: z.boolean(),
  }),
});
/** Shape of {@link ifscLookupResponseSchema}. */
export type IfscLookupResponse = z.infer<typeof ifscLookupResponseSchema>;

import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SCREEN_MESSAGES,
  MOBILE_PATTERN,
  newPasswordSchema,
  otpSchema,
  SIGN_UP_TOAST_MS,
} from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { ApiError, hasErrorCode, NETWORK_ERROR } from '../../lib/api-client.ts';

/**
 * The rules every account form applies alike, whatever the account kind (docs/product/accounts.md,
 * "Mobile OTPs", "Passwords", "Customer sign-in"; docs/product/builders.md, "Account": "as for
 * customers"). Each rule is the contracts' own, so the browser checks what the API checks.
 */

/** Options of every sign-up toast: each stays {@link SIGN_UP_TOAST_MS} (docs/product/accounts.md, "Customer sign-up"). */
export const SIGN_UP_TOAST = { duration: SIGN_UP_TOAST_MS } as const;

/**
 * The first message of the contracts' `otpSchema` for `code` ('Enter 6-digit OTP' unless it is
 * exactly six digits; docs/product/accounts.md, "Mobile OTPs"); null when it is fine.
 */
export function otpProblem(code: string): string | null {
  const parsed = otpSchema.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.otpSixDigits);
}

/** Outcome of {@link signInProblem}: the message and how loud it is, or null when the form may be sent. */
export type SignInProblem = { kind: 'warning' | 'error'; message: string } | null;

/**
 * The sign-in forms' own checks (docs/product/accounts.md, "Customer sign-in"; the builders'
 * and associates' alike): a warning 'Please enter mobile number and password' when a field is
 * empty, an error 'Enter a valid 10-digit mobile number' for anything but an Indian mobile; null
 * when the form may be sent.
 */
export function signInProblem(mobile: string, password: string): SignInProblem {
  if (!mobile.trim() || !password) return { kind: 'warning', message: ACCOUNT_MESSAGES.signInFieldsMissing };
  if (!MOBILE_PATTERN.test(mobile.trim())) return { kind: 'error', message: ACCOUNT_MESSAGES.signInMobileInvalid };
  return null;
}

/** Shown when the two new passwords differ ('Passwords do not match'). */
export const PASSWORDS_DIFFER = ACCOUNT_SCREEN_MESSAGES.passwordsDiffer;

/** What {@link newPasswordProblems} finds: a message for the new password and one for its confirmation, each when wrong. */
export type NewPasswordProblems = { password?: string | undefined; confirm?: string | undefined };

/**
 * A new password typed twice (docs/product/accounts.md, "Passwords"; the customer's reset): the
 * first message of the contracts' `newPasswordSchema` for `password` (the one password rule of
 * every account kind) and {@link PASSWORDS_DIFFER} when `confirm` is not the same.
 */
export function newPasswordProblems(password: string, confirm: string): NewPasswordProblems {
  return {
    password: newPasswordSchema.safeParse(password).error?.issues[0]?.message,
    confirm: confirm !== password ? PASSWORDS_DIFFER : undefined,
  };
}

/**
 * The message to show for a failed call (docs/product/README.md, "Errors": the server's `message`
 * is for people, its `code` for programs). Decided by the error's `code`, never by its text: no
 * answer at all (code NETWORK_ERROR) or a thrown bug gives `thrown`; an answer gives the server's
 * own message, or `failed` when it carried none.
 */
export function failureMessage(error: unknown, failed: string, thrown: string): string {
  if (!(error instanceof ApiError) || error.code === NETWORK_ERROR) return thrown;
  return error.isServerMessage ? error.message : failed;
}

/** The type of a field error saying the value is registered already (its duplicate-check line then gives way to it). */
export const TAKEN = 'taken';

/** A failed call's message for one form field: where it goes, whether it says the value is taken, and the text. */
export type ServerFieldError<Field extends string> = { field: Field; type: typeof TAKEN | 'server'; message: string };

/**
 * The form field a failed call names (`field` of the answer, read through `aliases`, e.g. the OTP
 * call's 'mobile' for the form's mobile field), with its message; null when the call names none
 * of `fields`. A taken e-mail or mobile is known by its code (EMAIL_TAKEN, MOBILE_TAKEN), never by
 * its text (docs/product/README.md, "Errors").
 */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  aliases: Partial<Record<string, Field>> = {},
): ServerFieldError<Field> | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const field = aliases[error.field] ?? error.field;
  if (!(fields as readonly string[]).includes(field)) return null;
  const isTaken = hasErrorCode(error, ERROR_CODES.EMAIL_TAKEN, ERROR_CODES.MOBILE_TAKEN);
  return { field: field as Field, type: isTaken ? TAKEN : 'server', message: error.message };
}

/**
 * True when `error` says the pending sign-in (or the session) is gone, code UNAUTHORIZED, so the
 * screen must start the sign-in again. A wrong or expired code (OTP_INVALID, OTP_EXPIRED) is not:
 * the person may try another code, whatever the HTTP status (docs/product/README.md, "Errors").
 */
export function isSignInLost(error: unknown): boolean {
  return hasErrorCode(error, ERROR_CODES.UNAUTHORIZED);
}

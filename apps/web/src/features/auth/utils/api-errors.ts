import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { ApiError, hasErrorCode, NETWORK_ERROR } from '../../../lib/api-client.ts';

/**
 * The message to show for a failed call (docs/product/accounts.md; docs/product/README.md,
 * "Errors": the server's `message` is for people, its `code` for programs). Decided by the
 * error's `code`, never by its text: no answer at all (code NETWORK_ERROR) or a thrown bug gives
 * `thrown`; an answer gives the server's own message, or `failed` when it carried none.
 */
export function failureMessage(error: unknown, failed: string, thrown: string): string {
  if (!(error instanceof ApiError) || error.code === NETWORK_ERROR) return thrown;
  return error.isServerMessage ? error.message : failed;
}

/**
 * True when `error` says the pending sign-in (or the session) is gone, code UNAUTHORIZED, so the
 * screen must start the sign-in again. A wrong or expired code (OTP_INVALID, OTP_EXPIRED) is not:
 * the person may try another code, whatever the HTTP status (docs/product/README.md, "Errors").
 */
export function isSignInLost(error: unknown): boolean {
  return hasErrorCode(error, ERROR_CODES.UNAUTHORIZED);
}

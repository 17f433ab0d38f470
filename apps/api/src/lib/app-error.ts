import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { type ErrorCode, errorCodeForStatus } from '@realty/contracts/common/error-codes';

/**
 * The one error type of the API (conventions: "Errors as values with codes"). Its `status`
 * becomes the HTTP status, `code` is the machine-readable {@link ErrorCode} (the status's
 * general code unless a more specific one is given), `message` is shown to people, `field`
 * names the input at fault. Thrown by services; turned into
 * `{ success: false, code, message, field }` by the error handler.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  /** Extra fields merged into the JSON answer (e.g. `{ error: 'DUPLICATE' }`, `{ fav_id }`). */
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    options: { field?: string; code?: ErrorCode; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = options.code ?? errorCodeForStatus(status);
    this.field = options.field;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

/** 400 naming the field. */
export const badRequest = (message: string, field?: string) => new AppError(400, message, field ? { field } : {});
/** 401: missing or wrong credentials ('Unauthorized: Please log in again.' unless told). */
export const unauthorized = (message: string = ACCOUNT_MESSAGES.signInRequired) => new AppError(401, message);
/** 403: role or owner mismatch. */
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
/** 404: unknown id. */
export const notFound = (message: string) => new AppError(404, message);
/** 409: duplicate; `code` names what is taken (e.g. MOBILE_TAKEN), else CONFLICT. */
export const conflict = (message: string, field?: string, code?: ErrorCode) =>
  new AppError(409, message, { ...(field ? { field } : {}), ...(code ? { code } : {}) });
/** 429 with `Retry-After` in whole seconds. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/**
 * The machine-readable `code` that every failure answer carries beside its `message`
 * (`{ success: false, code, message, field? }`), so that clients decide by code and never by
 * matching the text written for a person. The text may change or be translated; a code never
 * changes meaning. docs/product/README.md, "Errors".
 *
 * General codes follow the HTTP status; the specific ones name what went wrong.
 */
export const ERROR_CODES = {
  /** 400: a field is missing or not valid (`field` names it). */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** 400: the body is not JSON, or is too large. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** 401: no session, an expired one, or a pending sign-in used where a full one is needed. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** 401: mobile or password wrong. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** 400/401: the OTP is wrong. */
  OTP_INVALID: 'OTP_INVALID',
  /** 400/401: the OTP is too old, already used, or tried too often. */
  OTP_EXPIRED: 'OTP_EXPIRED',
  /** 400: the mobile has not been verified with an OTP before a sign-up. */
  OTP_NOT_VERIFIED: 'OTP_NOT_VERIFIED',
  /** 400: a link's token is unknown, damaged, or for an e-mail address the account no longer has (`field` token). */
  TOKEN_INVALID: 'TOKEN_INVALID',
  /** 400: a link's token is too old (an e-mail confirmation link works 24 hours). */
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  /** 400: a single-use link's token was used already. */
  TOKEN_USED: 'TOKEN_USED',
  /** 403: the role may not do this (an associate adding a favourite, a customer in the back office). */
  FORBIDDEN: 'FORBIDDEN',
  /** 403: the id belongs to someone else. */
  NOT_OWNER: 'NOT_OWNER',
  /** 404: no such record or path. */
  NOT_FOUND: 'NOT_FOUND',
  /** 409: a record that must be unique exists already (generic). */
  CONFLICT: 'CONFLICT',
  /** 409: the mobile is registered already. */
  MOBILE_TAKEN: 'MOBILE_TAKEN',
  /** 409: the e-mail is registered already. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** 409: the Aadhaar number is registered already. */
  AADHAAR_TAKEN: 'AADHAAR_TAKEN',
  /** 409: the PAN is registered already. */
  PAN_TAKEN: 'PAN_TAKEN',
  /** 409: the listing is a favourite already (`fav_id` names it). */
  ALREADY_FAVOURITE: 'ALREADY_FAVOURITE',
  /** 409: the change does not follow the allowed order of statuses. */
  INVALID_STATE: 'INVALID_STATE',
  /** 409: an associate asked to delete their account while earnings are still unpaid (docs/product/privacy-rights.md, "Erasure"). */
  UNPAID_EARNINGS: 'UNPAID_EARNINGS',
  /** 410: a data export's download period has ended (docs/product/privacy-rights.md, "Access"). */
  EXPORT_EXPIRED: 'EXPORT_EXPIRED',
  /** 429: too many requests, OTP sends or wrong passwords (`Retry-After` says how long to wait). */
  RATE_LIMITED: 'RATE_LIMITED',
  /** 500: a fault of the server. */
  SERVER_ERROR: 'SERVER_ERROR',
  /** 503: the database cannot be reached for the moment (`Retry-After`). */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every code, for schemas and tests. */
export const ERROR_CODE_LIST = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/**
 * The general code of an HTTP status, used when a failure has no more specific code:
 * 400 VALIDATION_FAILED, 401 UNAUTHORIZED, 403 FORBIDDEN, 404 NOT_FOUND, 409 CONFLICT,
 * 429 RATE_LIMITED, 503 SERVICE_UNAVAILABLE, any other 4xx BAD_REQUEST, 5xx SERVER_ERROR.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ERROR_CODES.VALIDATION_FAILED;
    case 401:
      return ERROR_CODES.UNAUTHORIZED;
    case 403:
      return ERROR_CODES.FORBIDDEN;
    case 404:
      return ERROR_CODES.NOT_FOUND;
    case 409:
      return ERROR_CODES.CONFLICT;
    case 429:
      return ERROR_CODES.RATE_LIMITED;
    case 503:
      return ERROR_CODES.SERVICE_UNAVAILABLE;
    default:
      return status >= 500 ? ERROR_CODES.SERVER_ERROR : ERROR_CODES.BAD_REQUEST;
  }
}

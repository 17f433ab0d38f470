import { ERROR_CODES, errorCodeForStatus } from '@realty/contracts/common/error-codes';
import { issueMessage } from '@realty/contracts/common/field-labels';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { type ErrorLike, errorChain, isDatabaseUnavailable, UNAVAILABLE_MESSAGES } from '../lib/database-unavailable.ts';

/**
 * Words for Fastify's own 4xx answers whose message is not written for a person or repeats the
 * address as sent ("'/api/…' is exceeding the max param length").
 */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

/** What a person is told while the database cannot be reached (503). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again shortly.';
/** Seconds the 503 answer's `Retry-After` asks a client to wait before trying again. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A PostgreSQL SQLSTATE: five digits or capital letters. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A PostgreSQL server error (the driver's DatabaseError, also PGlite's): it has a SQLSTATE and a severity. */
const isServerError = (error: ErrorLike): boolean =>
  typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in (error as object);
/** Drizzle's wrapper of a failed query, which carries the query text and its parameters. */
const isQueryWrapper = (error: ErrorLike): boolean =>
  (error as object).constructor?.name === 'DrizzleQueryError' || ('query' in (error as object) && 'params' in (error as object));

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
/** The `at …` lines of a stack, without its first line (which repeats the message). */
const stackFrames = (stack: unknown): string[] =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];

/**
 * What is logged of a failed database query: the SQLSTATE (or network) `code`, the `table` and
 * the `constraint`, and where it was thrown; never the query's parameters, the server's
 * `detail` ('Failing row contains (…)', 'Key (…)=(…)') nor its message, all of which can hold
 * what a person typed (an e-mail, a mobile number, a password hash). Undefined when `error`
 * is not, and does not wrap, a database error.
 */
export function databaseErrorForLog(error: unknown): LoggedError | undefined {
  const chain = errorChain(error);
  const server = chain.find(isServerError) as (ErrorLike & { table?: unknown; constraint?: unknown }) | undefined;
  if (!server && !chain.some(isQueryWrapper)) return undefined;
  const coded = server ?? chain.find((e) => text(e.code));
  const connection = chain.find((e) => typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message));
  const message = !server && connection ? String(connection.message) : 'Database query failed';
  const top = chain[0] as ErrorLike;
  return {
    type: 'DatabaseError',
    message,
    code: text(coded?.code),
    table: text(server?.table),
    constraint: text(server?.constraint),
    stack: [`DatabaseError: ${message}`, ...stackFrames(top.stack)].join('\n'),
  };
}

/** How an error is written to the log: its class, message and stack, and fields of its own. */
export type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Words of a log key that mark its value as secret (see {@link isSecretLogKey}). */
const SECRET_WORDS = new Set([
  'password',
  'passwords',
  'passwd',
  'pwd',
  'hash',
  'hashes',
  'otp',
  'otps',
  'token',
  'tokens',
  'secret',
  'secrets',
  'aadhaar',
  'aadhar',
  'pan',
  'cookie',
  'cookies',
  'authorization',
]);
/**
 * Runs of words of a log key that mark its value as secret where each word alone does not: a bank
 * account number (`account_number`, `accountNumber`, `account_number_enc`;
 * docs/product/payouts-bank-details.md), while `account_id` or `number` alone stay readable.
 */
const SECRET_PHRASES = ['account_number', 'account_no', 'acc_no'];
const secretKeys = new Map<string, boolean>();

/**
 * True when a logged value under `key` must never be written: the key, split into words
 * (`user_password`, `passwordHash`, `ass_aadhaar_enc`, `X-Auth-Token`, `accountNumber`), names a
 * password, a hash, an OTP, a token, a secret, an Aadhaar or PAN number, a bank account number, a
 * cookie or an authorization.
 */
export function isSecretLogKey(key: string): boolean {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    const words = key
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .toLowerCase()
      .split(/[^a-z0-9]+/);
    const joined = `_${words.join('_')}_`;
    secret = words.some((word) => SECRET_WORDS.has(word)) || SECRET_PHRASES.some((phrase) => joined.includes(`_${phrase}_`));
    if (secretKeys.size < 5000) secretKeys.set(key, secret);
  }
  return secret;
}

/** What a secret value is logged as. */
export const REDACTED = '[Redacted]';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!isObject(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of `value` for the log with every value under a secret key ({@link isSecretLogKey})
 * replaced by {@link REDACTED}, in plain objects and arrays at any depth (up to 8 levels).
 * Other objects (requests, replies, errors) are left as they are, for their serializers.
 * `value` itself is never changed; it is returned as it is when nothing was secret.
 */
export function redactForLog<T>(value: T, depth = 0): T {
  if (depth >= 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1)) as T;
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const next = isSecretLogKey(key) ? REDACTED : redactForLog(item, depth + 1);
    if (next === item) continue;
    copy ??= { ...value };
    copy[key] = next;
  }
  return (copy ?? value) as T;
}

/**
 * The log serializer of errors (`err` and `error` keys): a database error, or one that wraps
 * it, becomes {@link databaseErrorForLog} alone; any other error is `{ type, message, stack,
 * code, … own fields, cause }` with secret fields redacted ({@link redactForLog}) and its
 * `cause` serialized the same way. A value that is not an error is logged as
 * `{ type, message, stack: '', value }` with `value` redacted.
 */
export function serializeErrorForLog(value: unknown, depth = 0): LoggedError {
  const errorLike = value instanceof Error || (isObject(value) && typeof value.message === 'string' && typeof value.stack === 'string');
  if (!errorLike) return { type: typeof value, message: typeof value === 'string' ? value : '', stack: '', value: redactForLog(value) };
  const database = databaseErrorForLog(value);
  if (database) return database;
  const error = value as Error & Record<string, unknown>;
  const out: LoggedError = { type: error.constructor?.name ?? error.name, message: error.message, stack: String(error.stack) };
  for (const key of Object.keys(error)) {
    if (key === 'cause' || key === 'errors' || key === 'message' || key === 'stack') continue;
    out[key] = isSecretLogKey(key) ? REDACTED : redactForLog(error[key], 1);
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeErrorForLog(error.cause, depth + 1);
  if (Array.isArray(error.errors) && depth < 5) out.aggregateErrors = error.errors.map((e) => serializeErrorForLog(e, depth + 1));
  return out;
}

/**
 * Fastify's `frameworkErrors` option: the errors its router meets before any route runs (an
 * address that is not valid UTF-8 once decoded, a path parameter too long) answered in the API's
 * envelope `{ success: false, code, message }` with words ({@link FASTIFY_MESSAGES}) in place of
 * Fastify's own text, which repeats the address as sent.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = FASTIFY_MESSAGES[error.code] ?? 'The address is not valid.';
  void reply.status(status).send({ success: false, code: errorCodeForStatus(status), message });
}

/**
 * Installs the single error handler and the 404 answer for unknown `/api` paths. Validation
 * failures become 400 `{ success: false, message, field }`: `field` names the first bad field by
 * its code name, `message` by its label in words (`issueMessage` of the contracts); AppErrors
 * keep their status; a database out of reach ({@link isDatabaseUnavailable}) is answered 503
 * with `Retry-After` and {@link SERVICE_UNAVAILABLE_MESSAGE}; anything else is logged and
 * answered 500 without internals. Architecture brief, "The API contract".
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.status).send({
        ...error.extra,
        success: false,
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
      const message = issueMessage(field, first && { ...first.params, code: first.keyword, message: first.message });
      return reply.status(400).send({ success: false, code: ERROR_CODES.VALIDATION_FAILED, message, field });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ success: false, code: ERROR_CODES.SERVICE_UNAVAILABLE, message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ success: false, code: ERROR_CODES.SERVER_ERROR, message: 'Server error. Please try again.' });
    }
    if (status === 429)
      return reply
        .status(429)
        .send({ success: false, code: ERROR_CODES.RATE_LIMITED, message: 'Too many requests. Please wait a moment and try again.' });
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, an address it cannot read)
    const message = FASTIFY_MESSAGES[error.code] ?? error.message;
    return reply.status(status).send({ success: false, code: errorCodeForStatus(status), message });
  });
}

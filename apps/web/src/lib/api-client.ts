import { ERROR_CODE_LIST, type ErrorCode, errorCodeForStatus } from '@realty/contracts/common/error-codes';
import type { z } from 'zod';

/**
 * Code of an {@link ApiError} when no answer arrived at all (offline, DNS, a refused
 * connection). Never sent by the server: the wire codes are the contracts' `ERROR_CODES`.
 */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** What an {@link ApiError} says went wrong: one of the contracts' `ERROR_CODES`, or {@link NETWORK_ERROR}. */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR;

/** The text of an {@link ApiError} for a request that never got an answer. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Check your connection and try again.';

/** Options of the {@link ApiError} constructor beside status and message. */
export type ApiErrorOptions = {
  /** The answer's `code`; by default the general code of `status` (docs/product/README.md, "Errors"). */
  code?: ApiErrorCode;
  /** The input at fault, as the answer's `field` names it. */
  field?: string;
  /** Whole seconds of the answer's `Retry-After` header (429). */
  retryAfterSeconds?: number;
  /** Whether `message` is the server's own text for a person (default true for an answer, false without one). */
  isServerMessage?: boolean;
};

/**
 * An API failure (docs/product/README.md, "Errors": `{ success: false, code, message, field? }`).
 * `status` is the HTTP status (0 when the network failed); `code` is the stable machine-readable
 * code programs decide by, never the text; `message` is what to show a person (the server's text
 * when `isServerMessage`, else one written by this client); `field` names the input at fault;
 * `retryAfterSeconds` is the wait of a 429.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly isServerMessage: boolean;
  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code ?? (status === 0 ? NETWORK_ERROR : errorCodeForStatus(status));
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.isServerMessage = options.isServerMessage ?? status !== 0;
  }
}

/**
 * True when `error` is an {@link ApiError} whose `code` is one of `codes`, e.g.
 * `hasErrorCode(error, ERROR_CODES.ALREADY_FAVOURITE)`. The way to tell failures apart: never by
 * their message, which is written for people and may change.
 */
export function hasErrorCode(error: unknown, ...codes: readonly ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** One value of a query parameter; `undefined`, `null` and blank text are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters of a request, by name. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * The query a client sends to an endpoint whose contract query schema parses to `Parsed` (e.g.
 * `QueryOf<ListSitesQuery>`): every parameter optional (the API fills its defaults) and typed as
 * the API reads it, so a misspelt name or a wrong kind of value fails the type check.
 */
export type QueryOf<Parsed> = { readonly [K in keyof Parsed]?: Parsed[K] | undefined };

/** Options of {@link apiRequest}. */
export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters (type them with {@link QueryOf}); undefined and blank values are left out. */
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * zod schema the answer must satisfy, or a function loading it (`() => import(…)`): a public
   * page then fetches the contract's schemas, and zod, only when it first asks the API, not with
   * the page's code (its first answers come drawn by the server; issue #35,
   * docs/decisions/0033-javascript-budget.md).
   */
  schema?: z.ZodType<T> | AnswerSchemaLoader<T>;
};

/** Loads the zod schema of an answer on first use (see {@link ApiRequestOptions.schema}). */
export type AnswerSchemaLoader<T> = () => Promise<z.ZodType<T>>;

/**
 * The query as it travels: each present value as the text the API reads (`String(value)`),
 * leaving out undefined, null and blank values. The API's query schemas parse exactly this.
 */
export function wireQuery(query: QueryParams | undefined): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || String(value).trim() === '') continue;
    wire[key] = String(value);
  }
  return wire;
}

/** Builds `/api{path}?query` leaving out undefined and blank values (see {@link wireQuery}). */
export function apiUrl(path: string, query?: QueryParams): string {
  const qs = new URLSearchParams(wireQuery(query)).toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODE_LIST as readonly string[]).includes(value);

/**
 * The {@link ApiError} of a failed answer with HTTP `status`, `payload` (its parsed JSON body, if
 * any) and `retryAfter` (its `Retry-After` header): the server's `code` (else the status's general
 * code), its `message` (older answers: `msg`; none: 'Request failed (status).'), its `field`.
 */
export function apiErrorOf(status: number, payload: unknown, retryAfter?: string | null): ApiError {
  const p = (payload ?? {}) as { code?: unknown; message?: unknown; msg?: unknown; field?: unknown };
  const serverMessage = typeof p.message === 'string' && p.message ? p.message : typeof p.msg === 'string' && p.msg ? p.msg : undefined;
  const retry = Number(retryAfter ?? undefined);
  return new ApiError(status, serverMessage ?? `Request failed (${status}).`, {
    code: isErrorCode(p.code) ? p.code : errorCodeForStatus(status),
    field: typeof p.field === 'string' ? p.field : undefined,
    retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    isServerMessage: serverMessage !== undefined,
  });
}

/** How the server renderer asks the API (entry-server.tsx); the browser's `fetch` when unset. */
let serverFetch: ((address: string, init: RequestInit) => Promise<Response>) | undefined;

/**
 * Makes {@link apiRequest} ask the API through `fetcher` instead of the browser's `fetch`: the
 * server renderer passes one that answers public GETs in process, without the visitor's cookies
 * (docs/decisions/0014-server-drawn-pages-and-heads.md). `address` is `/api/...` with its query.
 */
export function setServerFetch(fetcher: ((address: string, init: RequestInit) => Promise<Response>) | undefined): void {
  serverFetch = fetcher;
}

/**
 * The one HTTP client of the web app (conventions: "Every endpoint declared once"). Sends
 * JSON with the session cookie, parses the answer with `schema` when given.
 * @throws ApiError with the server's `code` and `message` on any non-2xx answer, or with
 * code {@link NETWORK_ERROR} (status 0) when no answer arrived; AbortError when `signal` aborts.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, headers, signal, schema } = options;
  let response: Response;
  try {
    response = await (serverFetch ?? fetch)(apiUrl(path, query), {
      method,
      credentials: 'same-origin',
      // public answers may be kept by caches for a minute: the app always revalidates (ETag, 304)
      cache: method === 'GET' ? 'no-cache' : undefined,
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, payload, response.headers.get('retry-after'));
  if (!schema) return payload as T;
  return (typeof schema === 'function' ? await schema() : schema).parse(payload);
}

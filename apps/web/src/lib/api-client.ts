import type { z } from 'zod';

/** An API failure: HTTP `status` (0 when the network failed), the server's `message` and the `field` at fault. */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(status: number, message: string, field?: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Options of {@link apiRequest}. */
export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; undefined and blank values are left out. */
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** zod schema the answer must satisfy. */
  schema?: z.ZodType<T>;
};

/** Builds `/api{path}?query` leaving out undefined and blank values. */
export function apiUrl(path: string, query?: ApiRequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || String(value).trim() === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The one HTTP client of the web app (conventions: "Every endpoint declared once"). Sends
 * JSON with the session cookie, parses the answer with `schema` when given.
 * @throws ApiError with the server's `message` on any non-2xx answer or network failure.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, headers, signal, schema } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const p = (payload ?? {}) as { message?: unknown; msg?: unknown; field?: unknown };
    const message = typeof p.message === 'string' ? p.message : typeof p.msg === 'string' ? p.msg : `Request failed (${response.status}).`;
    const retry = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      message,
      typeof p.field === 'string' ? p.field : undefined,
      Number.isFinite(retry) && retry > 0 ? retry : undefined,
    );
  }
  return schema ? schema.parse(payload) : (payload as T);
}

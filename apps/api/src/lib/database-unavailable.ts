/**
 * Which errors mean "the database cannot serve now" (docs/deploying.md, "Health and shutdown"):
 * the one rule behind the API's 503 answers (plugins/error-handler.ts) and the read replica's
 * fallback to the primary (lib/reads.ts).
 */

/**
 * Error codes of a database that cannot be reached or has stopped taking work: the socket's
 * (refused, reset, aborted, timed out, broken pipe, host or network down or unreachable, name
 * lookup failed, no local address) and PostgreSQL's (57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now, 57P05 idle session ended, 53300 too many connections).
 * Every SQLSTATE of class 08 (connection exception) counts as well, and 55000 when it refuses
 * the connection ({@link isRefusedConnection}).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
  'ERR_SOCKET_CLOSED',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '53300',
]);

/**
 * Messages of the PostgreSQL driver and its pool when a connection could not be had, broke
 * during a query or was already closed, and of PostgreSQL while it starts or stops.
 */
export const UNAVAILABLE_MESSAGES =
  /^(timeout exceeded when trying to connect|timeout expired|Connection terminated|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool|connect ECONNREFUSED|the database system is (starting up|shutting down|in recovery mode)|PGlite is closed)/;

/**
 * SQLSTATE 55000 (object not in prerequisite state) is also what PostgreSQL answers when the
 * database refuses new connections (`ALTER DATABASE … ALLOW_CONNECTIONS false`: 'database "…"
 * is not currently accepting connections', severity FATAL). Other 55000 errors are a query's
 * own fault and stay 500.
 */
const isRefusedConnection = (code: unknown, message: unknown, severity: unknown): boolean =>
  code === '55000' && (severity === 'FATAL' || (typeof message === 'string' && /not currently accepting connections/.test(message)));

/** The fields of an error that the rules read. */
export type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  severity?: unknown;
  cause?: unknown;
  errors?: unknown;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `error`, the errors it wraps (`cause`) and those it gathers (`AggregateError.errors`), depth first, at most 20. */
export function errorChain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  const pending: unknown[] = [error];
  while (pending.length && found.length < 20) {
    const current = pending.shift();
    if (!isObject(current) || found.includes(current)) continue;
    found.push(current);
    if (current.cause !== undefined) pending.push(current.cause);
    if (Array.isArray(current.errors)) pending.push(...current.errors);
  }
  return found;
}

/**
 * True when `error` (or an error it wraps, as Drizzle wraps the driver's) says the database
 * cannot serve now: the connection refused (by the network, or by PostgreSQL with 55000 while
 * the database does not accept connections), reset or timed out, the server starting, shutting
 * down or out of connection slots (57P01–57P03, 57P05, 53300), a connection exception (class
 * 08), or the pool's and client's own errors ('timeout exceeded when trying to connect',
 * 'Connection terminated…', 'Client was closed…'). Such a request may well succeed a moment
 * later, so the API answers it 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(({ code, message, severity }) => {
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (isRefusedConnection(code, message, severity)) return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
  });
}

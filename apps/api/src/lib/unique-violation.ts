/**
 * The name of the unique index a database error violated (PostgreSQL code 23505), looking
 * through Drizzle's wrapping; null for any other error. Lets services turn a lost race on a
 * duplicate e-mail or mobile into a 409 instead of a 500.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

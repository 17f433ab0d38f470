import type { Database } from '@realty/db/client';

/**
 * Where public catalogue and content reads run (docs/deploying.md, "Read replica"): on the read
 * replica when `DATABASE_READ_URL` is set, else on the primary. Everything that must see its own
 * writes (sessions, ownership checks, a customer's own lists, the back office) keeps using the
 * primary `db` directly.
 */
export type Reads = {
  /**
   * Runs `work` on the replica; when the replica cannot be reached (refused, timed out, shut
   * down, recovering), runs it again on the primary, logs a warning, and sends reads to the
   * primary for the next {@link REPLICA_RETRY_MS} before trying the replica again. Errors that
   * are not about reaching the replica (a bad query, a 404) are thrown as they are.
   */
  run: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  /** Whether a replica is configured. */
  hasReplica: boolean;
};

/** How long reads stay on the primary after the replica failed, in milliseconds. */
export const REPLICA_RETRY_MS = 10_000;

/** SQLSTATE classes and Node error codes that mean "the replica could not be reached or used". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Whether `error` says the database could not be reached (rather than that the query was wrong). */
export function isUnreachable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (
      /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
    if (current.cause === current) break;
  }
  return false;
}

/**
 * The {@link Reads} of an app: `replica` when given (with fallback to `primary`), else `primary`.
 * `now` is the clock (milliseconds) for the retry window.
 */
export function createReads(
  primary: Database,
  replica: Database | undefined,
  log: { warn: (obj: object, msg: string) => void },
  now: () => number = Date.now,
): Reads {
  if (!replica) return { run: (work) => work(primary), hasReplica: false };
  let primaryUntil = 0;
  return {
    hasReplica: true,
    async run(work) {
      if (now() < primaryUntil) return work(primary);
      try {
        return await work(replica);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        primaryUntil = now() + REPLICA_RETRY_MS;
        log.warn({ err: error }, 'The read replica could not be reached; public reads go to the primary for 10 s');
        return work(primary);
      }
    },
  };
}

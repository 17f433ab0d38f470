import type { Database } from '@realty/db/client';
import { isDatabaseUnavailable } from './database-unavailable.ts';

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

/**
 * Whether `error` says the database could not be reached or cannot serve now (rather than that
 * the query was wrong): the API's one rule, {@link isDatabaseUnavailable}.
 */
export const isUnreachable = isDatabaseUnavailable;

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

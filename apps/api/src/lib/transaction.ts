import type { Database } from '@realty/db/client';

/**
 * Runs `work` in one database transaction and returns its result: every write made through the
 * `db` it receives is committed together when `work` resolves, and none is kept when it throws
 * (the error is passed on). Used where using up a verification and creating what it was for must
 * happen together, e.g. an OTP-verified sign-up.
 */
export function runInTransaction<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

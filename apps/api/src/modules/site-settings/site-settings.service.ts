import type { Database } from '@realty/db/client';
import { readSetting, type StoredSetting, writeSetting } from './site-settings.repository.ts';

export type { StoredSetting };

/**
 * The setting `key` as staff last saved it, or null when nobody has (the caller then uses its
 * product default); `forUpdate` locks it until the transaction ends, so saves at once apply in turn.
 * @see docs/product/back-office.md ("Settings")
 */
export function getSetting(db: Database, key: string, forUpdate = false): Promise<StoredSetting | null> {
  return readSetting(db, key, forUpdate);
}

/**
 * Saves setting `key` as staff member `staffId` (null for the command line) at `at`. The caller
 * audits the change, with the value before and after, in the same transaction.
 * @see docs/product/back-office.md ("Settings")
 */
export function saveSetting(db: Database, key: string, value: unknown, staffId: number | null, at: Date): Promise<void> {
  return writeSetting(db, key, value, staffId, at);
}

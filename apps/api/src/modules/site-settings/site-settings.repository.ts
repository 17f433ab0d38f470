import type { Database } from '@realty/db/client';
import { siteSettings, staff } from '@realty/db/schema';
import { eq, sql } from 'drizzle-orm';

/** One stored back-office setting: its JSON value, when it was saved and by whom (staff name, null for the command line). */
export type StoredSetting = { value: unknown; updatedAt: Date; updatedBy: string | null };

/**
 * Reads the setting `key` of `site_settings` (docs/product/back-office.md "Settings"), or null
 * when nobody has saved it yet (callers then use the product's default). With `forUpdate` the key
 * is locked (a transaction-level advisory lock, which also covers a setting with no row yet) until
 * the transaction ends, so two saves at once are applied one after the other.
 */
export async function readSetting(db: Database, key: string, forUpdate = false): Promise<StoredSetting | null> {
  if (forUpdate) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_settings:${key}`}))`);
  const query = db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt, updatedBy: staff.name })
    .from(siteSettings)
    .leftJoin(staff, eq(staff.staffId, siteSettings.updatedBy))
    .where(eq(siteSettings.key, key));
  const [row] = await query;
  return row ?? null;
}

/**
 * Saves `value` as setting `key`, by staff member `staffId` (null for the command line) at `at`,
 * inserting the row the first time. The caller audits the change in the same transaction.
 */
export async function writeSetting(db: Database, key: string, value: unknown, staffId: number | null, at: Date): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedAt: at, updatedBy: staffId })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`excluded.setting_value`, updatedAt: sql`excluded.updated_at`, updatedBy: sql`excluded.updated_by` },
    });
}

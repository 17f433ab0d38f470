import type { Database } from '@realty/db/client';
import { alertDeliveries, alertDigestRuns, alertItems, alertSmsWaiting, savedSearches, sites, users } from '@realty/db/schema';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { runInTransaction } from '../../../lib/transaction.ts';

/**
 * The database side of delivering alerts (docs/product/alerts.md, "How alerts are sent"). Items
 * are claimed with `UPDATE … WHERE delivered_at IS NULL … RETURNING`: of two instances (or two
 * attempts) running at once, each item is returned to exactly one, so no alert is sent twice.
 */

/** An `alert_items` row as delivery reads it. */
export type AlertItemRow = typeof alertItems.$inferSelect;

/** A customer as alerts reach them. */
export type AlertRecipient = {
  userId: number;
  mobile: string;
  email: string;
  emailConfirmed: boolean;
  notiToken: string;
  language: string;
  favouritePriceAlerts: boolean;
};

/** A saved search as delivery needs it. */
export type AlertSavedSearch = { savedSearchId: number; name: string; query: Record<string, string>; channels: string[]; paused: boolean };

/** The customer `userId` as alerts reach them, or undefined when the account is gone or disabled. */
export async function findRecipient(db: Database, userId: number): Promise<AlertRecipient | undefined> {
  const [row] = await db
    .select({
      userId: users.userId,
      mobile: users.mobile,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
      notiToken: users.notiToken,
      language: users.language,
      favouritePriceAlerts: users.favouritePriceAlerts,
      status: users.status,
    })
    .from(users)
    .where(eq(users.userId, userId));
  if (row?.status !== 'active') return undefined;
  const { emailConfirmedAt, status: _status, ...rest } = row;
  return { ...rest, emailConfirmed: emailConfirmedAt !== null };
}

/** The saved searches of `ids`, by id. */
export async function savedSearchesById(db: Database, ids: readonly number[]): Promise<Map<number, AlertSavedSearch>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      savedSearchId: savedSearches.savedSearchId,
      name: savedSearches.name,
      query: savedSearches.query,
      channels: savedSearches.channels,
      paused: savedSearches.paused,
    })
    .from(savedSearches)
    .where(inArray(savedSearches.savedSearchId, [...ids]));
  return new Map(rows.map((row) => [row.savedSearchId, row]));
}

/** The channels of customer `userId`'s first saved search (the favourites' price drops go by them), or undefined when none. */
export async function firstSavedSearchChannels(db: Database, userId: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ channels: savedSearches.channels })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.savedSearchId))
    .limit(1);
  return row?.channels;
}

/** SQL: the item's alerts are stopped (its saved search paused, or, for a favourite, the customer's switch off). */
const stopped = sql`(
  (${alertItems.savedSearchId} IS NOT NULL AND EXISTS (SELECT 1 FROM ${savedSearches} s WHERE s.saved_search_id = ${alertItems.savedSearchId} AND s.paused))
  OR (${alertItems.savedSearchId} IS NULL AND EXISTS (SELECT 1 FROM ${users} u WHERE u.user_id = ${alertItems.userId} AND NOT u.favourite_price_alerts))
)`;

/**
 * Claims the pending items of `frequency` (of customer `userId`, or of everyone when null) whose
 * alerts are not stopped: marks them delivered at `at` and returns
 * them, oldest first. Then drops (marks delivered without returning) the pending ones whose
 * alerts are stopped, so a paused saved search's items are never sent later.
 */
export async function claimPendingItems(
  db: Database,
  filter: { userId: number | null; frequency: 'instant' | 'daily'; at: Date },
): Promise<AlertItemRow[]> {
  const base = and(
    isNull(alertItems.deliveredAt),
    eq(alertItems.frequency, filter.frequency),
    filter.userId === null ? undefined : eq(alertItems.userId, filter.userId),
  );
  const claimed = await db
    .update(alertItems)
    .set({ deliveredAt: filter.at })
    .where(and(base, sql`NOT ${stopped}`))
    .returning();
  await db.update(alertItems).set({ deliveredAt: filter.at }).where(and(base, stopped));
  return claimed.sort((a, b) => a.alertItemId - b.alertItemId);
}

/** Customers with instant items pending since before `before` (a queued delivery that was lost), at most `limit`. */
export async function usersWithStaleInstantItems(db: Database, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: alertItems.userId })
    .from(alertItems)
    .where(and(isNull(alertItems.deliveredAt), eq(alertItems.frequency, 'instant'), lt(alertItems.createdAt, before)))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** The listing facts of `siteIds` an alert shows, by id. */
export async function listingsById(db: Database, siteIds: readonly number[]) {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select({
      siteId: sites.siteId,
      title: sites.title,
      titleHi: sites.titleHi,
      city: sites.city,
      landmark: sites.landmark,
      bhk: sites.bhk,
      carpetMin: sites.carpetAreaSqftMin,
      carpetMax: sites.carpetAreaSqftMax,
      coverImages: sites.coverImages,
    })
    .from(sites)
    .where(inArray(sites.siteId, [...siteIds]));
  return new Map(rows.map((row) => [row.siteId, row]));
}

/** Records one alert sent by `channel` carrying `items` listings, at `at`. */
export async function recordDelivery(
  db: Database,
  row: { userId: number; savedSearchId: number | null; channel: 'sms' | 'push' | 'email'; items: number; at: Date },
): Promise<void> {
  await db
    .insert(alertDeliveries)
    .values({ userId: row.userId, savedSearchId: row.savedSearchId, channel: row.channel, items: row.items, sentAt: row.at });
}

/**
 * Reserves one of customer `userId`'s alert SMS of India's day `[dayStart, dayEnd)`: under a lock
 * of the customer's row, counts the SMS alerts already sent that day and, below `limit`, records
 * this one. Returns the delivery's id (delete it with {@link releaseSms} when the send fails), or
 * null when the limit is reached.
 */
export function reserveSms(
  db: Database,
  row: { userId: number; savedSearchId: number | null; items: number; at: Date; dayStart: Date; dayEnd: Date; limit: number },
): Promise<number | null> {
  return runInTransaction(db, async (tx) => {
    await tx.select({ id: users.userId }).from(users).where(eq(users.userId, row.userId)).for('update');
    const [sent] = await tx
      .select({ n: count() })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.userId, row.userId),
          eq(alertDeliveries.channel, 'sms'),
          gte(alertDeliveries.sentAt, row.dayStart),
          lt(alertDeliveries.sentAt, row.dayEnd),
        ),
      );
    if ((sent?.n ?? 0) >= row.limit) return null;
    const [inserted] = await tx
      .insert(alertDeliveries)
      .values({ userId: row.userId, savedSearchId: row.savedSearchId, channel: 'sms', items: row.items, sentAt: row.at })
      .returning({ id: alertDeliveries.alertDeliveryId });
    return inserted?.id ?? null;
  });
}

/** Forgets a reserved SMS delivery whose send failed (it does not count toward the day's limit). */
export async function releaseSms(db: Database, alertDeliveryId: number): Promise<void> {
  await db.delete(alertDeliveries).where(eq(alertDeliveries.alertDeliveryId, alertDeliveryId));
}

/** Keeps an SMS of the quiet hours for `dueAt` (09:00 India time). */
export async function holdSms(
  db: Database,
  row: { userId: number; savedSearchId: number | null; siteId: number | null; newItems: number; priceDrops: number; dueAt: Date; at: Date },
): Promise<void> {
  await db.insert(alertSmsWaiting).values({
    userId: row.userId,
    savedSearchId: row.savedSearchId,
    siteId: row.siteId,
    newItems: row.newItems,
    priceDrops: row.priceDrops,
    dueAt: row.dueAt,
    createdAt: row.at,
  });
}

/** Claims the held SMS due at or before `at` (of customer `userId`, or everyone when null): marks them sent and returns them, oldest first. */
export async function claimDueSms(db: Database, at: Date, userId: number | null) {
  const rows = await db
    .update(alertSmsWaiting)
    .set({ sentAt: at })
    .where(
      and(isNull(alertSmsWaiting.sentAt), lte(alertSmsWaiting.dueAt, at), userId === null ? undefined : eq(alertSmsWaiting.userId, userId)),
    )
    .returning();
  return rows.sort((a, b) => a.alertSmsWaitingId - b.alertSmsWaitingId);
}

/** Notes that saved search `savedSearchId` was alerted at `at` (its "new since the last alert" count starts again). */
export async function markAlerted(db: Database, savedSearchId: number, at: Date): Promise<void> {
  await db.update(savedSearches).set({ lastAlertedAt: at }).where(eq(savedSearches.savedSearchId, savedSearchId));
}

/** Claims India date `istDate` for the scheduled digest: true for the one caller that claimed it, false when it ran already. */
export async function claimDigestDay(db: Database, istDate: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(alertDigestRuns)
    .values({ istDate, ranAt: at })
    .onConflictDoNothing()
    .returning({ istDate: alertDigestRuns.istDate });
  return rows.length > 0;
}

/** Records how many items the digest of `istDate` carried (creating the day's row for a run by hand). */
export async function recordDigestItems(db: Database, istDate: string, at: Date, items: number): Promise<void> {
  await db
    .insert(alertDigestRuns)
    .values({ istDate, ranAt: at, items })
    .onConflictDoUpdate({ target: alertDigestRuns.istDate, set: { items: sql`${alertDigestRuns.items} + ${items}` } });
}

/** How long a delivered alert item is kept, in days: long enough for every try of a failed e-mail (about 2½ hours), then pruned. */
export const DELIVERED_ITEM_DAYS = 7;

/**
 * Deletes up to `limit` alert items delivered (or dropped) before `before`, oldest first; returns
 * how many. Nothing reads a delivered item but an e-mail tried again (`retries.repository.ts`).
 */
export async function pruneDeliveredItems(db: Database, before: Date, limit: number): Promise<number> {
  const oldest = db
    .select({ id: alertItems.alertItemId })
    .from(alertItems)
    .where(lt(alertItems.deliveredAt, before))
    .orderBy(asc(alertItems.deliveredAt))
    .limit(limit);
  const gone = await db.delete(alertItems).where(inArray(alertItems.alertItemId, oldest)).returning({ id: alertItems.alertItemId });
  return gone.length;
}

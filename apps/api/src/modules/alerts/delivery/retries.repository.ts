import type { Database } from '@realty/db/client';
import { alertItems, alertRetries } from '@realty/db/schema';
import { asc, inArray, lte } from 'drizzle-orm';
import type { AlertItemRow } from './delivery.repository.ts';

/**
 * Alert SMS and e-mails tried again (docs/product/alerts.md, "Sending"; migration 0025): a
 * channel that fails is stored here with what it needs to be sent again, and the minutely
 * delivery sweep takes the due ones.
 */

/**
 * How long after each failed try the next one is made, in milliseconds: 1 minute, 5 minutes, 30
 * minutes, 2 hours. After a fifth failed try the alert is given up on that channel (logged).
 */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/** Most tries of one alert on one channel (the first and {@link RETRY_DELAYS_MS}'s four). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** A stored retry as the sweep reads it. */
export type AlertRetryRow = typeof alertRetries.$inferSelect;

/** What a failed channel stores: an e-mail's items and digest flag, or an SMS's text and listing count. */
export type RetryInput = {
  userId: number;
  savedSearchId: number | null;
  channel: 'sms' | 'email';
  itemIds?: readonly number[];
  digest?: boolean;
  smsText?: string;
  smsItems?: number;
};

/**
 * The moment of the try after `attempts` failed ones made by `at`, or null when
 * {@link MAX_ATTEMPTS} were made (give up).
 */
export function nextTryAt(attempts: number, at: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(at.getTime() + delay);
}

/**
 * Stores a channel that failed for the `attempts`-th time at `at`, due at {@link nextTryAt}; returns
 * false (nothing stored) when that was the last try allowed.
 */
export async function scheduleRetry(db: Database, input: RetryInput, attempts: number, at: Date): Promise<boolean> {
  const nextAt = nextTryAt(attempts, at);
  if (!nextAt) return false;
  await db.insert(alertRetries).values({
    userId: input.userId,
    savedSearchId: input.savedSearchId,
    channel: input.channel,
    itemIds: [...(input.itemIds ?? [])],
    digest: input.digest ?? false,
    smsText: input.smsText ?? null,
    smsItems: input.smsItems ?? null,
    attempts,
    nextAt,
  });
  return true;
}

/** Stores a retry again unchanged but due at `nextAt` (an SMS that fell in the quiet hours). */
export async function postponeRetry(db: Database, retry: AlertRetryRow, nextAt: Date): Promise<void> {
  const { alertRetryId: _id, createdAt: _created, ...rest } = retry;
  await db.insert(alertRetries).values({ ...rest, nextAt });
}

/**
 * Takes (deletes and returns) up to `limit` retries due by `at`, oldest due first; rows another
 * instance is taking are skipped, so each retry is tried by one instance once.
 */
export async function claimDueRetries(db: Database, at: Date, limit: number): Promise<AlertRetryRow[]> {
  const due = db
    .select({ id: alertRetries.alertRetryId })
    .from(alertRetries)
    .where(lte(alertRetries.nextAt, at))
    .orderBy(asc(alertRetries.nextAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await db.delete(alertRetries).where(inArray(alertRetries.alertRetryId, due)).returning();
  return taken.sort((a, b) => a.nextAt.getTime() - b.nextAt.getTime() || a.alertRetryId - b.alertRetryId);
}

/** The alert items of `ids` still present (a listing deleted since takes its items with it), in id order. */
export async function itemsById(db: Database, ids: readonly number[]): Promise<AlertItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(alertItems)
    .where(inArray(alertItems.alertItemId, [...ids]))
    .orderBy(asc(alertItems.alertItemId));
}

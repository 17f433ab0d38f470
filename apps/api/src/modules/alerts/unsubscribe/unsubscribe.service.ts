import { accountLanguageOf } from '@realty/contracts/accounts/fields';
import { ALERT_MESSAGES, type UnsubscribeResponse } from '@realty/contracts/activity/alerts';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { Database } from '@realty/db/client';
import { alertItems, alertRetries, alertSmsWaiting, savedSearches, users } from '@realty/db/schema';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError } from '../../../lib/app-error.ts';
import type { PiiKeys } from '../../../lib/crypto.ts';
import { readUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token.ts';

/**
 * The one-click unsubscribe of alerts (docs/product/alerts.md, "Unsubscribing"; RFC 8058): no
 * sign-in, the signed token says what to stop. Unsubscribing a saved search pauses it (every
 * channel; the dashboard's "Resume alerts" turns it on again); the favourites' link turns
 * `users.favourite_price_alerts` off. Either way what is already queued is dropped at once.
 */

/** 400 naming `token` with `code` and the words of `message`. */
const tokenError = (message: string, code: (typeof ERROR_CODES)['TOKEN_INVALID' | 'TOKEN_EXPIRED']) =>
  new AppError(400, message, { field: 'token', code });

/** The valid claim of `token` at `now`. @throws AppError 400 naming `token`: TOKEN_INVALID (forged, tampered), TOKEN_EXPIRED. */
function claimOf(keys: PiiKeys, token: string, now: Date): UnsubscribeClaim {
  const claim = readUnsubscribeToken(keys, token, now);
  if (claim === 'invalid') throw tokenError(ALERT_MESSAGES.tokenInvalid, ERROR_CODES.TOKEN_INVALID);
  if (claim === 'expired') throw tokenError(ALERT_MESSAGES.tokenExpired, ERROR_CODES.TOKEN_EXPIRED);
  return claim;
}

/** The customer of a claim, or a 400 TOKEN_INVALID when the account is gone. */
async function customerOf(db: Database, userId: number) {
  const [row] = await db
    .select({ language: users.language, favouritePriceAlerts: users.favouritePriceAlerts })
    .from(users)
    .where(eq(users.userId, userId));
  if (!row) throw tokenError(ALERT_MESSAGES.tokenInvalid, ERROR_CODES.TOKEN_INVALID);
  return row;
}

/** The saved search of a claim, if it still exists; a saved search of another customer is a 400 TOKEN_INVALID. */
async function savedSearchOf(db: Database, claim: Extract<UnsubscribeClaim, { target: 'saved_search' }>) {
  const [row] = await db
    .select({ userId: savedSearches.userId, name: savedSearches.name, paused: savedSearches.paused })
    .from(savedSearches)
    .where(eq(savedSearches.savedSearchId, claim.savedSearchId));
  if (row && row.userId !== claim.userId) throw tokenError(ALERT_MESSAGES.tokenInvalid, ERROR_CODES.TOKEN_INVALID);
  return row;
}

/**
 * `GET /api/alerts/unsubscribe?token=…`: what the link stops (the saved search's name, or the
 * favourites' price drops), whether that is stopped already, and the account's language.
 * @throws AppError 400 naming `token` (TOKEN_INVALID, TOKEN_EXPIRED).
 */
export async function describeUnsubscribe(db: Database, keys: PiiKeys, token: string, now: Date): Promise<UnsubscribeResponse> {
  const claim = claimOf(keys, token, now);
  const customer = await customerOf(db, claim.userId);
  const language = accountLanguageOf(customer.language);
  if (claim.target === 'favourites') {
    return { success: true, data: { target: 'favourites', name: null, stopped: !customer.favouritePriceAlerts, language } };
  }
  const search = await savedSearchOf(db, claim);
  return { success: true, data: { target: 'saved_search', name: search?.name ?? null, stopped: !search || search.paused, language } };
}

/**
 * `POST /api/alerts/unsubscribe` `{ token }` and `POST /alerts/unsubscribe?token=…` (one click):
 * stops what the link is for, at once and on every channel, dropping what is already queued
 * (pending items and SMS held for the morning). Saying it twice changes nothing more (200 again).
 * @throws AppError 400 naming `token` (TOKEN_INVALID, TOKEN_EXPIRED).
 */
export async function unsubscribe(db: Database, keys: PiiKeys, token: string, now: Date): Promise<UnsubscribeResponse> {
  const claim = claimOf(keys, token, now);
  const customer = await customerOf(db, claim.userId);
  const language = accountLanguageOf(customer.language);
  if (claim.target === 'favourites') {
    await db.update(users).set({ favouritePriceAlerts: false }).where(eq(users.userId, claim.userId));
    await dropQueued(db, claim.userId, null, now);
    return {
      success: true,
      message: ALERT_MESSAGES.favouritesUnsubscribed,
      data: { target: 'favourites', name: null, stopped: true, language },
    };
  }
  const search = await savedSearchOf(db, claim);
  if (!search) {
    return {
      success: true,
      message: ALERT_MESSAGES.savedSearchGone,
      data: { target: 'saved_search', name: null, stopped: true, language },
    };
  }
  await db
    .update(savedSearches)
    .set({ paused: true, updatedAt: now })
    .where(and(eq(savedSearches.savedSearchId, claim.savedSearchId), eq(savedSearches.userId, claim.userId)));
  await dropQueued(db, claim.userId, claim.savedSearchId, now);
  return {
    success: true,
    message: ALERT_MESSAGES.unsubscribed,
    data: { target: 'saved_search', name: search.name, stopped: true, language },
  };
}

/**
 * Drops what is queued for saved search `savedSearchId` of `userId` (null: the favourites): its
 * pending items are marked delivered and its SMS held for the morning marked sent, unsent.
 */
export async function dropQueued(db: Database, userId: number, savedSearchId: number | null, at: Date): Promise<void> {
  const itemOf = savedSearchId === null ? isNull(alertItems.savedSearchId) : eq(alertItems.savedSearchId, savedSearchId);
  const smsOf = savedSearchId === null ? isNull(alertSmsWaiting.savedSearchId) : eq(alertSmsWaiting.savedSearchId, savedSearchId);
  await db
    .update(alertItems)
    .set({ deliveredAt: at })
    .where(and(eq(alertItems.userId, userId), itemOf, isNull(alertItems.deliveredAt)));
  await db
    .update(alertSmsWaiting)
    .set({ sentAt: at })
    .where(and(eq(alertSmsWaiting.userId, userId), smsOf, isNull(alertSmsWaiting.sentAt)));
}

/**
 * Stops every saved-search alert of customer `userId` at `at` (withdrawing the saved-search alerts
 * consent; docs/product/privacy.md, "Saved searches and their alerts"): pauses every saved search, marks
 * their pending alert items delivered (dropped), their SMS held for the morning sent (dropped) and
 * deletes their alert SMS and e-mails waiting to be tried again. Favourites' price drops are
 * another setting and are left alone.
 * @returns how many pending items were dropped.
 */
export async function stopEverySavedSearchAlert(db: Database, userId: number, at: Date): Promise<number> {
  await db
    .update(savedSearches)
    .set({ paused: true, updatedAt: at })
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.paused, false)));
  const dropped = await db
    .update(alertItems)
    .set({ deliveredAt: at })
    .where(and(eq(alertItems.userId, userId), isNotNull(alertItems.savedSearchId), isNull(alertItems.deliveredAt)))
    .returning({ id: alertItems.alertItemId });
  await db
    .update(alertSmsWaiting)
    .set({ sentAt: at })
    .where(and(eq(alertSmsWaiting.userId, userId), isNotNull(alertSmsWaiting.savedSearchId), isNull(alertSmsWaiting.sentAt)));
  await db.delete(alertRetries).where(and(eq(alertRetries.userId, userId), isNotNull(alertRetries.savedSearchId)));
  return dropped.length;
}

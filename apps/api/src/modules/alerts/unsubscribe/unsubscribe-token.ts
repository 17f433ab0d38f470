import { createHmac } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_TTL_MS, type UnsubscribeTarget } from '@realty/contracts/activity/alerts';
import { type PiiKeys, safeEqual } from '../../../lib/crypto.ts';

/**
 * The signed token of an alert's unsubscribe link `/alerts/unsubscribe?token=…`
 * (docs/product/alerts.md, "Unsubscribing"; RFC 8058 one-click): no sign-in is needed, so the
 * token itself says what it stops and proves the server wrote it.
 *
 * Shape: `v1.{s|f}.{savedSearchId or 0}.{userId}.{issued day, base 36}.{signature}` where the
 * signature is HMAC-SHA-256 (URL-safe base64, 43 characters) of everything before it, keyed with
 * the server's `PII_HASH_KEY` (required in production; generated and kept in DATA_DIR outside
 * it) under its own purpose prefix `alerts-unsubscribe:`, so no other keyed hash of the site can
 * pass for one. A token works for {@link UNSUBSCRIBE_TOKEN_TTL_MS} (a year) from the day it was
 * written; it holds no personal data beyond the two ids.
 */

/** What a valid token stops: a saved search of a customer, or that customer's favourites' price drops. */
export type UnsubscribeClaim =
  | { target: Extract<UnsubscribeTarget, 'saved_search'>; savedSearchId: number; userId: number; issuedAt: Date }
  | { target: Extract<UnsubscribeTarget, 'favourites'>; userId: number; issuedAt: Date };

/** Why a token was refused: `invalid` (damaged, forged, tampered with) or `expired` (over a year old). */
export type UnsubscribeTokenProblem = 'invalid' | 'expired';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHAPE = /^v1\.([sf])\.(\d{1,10})\.(\d{1,10})\.([0-9a-z]{1,6})\.([A-Za-z0-9_-]{43})$/;

const sign = (keys: PiiKeys, payload: string): string =>
  createHmac('sha256', keys.hashKey).update(`alerts-unsubscribe:${payload}`, 'utf8').digest('base64url');

/**
 * Writes the unsubscribe token of a saved search (`savedSearchId` of customer `userId`) or of the
 * customer's favourites (`savedSearchId` null), issued at `at`.
 */
export function unsubscribeToken(keys: PiiKeys, params: { userId: number; savedSearchId: number | null; at: Date }): string {
  const day = Math.floor(params.at.getTime() / DAY_MS).toString(36);
  const payload = params.savedSearchId === null ? `v1.f.0.${params.userId}.${day}` : `v1.s.${params.savedSearchId}.${params.userId}.${day}`;
  return `${payload}.${sign(keys, payload)}`;
}

/**
 * Reads `token` at `now`: what it stops, or why it is refused (`invalid`: not a token of this
 * server, or changed in any character; `expired`: issued over a year before `now`). Never throws.
 */
export function readUnsubscribeToken(keys: PiiKeys, token: string, now: Date): UnsubscribeClaim | UnsubscribeTokenProblem {
  const match = SHAPE.exec(token);
  if (!match) return 'invalid';
  const [, kind, targetId, userId, day, signature] = match as unknown as [string, 's' | 'f', string, string, string, string];
  const payload = token.slice(0, token.length - signature.length - 1);
  if (!safeEqual(sign(keys, payload), signature)) return 'invalid';
  const issuedAt = new Date(Number.parseInt(day, 36) * DAY_MS);
  if (now.getTime() - issuedAt.getTime() > UNSUBSCRIBE_TOKEN_TTL_MS) return 'expired';
  const user = Number(userId);
  if (kind === 'f') return { target: 'favourites', userId: user, issuedAt };
  return { target: 'saved_search', savedSearchId: Number(targetId), userId: user, issuedAt };
}

/**
 * The unsubscribe page's address for `token` on `origin`, in the account's `language`:
 * `{origin}/alerts/unsubscribe?token=…`, for a Hindi account `{origin}/hi/alerts/unsubscribe?token=…`
 * (the page in Hindi; a one-click POST works at either address).
 */
export function unsubscribeUrl(origin: string, token: string, language: 'en' | 'hi' = 'en'): string {
  return `${origin}${language === 'hi' ? '/hi' : ''}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '@realty/db/client';
import webPush from 'web-push';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertGonePushSubscription } from './push.repository.ts';

/** VAPID key pair (URL-safe base64) identifying this server to browsers' push services. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** Where development VAPID keys are kept: DATA_DIR/vapid.json. */
export const vapidFile = (dataDir: string): string => join(dataDir, 'vapid.json');

/**
 * The VAPID keys (docs/product/accounts.md "Push notifications"): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from
 * the settings; outside production, generated once and kept in DATA_DIR/vapid.json with a warning.
 * Returns null in production without keys (push is then switched off).
 */
export function loadVapidKeys(
  env: Pick<Env, 'NODE_ENV' | 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>,
  warn: (message: string) => void,
): VapidKeys | null {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  if (env.NODE_ENV === 'production') return null;
  const file = vapidFile(env.DATA_DIR);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const keys = webPush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  warn(`VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY not set: generated development keys in ${file}.`);
  return keys;
}

/**
 * The public key for `GET /push/vapid-public-key`.
 * @throws AppError 503 'Push notifications are not set up.' when there are no keys (production without settings).
 */
export function vapidPublicKeyOf(keys: VapidKeys | null): { success: true; publicKey: string } {
  if (!keys) throw new AppError(503, 'Push notifications are not set up.');
  return { success: true, publicKey: keys.publicKey };
}

/**
 * Sends one Web Push message to a stored subscription (`user_noti_token` / `ass_noti_token`,
 * JSON text of a PushSubscription); an alert's payload adds `unsubscribeUrl` and its button's
 * `unsubscribeTitle` (the notification's "Stop alerts" action, docs/product/alerts.md). Returns false when the subscription is not valid JSON or the
 * push service refused it (e.g. 410 Gone: the browser unsubscribed), true when delivered; on 404
 * or 410 it calls `onGone` first (see {@link recordGonePushSubscription}).
 */
export async function sendPushNotification(
  keys: VapidKeys,
  subject: string,
  subscriptionJson: string,
  payload: { title: string; body: string; url?: string; unsubscribeUrl?: string; unsubscribeTitle?: string },
  onGone?: () => Promise<void>,
): Promise<boolean> {
  let subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  try {
    subscription = JSON.parse(subscriptionJson);
    if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) return false;
  } catch {
    return false;
  }
  try {
    await webPush.sendNotification(subscription, JSON.stringify(payload), {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 86_400,
      timeout: 10_000,
    });
    return true;
  } catch (error) {
    // 404/410: the subscription is gone for good; the caller records it for retention to delete
    const status = (error as { statusCode?: number }).statusCode;
    if ((status === 404 || status === 410) && onGone) await onGone();
    return false;
  }
}

/**
 * Records that the push service reported `subscriptionJson` of an account gone (404 or 410), so
 * that retention deletes it (docs/product/privacy-rights.md, "Retention periods"). Never throws.
 */
export async function recordGonePushSubscription(
  db: Database,
  account: { kind: 'user' | 'associate' | 'builder'; id: number },
  subscriptionJson: string,
  at: Date,
): Promise<void> {
  try {
    await insertGonePushSubscription(db, account, createHash('sha256').update(subscriptionJson).digest('hex'), at);
  } catch {
    // a lost record only delays the clean-up: the next refused push records it again
  }
}

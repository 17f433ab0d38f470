import type { VapidPublicKeyResponse } from '@realty/contracts/accounts/vapid-public-key';
import { useEffect } from 'react';
import { apiRequest } from './api-client.ts';

/** localStorage key of the saved Web Push subscription `{ token, saved_at }`. */
export const PUSH_TOKEN_KEY = 'noti_token';
/** A subscription older than this is renewed, in milliseconds (docs/product/accounts.md: 7 days). */
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
/** Longest wait for the service worker to become ready, in milliseconds (docs/product/accounts.md: 10 seconds). */
export const SERVICE_WORKER_WAIT_MS = 10_000;

type SavedToken = { token: string; saved_at: number };

let current: string | undefined;
let started: Promise<void> | undefined;

function readSaved(): SavedToken | undefined {
  try {
    const raw = window.localStorage.getItem(PUSH_TOKEN_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SavedToken>) : undefined;
    return parsed && typeof parsed.token === 'string' && typeof parsed.saved_at === 'number' ? (parsed as SavedToken) : undefined;
  } catch {
    return undefined;
  }
}

function save(token: string): void {
  current = token;
  try {
    window.localStorage.setItem(PUSH_TOKEN_KEY, JSON.stringify({ token, saved_at: Date.now() } satisfies SavedToken));
  } catch {
    // storage unavailable: the token is still kept in memory for this page
  }
}

/**
 * The Web Push subscription as JSON text, to be sent as `user_noti_token` / `ass_noti_token`
 * at sign-up (docs/product/accounts.md "Push notifications"); undefined when the visitor has none.
 */
export function pushToken(): string | undefined {
  return current ?? readSaved()?.token;
}

/** Decodes a base64url VAPID public key into the bytes `PushManager.subscribe` expects. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function subscribe(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    console.warn('Push notifications are not supported in this browser.');
    return;
  }
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') {
    console.warn(`Notification permission ${permission}; push notifications are off.`);
    return;
  }
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await withTimeout(navigator.serviceWorker.ready, SERVICE_WORKER_WAIT_MS, 'The service worker');
  const saved = readSaved();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && saved && Date.now() - saved.saved_at > PUSH_REFRESH_MS) {
    await subscription.unsubscribe();
    subscription = null;
  }
  if (!subscription) {
    // Checked by hand rather than with the zod schema, so zod stays out of the first-load bundle.
    const { publicKey } = await apiRequest<VapidPublicKeyResponse>('/push/vapid-public-key');
    if (typeof publicKey !== 'string' || !publicKey) throw new Error('The API gave no VAPID public key.');
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(publicKey) });
  }
  const token = JSON.stringify(subscription.toJSON());
  if (token !== saved?.token || !saved || Date.now() - saved.saved_at > PUSH_REFRESH_MS) save(token);
  else current = token;
}

/**
 * Asks for notification permission, registers `/sw.js` and keeps a Web Push subscription made
 * with the API's VAPID public key (`GET /api/push/vapid-public-key`), renewed after 7 days
 * (docs/product/accounts.md). Runs once per page; never throws and never blocks the page: a refusal
 * or an unsupported browser only logs a console warning.
 */
export function startPushRegistration(): Promise<void> {
  started ??= subscribe().catch((error: unknown) => {
    console.warn('Push notifications could not be set up.', error);
  });
  return started;
}

/** React hook for the root layout: starts {@link startPushRegistration} once after the first paint. */
export function usePushRegistration(): void {
  useEffect(() => {
    void startPushRegistration();
  }, []);
}

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

/** localStorage key remembering that the visitor turned notifications down (when, in milliseconds since the epoch). */
export const PUSH_REFUSED_KEY = 'noti_refused';

/** Whether this browser can take Web Push at all (service worker, Push API and notifications). */
function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function rememberRefusal(): void {
  try {
    window.localStorage.setItem(PUSH_REFUSED_KEY, String(Date.now()));
  } catch {
    // not kept: the browser's own 'denied' still stops the prompt
  }
}

function forgetRefusal(): void {
  try {
    window.localStorage.removeItem(PUSH_REFUSED_KEY);
  } catch {
    // nothing kept
  }
}

function hasRefused(): boolean {
  try {
    return window.localStorage.getItem(PUSH_REFUSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Where notifications stand in this browser (docs/product/accounts.md, "Web Push"):
 * 'unsupported' (no Web Push here), 'refused' (the visitor or the browser turned them down; the
 * refusal is remembered and never asked about on its own), 'on' (allowed, with a subscription
 * kept), else 'off' (not asked yet).
 */
export type PushState = 'unsupported' | 'off' | 'on' | 'refused';

/** The {@link PushState} of this browser now. Never asks anything. */
export function pushState(): PushState {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'refused';
  if (Notification.permission === 'granted') return pushToken() ? 'on' : 'off';
  return hasRefused() ? 'refused' : 'off';
}

/** Registers `/sw.js` and waits (up to {@link SERVICE_WORKER_WAIT_MS}) until it is ready. */
async function readyWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return withTimeout(navigator.serviceWorker.ready, SERVICE_WORKER_WAIT_MS, 'The service worker');
}

/** Keeps a subscription made with the API's VAPID public key, renewed after 7 days; returns it as JSON text. Needs permission granted. */
async function keepSubscription(registration: ServiceWorkerRegistration): Promise<string> {
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
  return token;
}

/** On every page: registers the service worker and, only when notifications are already allowed, keeps the subscription fresh. */
async function onLoad(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await readyWorker();
  if (Notification.permission === 'granted') await keepSubscription(registration);
}

/**
 * On every page (docs/product/accounts.md, "Web Push"): registers `/sw.js` and, when the visitor
 * has already allowed notifications, keeps their Web Push subscription (made with the API's VAPID
 * public key, `GET /api/push/vapid-public-key`) renewed after 7 days. It never asks for
 * permission: that is asked only when a person turns alerts on ({@link turnOnPushNotifications}).
 * Runs once per page; never throws, never blocks the page and logs nothing when notifications
 * are off, refused or unsupported.
 */
export function startPushRegistration(): Promise<void> {
  started ??= onLoad().catch(() => {
    // push is optional: the page works the same without it
  });
  return started;
}

/** What {@link turnOnPushNotifications} came to: on with the subscription's JSON text, or why not. */
export type TurnOnResult = { state: 'on'; token: string } | { state: 'refused' | 'unsupported' | 'failed' };

/**
 * Turns notifications on after a person asked for them (a click on "Turn on offer alerts" or
 * "Turn on visit updates"; docs/product/accounts.md, "Web Push"): asks the browser for permission
 * (unless it already refused: then nothing is asked), registers the service worker and keeps the
 * subscription. A refusal is remembered in this browser (`noti_refused`), so no page asks again
 * by itself; allowing later forgets it. Never throws.
 */
export async function turnOnPushNotifications(): Promise<TurnOnResult> {
  if (!isPushSupported()) return { state: 'unsupported' };
  try {
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') {
      rememberRefusal();
      return { state: 'refused' };
    }
    forgetRefusal();
    const token = await keepSubscription(await readyWorker());
    return { state: 'on', token };
  } catch {
    return { state: 'failed' };
  }
}

/** Which signed-in account a subscription is saved for. */
export type PushAccount = 'customer' | 'associate';

/**
 * Saves the subscription `token` for the signed-in customer (`PUT /api/user/push_subscription`) or
 * associate (`PUT /api/associate/push_subscription`), so their visit updates or lead offers reach
 * this browser (docs/product/pipeline.md, "Notifications"). Rejects with the API's error.
 */
export async function savePushSubscription(account: PushAccount, token: string): Promise<void> {
  await apiRequest(account === 'customer' ? '/user/push_subscription' : '/associate/push_subscription', {
    method: 'PUT',
    body: { token },
  });
}

/** React hook for the root layout: starts {@link startPushRegistration} once after the first paint. */
export function usePushRegistration(): void {
  useEffect(() => {
    void startPushRegistration();
  }, []);
}

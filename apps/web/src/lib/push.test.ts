import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_REFUSED_KEY, pushToken, vapidKeyBytes } from './push.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('vapidKeyBytes', () => {
  it('decodes URL-safe base64 without padding', () => {
    // 0xfb 0xff 0xfe encodes to '-__-' in URL-safe base64.
    expect(Array.from(vapidKeyBytes('-__-'))).toEqual([0xfb, 0xff, 0xfe]);
    expect(Array.from(vapidKeyBytes('AQID'))).toEqual([1, 2, 3]);
    expect(Array.from(vapidKeyBytes('AQ'))).toEqual([1]);
  });
});

/** A browser with Web Push whose permission is `permission` and whose prompt answers `answer`. */
function stubPushBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/1' }), unsubscribe: vi.fn() };
  const registration = {
    pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) },
  };
  const register = vi.fn(async () => registration);
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ success: true, publicKey: 'AQID' }), { headers: { 'content-type': 'application/json' } }),
  );
  return { register, requestPermission, registration };
}

/** A fresh copy of lib/push.ts (its once-per-page start is module state). */
const freshPush = async () => {
  vi.resetModules();
  return import('./push.ts');
};

describe('startPushRegistration: on arrival (docs/product/accounts.md, "Web Push")', () => {
  beforeEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('logs nothing and calls no API when the browser has no push support', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { startPushRegistration } = await freshPush();
    await expect(startPushRegistration()).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pushToken()).toBeUndefined();
  });

  it('registers the service worker but never asks a first-time visitor for permission', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const browser = stubPushBrowser('default');
    const { startPushRegistration } = await freshPush();
    await startPushRegistration();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs no warning on a page when notifications were refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const browser = stubPushBrowser('denied');
    const { startPushRegistration } = await freshPush();
    await startPushRegistration();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the subscription fresh when notifications are already allowed', async () => {
    const browser = stubPushBrowser('granted');
    const push = await freshPush();
    await push.startPushRegistration();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.registration.pushManager.subscribe).toHaveBeenCalled();
    expect(push.pushToken()).toBe('{"endpoint":"https://push.example/1"}');
  });
});

describe('turnOnPushNotifications: after a person asks for alerts', () => {
  it('asks, subscribes and gives the subscription when allowed', async () => {
    const browser = stubPushBrowser('default', 'granted');
    const push = await freshPush();
    expect(push.pushState()).toBe('off');
    await expect(push.turnOnPushNotifications()).resolves.toEqual({ state: 'on', token: '{"endpoint":"https://push.example/1"}' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.pushState()).toBe('on');
  });

  it('remembers a refusal, so the state stays refused and no page asks by itself', async () => {
    const browser = stubPushBrowser('default', 'default');
    const push = await freshPush();
    await expect(push.turnOnPushNotifications()).resolves.toEqual({ state: 'refused' });
    expect(window.localStorage.getItem(PUSH_REFUSED_KEY)).not.toBeNull();
    expect(push.pushState()).toBe('refused');
    await push.startPushRegistration();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once the browser has refused', async () => {
    const browser = stubPushBrowser('denied');
    const push = await freshPush();
    await expect(push.turnOnPushNotifications()).resolves.toEqual({ state: 'refused' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});

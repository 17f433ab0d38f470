import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToken, startPushRegistration, vapidKeyBytes } from './push.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('vapidKeyBytes', () => {
  it('decodes URL-safe base64 without padding', () => {
    // 0xfb 0xff 0xfe encodes to '-__-' in URL-safe base64.
    expect(Array.from(vapidKeyBytes('-__-'))).toEqual([0xfb, 0xff, 0xfe]);
    expect(Array.from(vapidKeyBytes('AQID'))).toEqual([1, 2, 3]);
    expect(Array.from(vapidKeyBytes('AQ'))).toEqual([1]);
  });
});

describe('startPushRegistration', () => {
  it('only warns when the browser has no push support, and never calls the API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await expect(startPushRegistration()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Push notifications are not supported in this browser.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pushToken()).toBeUndefined();
  });
});

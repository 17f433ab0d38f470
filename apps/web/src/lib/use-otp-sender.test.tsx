import { OTP_RESEND_SECONDS } from '@realty/contracts/accounts/fields';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { useOtpSender } from './use-otp-sender.ts';

describe('useOtpSender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is unlocked at first, or locked for 30 s on a screen opened right after a code was sent', () => {
    expect(renderHook(() => useOtpSender()).result.current.secondsLeft).toBe(0);
    expect(renderHook(() => useOtpSender({ isLockedAtStart: true })).result.current.secondsLeft).toBe(OTP_RESEND_SECONDS);
  });

  it('sends, resolves with the answer and locks for the wait the answer announces', async () => {
    const { result } = renderHook(() => useOtpSender());
    let answer: unknown;
    await act(async () => {
      answer = await result.current.send(async () => ({ success: true, resend_after: 30 }));
    });
    expect(answer).toEqual({ success: true, resend_after: 30 });
    expect(result.current.secondsLeft).toBe(30);
    expect(result.current.isSending).toBe(false);
    await act(async () => {
      await result.current.send(async () => ({ resend_after_seconds: 45 }));
    });
    expect(result.current.secondsLeft).toBe(45);
  });

  it('locks for 30 s when the answer names no wait, and counts down to 0', async () => {
    const { result } = renderHook(() => useOtpSender());
    await act(async () => {
      await result.current.send(async () => ({ msg: 'OTP sent' }));
    });
    expect(result.current.secondsLeft).toBe(OTP_RESEND_SECONDS);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.secondsLeft).toBe(OTP_RESEND_SECONDS - 10);
    act(() => {
      vi.advanceTimersByTime(OTP_RESEND_SECONDS * 1000);
    });
    expect(result.current.secondsLeft).toBe(0);
  });

  it('passes a failure on, locking for its Retry-After (429)', async () => {
    const { result } = renderHook(() => useOtpSender());
    const throttled = new ApiError(429, 'Please wait 12 seconds before requesting another OTP.', { retryAfterSeconds: 12 });
    await act(async () => {
      await expect(result.current.send(() => Promise.reject(throttled))).rejects.toBe(throttled);
    });
    expect(result.current.secondsLeft).toBe(12);
    expect(result.current.isSending).toBe(false);
  });

  it('does not lock after a failure without Retry-After', async () => {
    const { result } = renderHook(() => useOtpSender());
    await act(async () => {
      await expect(result.current.send(() => Promise.reject(new ApiError(409, 'Mobile already registered')))).rejects.toThrow();
    });
    expect(result.current.secondsLeft).toBe(0);
  });

  it('reports sending while the call is on its way', async () => {
    const { result } = renderHook(() => useOtpSender());
    let finish: (value: unknown) => void = () => {};
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send(() => new Promise((resolve) => (finish = resolve)));
    });
    expect(result.current.isSending).toBe(true);
    await act(async () => {
      finish({ resend_after: 30 });
      await sent;
    });
    expect(result.current.isSending).toBe(false);
  });
});

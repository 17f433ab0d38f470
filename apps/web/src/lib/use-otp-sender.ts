import { OTP_RESEND_SECONDS } from '@realty/contracts/accounts/fields';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client.ts';

/**
 * The wait an OTP-sending answer announces, in whole seconds: `resend_after` (customer and
 * associate calls) or `resend_after_seconds` (staff calls); absent on the older associate send.
 */
export type OtpSendAnswer = { resend_after?: number; resend_after_seconds?: number };

/** What {@link useOtpSender} gives back. */
export type OtpSender = {
  /** Whole seconds before another code may be asked for; 0 when it may. */
  secondsLeft: number;
  /** True while a send started by {@link OtpSender.send} is on its way. */
  isSending: boolean;
  /**
   * Runs `request` (a call that sends a code), then locks resending for the wait its answer
   * announces (else {@link OTP_RESEND_SECONDS}). A failure carrying `Retry-After` (429) locks for
   * that long. Resolves with the answer.
   * @throws whatever `request` throws, after locking.
   */
  send: <T>(request: () => Promise<T>) => Promise<T>;
  /** Locks resending for `seconds` (default {@link OTP_RESEND_SECONDS}) without sending, e.g. after a sign-in that sent the code. */
  lock: (seconds?: number) => void;
};

/** Options of {@link useOtpSender}. */
export type OtpSenderOptions = {
  /** Starts locked for {@link OTP_RESEND_SECONDS}, for screens opened right after a code was sent (/verify). */
  isLockedAtStart?: boolean;
};

const waitOf = (answer: unknown): number => {
  const a = (answer ?? {}) as OtpSendAnswer;
  const wait = typeof a.resend_after === 'number' ? a.resend_after : a.resend_after_seconds;
  return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? wait : OTP_RESEND_SECONDS;
};

/**
 * The one send/resend of a mobile OTP for every screen that asks for a code (docs/product/accounts.md,
 * "Mobile OTPs": "a new code can be asked for after 30 seconds"; over a limit the answer is 429
 * with `Retry-After`): sends through the screen's own call and keeps the resend lock, counted
 * down from a deadline so a busy tab never drifts. Screens show 'Resend OTP in {secondsLeft}s'
 * while it is above 0.
 */
export function useOtpSender({ isLockedAtStart = false }: OtpSenderOptions = {}): OtpSender {
  const [deadline, setDeadline] = useState<number | null>(() => (isLockedAtStart ? Date.now() + OTP_RESEND_SECONDS * 1000 : null));
  const [now, setNow] = useState(() => Date.now());
  const [isSending, setSending] = useState(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const tick = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        window.clearInterval(tick);
        setDeadline(null);
      }
    }, 250);
    return () => window.clearInterval(tick);
  }, [deadline]);

  const lock = useCallback((seconds: number = OTP_RESEND_SECONDS) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const send = useCallback(
    async <T>(request: () => Promise<T>): Promise<T> => {
      setSending(true);
      try {
        const answer = await request();
        if (isMounted.current) lock(waitOf(answer));
        return answer;
      } catch (error) {
        if (isMounted.current && error instanceof ApiError && error.retryAfterSeconds) lock(error.retryAfterSeconds);
        throw error;
      } finally {
        if (isMounted.current) setSending(false);
      }
    },
    [lock],
  );

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, isSending, send, lock };
}

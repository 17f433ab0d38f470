import { useCallback, useEffect, useState } from 'react';

/** Seconds a customer waits before asking for another OTP (accounts.md §9). */
export const RESEND_WAIT_SECONDS = 30;

/** What {@link useResendTimer} gives back. */
export type ResendTimer = {
  /** Whole seconds left before a resend is allowed; 0 when allowed. */
  secondsLeft: number;
  /** Starts (or restarts) the wait, `seconds` long (default 30). */
  start: (seconds?: number) => void;
};

/**
 * The OTP resend lock of accounts.md §2 ('Resend OTP in 30s', then a 'Resend OTP' button).
 * Counts down from a deadline so a busy tab never drifts.
 */
export function useResendTimer(startRunning = false): ResendTimer {
  const [deadline, setDeadline] = useState<number | null>(() => (startRunning ? Date.now() + RESEND_WAIT_SECONDS * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

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

  const start = useCallback((seconds: number = RESEND_WAIT_SECONDS) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start };
}

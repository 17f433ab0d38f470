import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { countdownText } from '../utils/countdown.ts';
import { useWorkWords } from './use-work-words.ts';

/** Props of {@link OfferCountdown}. */
export type OfferCountdownProps = {
  /** The offer's deadline, an ISO time (`expires_at`). */
  expiresAt: string;
  /** Called once when the deadline passes while shown (e.g. to ask for the offers again). */
  onExpire?: () => void;
};

/**
 * A live countdown to an offer's deadline (docs/product/pipeline.md, "Matching": accept or decline
 * within `LEAD_ACCEPT_SECONDS`), ticking every second: "mm:ss" under an hour, "hh:mm" from an hour
 * up, then "Offer lapsed". Screen readers get the deadline as a time and the time left in words,
 * without being interrupted every second (the clock itself is not a live region).
 */
export function OfferCountdown({ expiresAt, onExpire }: OfferCountdownProps) {
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const expiredRef = useRef(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const { t, dateTime } = useWorkWords();
  const left = countdownText(deadline - now, (unit, count) => t(`countdown.${unit}`, { count }));

  useEffect(() => {
    if (left.isExpired) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left.isExpired]);

  useEffect(() => {
    if (left.isExpired && !expiredRef.current) {
      expiredRef.current = true;
      onExpireRef.current?.();
    }
  }, [left.isExpired]);

  if (Number.isNaN(deadline)) return null;
  if (left.isExpired) {
    return (
      <p
        className="inline-flex items-center gap-1.5 rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-700"
        data-testid="countdown"
      >
        <Clock aria-hidden="true" className="size-4" /> {t('countdown.lapsed')}
      </p>
    );
  }
  const isUrgent = deadline - now < 10 * 60_000;
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
        isUrgent ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      <Clock aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('countdown.spoken', { left: left.spoken, deadline: dateTime(expiresAt) })}</span>
      <span aria-hidden="true">
        <time dateTime={expiresAt} className="font-mono tabular-nums" data-testid="countdown">
          {left.clock}
        </time>{' '}
        {left.unit === 'h' ? t('countdown.hoursLeft') : t('countdown.minutesLeft')}
      </span>
    </p>
  );
}

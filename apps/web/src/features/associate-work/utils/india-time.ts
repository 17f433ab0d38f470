import { formatDate } from '@realty/contracts/common/dates';
import { format } from 'date-fns';
import { hi } from 'date-fns/locale';
import type { Language } from '../../../lib/i18n/i18n.ts';

/**
 * Times of the pipeline as people in Uttar Pradesh read and type them: India Standard Time
 * (UTC+05:30, no daylight saving), whatever the device's own time zone (docs/product/pipeline.md,
 * "Site visits": `scheduled_at` is an ISO time such as 2026-12-01T10:30:00+05:30).
 */

/** The offset of India Standard Time in an ISO time. */
export const IST_OFFSET = '+05:30';
const IST_OFFSET_MS = 330 * 60_000;
const TIME_ZONE = 'Asia/Kolkata';

/**
 * The ISO time of a `datetime-local` input's value read as India time:
 * "2026-12-01T10:30" → "2026-12-01T10:30:00+05:30" (seconds kept when given).
 * @returns undefined when `local` is not `YYYY-MM-DDTHH:mm[:ss]`.
 */
export function istIsoFromLocalInput(local: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return undefined;
  const [, date, hh, mm, ss = '00'] = match;
  const iso = `${date}T${hh}:${mm}:${ss}${IST_OFFSET}`;
  return Number.isNaN(new Date(iso).getTime()) ? undefined : iso;
}

/** A moment as a `datetime-local` value in India time ("2026-12-01T10:30"), e.g. to prefill or bound the input. */
export function localInputFromInstant(at: Date | string | number): string {
  const shifted = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  return shifted.toISOString().slice(0, 16);
}

/** Today's date in India as `YYYY-MM-DD` (a booking's `booked_on`). */
export function istToday(now: Date | number = Date.now()): string {
  return localInputFromInstant(now).slice(0, 10);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * The India wall clock of `d` as a local `Date` with the same fields, for date-fns, which formats
 * in the device's zone: 05:00 UTC becomes a date reading 10:30 whatever the device's zone.
 */
const indiaWallClock = (d: Date): Date => {
  const shifted = new Date(d.getTime() + IST_OFFSET_MS);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
  );
};

/**
 * A moment in India time: "1 Dec 2026, 10:30 am"; in Hindi with date-fns's Hindi names,
 * "1 दिस 2026, 10:30 पूर्वाह्न" (docs/product/seo.md, "Hindi"); '' for a missing or unreadable time.
 * @param language The page's language (default English).
 */
export function formatDateTime(iso: string | null | undefined, language: Language = 'en'): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return language === 'hi' ? format(indiaWallClock(d), 'd MMM yyyy, h:mm a', { locale: hi }) : dateTimeFormat.format(d);
}

/**
 * A day in India time: "1 Dec 2026" (Hindi "1 दिसंबर 2026"), by the site's one date formatter
 * (`formatDate`, contracts/common/dates); a plain `YYYY-MM-DD` is shown as that day; '' when unreadable.
 * @param language The page's language (default English).
 */
export function formatDay(iso: string | null | undefined, language: Language = 'en'): string {
  return formatDate(iso, language);
}

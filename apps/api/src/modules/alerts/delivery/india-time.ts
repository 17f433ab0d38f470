/**
 * India Standard Time for alerts (docs/product/alerts.md, "How alerts are sent"): the 09:00 digest,
 * the SMS quiet hours (21:00 to 09:00) and the SMS day of the 2-a-day limit are India's wall
 * clock. India keeps UTC+05:30 all year (no daylight saving), so these are plain arithmetic.
 */

/** India Standard Time's offset from UTC, in milliseconds (UTC+05:30). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The hour (India time) the daily digest goes and the SMS quiet hours end: 09:00. */
export const DIGEST_HOUR_IST = 9;
/** The hour (India time) the SMS quiet hours begin: 21:00. */
export const QUIET_FROM_HOUR_IST = 21;

/** The India date of the instant `at`, `YYYY-MM-DD`. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The India wall-clock hour (0–23) of the instant `at`. */
export function istHour(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** The instant India's day of `at` began (00:00 IST), and the next one's. */
export function istDayBounds(at: Date): { start: Date; end: Date } {
  const local = at.getTime() + IST_OFFSET_MS;
  const start = Math.floor(local / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** Whether `at` falls in the SMS quiet hours: 21:00 to 09:00 India time (no alert SMS then). */
export function inQuietHours(at: Date): boolean {
  const hour = istHour(at);
  return hour >= QUIET_FROM_HOUR_IST || hour < DIGEST_HOUR_IST;
}

/** The first 09:00 India time at or after `at` (when an SMS held in the quiet hours goes). */
export function nextMorning(at: Date): Date {
  const { start } = istDayBounds(at);
  const today = start.getTime() + DIGEST_HOUR_IST * 60 * 60 * 1000;
  return new Date(at.getTime() <= today ? today : today + DAY_MS);
}

/**
 * Reads the `--at` moment of `npm run alerts:digest`: an ISO 8601 date-time with a zone
 * (`2026-12-01T09:00+05:30`, `2026-12-01T03:30Z`). @throws RangeError naming the expected shape
 * for anything else (a moment without a zone is refused: it would depend on the machine's zone).
 */
export function parseMoment(text: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(text.trim());
  const at = match ? new Date(text.trim()) : new Date(Number.NaN);
  if (!match || Number.isNaN(at.getTime())) {
    throw new RangeError(`--at must be a date and time with its zone, such as 2026-12-01T09:00+05:30 (got "${text}")`);
  }
  return at;
}

/**
 * How visit times read in messages to customers and associates (docs/product/pipeline.md,
 * "Notifications"): India Standard Time, which is UTC+05:30 all year (India keeps no daylight
 * saving), written like "Sat 5 Dec, 11:00 am".
 */

/** India Standard Time's offset from UTC, in milliseconds (5 h 30 min). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * `at` in India Standard Time (Asia/Kolkata) as "Sat 5 Dec, 11:00 am" (12-hour clock, "am"/"pm",
 * 12:00 pm at noon and 12:00 am at midnight).
 * @see docs/product/pipeline.md ("Site visits")
 */
export function formatVisitTime(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const hours24 = ist.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${WEEKDAYS[ist.getUTCDay()]} ${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]}, ${hours12}:${minutes} ${hours24 < 12 ? 'am' : 'pm'}`;
}

/**
 * The calendar date of `at` in India Standard Time as YYYY-MM-DD (e.g. a joining date).
 * @see docs/product/pipeline.md ("Site visits")
 */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

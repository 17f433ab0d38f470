/**
 * # The site's one date formatter
 *
 * Every calendar date a person reads — on listings, posts, dashboards, deals, lead timelines and in
 * the back office — is written the same way: "28 Nov 2026" in English and "28 नवंबर 2026" in
 * Hindi (docs/product/seo.md, "Hindi"; digits stay 0–9). The day is the calendar day in India
 * (Asia/Kolkata, UTC+05:30 all year), whatever the time zone of the machine drawing it, so the
 * server's page, the browser and the API's stored notes agree. Plain arithmetic instead of an
 * `Intl.DateTimeFormat` in a time zone, whose data costs a phone tens of milliseconds to load.
 */

/** The languages dates are written in. */
export type DateLanguage = 'en' | 'hi';

/** India's offset from UTC in milliseconds: +05:30 all year (no daylight saving since 1945). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Month names as each language writes them in a date: English short, Hindi in full (as date-fns's `hi` locale spells them). */
const MONTHS: Readonly<Record<DateLanguage, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/**
 * The calendar day of `value` in India as { year, month (1–12), day }: a plain `YYYY-MM-DD` is that
 * day; an ISO 8601 time (or a `Date`) is the day it falls on in India. Undefined when unreadable.
 */
export function indiaDay(value: string | Date): { year: number; month: number; day: number } | undefined {
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (plain) {
      const [year, month, day] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : undefined;
    }
  }
  const at = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(at)) return undefined;
  const inIndia = new Date(at + INDIA_OFFSET_MS);
  return { year: inIndia.getUTCFullYear(), month: inIndia.getUTCMonth() + 1, day: inIndia.getUTCDate() };
}

/**
 * The calendar day of `at` in India as `YYYY-MM-DD` (a tax document's date, a CSV's date column).
 * @returns '' when `at` cannot be read.
 */
export function indiaDateText(at: string | Date): string {
  const day = indiaDay(at);
  return day ? `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}` : '';
}

/**
 * A date as people read it on the site: "28 Nov 2026" in English, "28 नवंबर 2026" in Hindi.
 *
 * @param value A plain `YYYY-MM-DD` (shown as that day, e.g. a deal's `booked_on`) or an ISO 8601
 *   time (shown as its day in India, e.g. '2026-11-27T20:00:00Z' → "28 Nov 2026"), or a `Date`.
 * @param language 'en' (default) or 'hi'.
 * @returns The date, or '' when `value` is missing or cannot be read.
 */
export function formatDate(value: string | Date | null | undefined, language: DateLanguage = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = indiaDay(value);
  if (!d) return '';
  return `${d.day} ${MONTHS[language][d.month - 1]} ${d.year}`;
}

/** The current year in India (e.g. for the footer's "© 2026"), from `now` (milliseconds since the epoch or a `Date`). */
export function indiaYear(now: number | Date = Date.now()): number {
  return new Date((typeof now === 'number' ? now : now.getTime()) + INDIA_OFFSET_MS).getUTCFullYear();
}

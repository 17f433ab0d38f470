import { format } from 'date-fns';
import { hi } from 'date-fns/locale';
import type { Language } from '../../../lib/i18n/i18n.ts';

/** The time zone a post's date is read in, on the server and in the browser alike: India's. */
export const BLOG_TIME_ZONE = 'Asia/Kolkata';

/**
 * India's offset from UTC in milliseconds: +05:30 all year (no daylight saving since 1945). Plain
 * arithmetic instead of an `Intl.DateTimeFormat` in `BLOG_TIME_ZONE`, whose time-zone data costs
 * a phone tens of milliseconds to load while the home page starts.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * A post's date as shown to readers (docs/product/content.md, "Blog"; docs/product/seo.md,
 * "Hindi"), from an ISO 8601 timestamp: '14 Nov 2026' in English and '14 नवंबर 2026' in Hindi
 * (date-fns with its `hi` locale). The day is the calendar day in India (Asia/Kolkata), whatever
 * the time zone of the machine drawing it, so the server's page and the browser's first render
 * show the same date. An unreadable timestamp gives ''.
 *
 * @param iso An ISO 8601 timestamp, e.g. '2026-11-14T04:30:00.000Z'.
 * @param language The page's language (default English).
 */
export function formatBlogDate(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const inIndia = new Date(date.getTime() + INDIA_OFFSET_MS);
  // the Indian calendar day as a local date, so date-fns formats that day wherever this runs
  const day = new Date(inIndia.getUTCFullYear(), inIndia.getUTCMonth(), inIndia.getUTCDate());
  return language === 'hi' ? format(day, 'd MMMM yyyy', { locale: hi }) : format(day, 'd MMM yyyy');
}

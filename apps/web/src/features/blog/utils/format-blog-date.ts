import { formatDate } from '@realty/contracts/common/dates';
import type { Language } from '../../../lib/i18n/i18n.ts';

/** The time zone a post's date is read in, on the server and in the browser alike: India's. */
export const BLOG_TIME_ZONE = 'Asia/Kolkata';

/**
 * A post's date as shown to readers (docs/product/content.md, "Blog"; docs/product/seo.md,
 * "Hindi"), from an ISO 8601 timestamp: '14 Nov 2026' in English and '14 नवंबर 2026' in Hindi
 * (the site's one date formatter, `formatDate` of contracts/common/dates). The day is the calendar day in India (Asia/Kolkata), whatever
 * the time zone of the machine drawing it, so the server's page and the browser's first render
 * show the same date. An unreadable timestamp gives ''.
 *
 * @param iso An ISO 8601 timestamp, e.g. '2026-11-14T04:30:00.000Z'.
 * @param language The page's language (default English).
 */
export function formatBlogDate(iso: string, language: Language = 'en'): string {
  return formatDate(iso, language);
}

import { format } from 'date-fns';
import { hi } from 'date-fns/locale';
import type { Language } from '../../../lib/i18n/i18n.ts';

/**
 * An ISO 8601 timestamp as '22 Nov 2026, 14:05' in the browser's time (docs/product/builders.md,
 * trail "when"); in Hindi with date-fns's Hindi month names, '22 नव 2026, 14:05'
 * (docs/product/seo.md, "Hindi"); the raw text when it cannot be read.
 * @param language The page's language (default English).
 */
export function formatWhen(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return language === 'hi' ? format(date, 'd MMM yyyy, HH:mm', { locale: hi }) : format(date, 'd MMM yyyy, HH:mm');
}

/** A whole count with Indian digit grouping (1,23,456), for a listing's views, favourites and enquiries (docs/product/builders.md, "Builder dashboard"). */
export function formatCount(count: number): string {
  return count.toLocaleString('en-IN');
}

import { format } from 'date-fns';

/** A post's date as shown to readers, e.g. '14 Nov 2026', from an ISO 8601 timestamp. */
export function formatBlogDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMM yyyy');
}

import { format } from 'date-fns';

/** An ISO 8601 timestamp as '22 Nov 2026, 14:05' in the browser's time (docs/product/builders.md, trail "when"); the raw text when it cannot be read. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm');
}

/** A whole count with Indian digit grouping (1,23,456), for a listing's views, favourites and enquiries (docs/product/builders.md, "Builder dashboard"). */
export function formatCount(count: number): string {
  return count.toLocaleString('en-IN');
}

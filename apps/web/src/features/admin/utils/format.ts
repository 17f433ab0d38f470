import { format } from 'date-fns';

/**
 * Rupees as Indians read them: '₹ 45.00 L' for lakh (1,00,000), '₹ 1.25 Cr' for crore
 * (1,00,00,000), smaller sums in Indian digit grouping; '—' for zero.
 */
export function formatRupees(value: string | number): string {
  const n = Number(value);
  if (!Number.isFinite(n) || n === 0) return '—';
  if (n >= 10_000_000) return `₹ ${(n / 10_000_000).toFixed(2)} Cr`;
  if (n >= 100_000) return `₹ ${(n / 100_000).toFixed(2)} L`;
  return `₹ ${n.toLocaleString('en-IN')}`;
}

/** An ISO timestamp as '22 Nov 2026, 14:05' (local time); the raw text when it cannot be read. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm');
}

/**
 * URL of a small rendition of a stored image for back office thumbnails: uploads made here (a
 * 16-hex-character name under media/sites|blogs|teams/{id}/) have a 480 px WebP beside them;
 * anything else (demo images) is used as it is.
 */
export function thumbnailUrl(path: string): string {
  const upload = /^media\/(sites|blogs|teams)\/\d+\/[0-9a-f]{16}\.webp$/.test(path);
  const file = upload ? path.replace(/\.webp$/, '-w480.webp') : path;
  return /^(https?:)?\//.test(file) ? file : `/server/${file}`;
}

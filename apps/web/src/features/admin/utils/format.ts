import { formatRupees as formatAmount } from '@realty/contracts/listings/price-format';
import { format } from 'date-fns';

/**
 * Rupees in the back office with the site's one formatter (docs/product/catalogue.md, "Prices and
 * photos"): '₹45 L', '₹1.25 Cr', '₹85,000'; '—' for zero or an amount that cannot be read.
 */
export function formatRupees(value: string | number): string {
  if (Number(value) === 0) return '—';
  try {
    return formatAmount(value);
  } catch {
    return '—';
  }
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

import { formatPrice } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { mapTexts } from '../texts.ts';

/**
 * A listing as the listings map needs it (docs/product/catalogue.md, "The listing"). The API's
 * `Site` (`GET /api/sites`) fits as it is; only the id, title and coordinates are required.
 */
export type MapListing = {
  site_id: number;
  site_title: string;
  /** Latitude in degrees; null (or absent) when the listing has no location. */
  site_lat: number | null;
  /** Longitude in degrees; null (or absent) when the listing has no location. */
  site_lon: number | null;
  /** Price in rupees: the API's decimal text ("4500000.00") or a number. Shown as "₹45 L". */
  site_price?: string | number | null;
  /** Ready-made price text, shown instead of `site_price` when given (e.g. a range "₹48 L – ₹85 L"). */
  priceText?: string;
  /** Stored photo paths (served under /server/); the first is the card's thumbnail. */
  cover_images?: readonly string[];
  /** City, shown on the card. */
  site_city?: string;
  /** Locality (the API's `site_landmark`), shown on the card before the city. */
  site_landmark?: string;
};

/**
 * The price text of a listing on its marker and card: `priceText`, else `site_price` in lakh or
 * crore as "₹45 L" (`formatRupees`, docs/product/catalogue.md, "Prices and photos"; Hindi
 * "₹45 लाख"), else null.
 */
export function listingPriceText(listing: Pick<MapListing, 'site_price' | 'priceText'>, language: Language = 'en'): string | null {
  if (listing.priceText?.trim()) return listing.priceText.trim();
  const price = listing.site_price;
  if (price === null || price === undefined || price === '' || Number(price) === 0) return null;
  const amount = typeof price === 'string' ? price.trim() : price;
  // only plain decimal text, as the formatter reads it (grouped digits are not a price here)
  if (typeof amount === 'string' && !/^\d+(\.\d+)?$/.test(amount)) return null;
  const text = formatPrice(amount, language);
  return /\d/.test(text) ? text : null;
}

/**
 * "Locality, City" of a listing's card, skipping blanks; '' when neither is known. In `language`
 * (default English): on Hindi pages the names the listing vocabulary knows read in Devanagari
 * ("सिगरा, वाराणसी"; docs/product/seo.md, "Hindi").
 */
export function listingPlaceText(listing: Pick<MapListing, 'site_city' | 'site_landmark'>, language: Language = 'en'): string {
  return [listing.site_landmark, listing.site_city]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .map((part) => placeLabel(part, language))
    .join(', ');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe to put inside HTML (element content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * The inside of a listing's map marker (a Leaflet divIcon, no picture to download): a price tag,
 * or a dot when the price is unknown. The marker element itself carries the class
 * `listing-marker` and the title as its `aria-label`.
 */
export function listingMarkerHtml(priceText: string | null): string {
  return priceText
    ? `<span class="listing-marker__tag">${escapeHtml(priceText)}</span>`
    : '<span class="listing-marker__dot" aria-hidden="true"></span>';
}

/** The label of a cluster of `count` listings, e.g. "12 properties here; zoom in to see them", in `language` (default English). */
export function clusterLabel(count: number, language: Language = 'en'): string {
  return mapTexts(language)('cluster', { count });
}

import { formatIndianDigits, formatRupeeRange, formatRupees } from '@realty/contracts/listings/price-format';
import type { Language } from './i18n/i18n.ts';

/**
 * The web app's door to the one rupee formatter, `formatRupees` of
 * packages/contracts/src/listings/price-format.ts (docs/product/catalogue.md, "Prices and photos"):
 * from 1 crore as crore ("₹1.15 Cr", "₹2 Cr"), from 1 lakh as lakh ("₹62 L", "₹62.5 L"), below a
 * lakh in Indian digit grouping ("₹85,000"). Pages show listings' amounts as the API sends them
 * (rupees as decimal text), so these wrappers turn the formatter's RangeError for a missing or
 * unreadable amount into the page placeholder 'N/A' instead of breaking the page.
 *
 * Every formatter takes the page's language last (docs/product/seo.md, "Hindi"; default English):
 * in Hindi the units are words ("₹62 लाख", "₹1.15 करोड़") and the placeholder is Hindi; digits are
 * grouped the Indian way in both languages.
 */

/** Text shown where an amount is missing or unreadable, in English. (docs/product/catalogue.md) */
export const NO_PRICE = 'N/A';

/** Text shown where an amount is missing or unreadable, per language (docs/product/seo.md, "Hindi"). */
export const NO_PRICE_TEXT: Record<Language, string> = { en: NO_PRICE, hi: 'उपलब्ध नहीं' };

/** An amount as the formatter reads it: trimmed text without grouping commas, or the number; undefined when blank or absent. */
const readable = (rupees: string | number | null | undefined): string | number | undefined => {
  if (rupees === null || rupees === undefined) return undefined;
  if (typeof rupees === 'number') return rupees;
  const text = String(rupees).trim();
  if (text === '') return undefined;
  return /^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
};

/**
 * The formatter's English text in `language`: unchanged in English; in Hindi the unit " Cr"
 * becomes " करोड़" and " L" becomes " लाख" ("₹62.5 L" → "₹62.5 लाख").
 */
const inLanguage = (text: string, language: Language): string =>
  language === 'hi' ? text.replace(/ Cr\b/g, ' करोड़').replace(/ L\b/g, ' लाख') : text;

/**
 * Rupees as every page shows them (docs/product/catalogue.md, "Prices and photos"), by
 * `formatRupees`: "4500000.00" → "₹45 L", 11500000 → "₹1.15 Cr", "85000" → "₹85,000"; in Hindi
 * "₹45 लाख", "₹1.15 करोड़", "₹85,000". A missing, negative or unreadable amount (e.g. "on
 * request") gives {@link NO_PRICE_TEXT} of the language ("N/A", "उपलब्ध नहीं").
 *
 * @param rupees Rupees (not paise) as a number or decimal text, Indian-grouped text allowed.
 * @param language The page's language (default English).
 */
export function formatPrice(rupees: string | number | null | undefined, language: Language = 'en'): string {
  const value = readable(rupees);
  if (value === undefined) return NO_PRICE_TEXT[language];
  try {
    return inLanguage(formatRupees(value), language);
  } catch {
    return NO_PRICE_TEXT[language];
  }
}

/** True when `rupees` is an amount above zero the formatter can read. */
const isPositive = (rupees: string | number | undefined): rupees is string | number => {
  if (rupees === undefined) return false;
  const n = Number(rupees);
  return Number.isFinite(n) && n > 0;
};

/**
 * A price range (docs/product/catalogue.md, "The detail page"), by `formatRupeeRange`:
 * "₹48 L – ₹85 L" (Hindi "₹48 लाख – ₹85 लाख"), the lower end first. `null` (hidden) when neither
 * end is above 0 (the catalogue's "0.00"); one amount when only one end is above 0 or both read
 * the same.
 *
 * @param min Rupees, as for {@link formatPrice}.
 * @param max Rupees, as for {@link formatPrice}.
 * @param language The page's language (default English).
 */
export function priceRangeText(
  min: string | number | null | undefined,
  max: string | number | null | undefined,
  language: Language = 'en',
): string | null {
  const lo = readable(min);
  const hi = readable(max);
  const hasLo = isPositive(lo);
  const hasHi = isPositive(hi);
  if (!hasLo && !hasHi) return null;
  try {
    if (hasLo && hasHi) return inLanguage(formatRupeeRange(lo, hi), language);
    return inLanguage(formatRupees(hasLo ? lo : (hi as string | number)), language);
  } catch {
    return null;
  }
}

/**
 * A rupee amount written out in full, rounded to the whole rupee, with Indian digit grouping in
 * both languages (docs/product/catalogue.md, "Prices and photos"; docs/product/seo.md, "Hindi"):
 * 450000 → "₹4,50,000", "8500000.00" → "₹85,00,000". A missing, negative or unreadable amount
 * gives {@link NO_PRICE_TEXT} of the language.
 *
 * @param rupees Rupees (not paise) as a number or decimal text, Indian-grouped text allowed.
 * @param language The page's language (default English).
 */
export function formatRupeesInFull(rupees: string | number | null | undefined, language: Language = 'en'): string {
  const value = readable(rupees);
  const n = value === undefined ? Number.NaN : Number(value);
  if (!Number.isFinite(n) || n < 0 || (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value))) return NO_PRICE_TEXT[language];
  const whole = Math.round(n);
  if (!Number.isSafeInteger(whole)) return NO_PRICE_TEXT[language];
  return `₹${formatIndianDigits(whole)}`;
}

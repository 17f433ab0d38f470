import { formatRupeeRange, formatRupees } from '@realty/contracts/listings/price-format';

/**
 * The web app's door to the one rupee formatter, `formatRupees` of
 * packages/contracts/src/listings/price-format.ts (docs/product/catalogue.md, "Prices and photos"):
 * from 1 crore as crore ("₹1.15 Cr", "₹2 Cr"), from 1 lakh as lakh ("₹62 L", "₹62.5 L"), below a
 * lakh in Indian digit grouping ("₹85,000"). Pages show listings' amounts as the API sends them
 * (rupees as decimal text), so these wrappers turn the formatter's RangeError for a missing or
 * unreadable amount into the page placeholder 'N/A' instead of breaking the page.
 */

/** Text shown where an amount is missing or unreadable. (docs/product/catalogue.md) */
export const NO_PRICE = 'N/A';

/** An amount as the formatter reads it: trimmed text without grouping commas, or the number; undefined when blank or absent. */
const readable = (rupees: string | number | null | undefined): string | number | undefined => {
  if (rupees === null || rupees === undefined) return undefined;
  if (typeof rupees === 'number') return rupees;
  const text = String(rupees).trim();
  if (text === '') return undefined;
  return /^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
};

/**
 * Rupees as every page shows them (docs/product/catalogue.md, "Prices and photos"), by
 * `formatRupees`: "4500000.00" → "₹45 L", 11500000 → "₹1.15 Cr", "85000" → "₹85,000". A
 * missing, negative or unreadable amount (e.g. "on request") gives {@link NO_PRICE}.
 */
export function formatPrice(rupees: string | number | null | undefined): string {
  const value = readable(rupees);
  if (value === undefined) return NO_PRICE;
  try {
    return formatRupees(value);
  } catch {
    return NO_PRICE;
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
 * "₹48 L – ₹85 L", the lower end first. `null` (hidden) when neither end is above 0 (the
 * catalogue's "0.00"); one amount when only one end is above 0 or both read the same.
 */
export function priceRangeText(min: string | number | null | undefined, max: string | number | null | undefined): string | null {
  const lo = readable(min);
  const hi = readable(max);
  const hasLo = isPositive(lo);
  const hasHi = isPositive(hi);
  if (!hasLo && !hasHi) return null;
  try {
    if (hasLo && hasHi) return formatRupeeRange(lo, hi);
    return formatRupees(hasLo ? lo : (hi as string | number));
  } catch {
    return null;
  }
}

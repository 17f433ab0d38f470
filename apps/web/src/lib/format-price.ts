/** Rupees in one crore (10,000,000) and in one lakh (100,000). */
export const RUPEES_PER_CRORE = 10_000_000;
export const RUPEES_PER_LAKH = 100_000;

const toRupees = (value: string | number | null | undefined): number => {
  if (value === null || value === undefined) return Number.NaN;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, '').trim() || Number.NaN);
  return n;
};

/**
 * Card price text of docs/product/catalogue.md: `site_price` (rupees, numeric text) divided by
 * 10,000,000 with 2 decimals and 'Cr', e.g. "12500000.00" → "₹ 1.25 Cr". Text that is not a
 * number (or is negative) gives 'N/A'.
 */
export function formatCrore(rupees: string | number | null | undefined): string {
  const n = toRupees(rupees);
  if (!Number.isFinite(n) || n < 0) return 'N/A';
  return `₹ ${(n / RUPEES_PER_CRORE).toFixed(2)} Cr`;
}

const trimDecimals = (n: number): string => n.toFixed(2).replace(/\.?0+$/, '');

/**
 * Rupees in the Indian style: "₹1.25 Cr" from one crore up, "₹45 Lakh" / "₹45.5 Lakh" from one
 * lakh up, else grouped rupees "₹85,000" (docs/product/catalogue.md "price range"). Not a number → 'N/A'.
 */
export function formatLakhCrore(rupees: string | number | null | undefined): string {
  const n = toRupees(rupees);
  if (!Number.isFinite(n) || n < 0) return 'N/A';
  if (n >= RUPEES_PER_CRORE) return `₹${trimDecimals(n / RUPEES_PER_CRORE)} Cr`;
  if (n >= RUPEES_PER_LAKH) return `₹${trimDecimals(n / RUPEES_PER_LAKH)} Lakh`;
  return `₹${Math.round(n).toLocaleString('en-IN')}`;
}

/**
 * Price range of the detail page (docs/product/catalogue.md): `null` (hidden) when min and max are both
 * 0.00; one amount when they are equal or one of them is 0; else "min – max" in lakh/crore.
 * Inputs are rupees as numeric text.
 */
export function priceRangeText(min: string | number | null | undefined, max: string | number | null | undefined): string | null {
  const lo = toRupees(min);
  const hi = toRupees(max);
  const hasLo = Number.isFinite(lo) && lo > 0;
  const hasHi = Number.isFinite(hi) && hi > 0;
  if (!hasLo && !hasHi) return null;
  if (hasLo && hasHi && lo !== hi) {
    const [a, b] = lo < hi ? [lo, hi] : [hi, lo];
    return `${formatLakhCrore(a)} – ${formatLakhCrore(b)}`;
  }
  return formatLakhCrore(hasLo ? lo : hi);
}

import { formatRupeeRange } from '@realty/contracts/listings/price-format';

/**
 * Short texts describing a lead or an offer (docs/product/pipeline.md, "Matching": before
 * accepting an associate sees the city, category, budget, BHK, note and listings).
 */

/**
 * The budget as every page shows rupees (the catalogue's formatter): "₹45 L – ₹60 L", one amount
 * when both ends read the same, 'Not given' when both are zero or unreadable.
 * @param min Rupees as decimal text ("4500000.00").
 * @param max Rupees as decimal text.
 */
export function budgetText(min: string, max: string): string {
  if (/^0+(\.0+)?$/.test(min) && /^0+(\.0+)?$/.test(max)) return 'Not given';
  try {
    return formatRupeeRange(min, max);
  } catch {
    return 'Not given';
  }
}

/** "2 BHK", or 'Any' when the customer did not say (`bhk` null). */
export function bhkText(bhk: number | null): string {
  return bhk === null ? 'Any' : `${bhk} BHK`;
}

/** A mobile number for a `tel:` link: digits with the India code ("9876500001" → "+919876500001"). */
export function telHref(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `91${digits}` : digits}`;
}

/** A WhatsApp chat link for a mobile number ("9876500001" → "https://wa.me/919876500001"). */
export function whatsAppHref(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

import { formatRupeeRange } from '@realty/contracts/listings/price-format';
import { formatPrice } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';

/**
 * Short texts describing a lead or an offer (docs/product/pipeline.md, "Matching": before
 * accepting an associate sees the city, category, budget, BHK, note and listings).
 */

/**
 * The budget as every page shows rupees (the catalogue's formatter): "₹45 L – ₹60 L" (Hindi
 * "₹45 लाख – ₹60 लाख"), the lower end first, one amount when both ends read the same; null (the
 * screen says "Not given") when both are zero or either is unreadable.
 * @param min Rupees as decimal text ("4500000.00").
 * @param max Rupees as decimal text.
 * @param language The page's language (default English; docs/product/seo.md, "Hindi").
 */
export function budgetText(min: string, max: string, language: Language = 'en'): string | null {
  if (/^0+(\.0+)?$/.test(min) && /^0+(\.0+)?$/.test(max)) return null;
  try {
    formatRupeeRange(min, max); // checks both ends are amounts
  } catch {
    return null;
  }
  const [low, high] = Number(min) <= Number(max) ? [min, max] : [max, min];
  const lowText = formatPrice(low, language);
  const highText = formatPrice(high, language);
  return lowText === highText ? lowText : `${lowText} – ${highText}`;
}

/** "2 BHK" (the same in Hindi); a customer who did not say (`bhk` null) is shown by the screen as "Any". */
export function bhkText(bhk: number): string {
  return `${bhk} BHK`;
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

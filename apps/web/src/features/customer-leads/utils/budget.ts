import { parseRupeeAmount } from '@realty/contracts/listings/search-parser';
import { MAX_RUPEES } from '@realty/contracts/pipeline/fields';
import { formatPrice } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';

/**
 * # A requirement's budget, typed the way a buyer thinks
 *
 * The same reading as the catalogue's price boxes (docs/product/catalogue.md, "Searching"): a
 * plain number below 1,000 is lakh ("45" → ₹45,00,000), from 1,000 up it is rupees ("4500000");
 * a number with its unit or a rupee sign is read as written ("60 lakh", "1.5 cr", "₹45,00,000",
 * "75L"). The requirement itself travels in whole rupees (docs/product/pipeline.md, "Leads"),
 * rounded half up to the rupee by `parseRupeeAmount`.
 */

/** Plain numbers below this are lakh; from it up, rupees (docs/product/catalogue.md, "Searching"). */
export const LAKH_BELOW = 1_000;

const PLAIN_NUMBER = /^\d[\d,]*(\.\d+)?$/;

/**
 * Whole rupees meant by a typed budget: "45" → 4500000, "62.5" → 6250000, "4500000" → 4500000,
 * "1.5 cr" → 15000000, "₹85,000" → 85000. Undefined when blank, not one amount, or above
 * {@link MAX_RUPEES} (1,000 crore). See docs/product/pipeline.md, "Leads".
 */
export function readBudget(typed: string): number | undefined {
  const t = typed.trim();
  if (t === '') return undefined;
  const plain = PLAIN_NUMBER.test(t) ? t.replace(/,/g, '') : undefined;
  const rupees = plain !== undefined && Number(plain) < LAKH_BELOW ? parseRupeeAmount(`${plain} lakh`) : parseRupeeAmount(plain ?? t);
  return rupees !== undefined && rupees >= 0 && rupees <= MAX_RUPEES ? rupees : undefined;
}

/** The hint under a budget box whose text is not an amount (in English; the screen shows it in the page's language). */
export const BUDGET_TYPING_HINT = 'Type e.g. 45 (lakh) or 1.5 cr';

/**
 * What the box shows under a typed budget as the buyer types: the amount it understood in the
 * site's one rupee format in `language` ("45" → "₹45 L", Hindi "₹45 लाख"; "1.5 cr" → "₹1.5 Cr"),
 * '' when blank, {@link BUDGET_TYPING_HINT} when the text is not an amount. See
 * docs/product/catalogue.md, "Prices and photos"; docs/product/seo.md, "Hindi".
 */
export function budgetHint(typed: string, language: Language = 'en'): string {
  if (typed.trim() === '') return '';
  const rupees = readBudget(typed);
  return rupees === undefined ? BUDGET_TYPING_HINT : formatPrice(rupees, language);
}

import { parseRupeeAmount } from '@realty/contracts/listings/search-parser';
import { listSitesQuerySchema } from '@realty/contracts/sites/list-sites';
import { formatPrice } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { catalogueTexts } from '../texts.ts';

/**
 * # Budgets typed the way a buyer thinks
 *
 * docs/product/catalogue.md, "Searching": a plain
 * number below 1,000 in a price box is lakh ("45" → ₹45,00,000), from 1,000 up it is rupees
 * ("4500000" → ₹45,00,000); a number with its unit or a rupee sign is read as written ("60 lakh",
 * "1.5 cr", "₹45,00,000", "75L", "₹500"). The address and the API keep rupees.
 */

/** Plain numbers below this are lakh; from it up, rupees. (docs/product/catalogue.md) */
export const LAKH_INPUT_BELOW = 1_000;

const PLAIN_NUMBER = /^\d[\d,]*(\.\d+)?$/;

/** Rupees as `GET /api/sites` reads a price (`listSitesQuerySchema`), fractions kept; undefined when it would be refused. */
const schemaRupees = (text: string): number | undefined => {
  const parsed = listSitesQuerySchema.shape.minPrice.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The rupees a buyer means by what they typed in a price box (see the file comment):
 * "45" → 4500000, "62.5" → 6250000, "4500000" → 4500000, "1.5 cr" → 15000000, "₹500" → 500.
 * Undefined when the box is blank or holds no single amount the API accepts (0 to 1,000 crore).
 * See docs/product/catalogue.md.
 */
export function readBudgetAmount(typed: string): number | undefined {
  const t = typed.trim();
  if (t === '') return undefined;
  if (PLAIN_NUMBER.test(t)) {
    const plain = t.replace(/,/g, '');
    if (Number(plain) < LAKH_INPUT_BELOW) return parseRupeeAmount(`${plain} lakh`);
    return schemaRupees(plain);
  }
  const rupees = parseRupeeAmount(t);
  return rupees === undefined ? undefined : schemaRupees(String(rupees));
}

/**
 * What the box shows beside a typed budget, as the buyer types: the amount in the one rupee
 * format ("45" → "₹45 L", "4500000" → "₹45 L", "1.5 cr" → "₹1.5 Cr"); '' for a blank box; a
 * short hint when the text is not an amount. In `language` (default English): Hindi shows "₹45 लाख".
 * See docs/product/catalogue.md; docs/product/seo.md, "Hindi".
 */
export function budgetHint(typed: string, language: Language = 'en'): string {
  if (typed.trim() === '') return '';
  const rupees = readBudgetAmount(typed);
  return rupees === undefined ? catalogueTexts(language)('budget.hint') : formatPrice(rupees, language);
}

/**
 * A rupee amount of the address as the price box shows it, so it reads back the same: whole
 * lakh below 1,000 lakh as lakh ("4500000" → "45", 6250000 → "62.5"), amounts below ₹1,000 with
 * a rupee sign ("₹500"), anything else as rupees ("2500000.5", "85000", "150000000").
 * See docs/product/catalogue.md.
 */
export function budgetInputText(rupees: number | undefined): string {
  if (rupees === undefined) return '';
  const lakh = rupees / 100_000;
  if (rupees >= 100_000 && lakh < LAKH_INPUT_BELOW && Number.isInteger(rupees / 1_000)) return String(lakh);
  if (rupees < LAKH_INPUT_BELOW && rupees !== 0) return `₹${rupees}`;
  return String(rupees);
}

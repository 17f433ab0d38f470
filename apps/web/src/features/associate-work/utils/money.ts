import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { Language } from '../../../lib/i18n/i18n.ts';

/**
 * # Exact rupee amounts of the ledger
 *
 * Brokerage amounts travel as decimal text with two places ("90000.00", "-1800.00" for a
 * reversal; docs/product/pipeline.md, "Deals and brokerage"). They are shown to the paisa, never
 * rounded to lakh or crore, and never pass through a float: the text is split into its digits.
 */

/** The minus sign shown before a negative amount (U+2212, the typographic minus). */
export const MINUS_SIGN = '\u2212';

/** Text shown in place of an amount that is not decimal text. */
export { NO_AMOUNT } from '@realty/contracts/listings/price-format';

/**
 * A ledger amount in rupees as the associate reads it, exact to the paisa: the site's one exact
 * formatter, `formatRupeesExact` ("-1800.00" → "−₹1,800.00"). Exact amounts carry no lakh or
 * crore words, so Hindi pages show the same text, Indian digit grouping included.
 * @param language The page's language (default English; docs/product/seo.md, "Hindi").
 * @see docs/product/pipeline.md, "Deals and brokerage".
 */
export const formatMoney = (amount: string | null | undefined, _language: Language = 'en'): string => formatRupeesExact(amount);

/** Multipliers of the units a person may type after an amount (lower case, without dots). */
const UNIT_MULTIPLIERS: Readonly<Record<string, bigint>> = {
  '': 1n,
  rs: 1n,
  inr: 1n,
  rupees: 1n,
  l: 100_000n,
  lac: 100_000n,
  lacs: 100_000n,
  lakh: 100_000n,
  lakhs: 100_000n,
  lk: 100_000n,
  cr: 10_000_000n,
  crs: 10_000_000n,
  crore: 10_000_000n,
  crores: 10_000_000n,
  // Hindi, as a person types on a Hindi page: लाख, करोड़ (its last letter typed as one character, U+095C, or as ड + nukta)
  लाख: 100_000n,
  करोड़: 10_000_000n,
  'करोड\u093C': 10_000_000n,
};

/** Plain numbers typed below this many rupees are read as lakh, as the catalogue's budget boxes do. */
export const LAKH_TYPED_BELOW = 1_000n;

/** Largest amount accepted, in rupees (1,000 crore; the API's limit). */
const MAX_RUPEES = 10_000_000_000n;

/**
 * The exact rupees a person means by what they typed in an amount box, as decimal text with two
 * places for the API ("45 lakh" → "4500000.00"):
 * - with a unit: "45 lakh", "45 L", "62.5 lac", "1.2 cr", "1.25 crore", and in Hindi "45 लाख",
 *   "1.2 करोड़" (lakh = 1,00,000 rupees, crore = 1,00,00,000 rupees);
 * - a plain number from 1,000 up is rupees, grouping commas and a rupee sign allowed:
 *   "4500000", "45,00,000", "₹45,00,000.50";
 * - a plain number below 1,000 is lakh ("45" → "4500000.00"), as the catalogue's budget boxes read it.
 * The result must be a whole number of paise (no rounding) and at most ₹1,000 crore.
 *
 * @returns Rupees as decimal text with two places, or undefined when the text is blank or not
 *   such an amount.
 * @see docs/product/pipeline.md, "Deals and brokerage".
 */
export function readRupeesTyped(typed: string): string | undefined {
  const text = typed
    .trim()
    .toLowerCase()
    .replace(/^(₹|rs\.?|inr)\s*/, '');
  const match = /^(\d[\d,]*)(?:\.(\d+))?\s*([a-z.\u0900-\u097F]*)$/.exec(text);
  if (!match) return undefined;
  const [, wholeText = '', fraction = '', unitText = ''] = match;
  if (!/^\d{1,3}(,\d{2,3})*$|^\d+$/.test(wholeText)) return undefined;
  const unit = unitText.replace(/\./g, '');
  let multiplier = UNIT_MULTIPLIERS[unit];
  if (multiplier === undefined) return undefined;
  const units = BigInt(wholeText.replace(/,/g, '') + fraction);
  const scale = 10n ** BigInt(fraction.length);
  if (unit === '' && units < LAKH_TYPED_BELOW * scale) multiplier = 100_000n;
  // paise = units × multiplier × 100 / scale, which must divide exactly
  const paiseTimesScale = units * multiplier * 100n;
  if (paiseTimesScale % scale !== 0n) return undefined;
  const paise = paiseTimesScale / scale;
  if (paise > MAX_RUPEES * 100n) return undefined;
  return `${paise / 100n}.${(paise % 100n).toString().padStart(2, '0')}`;
}

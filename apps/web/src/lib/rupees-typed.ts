/**
 * # Rupee amounts typed the way a person thinks
 *
 * The one reading of every box where a rupee amount is typed (docs/product/catalogue.md,
 * "Searching"): the catalogue's budget boxes, the requirement form, the booking value, the EMI
 * loan amount, a builder's prices and staff listing prices. "45 lakh", "1.5 crore", "1.2 cr",
 * "62.5L", Hindi "45 लाख"; a plain number below 1,000 is lakh ("45" → ₹45,00,000); from 1,000 up
 * it is rupees ("4500000", "₹45,00,000.50"). Exact: never through a float.
 */

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
 * - a plain number below 1,000 is lakh ("45" → "4500000.00"), as the catalogue's budget boxes read it;
 *   with a rupee sign or "rs" it is rupees as written ("₹500" → "500.00").
 * The result must be a whole number of paise (no rounding) and at most ₹1,000 crore.
 *
 * @returns Rupees as decimal text with two places, or undefined when the text is blank or not
 *   such an amount.
 * @see docs/product/pipeline.md, "Deals and brokerage".
 */
export function readRupeesTyped(typed: string): string | undefined {
  const lower = typed.trim().toLowerCase();
  const text = lower.replace(/^(₹|rs\.?|inr)\s*/, '');
  const hasRupeeSign = text !== lower;
  const match = /^(\d[\d,]*)(?:\.(\d+))?\s*([a-z.\u0900-\u097F]*)$/.exec(text);
  if (!match) return undefined;
  const [, wholeText = '', fraction = '', unitText = ''] = match;
  if (!/^\d{1,3}(,\d{2,3})*$|^\d+$/.test(wholeText)) return undefined;
  const unit = unitText.replace(/\./g, '');
  let multiplier = UNIT_MULTIPLIERS[unit];
  if (multiplier === undefined) return undefined;
  const units = BigInt(wholeText.replace(/,/g, '') + fraction);
  const scale = 10n ** BigInt(fraction.length);
  if (unit === '' && !hasRupeeSign && units < LAKH_TYPED_BELOW * scale) multiplier = 100_000n;
  // paise = units × multiplier × 100 / scale, which must divide exactly
  const paiseTimesScale = units * multiplier * 100n;
  if (paiseTimesScale % scale !== 0n) return undefined;
  const paise = paiseTimesScale / scale;
  if (paise > MAX_RUPEES * 100n) return undefined;
  return `${paise / 100n}.${(paise % 100n).toString().padStart(2, '0')}`;
}

/**
 * What a form sends for a typed amount: the exact rupees ({@link readRupeesTyped}, e.g. "20 lakh"
 * → "2000000.00"), the text as typed (trimmed) when it is not an amount, so the API's 400 names
 * the field, and '' for a blank box.
 * @see docs/product/catalogue.md, "Searching".
 */
export function rupeesTypedForBody(typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  return readRupeesTyped(text) ?? text;
}

/**
 * The text an amount box shows for a stored amount (decimal rupees, e.g. "4500000.00") so that
 * it reads back the same through {@link readRupeesTyped}: '' for none or 0, "₹500" below ₹1,000
 * (a plain "500" would be lakh), else the rupees without trailing zeros ("4500000", "2500000.5").
 * @see docs/product/catalogue.md, "Searching".
 */
export function rupeesTypedText(stored: string | null | undefined): string {
  const rupees = Number(stored ?? '');
  if (!Number.isFinite(rupees) || rupees <= 0) return '';
  return rupees < Number(LAKH_TYPED_BELOW) ? `₹${rupees}` : String(rupees);
}

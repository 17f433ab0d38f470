/**
 * # Rupee amounts as an Indian buyer reads them
 *
 * The one formatter for every rupee amount on every page (docs/product/catalogue.md, "Prices and
 * photos"):
 *
 * | amount (rupees)            | shown as                     |
 * | -------------------------- | ---------------------------- |
 * | 0 … 99,999                 | `₹85,000` (Indian grouping)  |
 * | 1,00,000 … below 1 crore   | `₹62.5 L` (lakh, ≤ 2 decimals) |
 * | 1,00,00,000 and above      | `₹1.15 Cr` (crore, ≤ 2 decimals) |
 *
 * Money is exact: an amount is read from its decimal text (a `number` by its shortest decimal
 * text, e.g. `4500000` → "4500000") into a `bigint` fraction, and every division and rounding is
 * integer arithmetic, so no float rounding error can ever show on a page.
 *
 * **Rounding (one rule everywhere): round half up** — to the whole rupee below a lakh, to 0.01 lakh
 * (₹1,000) in the lakh band and to 0.01 crore (₹1,00,000) in the crore band. The band is chosen
 * by the exact amount; when rounding carries the value to the next band's threshold, the next band
 * is shown: ₹99,999.50 → "₹1 L", ₹99,99,500 and ₹99,99,999 → "₹1 Cr" (never "₹100 L"), while
 * ₹99,99,499 → "₹99.99 L". Trailing zeros of the decimals are dropped ("₹2 Cr", not "₹2.00 Cr").
 *
 * Pure functions, no I/O; no dependency on other modules.
 */

/** Rupees in one lakh (1,00,000 = 100,000), the unit shown as "L". docs/product/catalogue.md. */
export const RUPEES_PER_LAKH = 100_000;

/** Rupees in one crore (1,00,00,000 = 10,000,000), the unit shown as "Cr". docs/product/catalogue.md. */
export const RUPEES_PER_CRORE = 10_000_000;

/** An exact non-negative decimal: `units / 10^scale` rupees. */
interface ExactAmount {
  units: bigint;
  scale: bigint;
}

const TEXT_PATTERN = /^(\d+)(?:\.(\d+))?$/;
const NUMBER_PATTERN = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Reads a rupee amount exactly. A `number` is read by its shortest decimal text (`String(n)`, which
 * may use an exponent), so `0.1 + 0.2` is read as 0.30000000000000004, never re-rounded.
 * Throws `RangeError` for NaN, ±Infinity, negative amounts and text that is not plain decimal
 * digits with an optional fraction (surrounding spaces are allowed; commas, signs and exponents in
 * text are not).
 */
function readAmount(amount: number | string): ExactAmount {
  let match: RegExpExecArray | null;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`A rupee amount must be a finite number of 0 or more, got ${amount}`);
    match = NUMBER_PATTERN.exec(String(amount));
  } else if (typeof amount === 'string') {
    match = TEXT_PATTERN.exec(amount.trim());
  } else {
    match = null;
  }
  if (!match) throw new RangeError(`A rupee amount must be decimal digits such as "4500000.00", got ${JSON.stringify(amount)}`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale: BigInt(scale) };
}

/** `numerator / denominator` rounded half up (both non-negative, denominator > 0). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * Digits of a whole number grouped the Indian way: the last three digits, then groups of two.
 *
 * @param n A whole number: a safe integer `number`, a `bigint`, or text of digits with an optional
 *   leading `-` (leading zeros are dropped). Unitless — used for rupees, square feet and counts.
 * @returns e.g. `1,00,00,000` for 10000000, `85,000` for 85000, `999` for 999, `-1,00,000` for -100000.
 * @throws RangeError when `n` is not a whole number, or a `number` beyond ±(2^53 − 1) whose digits
 *   are no longer exact (pass a `bigint` or text instead).
 * @see docs/product/catalogue.md, "Prices and photos".
 */
export function formatIndianDigits(n: number | bigint | string): string {
  let text: string;
  if (typeof n === 'bigint') text = n.toString();
  else if (typeof n === 'number') {
    if (!Number.isSafeInteger(n)) throw new RangeError(`formatIndianDigits needs a whole number within ±(2^53 − 1), got ${n}`);
    text = String(n);
  } else if (typeof n === 'string' && /^-?\d+$/.test(n.trim())) text = BigInt(n.trim()).toString();
  else throw new RangeError(`formatIndianDigits needs a whole number, got ${JSON.stringify(n)}`);
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  if (digits.length <= 3) return `${negative ? '-' : ''}${digits}`;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= 2) groups.unshift(head.slice(Math.max(0, end - 2), end));
  return `${negative ? '-' : ''}${groups.join(',')},${tail}`;
}

/** `hundredths / 100` with Indian-grouped whole part and trailing zeros of the decimals dropped. */
function hundredthsText(hundredths: bigint): string {
  const whole = formatIndianDigits(hundredths / 100n);
  const cents = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : whole;
}

function formatExact({ units, scale }: ExactAmount): string {
  const one = 10n ** scale;
  const crore = BigInt(RUPEES_PER_CRORE) * one;
  const lakh = BigInt(RUPEES_PER_LAKH) * one;
  if (units >= crore) return `₹${hundredthsText(divideHalfUp(units * 100n, crore))} Cr`;
  if (units >= lakh) {
    const hundredths = divideHalfUp(units * 100n, lakh);
    return hundredths >= 10_000n ? '₹1 Cr' : `₹${hundredthsText(hundredths)} L`;
  }
  const rupees = divideHalfUp(units, one);
  return rupees >= BigInt(RUPEES_PER_LAKH) ? '₹1 L' : `₹${formatIndianDigits(rupees)}`;
}

/**
 * Formats a rupee amount the way every page shows prices (docs/product/catalogue.md, "Prices and
 * photos"): from 1 crore as crore ("₹1.15 Cr", "₹2 Cr", "₹1,250 Cr"), from 1 lakh as lakh ("₹62 L",
 * "₹62.5 L"), below a lakh in Indian digit grouping ("₹85,000", "₹0").
 *
 * Rounding: half up, with exact integer arithmetic — to 0.01 Cr (₹1,00,000) in the crore band, to
 * 0.01 L (₹1,000) in the lakh band, to the whole rupee below a lakh; a value that rounds up to the
 * next band shows in that band: 99,999.5 → "₹1 L", 99,99,999 → "₹1 Cr", 99,99,499 → "₹99.99 L".
 *
 * @param amount Rupees (not paise): a `number` (whole rupees, or with a fraction) or decimal text as
 *   the database sends it, e.g. `"4500000.00"` → "₹45 L".
 * @returns The display text: "₹", the value, then " Cr" / " L" when in crore / lakh.
 * @throws RangeError for a negative amount, NaN, ±Infinity, or text that is not plain decimal digits
 *   (e.g. "N/A", "1,00,000", "-5", "1e5"); callers show their own placeholder for those.
 */
export function formatRupees(amount: number | string): string {
  return formatExact(readAmount(amount));
}

/**
 * A price range for cards and chips: "₹48 L – ₹85 L" (an en dash with a space each side), the lower
 * amount first whichever order they are given in; one value ("₹60 L") when both ends show the
 * same text after rounding (e.g. 60,00,000 and 60,00,400). Each end is formatted and rounded by
 * {@link formatRupees} (half up, exact). docs/product/catalogue.md, "The detail page" (price range).
 *
 * @param min Rupees, as for {@link formatRupees}.
 * @param max Rupees, as for {@link formatRupees}.
 * @throws RangeError when either end is not a valid amount (see {@link formatRupees}).
 */
export function formatRupeeRange(min: number | string, max: number | string): string {
  const a = readAmount(min);
  const b = readAmount(max);
  const aIsHigher = a.units * 10n ** b.scale > b.units * 10n ** a.scale;
  const [low, high] = aIsHigher ? [b, a] : [a, b];
  const lowText = formatExact(low);
  const highText = formatExact(high);
  return lowText === highText ? lowText : `${lowText} – ${highText}`;
}

/** What {@link formatRupeesExact} shows for text that is not an amount. */
export const NO_AMOUNT = '—';

/**
 * An amount to the paisa, as the ledger, deals and earnings show it (docs/product/pipeline.md,
 * "Deals and brokerage"): "₹", the whole rupees in Indian grouping, then exactly two decimals:
 * "8500000.00" → "₹85,00,000.00", "12.5" → "₹12.50", "-1800.00" → "−₹1,800.00" (a typographic
 * minus, U+2212, for reversal entries), "-0.00" → "₹0.00". Exact: the text's digits are
 * regrouped, nothing is parsed to a float or rounded.
 * @param amount Rupees as decimal text with at most two decimals and an optional leading "-".
 * @returns The display text, or {@link NO_AMOUNT} when `amount` is not such text.
 */
export function formatRupeesExact(amount: string | null | undefined): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((amount ?? '').trim());
  if (!match) return NO_AMOUNT;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const paise = fraction.padEnd(2, '0');
  const isZero = /^0+$/.test(whole) && paise === '00';
  return `${sign && !isZero ? '\u2212' : ''}₹${formatIndianDigits(whole)}.${paise}`;
}

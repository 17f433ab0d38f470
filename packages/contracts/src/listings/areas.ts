/**
 * # Areas: units, conversions to square feet, price per square foot
 *
 * Listings in Uttar Pradesh quote areas in square feet (flats), square yards ("gaj", plots),
 * square metres (development-authority papers) and acres (land). Search, sorting and the price
 * per square foot all work in square feet (docs/product/catalogue.md, "The listing";
 *).
 *
 * Conversion factors (square feet in one unit), used exactly as written:
 * - 1 sq ft = 1 sq ft
 * - 1 sq yd = 9 sq ft (exact)
 * - 1 sq m  = 10.7639 sq ft (the customary four-decimal factor; the exact value is
 *   10.76391041670972…, so 1,000 sq m reads 10,763.9 sq ft, 0.01 sq ft below the exact figure)
 * - 1 acre  = 43,560 sq ft (exact)
 *
 * Money and areas are exact: values are read from their decimal text (a `number` by its shortest
 * decimal text) into `bigint` fractions, and every product, quotient and rounding is integer
 * arithmetic. **Rounding: half up** — square feet to 2 decimals, price per square foot to the whole
 * rupee.
 *
 * Pure functions, no I/O; no dependency on other modules.
 */

/** The area units a listing may be entered in, in the order a unit picker lists them. docs/product/catalogue.md. */
export const AREA_UNITS = ['sqft', 'sqyd', 'sqm', 'acre'] as const;

/** One of {@link AREA_UNITS}: square feet, square yards, square metres, acres. */
export type AreaUnit = (typeof AREA_UNITS)[number];

/** Short labels for each unit as pages show them, e.g. "1,200 sq ft". docs/product/catalogue.md. */
export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, string>> = { sqft: 'sq ft', sqyd: 'sq yd', sqm: 'sq m', acre: 'acre' };

/**
 * Square feet in one unit, as decimal text so the factor is exact: sq ft 1, sq yd 9, sq m 10.7639,
 * acre 43,560 (see the file comment on the sq m factor). docs/product/catalogue.md.
 */
export const SQUARE_FEET_PER_UNIT: Readonly<Record<AreaUnit, string>> = { sqft: '1', sqyd: '9', sqm: '10.7639', acre: '43560' };

/** True when `value` is one of {@link AREA_UNITS} (case-sensitive), e.g. to check a query parameter. */
export function isAreaUnit(value: unknown): value is AreaUnit {
  return typeof value === 'string' && (AREA_UNITS as readonly string[]).includes(value);
}

/** An exact non-negative decimal: `units / 10^scale`. */
interface Exact {
  units: bigint;
  scale: bigint;
}

const TEXT_PATTERN = /^(\d+)(?:\.(\d+))?$/;
const NUMBER_PATTERN = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** Reads a non-negative decimal exactly (a number by its shortest text), else throws RangeError naming `what`. */
function readExact(value: number | string, what: string): Exact {
  let match: RegExpExecArray | null = null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a finite number of 0 or more, got ${value}`);
    match = NUMBER_PATTERN.exec(String(value));
  } else if (typeof value === 'string') {
    match = TEXT_PATTERN.exec(value.trim());
  }
  if (!match) throw new RangeError(`${what} must be decimal digits such as "1200.50", got ${JSON.stringify(value)}`);
  const fraction = match[2] ?? '';
  let units = BigInt((match[1] ?? '0') + fraction);
  let scale = fraction.length - Number(match[3] ?? '0');
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

/** Whole-number hundredths as a `number`, e.g. 123456n → 1234.56 (the double nearest that decimal). */
function fromHundredths(hundredths: bigint): number {
  const cents = (hundredths % 100n).toString().padStart(2, '0');
  return Number(`${hundredths / 100n}.${cents}`);
}

/**
 * Converts an area to square feet, exactly, then rounds half up to 2 decimals (0.01 sq ft).
 *
 * @param value The area in `unit`: a `number` or decimal text ("150", "0.25"); 0 or more.
 * @param unit One of {@link AREA_UNITS}.
 * @returns Square feet with at most 2 decimals, e.g. `toSquareFeet(150, 'sqyd')` → 1350,
 *   `toSquareFeet(100, 'sqm')` → 1076.39, `toSquareFeet(0.25, 'acre')` → 10890,
 *   `toSquareFeet('1', 'sqm')` → 10.76 (10.7639 rounded).
 * @throws RangeError for a negative value, NaN, ±Infinity, text that is not plain decimal digits,
 *   or a unit outside {@link AREA_UNITS}.
 * @see docs/product/catalogue.md, "The listing".
 */
export function toSquareFeet(value: number | string, unit: AreaUnit): number {
  if (!isAreaUnit(unit)) throw new RangeError(`The area unit must be one of ${AREA_UNITS.join(', ')}, got ${JSON.stringify(unit)}`);
  const area = readExact(value, 'The area');
  const factor = readExact(SQUARE_FEET_PER_UNIT[unit], 'The factor');
  const scale = area.scale + factor.scale;
  return fromHundredths(divideHalfUp(area.units * factor.units * 100n, 10n ** scale));
}

/** A missing value: null, undefined or blank text. */
const isMissing = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Price per square foot for a listing card or the detail page: `price ÷ area`, exact, rounded half up
 * to the whole rupee (₹4,166.5 → ₹4,167).
 *
 * @param priceRupees Rupees (a `number` or decimal text such as "4500000.00"). A price of 0 counts as
 *   missing, as the catalogue uses 0.00 for "no price" (docs/product/catalogue.md, "The detail page").
 * @param areaSqft Square feet (a `number` or decimal text); convert other units with {@link toSquareFeet}.
 * @returns Whole rupees per square foot, or `undefined` when either input is missing (null, undefined,
 *   blank text) or is 0.
 * @throws RangeError when a present input is negative, NaN, ±Infinity or text that is not plain
 *   decimal digits (e.g. "N/A", "1,200").
 */
export function pricePerSqft(
  priceRupees: number | string | null | undefined,
  areaSqft: number | string | null | undefined,
): number | undefined {
  if (isMissing(priceRupees) || isMissing(areaSqft)) return undefined;
  const price = readExact(priceRupees as number | string, 'The price');
  const area = readExact(areaSqft as number | string, 'The area');
  if (price.units === 0n || area.units === 0n) return undefined;
  // (p / 10^ps) / (a / 10^as) = p · 10^as / (a · 10^ps)
  return Number(divideHalfUp(price.units * 10n ** area.scale, area.units * 10n ** price.scale));
}

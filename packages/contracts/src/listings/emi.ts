/**
 * # Home-loan EMI, exact to the rupee
 *
 * The EMI calculator of the listing page (docs/product/catalogue.md, "The detail page"):
 * the monthly instalment of a loan of
 * principal P at an annual rate R % over n months is
 *
 *     EMI = P · r · (1 + r)^n / ((1 + r)^n − 1),   r = R / 12 / 100 (monthly rate),   n = 12 · years
 *
 * and EMI = P / n when R = 0.
 *
 * Exactness: the rate is read from its decimal text (8.5 → 85/10), so r is the fraction
 * 85 / 12000 and (1 + r)^n is a `bigint` fraction; the formula is evaluated without any float and
 * rounded once. **Rounding:**
 * - `emi`: the exact EMI rounded half up to the whole rupee (₹8,678.23 → ₹8,678; ₹x.50 → up).
 * - `totalPayment` = `emi` × n (what the borrower pays if every instalment is `emi`).
 * - `totalInterest` = `totalPayment` − P. It is the true interest plus n times the EMI's rounding
 *   (at most ₹0.50 a month either way), so at 0 % it is that rounding alone: 0 when P divides by n,
 *   else a few rupees, possibly below 0 (P = ₹99,900 over 20 years → EMI ₹416, interest −₹60).
 * - `yearly[y]`: `balance` is the exact outstanding principal after 12·y months of the exact
 *   (unrounded) EMI, rounded half up to the rupee, and 0 after the last year; `principal` is the
 *   year's fall in `balance` (so the principals sum to P exactly); `interest` is the year's
 *   payments (`emi` × 12) minus its principal (so the interests sum to `totalInterest` exactly; each
 *   is within ₹7 of the year's exact interest).
 *
 * Defaults the calculator opens with: loan 80 % of the price, 8.5 % a year, 20 years.
 *
 * Pure functions, no I/O; no dependency on other modules.
 */

/** Share of the price the calculator lends by default, in percent (80 %). docs/product/catalogue.md. */
export const DEFAULT_LOAN_TO_VALUE_PERCENT = 80;

/** Default annual interest rate, in percent a year (8.5 %). docs/product/catalogue.md. */
export const DEFAULT_ANNUAL_RATE_PERCENT = 8.5;

/** Default tenure, in years (20 years = 240 months). docs/product/catalogue.md. */
export const DEFAULT_TENURE_YEARS = 20;

/** Longest tenure accepted, in years (40 years = 480 months). */
export const MAX_TENURE_YEARS = 40;

/** Highest annual rate accepted, in percent a year. */
export const MAX_ANNUAL_RATE_PERCENT = 50;

/** Largest principal accepted, in rupees (1,000 crore, the catalogue's highest price). */
export const MAX_PRINCIPAL_RUPEES = 10_000_000_000;

/** Input of {@link computeEmi}. */
export interface EmiInput {
  /** Loan amount in whole rupees: a whole `number`, or digit text such as "3600000" or "3600000.00"; 0 to {@link MAX_PRINCIPAL_RUPEES}. */
  principalRupees: number | string;
  /** Annual interest rate in percent a year (8.5 means 8.5 %): a `number` or decimal text; 0 to {@link MAX_ANNUAL_RATE_PERCENT}. */
  annualRatePercent: number | string;
  /** Tenure in whole years, 1 to {@link MAX_TENURE_YEARS}; the loan runs 12 × years months. */
  tenureYears: number;
}

/** One year of {@link EmiResult.yearly}, for the principal/interest chart; all amounts in whole rupees. */
export interface EmiYear {
  /** 1 for the first twelve instalments, up to the tenure in years. */
  year: number;
  /** Principal repaid in the year (rupees). The years' principals sum to the loan exactly. */
  principal: number;
  /** Interest paid in the year (rupees): the year's instalments (`emi` × 12) minus `principal`. */
  interest: number;
  /** Principal still owed at the end of the year (rupees); 0 after the last year. */
  balance: number;
}

/** Answer of {@link computeEmi}; every amount is whole rupees. */
export interface EmiResult {
  /** Monthly instalment, the exact EMI rounded half up to the rupee. */
  emi: number;
  /** Number of monthly instalments (12 × tenure in years). */
  months: number;
  /** `emi` × `months`, in rupees. */
  totalPayment: number;
  /** `totalPayment` − principal, in rupees (see the file comment for its rounding). */
  totalInterest: number;
  /** The year-by-year split, one entry per year of the tenure. */
  yearly: EmiYear[];
}

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;
const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** A non-negative decimal read exactly from its text (a number by its shortest text) as `units / 10^scale`. */
function readDecimal(value: number | string, what: string): { units: bigint; scale: bigint } {
  let match: RegExpExecArray | null = null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a finite number of 0 or more, got ${value}`);
    match = NUMBER_TEXT.exec(String(value));
  } else if (typeof value === 'string') {
    match = DECIMAL_TEXT.exec(value.trim());
  }
  if (!match) throw new RangeError(`${what} must be decimal digits, got ${JSON.stringify(value)}`);
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

/**
 * The loan the calculator starts with: `loanToValuePercent` % of the price, rounded half up to the
 * whole rupee, exactly (80 % of ₹45,00,001 = ₹36,00,000.80 → ₹36,00,001).
 *
 * @param priceRupees The listing price in rupees: a `number` or decimal text such as "4500000.00".
 * @param loanToValuePercent Percent of the price lent, 0 to 100; {@link DEFAULT_LOAN_TO_VALUE_PERCENT} (80) by default.
 * @returns Whole rupees.
 * @throws RangeError for a negative, non-finite or malformed price, or a percent outside 0–100.
 * @see docs/product/catalogue.md
 */
export function defaultLoanRupees(
  priceRupees: number | string,
  loanToValuePercent: number | string = DEFAULT_LOAN_TO_VALUE_PERCENT,
): number {
  const price = readDecimal(priceRupees, 'The price');
  const percent = readDecimal(loanToValuePercent, 'The loan-to-value percent');
  if (percent.units > 100n * 10n ** percent.scale)
    throw new RangeError(`The loan-to-value percent must be at most 100, got ${loanToValuePercent}`);
  const result = divideHalfUp(price.units * percent.units, 100n * 10n ** (price.scale + percent.scale));
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`The price is too large, got ${priceRupees}`);
  return Number(result);
}

/** The principal as a whole number of rupees (a `.000` fraction is allowed in text), else RangeError. */
function readPrincipal(value: number | string): bigint {
  const { units, scale } = readDecimal(value, 'The principal');
  const one = 10n ** scale;
  if (units % one !== 0n) throw new RangeError(`The principal must be whole rupees, got ${value}`);
  const rupees = units / one;
  if (rupees > BigInt(MAX_PRINCIPAL_RUPEES))
    throw new RangeError(`The principal must be at most ${MAX_PRINCIPAL_RUPEES} rupees, got ${value}`);
  return rupees;
}

/**
 * Computes the EMI of a home loan, its totals and a year-by-year principal/interest split, every
 * amount in whole rupees and exact to the rupee (see the file comment for the rounding: EMI half up
 * to the rupee; total payment = EMI × months; interest = total payment − principal; yearly principals
 * sum to the principal exactly and yearly interests to the total interest exactly).
 *
 * @example computeEmi({ principalRupees: 1_000_000, annualRatePercent: 8.5, tenureYears: 20 })
 *   // → { emi: 8678, months: 240, totalPayment: 2_082_720, totalInterest: 1_082_720, yearly: [...20 years] }
 * @example computeEmi({ principalRupees: 1_200_000, annualRatePercent: 0, tenureYears: 10 }).emi === 10_000
 * @throws RangeError when the principal is not whole rupees from 0 to {@link MAX_PRINCIPAL_RUPEES}, the rate
 *   is not a decimal from 0 to {@link MAX_ANNUAL_RATE_PERCENT} (NaN, negative, "8.5%"), or the tenure is
 *   not a whole number of years from 1 to {@link MAX_TENURE_YEARS}.
 * @see docs/product/catalogue.md, "The detail page".
 */
export function computeEmi(input: EmiInput): EmiResult {
  const principal = readPrincipal(input.principalRupees);
  const rate = readDecimal(input.annualRatePercent, 'The annual rate');
  if (rate.units > BigInt(MAX_ANNUAL_RATE_PERCENT) * 10n ** rate.scale) {
    throw new RangeError(`The annual rate must be at most ${MAX_ANNUAL_RATE_PERCENT} %, got ${input.annualRatePercent}`);
  }
  const years = input.tenureYears;
  if (!Number.isInteger(years) || years < 1 || years > MAX_TENURE_YEARS) {
    throw new RangeError(`The tenure must be a whole number of years from 1 to ${MAX_TENURE_YEARS}, got ${years}`);
  }
  const n = BigInt(years * 12);

  // Monthly rate r = a / d exactly; growth after m months (1 + r)^m = (d + a)^m / d^m.
  const a = rate.units;
  const d = 1200n * 10n ** rate.scale;
  const g = d + a;
  const gn = g ** n;
  const dn = d ** n;

  let emi: bigint;
  let balanceAfter: (months: bigint) => bigint;
  if (a === 0n) {
    emi = divideHalfUp(principal, n);
    balanceAfter = (m) => divideHalfUp(principal * (n - m), n);
  } else {
    // EMI = P · (a/d) · (g/d)^n / ((g/d)^n − 1) = P · a · g^n / (d · (g^n − d^n))
    emi = divideHalfUp(principal * a * gn, d * (gn - dn));
    // Outstanding after m payments of the exact EMI: P · ((1+r)^n − (1+r)^m) / ((1+r)^n − 1)
    //   = P · (g^n − g^m · d^(n−m)) / (g^n − d^n)
    balanceAfter = (m) => divideHalfUp(principal * (gn - g ** m * d ** (n - m)), gn - dn);
  }

  const yearly: EmiYear[] = [];
  let previous = principal;
  for (let year = 1; year <= years; year += 1) {
    const balance = year === years ? 0n : balanceAfter(BigInt(year * 12));
    const repaid = previous - balance;
    yearly.push({ year, principal: Number(repaid), interest: Number(emi * 12n - repaid), balance: Number(balance) });
    previous = balance;
  }

  const totalPayment = emi * n;
  return {
    emi: Number(emi),
    months: Number(n),
    totalPayment: Number(totalPayment),
    totalInterest: Number(totalPayment - principal),
    yearly,
  };
}

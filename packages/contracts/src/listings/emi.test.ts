import { describe, expect, it } from 'vitest';
import {
  computeEmi,
  DEFAULT_ANNUAL_RATE_PERCENT,
  DEFAULT_LOAN_TO_VALUE_PERCENT,
  DEFAULT_TENURE_YEARS,
  defaultLoanRupees,
  type EmiInput,
  MAX_ANNUAL_RATE_PERCENT,
  MAX_PRINCIPAL_RUPEES,
  MAX_TENURE_YEARS,
} from './emi.ts';

/**
 * An independent reference, by a different method from the module's closed form: fixed-point
 * arithmetic with 80 decimal digits, compounding month by month, and a month-by-month simulation
 * of the outstanding balance at the exact EMI. Its error is far below a paisa for every input here.
 */
const SCALE = 10n ** 80n;
function reference(
  principal: bigint,
  rateText: string,
  years: number,
): { emi: bigint; balances: bigint[]; exactEmi: bigint; exactBalances: bigint[] } {
  const [whole = '0', fraction = ''] = rateText.split('.');
  const monthlyRate = (BigInt(whole + fraction) * SCALE) / (1200n * 10n ** BigInt(fraction.length)); // r · SCALE
  const months = years * 12;
  const round = (scaled: bigint) => (scaled * 2n + SCALE) / (2n * SCALE);
  let exactEmi: bigint; // EMI · SCALE
  if (monthlyRate === 0n) exactEmi = (principal * SCALE) / BigInt(months);
  else {
    let growth = SCALE; // (1 + r)^m · SCALE
    for (let m = 0; m < months; m += 1) growth = (growth * (SCALE + monthlyRate)) / SCALE;
    exactEmi = (principal * monthlyRate * growth) / (growth - SCALE);
  }
  const balances: bigint[] = [];
  const exactBalances: bigint[] = [];
  let balance = principal * SCALE;
  for (let m = 1; m <= months; m += 1) {
    balance = balance + (balance * monthlyRate) / SCALE - exactEmi;
    if (m % 12 === 0) {
      balances.push(round(balance));
      exactBalances.push(balance);
    }
  }
  return { emi: round(exactEmi), balances, exactEmi, exactBalances };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('defaults', () => {
  it('opens with 80 % of the price, 8.5 % a year and 20 years', () => {
    expect(DEFAULT_LOAN_TO_VALUE_PERCENT).toBe(80);
    expect(DEFAULT_ANNUAL_RATE_PERCENT).toBe(8.5);
    expect(DEFAULT_TENURE_YEARS).toBe(20);
    expect(MAX_TENURE_YEARS).toBe(40);
    expect(MAX_ANNUAL_RATE_PERCENT).toBe(50);
    expect(MAX_PRINCIPAL_RUPEES).toBe(10_000_000_000);
  });
});

describe('defaultLoanRupees', () => {
  it.each<[number | string, number | string | undefined, number]>([
    [4_500_000, undefined, 3_600_000],
    ['4500000.00', undefined, 3_600_000],
    [4_500_001, undefined, 3_600_001], // 36,00,000.80 → up
    [4_500_002, undefined, 3_600_002], // 36,00,001.60 → up
    [4_500_006, undefined, 3_600_005], // 36,00,004.80 → up; 4,500,006 · 0.8 = 3,600,004.8
    [0.625, undefined, 1], // 0.5 → half up
    [0.6, undefined, 0], // 0.48
    [10_000_000, 75, 7_500_000],
    [10_000_000, '90', 9_000_000],
    [12_345_678, 100, 12_345_678],
    [12_345_678, 0, 0],
    [1_234_567, 33.33, 411_481], // 411,481.1811
  ])('price ₹%s at %s %% → ₹%s', (price, percent, loan) => {
    expect(percent === undefined ? defaultLoanRupees(price) : defaultLoanRupees(price, percent)).toBe(loan);
  });

  it.each<[number | string, number | string]>([
    [-1, 80],
    ['N/A', 80],
    [Number.NaN, 80],
    [1_000_000, 100.5],
    [1_000_000, -5],
    [1_000_000, '80%'],
  ])('refuses price %s at %s %%', (price, percent) => {
    expect(() => defaultLoanRupees(price, percent)).toThrow(RangeError);
  });
});

describe('computeEmi: known values', () => {
  // Reference EMIs from an exact fraction computation (Python `fractions.Fraction`), shown to 6 decimals:
  //   ₹10,00,000 → 8,678.232334   ₹50,00,000 → 43,391.161668   ₹30,00,000 → 26,034.697003   ₹36,00,000 → 31,241.636401
  it.each<[number, number]>([
    [1_000_000, 8_678],
    [5_000_000, 43_391],
    [3_000_000, 26_035],
    [3_600_000, 31_242],
  ])('₹%s at 8.5 %% over 20 years → EMI ₹%s', (principal, emi) => {
    const result = computeEmi({ principalRupees: principal, annualRatePercent: 8.5, tenureYears: 20 });
    expect(result.emi).toBe(emi);
    expect(BigInt(result.emi)).toBe(reference(BigInt(principal), '8.5', 20).emi);
  });

  it('gives the totals of ₹10,00,000 at 8.5 % over 20 years', () => {
    const result = computeEmi({ principalRupees: 1_000_000, annualRatePercent: 8.5, tenureYears: 20 });
    expect(result).toMatchObject({ emi: 8_678, months: 240, totalPayment: 2_082_720, totalInterest: 1_082_720 });
    expect(result.yearly).toHaveLength(20);
    // Exact balance after 12 months (Fraction): 9,80,097.708… → 9,80,098; principal 10,00,000 − 9,80,098;
    // interest 8,678 · 12 − 19,902 (the exact year's interest is 84,236.50, within the documented ₹7).
    expect(result.yearly[0]).toEqual({ year: 1, principal: 19_902, interest: 84_234, balance: 980_098 });
    expect(result.yearly[19]).toMatchObject({ year: 20, balance: 0 });
  });

  it('reads the inputs from text too', () => {
    const fromText = computeEmi({ principalRupees: '5000000.00', annualRatePercent: '8.50', tenureYears: 20 });
    const fromNumbers = computeEmi({ principalRupees: 5_000_000, annualRatePercent: 8.5, tenureYears: 20 });
    expect(fromText).toEqual(fromNumbers);
    expect(fromText.emi).toBe(43_391);
  });

  it('handles one year and a high rate', () => {
    // ₹1,20,000 at 12 % for 1 year: r = 1 %, EMI = 1,20,000 · 0.01 · 1.01^12 / (1.01^12 − 1) = 10,661.85…
    const result = computeEmi({ principalRupees: 120_000, annualRatePercent: 12, tenureYears: 1 });
    expect(result).toEqual({
      emi: 10_662,
      months: 12,
      totalPayment: 127_944,
      totalInterest: 7_944,
      yearly: [{ year: 1, principal: 120_000, interest: 7_944, balance: 0 }],
    });
  });
});

describe('computeEmi: 0 % a year', () => {
  it('divides the principal evenly', () => {
    const result = computeEmi({ principalRupees: 1_200_000, annualRatePercent: 0, tenureYears: 10 });
    expect(result.emi).toBe(10_000);
    expect(result.totalPayment).toBe(1_200_000);
    expect(result.totalInterest).toBe(0);
    expect(result.yearly.map((y) => y.principal)).toEqual(Array(10).fill(120_000));
    expect(result.yearly.map((y) => y.interest)).toEqual(Array(10).fill(0));
    expect(result.yearly.map((y) => y.balance)).toEqual([
      1_080_000, 960_000, 840_000, 720_000, 600_000, 480_000, 360_000, 240_000, 120_000, 0,
    ]);
  });

  it('shows the rounding of the EMI as interest when the principal does not divide', () => {
    // 1,00,000 / 240 = 416.67 → 417; 417 · 240 = 1,00,080
    expect(computeEmi({ principalRupees: 100_000, annualRatePercent: 0, tenureYears: 20 })).toMatchObject({
      emi: 417,
      totalPayment: 100_080,
      totalInterest: 80,
    });
    // 99,900 / 240 = 416.25 → 416; 416 · 240 = 99,840 (documented: the interest can then be below 0)
    expect(computeEmi({ principalRupees: 99_900, annualRatePercent: 0, tenureYears: 20 })).toMatchObject({
      emi: 416,
      totalPayment: 99_840,
      totalInterest: -60,
    });
    // exactly half a rupee: 1,080 / 240 = 4.5 → 5 (half up)
    expect(computeEmi({ principalRupees: 1_080, annualRatePercent: '0.00', tenureYears: 20 }).emi).toBe(5);
  });
});

describe('computeEmi: invariants against the reference', () => {
  const principals = [0n, 1n, 100_000n, 2_500_000n, 3_600_001n, 10_000_000n, 987_654_321n, 10_000_000_000n];
  const rates = ['0', '0.01', '6.5', '7.25', '8.5', '9.15', '12', '18.375', '50'];
  const tenures = [1, 5, 15, 20, 30, 40];

  it('matches the EMI and the year-end balances, and keeps the sums exact', () => {
    let checked = 0;
    for (const principal of principals) {
      for (const rate of rates) {
        for (const years of tenures) {
          const input: EmiInput = { principalRupees: principal.toString(), annualRatePercent: rate, tenureYears: years };
          const result = computeEmi(input);
          const ref = reference(principal, rate, years);
          const label = `${principal} at ${rate} % for ${years} y`;

          expect(BigInt(result.emi), label).toBe(ref.emi);
          expect(result.months, label).toBe(years * 12);
          expect(result.totalPayment, label).toBe(result.emi * years * 12);
          expect(result.totalInterest, label).toBe(result.totalPayment - Number(principal));

          expect(result.yearly.map((y) => y.year)).toEqual(Array.from({ length: years }, (_, i) => i + 1));
          // Year-end balances: the reference simulation, rounded half up (the last one is 0 exactly).
          expect(
            result.yearly.slice(0, -1).map((y) => BigInt(y.balance)),
            label,
          ).toEqual(ref.balances.slice(0, -1));
          expect(result.yearly.at(-1)?.balance).toBe(0);
          expect(ref.balances.at(-1) ?? 0n).toBe(0n);

          expect(sum(result.yearly.map((y) => y.principal)), label).toBe(Number(principal));
          expect(sum(result.yearly.map((y) => y.interest)), label).toBe(result.totalInterest);
          for (const [index, y] of result.yearly.entries()) {
            expect(y.principal + y.interest, label).toBe(result.emi * 12);
            // Within ₹7 of the year's exact interest (12 · exact EMI − the exact fall in the balance).
            const before = index === 0 ? principal * SCALE : (ref.exactBalances[index - 1] ?? 0n);
            const after = ref.exactBalances[index] ?? 0n;
            const exactInterest = 12n * ref.exactEmi - (before - after);
            const gap = BigInt(y.interest) * SCALE - exactInterest;
            expect((gap < 0n ? -gap : gap) <= 7n * SCALE, label).toBe(true);
            expect(y.principal).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(y.principal) && Number.isInteger(y.interest) && Number.isInteger(y.balance)).toBe(true);
          }
          checked += 1;
        }
      }
    }
    expect(checked).toBe(principals.length * rates.length * tenures.length);
  });

  it('repays more principal and less interest every year at a positive rate', () => {
    const { yearly } = computeEmi({ principalRupees: 5_000_000, annualRatePercent: 8.5, tenureYears: 20 });
    for (let i = 1; i < yearly.length; i += 1) {
      const [before, after] = [yearly[i - 1], yearly[i]];
      if (!before || !after) throw new Error('missing year');
      expect(after.principal).toBeGreaterThan(before.principal);
      expect(after.interest).toBeLessThan(before.interest);
      expect(after.balance).toBeLessThan(before.balance);
    }
  });

  it('gives zeros for a zero loan', () => {
    const result = computeEmi({ principalRupees: 0, annualRatePercent: 8.5, tenureYears: 2 });
    expect(result).toEqual({
      emi: 0,
      months: 24,
      totalPayment: 0,
      totalInterest: 0,
      yearly: [
        { year: 1, principal: 0, interest: 0, balance: 0 },
        { year: 2, principal: 0, interest: 0, balance: 0 },
      ],
    });
  });
});

describe('computeEmi: refused inputs', () => {
  const valid: EmiInput = { principalRupees: 1_000_000, annualRatePercent: 8.5, tenureYears: 20 };
  it.each<[string, Partial<EmiInput>]>([
    ['a fractional principal', { principalRupees: 1_000_000.5 }],
    ['a fractional principal in text', { principalRupees: '1000000.50' }],
    ['a negative principal', { principalRupees: -1 }],
    ['a principal above 1,000 crore', { principalRupees: 10_000_000_001 }],
    ['a principal in lakh words', { principalRupees: '10 lakh' }],
    ['NaN as principal', { principalRupees: Number.NaN }],
    ['a negative rate', { annualRatePercent: -1 }],
    ['a rate above 50 %', { annualRatePercent: 50.01 }],
    ['a rate with a percent sign', { annualRatePercent: '8.5%' }],
    ['an infinite rate', { annualRatePercent: Number.POSITIVE_INFINITY }],
    ['a zero tenure', { tenureYears: 0 }],
    ['a fractional tenure', { tenureYears: 2.5 }],
    ['a tenure above 40 years', { tenureYears: 41 }],
    ['NaN as tenure', { tenureYears: Number.NaN }],
  ])('refuses %s', (_, change) => {
    expect(() => computeEmi({ ...valid, ...change })).toThrow(RangeError);
  });

  it('accepts the limits', () => {
    // Exact EMI (Fraction): 41,66,66,667.95… → 41,66,66,668
    expect(
      computeEmi({ principalRupees: MAX_PRINCIPAL_RUPEES, annualRatePercent: MAX_ANNUAL_RATE_PERCENT, tenureYears: MAX_TENURE_YEARS }).emi,
    ).toBe(416_666_668);
    expect(computeEmi({ principalRupees: '1000000.000', annualRatePercent: 8.5, tenureYears: 1 }).months).toBe(12);
  });
});

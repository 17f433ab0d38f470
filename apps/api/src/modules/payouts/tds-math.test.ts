import { describe, expect, it } from 'vitest';
import {
  type EarlierLine,
  explainTds,
  financialYearOfDay,
  ruleInForce,
  type TdsRuleTerms,
  tdsOnBase,
  workTds,
  yearBefore,
} from './tds-math.ts';

// TDS under section 194H (docs/product/payouts.md, "Tax deducted at source"): threshold, catch-up,
// rates by day, no PAN, rounding to the rupee, shortfall and reversals. Amounts in paise.

/** The rules as migration 0031 seeds them. */
const RULES: TdsRuleTerms[] = [
  { ruleId: 1, section: '194H', effectiveFrom: '2016-06-01', ratePercent: '5.00', noPanRatePercent: '20.00', threshold: '15000.00' },
  { ruleId: 2, section: '194H', effectiveFrom: '2024-10-01', ratePercent: '2.00', noPanRatePercent: '20.00', threshold: '15000.00' },
  { ruleId: 3, section: '194H', effectiveFrom: '2025-04-01', ratePercent: '2.00', noPanRatePercent: '20.00', threshold: '20000.00' },
];
const rupees = (n: number) => BigInt(Math.round(n * 100));
const rule2025 = RULES[2] as TdsRuleTerms;

/** The TDS of a credit of `gross` rupees on `day` after `before` rupees earlier that year. */
function creditOn(day: string, gross: number, before = 0, options: { pan?: boolean; shortfall?: number } = {}) {
  const rule = ruleInForce(RULES, day);
  if (!rule) throw new Error(`no rule on ${day}`);
  return workTds({
    rule,
    panPresent: options.pan ?? true,
    creditedBefore: rupees(before),
    shortfallCarried: rupees(options.shortfall ?? 0),
    gross: rupees(gross),
  });
}

describe('the rule in force on a day', () => {
  it('is the one with the latest start on or before the day', () => {
    expect(ruleInForce(RULES, '2024-09-30')?.ratePercent).toBe('5.00');
    expect(ruleInForce(RULES, '2024-10-01')?.ratePercent).toBe('2.00');
    expect(ruleInForce(RULES, '2025-03-31')?.threshold).toBe('15000.00');
    expect(ruleInForce(RULES, '2025-04-01')?.threshold).toBe('20000.00');
    expect(ruleInForce(RULES, '2016-05-31')).toBeUndefined();
    expect(ruleInForce(RULES, '2026-11-29', '194C')).toBeUndefined();
  });
});

describe('the threshold', () => {
  it('deducts nothing while the year stays exactly at the threshold', () => {
    const out = creditOn('2025-06-10', 20_000);
    expect(out).toMatchObject({ payable: true, position: 'below', base: 0n, tds: 0n, net: rupees(20_000) });
    expect(creditOn('2025-06-10', 5_000, 15_000)).toMatchObject({ position: 'below', tds: 0n });
  });

  it('taxes the whole year once it is one paisa over', () => {
    const out = creditOn('2025-06-10', 20_000.01);
    // 2 % of ₹20,000.01 = ₹400.0002 → ₹400
    expect(out).toMatchObject({ position: 'crossing', base: rupees(20_000.01), tds: rupees(400), net: rupees(19_600.01) });
    const later = creditOn('2025-06-10', 0.01, 20_000);
    // crossing by one paisa catches up the whole ₹20,000.01, but TDS never exceeds the line's gross
    expect(later).toMatchObject({ position: 'crossing', base: rupees(20_000.01), due: rupees(400), tds: 1n, shortfall: rupees(399.99) });
  });

  it('catches up the whole year on the credit that crosses in one go', () => {
    // ₹15,000 earlier, ₹6,000 now: 2 % of ₹21,000 = ₹420
    expect(creditOn('2025-06-10', 6_000, 15_000)).toMatchObject({
      position: 'crossing',
      base: rupees(21_000),
      tds: rupees(420),
      net: rupees(5_580),
    });
  });

  it('crosses across several credits: nothing, nothing, the catch-up, then each credit on its own', () => {
    const lines: EarlierLine[] = [];
    const pay = (day: string, gross: number) => {
      const before = yearBefore(lines, day);
      const out = workTds({ rule: ruleInForce(RULES, day) as TdsRuleTerms, panPresent: true, ...before, gross: rupees(gross) });
      lines.push({ creditedOn: day, gross: gross.toFixed(2), tdsShortfall: (Number(out.shortfall) / 100).toFixed(2) });
      return out;
    };
    expect(pay('2025-05-01', 8_000).tds).toBe(0n);
    expect(pay('2025-07-01', 9_000).tds).toBe(0n);
    expect(pay('2025-09-01', 7_000)).toMatchObject({ position: 'crossing', base: rupees(24_000), tds: rupees(480) });
    expect(pay('2025-11-01', 1_000)).toMatchObject({ position: 'above', base: rupees(1_000), tds: rupees(20) });
  });
});

describe('the worked example of docs/product/payouts.md', () => {
  it('gives the table’s TDS and net, line by line', () => {
    const lines: EarlierLine[] = [];
    const pay = (day: string, gross: number, pan = true) => {
      const out = workTds({
        rule: ruleInForce(RULES, day) as TdsRuleTerms,
        panPresent: pan,
        ...yearBefore(lines, day),
        gross: rupees(gross),
      });
      lines.push({ creditedOn: day, gross: gross.toFixed(2), tdsShortfall: '0.00' });
      return [out.base, out.tds, out.net];
    };
    expect(pay('2026-05-10', 8_000)).toEqual([0n, 0n, rupees(8_000)]);
    expect(pay('2026-07-12', 9_000)).toEqual([0n, 0n, rupees(9_000)]);
    expect(pay('2026-09-15', 7_125)).toEqual([rupees(24_125), rupees(483), rupees(6_642)]);
    expect(pay('2026-11-20', 1_000 - 600)).toEqual([rupees(400), rupees(8), rupees(392)]);
    const noPan = workTds({
      rule: rule2025,
      panPresent: false,
      creditedBefore: rupees(17_000),
      shortfallCarried: 0n,
      gross: rupees(7_125),
    });
    expect(noPan.tds).toBe(rupees(4_825));
  });
});

describe('the financial year', () => {
  it('is read by the day in India: 31 March ends one, 1 April starts the next', () => {
    expect(financialYearOfDay('2026-03-31')).toBe('2025-26');
    expect(financialYearOfDay('2026-04-01')).toBe('2026-27');
  });

  it('does not count credits of the year before', () => {
    const lines: EarlierLine[] = [{ creditedOn: '2026-03-31', gross: '19000.00', tdsShortfall: '150.00' }];
    expect(yearBefore(lines, '2026-03-31')).toEqual({ creditedBefore: rupees(19_000), shortfallCarried: rupees(150) });
    expect(yearBefore(lines, '2026-04-01')).toEqual({ creditedBefore: 0n, shortfallCarried: 0n });
    // ₹5,000 on 31 March crosses 2025-26's ₹20,000; the same on 1 April starts 2026-27 from nothing
    expect(creditOn('2026-03-31', 5_000, 19_000).tds).toBe(rupees(480));
    expect(creditOn('2026-04-01', 5_000, 0).tds).toBe(0n);
  });
});

describe('rates and thresholds by day', () => {
  it('takes 5 % on a credit of 30 September 2024 and 2 % from 1 October 2024', () => {
    expect(creditOn('2024-09-30', 20_000)).toMatchObject({ rateHundredths: 500n, tds: rupees(1_000) });
    expect(creditOn('2024-10-01', 20_000)).toMatchObject({ rateHundredths: 200n, tds: rupees(400) });
  });

  it('uses ₹15,000 as the threshold in 2024-25 and ₹20,000 from 1 April 2025', () => {
    expect(creditOn('2025-03-31', 18_000).position).toBe('crossing');
    expect(creditOn('2025-03-31', 18_000).tds).toBe(rupees(360));
    expect(creditOn('2025-04-01', 18_000)).toMatchObject({ position: 'below', tds: 0n });
  });

  it('deducts 20 % without a PAN (section 206AA), and nothing below the threshold all the same', () => {
    expect(creditOn('2025-06-10', 21_000, 0, { pan: false })).toMatchObject({ rateHundredths: 2000n, tds: rupees(4_200) });
    expect(creditOn('2025-06-10', 19_000, 0, { pan: false }).tds).toBe(0n);
  });
});

describe('rounding to the rupee (half up)', () => {
  it('rounds ₹402.50 up and ₹402.49 down', () => {
    expect(tdsOnBase(rupees(20_125), 200n)).toBe(rupees(403)); // 402.50
    expect(tdsOnBase(rupees(20_124.5), 200n)).toBe(rupees(402)); // 402.49
    expect(creditOn('2025-06-10', 20_125)).toMatchObject({ tds: rupees(403), net: rupees(19_722) });
    expect(creditOn('2025-06-10', 20_124.5)).toMatchObject({ tds: rupees(402), net: rupees(19_722.5) });
  });
});

describe('shortfall and reversals', () => {
  it('carries TDS that does not fit into the next line of the year', () => {
    const small = creditOn('2025-06-10', 10, 20_000); // due ₹400 on ₹20,010; line of ₹10
    expect(small).toMatchObject({ due: rupees(400), tds: rupees(10), shortfall: rupees(390), net: 0n });
    const next = creditOn('2025-07-10', 1_000, 20_010, { shortfall: 390 });
    expect(next).toMatchObject({ position: 'above', due: rupees(20), tds: rupees(410), shortfall: 0n, net: rupees(590) });
  });

  it('pays no line of zero or less and keeps the shortfall for later', () => {
    expect(creditOn('2025-06-10', 0, 25_000, { shortfall: 50 })).toMatchObject({ payable: false, tds: 0n, shortfall: rupees(50) });
    expect(creditOn('2025-06-10', -3_000, 25_000)).toMatchObject({ payable: false, net: rupees(-3_000) });
  });

  it('lets a reversal reduce the year: netted into a line, it lowers both the base and the year total', () => {
    // ₹30,000 paid earlier this year; the deal is cancelled (−₹12,000) and ₹5,000 is new: gross ₹-7,000 → not paid
    expect(creditOn('2025-09-01', 5_000 - 12_000, 30_000).payable).toBe(false);
    // ₹18,000 paid; a later line nets a reversal of ₹4,000 with ₹7,000 new: gross ₹3,000, year ₹21,000 → 2 % of ₹21,000
    expect(creditOn('2025-09-01', 3_000, 18_000)).toMatchObject({ position: 'crossing', base: rupees(21_000), tds: rupees(420) });
    // the same ₹7,000 without the reversal would have been taxed on ₹25,000
    expect(creditOn('2025-09-01', 7_000, 18_000).tds).toBe(rupees(500));
    // a reversal in an earlier line of the year lowers the year's total before this credit
    const lines: EarlierLine[] = [
      { creditedOn: '2025-05-01', gross: '18000.00', tdsShortfall: '0.00' },
      { creditedOn: '2025-08-01', gross: '-2000.00', tdsShortfall: '0.00' },
    ];
    expect(yearBefore(lines, '2025-09-01').creditedBefore).toBe(rupees(16_000));
  });
});

describe('the explanation', () => {
  it('says how the TDS was worked, in words', () => {
    const crossing = creditOn('2025-06-10', 6_000, 15_000);
    const context = {
      threshold: rule2025.threshold,
      section: '194H',
      panPresent: true,
      creditedBefore: rupees(15_000),
      gross: rupees(6_000),
      shortfallCarried: 0n,
    };
    expect(explainTds(crossing, context)).toBe(
      "2% under section 194H on ₹21,000.00: this credit takes the year past ₹20,000, so the year's whole total so far is taxed. Rounded half up to the rupee: ₹420.00.",
    );
    const below = creditOn('2025-06-10', 3_000, 15_000);
    expect(explainTds(below, { ...context, gross: rupees(3_000) })).toBe(
      "No TDS: the year's credits of ₹18,000.00 stay at or below ₹20,000 (section 194H).",
    );
    const noPan = creditOn('2025-06-10', 1_000, 25_000, { pan: false });
    expect(explainTds(noPan, { ...context, panPresent: false, creditedBefore: rupees(25_000), gross: rupees(1_000) })).toContain(
      '20% under section 194H (no PAN on file: section 206AA) on ₹1,000.00',
    );
  });
});

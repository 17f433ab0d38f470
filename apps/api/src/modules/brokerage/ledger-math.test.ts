import { describe, expect, it } from 'vitest';
import {
  companyBrokerage,
  earningsTotals,
  hundredthsToPercent,
  indianRupees,
  normalisePercent,
  paiseToRupees,
  percentOfPaise,
  percentToHundredths,
  planDealLedger,
  type RuleSet,
  reversalAmount,
  rupeesToPaise,
} from './ledger-math.ts';

const DEFAULT_RULES: RuleSet = {
  free_share_percent: '50.00',
  pro_share_percent: '70.00',
  sponsor_level_1_percent: '5.00',
  sponsor_level_2_percent: '2.00',
};

describe('rupees and percentages as exact integers', () => {
  it('reads rupees text into paise and writes it back with two places', () => {
    expect(rupeesToPaise('4500000')).toBe(450000000n);
    expect(rupeesToPaise('4500000.5')).toBe(450000050n);
    expect(rupeesToPaise('1234567.89')).toBe(123456789n);
    expect(rupeesToPaise('-4500.00')).toBe(-450000n);
    expect(paiseToRupees(450000000n)).toBe('4500000.00');
    expect(paiseToRupees(5n)).toBe('0.05');
    expect(paiseToRupees(-5n)).toBe('-0.05');
    expect(paiseToRupees(0n)).toBe('0.00');
    // beyond what a float holds exactly
    expect(paiseToRupees(rupeesToPaise('99999999999999.99'))).toBe('99999999999999.99');
  });

  it('refuses text that is not an amount or a percentage', () => {
    for (const bad of ['', '1.234', '1e5', '12,000', 'abc', '1.', '.5']) expect(() => rupeesToPaise(bad)).toThrow(RangeError);
    for (const bad of ['100.01', '-1', '2.005', 'x']) expect(() => percentToHundredths(bad)).toThrow(RangeError);
  });

  it('reads percentages into hundredths', () => {
    expect(percentToHundredths('2')).toBe(200n);
    expect(percentToHundredths('1.75')).toBe(175n);
    expect(percentToHundredths('100.00')).toBe(10000n);
    expect(hundredthsToPercent(5n)).toBe('0.05');
    expect(normalisePercent('1.5')).toBe('1.50');
  });
});

describe('rounding half up to the paisa', () => {
  it('₹1,234,567.89 at 2.00 % and at 1.75 %', () => {
    // 2469135.78 paise → 2469136
    expect(companyBrokerage('1234567.89', '2.00')).toBe('24691.36');
    // 2160493.8075 paise → 2160494
    expect(companyBrokerage('1234567.89', '1.75')).toBe('21604.94');
  });

  it('an exact half paisa goes up, just under half goes down', () => {
    // ₹1,234.25 × 2 % = 2468.5 paise
    expect(companyBrokerage('1234.25', '2.00')).toBe('24.69');
    // ₹0.25 × 2 % = 0.5 paise
    expect(companyBrokerage('0.25', '2.00')).toBe('0.01');
    // ₹0.24 × 2 % = 0.48 paise
    expect(companyBrokerage('0.24', '2.00')).toBe('0.00');
    expect(percentOfPaise(5n, 1000n)).toBe(1n); // 10 % of 5 paise = 0.5
    expect(percentOfPaise(-5n, 1000n)).toBe(-1n); // the negative mirrors it
    expect(percentOfPaise(4n, 1000n)).toBe(0n);
  });

  it('each share is rounded on its own', () => {
    // B = ₹33.33; 50 % = 16.665 → 16.67; 5 % = 1.6665 → 1.67; 2 % = 0.6666 → 0.67
    const plan = planDealLedger({
      agreementValue: '1666.50',
      brokeragePercent: '2.00',
      plan: 'free',
      rules: DEFAULT_RULES,
      assId: 10,
      sponsorLevel1: 2,
      sponsorLevel2: 1,
    });
    expect(plan.companyBrokerage).toBe('33.33');
    expect(plan.entries.map((e) => e.amount)).toEqual(['16.67', '1.67', '0.67']);
  });
});

describe('a deal’s ledger', () => {
  it('₹45,00,000 at 2 %: B ₹90,000.00; free 50 % ₹45,000.00; sponsor 5 % ₹4,500.00; level 2 2 % ₹1,800.00', () => {
    expect(
      planDealLedger({
        agreementValue: '4500000.00',
        brokeragePercent: '2.00',
        plan: 'free',
        rules: DEFAULT_RULES,
        assId: 30,
        sponsorLevel1: 20,
        sponsorLevel2: 10,
      }),
    ).toEqual({
      companyBrokerage: '90000.00',
      brokeragePercent: '2.00',
      entries: [
        { kind: 'associate_share', assId: 30, percent: '50.00', amount: '45000.00' },
        { kind: 'sponsor_level_1', assId: 20, percent: '5.00', amount: '4500.00' },
        { kind: 'sponsor_level_2', assId: 10, percent: '2.00', amount: '1800.00' },
      ],
    });
  });

  it('a Pro associate gets 70 %, and missing sponsors write no entry', () => {
    const plan = planDealLedger({
      agreementValue: '4500000',
      brokeragePercent: '2',
      plan: 'pro',
      rules: DEFAULT_RULES,
      assId: 30,
      sponsorLevel1: null,
      sponsorLevel2: null,
    });
    expect(plan.entries).toEqual([{ kind: 'associate_share', assId: 30, percent: '70.00', amount: '63000.00' }]);
  });

  it('a rule changed between two deals: each deal uses the rules of its moment', () => {
    const input = {
      agreementValue: '4500000.00',
      brokeragePercent: '2.00',
      plan: 'free' as const,
      assId: 30,
      sponsorLevel1: 20,
      sponsorLevel2: null,
    };
    const first = planDealLedger({ ...input, rules: DEFAULT_RULES });
    const changed = { ...DEFAULT_RULES, free_share_percent: '55.50', sponsor_level_1_percent: '4.25' };
    const second = planDealLedger({ ...input, rules: changed });
    expect(first.entries.map((e) => [e.percent, e.amount])).toEqual([
      ['50.00', '45000.00'],
      ['5.00', '4500.00'],
    ]);
    expect(second.entries.map((e) => [e.percent, e.amount])).toEqual([
      ['55.50', '49950.00'],
      ['4.25', '3825.00'],
    ]);
  });
});

describe('reversals and totals', () => {
  it('a cancelled deal after payment: the reversal is the negative, and paid adds up to nothing', () => {
    expect(reversalAmount('45000.00')).toBe('-45000.00');
    expect(reversalAmount('0.01')).toBe('-0.01');
    const entries = [
      { status: 'paid', amount: '45000.00' },
      { status: 'reversal', amount: reversalAmount('45000.00') },
      { status: 'paid', amount: '1800.00' },
      { status: 'confirmed', amount: '4500.00' },
      { status: 'pending', amount: '0.05' },
      { status: 'pending', amount: '0.10' },
      { status: 'cancelled', amount: '999.99' },
    ];
    expect(earningsTotals(entries)).toEqual({ pending: '0.15', confirmed: '4500.00', paid: '1800.00' });
    expect(earningsTotals([])).toEqual({ pending: '0.00', confirmed: '0.00', paid: '0.00' });
  });

  it('adds 0.10 three times to exactly 0.30 (no float drift)', () => {
    const entries = Array.from({ length: 3 }, () => ({ status: 'pending', amount: '0.10' }));
    expect(earningsTotals(entries).pending).toBe('0.30');
  });
});

describe('rupees as people read them', () => {
  it('groups by lakh and crore', () => {
    expect(indianRupees('4500000.00')).toBe('₹45,00,000.00');
    expect(indianRupees('123456789.5')).toBe('₹12,34,56,789.50');
    expect(indianRupees('999')).toBe('₹999.00');
    expect(indianRupees('1000')).toBe('₹1,000.00');
    expect(indianRupees('-1800')).toBe('-₹1,800.00');
  });
});

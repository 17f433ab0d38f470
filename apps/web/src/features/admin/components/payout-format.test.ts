import { describe, expect, it } from 'vitest';
import { addRupees, financialYearOf, paiseOf, quarterOf, recentFinancialYears, rupeesOf } from './payout-format.ts';

// docs/product/payouts.md: exact sums in paise, financial years and TDS quarters
describe('payout arithmetic and periods', () => {
  it('adds rupee texts exactly in paise, reversals negative', () => {
    expect(addRupees(['0.10', '0.20'])).toBe('0.30');
    expect(addRupees(['21000.00', '4500.50', '-1800.25'])).toBe('23700.25');
    expect(addRupees(['-0.50', '0.20'])).toBe('-0.30');
    expect(addRupees([])).toBe('0.00');
    expect(addRupees(['99999999999.99', '0.01'])).toBe('100000000000.00');
    expect(paiseOf('12.5')).toBe(1250n);
    expect(rupeesOf(5n)).toBe('0.05');
  });

  it('knows the financial year (1 April – 31 March) and quarter of a day', () => {
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-01')).toBe('2099-00');
    expect(quarterOf('2026-04-01')).toBe('Q1');
    expect(quarterOf('2026-09-30')).toBe('Q2');
    expect(quarterOf('2026-11-29')).toBe('Q3');
    expect(quarterOf('2027-03-31')).toBe('Q4');
    expect(recentFinancialYears('2026-11-29', 3)).toEqual(['2026-27', '2025-26', '2024-25']);
  });
});

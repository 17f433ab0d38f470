import { BUDGET_PRESETS, budgetPresetOf } from '@realty/contracts/sites/budget-presets';
import { describe, expect, it } from 'vitest';
import { budgetHint, budgetInputText, readBudgetAmount } from './budget-input.ts';

// docs/product/catalogue.md, "Searching": budgets in the visitor's units, rupees in the address.
describe('readBudgetAmount', () => {
  it('reads a plain number below 1,000 as lakh', () => {
    expect(readBudgetAmount('45')).toBe(4_500_000);
    expect(readBudgetAmount('62.5')).toBe(6_250_000);
    expect(readBudgetAmount('999')).toBe(99_900_000);
  });
  it('reads a plain number from 1,000 up as rupees, fractions kept', () => {
    expect(readBudgetAmount('4500000')).toBe(4_500_000);
    expect(readBudgetAmount('45,00,000')).toBe(4_500_000);
    expect(readBudgetAmount('1000')).toBe(1_000);
    expect(readBudgetAmount('2500000.5')).toBe(2_500_000.5);
  });
  it('reads an amount with its unit or a rupee sign as written', () => {
    expect(readBudgetAmount('1.5 cr')).toBe(15_000_000);
    expect(readBudgetAmount('60 lakh')).toBe(6_000_000);
    expect(readBudgetAmount('75L')).toBe(7_500_000);
    expect(readBudgetAmount('₹500')).toBe(500);
  });
  it('gives nothing for a blank box, words, or more than 1,000 crore', () => {
    expect(readBudgetAmount('  ')).toBeUndefined();
    expect(readBudgetAmount('abc')).toBeUndefined();
    expect(readBudgetAmount('20000000000')).toBeUndefined();
  });
});

describe('budgetHint and budgetInputText', () => {
  it('shows the amount understood in the one rupee format', () => {
    expect(budgetHint('45')).toBe('₹45 L');
    expect(budgetHint('4500000')).toBe('₹45 L');
    expect(budgetHint('1.5 cr')).toBe('₹1.5 Cr');
    expect(budgetHint('85000')).toBe('₹85,000');
    expect(budgetHint('')).toBe('');
    expect(budgetHint('lots')).toMatch(/^Type e\.g\./);
  });
  it('writes rupees of the address back so they read the same', () => {
    for (const rupees of [4_500_000, 6_250_000, 2_500_000.5, 85_000, 150_000_000, 500, 0, 99_900_000]) {
      expect(readBudgetAmount(budgetInputText(rupees)), String(rupees)).toBe(rupees);
    }
    expect(budgetInputText(4_500_000)).toBe('45');
    expect(budgetInputText(undefined)).toBe('');
  });
});

describe('budget presets', () => {
  it('are in lakh and crore and hold rupees', () => {
    expect(BUDGET_PRESETS.map((p) => [p.label, p.minPrice, p.maxPrice])).toEqual([
      ['Under 25 L', undefined, 2_500_000],
      ['25–50 L', 2_500_000, 5_000_000],
      ['50 L–1 Cr', 5_000_000, 10_000_000],
      ['1–2 Cr', 10_000_000, 20_000_000],
      ['Above 2 Cr', 20_000_000, undefined],
    ]);
    expect(budgetPresetOf(2_500_000, 5_000_000)?.label).toBe('25–50 L');
    expect(budgetPresetOf(2_500_000, undefined)).toBeUndefined();
  });
});

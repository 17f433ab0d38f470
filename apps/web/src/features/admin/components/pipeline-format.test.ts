import { describe, expect, it } from 'vitest';
import { budgetText, formatMoneyExact, formatPercent, NO_AMOUNT } from './pipeline-format.ts';

describe('exact money of deals and the ledger', () => {
  it('writes rupees with Indian grouping and both paise digits, never rounding', () => {
    expect(formatMoneyExact('8500000.00')).toBe('₹85,00,000.00');
    expect(formatMoneyExact('170000.00')).toBe('₹1,70,000.00');
    expect(formatMoneyExact('999.99')).toBe('₹999.99');
    expect(formatMoneyExact('12.5')).toBe('₹12.50');
    expect(formatMoneyExact('90071992547409.93')).toBe('₹9,00,71,99,25,47,409.93');
    expect(formatMoneyExact('0.00')).toBe('₹0.00');
  });

  it('writes reversal amounts with a minus sign before ₹', () => {
    expect(formatMoneyExact('-85000.50')).toBe('−₹85,000.50');
    expect(formatMoneyExact('-1234567.89')).toBe('−₹12,34,567.89');
    expect(formatMoneyExact('-0.01')).toBe('−₹0.01');
    expect(formatMoneyExact('-0.00')).toBe('₹0.00');
  });

  it('shows a dash for text that is not an amount with at most 2 decimals', () => {
    for (const bad of ['', 'abc', '1,000.00', '1.234', '1e5', '--1.00']) expect(formatMoneyExact(bad)).toBe(NO_AMOUNT);
  });
});

describe('percentages and budgets', () => {
  it('drops trailing zeros of percentages', () => {
    expect(formatPercent('2.00')).toBe('2%');
    expect(formatPercent('70.50')).toBe('70.5%');
    expect(formatPercent('2.25')).toBe('2.25%');
  });

  it('writes budgets with the site formatter', () => {
    expect(budgetText('4000000.00', '6000000.00')).toBe('₹40 L – ₹60 L');
    expect(budgetText('0.00', '6000000.00')).toBe('Up to ₹60 L');
    expect(budgetText('12500000.00', '12500000.00')).toBe('₹1.25 Cr');
    expect(budgetText('0.00', '0.00')).toBe(NO_AMOUNT);
  });
});

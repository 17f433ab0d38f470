import { describe, expect, it } from 'vitest';
import { budgetHint, readBudget } from './budget.ts';

describe('a typed budget', () => {
  it('reads small plain numbers as lakh and larger ones as rupees', () => {
    expect(readBudget('45')).toBe(4_500_000);
    expect(readBudget('62.5')).toBe(6_250_000);
    expect(readBudget('4500000')).toBe(4_500_000);
    expect(readBudget('45,00,000')).toBe(4_500_000);
  });

  it('reads amounts with their unit as written', () => {
    expect(readBudget('1.5 cr')).toBe(15_000_000);
    expect(readBudget('75L')).toBe(7_500_000);
    expect(readBudget('₹85,000')).toBe(85_000);
  });

  it('refuses blanks, words and amounts above 1,000 crore', () => {
    expect(readBudget('')).toBeUndefined();
    expect(readBudget('about fifty')).toBeUndefined();
    expect(readBudget('2000 cr')).toBeUndefined();
  });

  it('hints the amount it understood', () => {
    expect(budgetHint('45')).toBe('₹45 L');
    expect(budgetHint('1.5 cr')).toBe('₹1.5 Cr');
    expect(budgetHint('')).toBe('');
    expect(budgetHint('abc')).toBe('Type e.g. 45 (lakh) or 1.5 cr');
  });
});

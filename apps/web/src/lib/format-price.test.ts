import { describe, expect, it } from 'vitest';
import { formatCrore, formatLakhCrore, priceRangeText } from './format-price.ts';

describe('formatCrore', () => {
  it('divides rupees by ten million and keeps two decimals', () => {
    expect(formatCrore('12500000.00')).toBe('₹ 1.25 Cr');
    expect(formatCrore('4500000')).toBe('₹ 0.45 Cr');
    expect(formatCrore(100_000_000)).toBe('₹ 10.00 Cr');
  });
  it('rounds to two decimals', () => {
    expect(formatCrore('12345678.00')).toBe('₹ 1.23 Cr');
    expect(formatCrore('12355000')).toBe('₹ 1.24 Cr');
  });
  it('shows zero as 0.00 Cr', () => {
    expect(formatCrore('0.00')).toBe('₹ 0.00 Cr');
  });
  it('accepts grouped digits', () => {
    expect(formatCrore('2,50,00,000')).toBe('₹ 2.50 Cr');
  });
  it('gives N/A for text that is not a number', () => {
    expect(formatCrore('')).toBe('N/A');
    expect(formatCrore('on request')).toBe('N/A');
    expect(formatCrore(undefined)).toBe('N/A');
    expect(formatCrore('-5')).toBe('N/A');
  });
});

describe('formatLakhCrore', () => {
  it('uses crore from ten million up, trimming zeros', () => {
    expect(formatLakhCrore('12500000.00')).toBe('₹1.25 Cr');
    expect(formatLakhCrore('20000000')).toBe('₹2 Cr');
    expect(formatLakhCrore(12_000_000)).toBe('₹1.2 Cr');
  });
  it('uses lakh from one hundred thousand up', () => {
    expect(formatLakhCrore('4500000.00')).toBe('₹45 Lakh');
    expect(formatLakhCrore('4550000')).toBe('₹45.5 Lakh');
    expect(formatLakhCrore('100000')).toBe('₹1 Lakh');
  });
  it('groups smaller amounts the Indian way', () => {
    expect(formatLakhCrore('85000')).toBe('₹85,000');
  });
  it('gives N/A for text that is not a number', () => {
    expect(formatLakhCrore('abc')).toBe('N/A');
  });
});

describe('priceRangeText', () => {
  it('is hidden when min and max are both 0.00', () => {
    expect(priceRangeText('0.00', '0.00')).toBeNull();
    expect(priceRangeText('', '')).toBeNull();
  });
  it('shows both ends when they differ', () => {
    expect(priceRangeText('4500000.00', '12500000.00')).toBe('₹45 Lakh – ₹1.25 Cr');
  });
  it('puts the smaller amount first', () => {
    expect(priceRangeText('30000000', '25000000')).toBe('₹2.5 Cr – ₹3 Cr');
  });
  it('shows one amount when the ends are equal or one is zero', () => {
    expect(priceRangeText('5000000.00', '5000000.00')).toBe('₹50 Lakh');
    expect(priceRangeText('0.00', '7500000.00')).toBe('₹75 Lakh');
    expect(priceRangeText('6500000.00', '0.00')).toBe('₹65 Lakh');
  });
});

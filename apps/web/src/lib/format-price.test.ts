import { describe, expect, it } from 'vitest';
import { formatPrice, formatRupeesInFull, priceRangeText } from './format-price.ts';

// docs/product/catalogue.md, "Prices and photos": one formatter for every rupee amount.
describe('formatPrice', () => {
  it('shows crore from one crore up, with up to two decimals', () => {
    expect(formatPrice('11500000.00')).toBe('₹1.15 Cr');
    expect(formatPrice('20000000')).toBe('₹2 Cr');
    expect(formatPrice(12_500_000)).toBe('₹1.25 Cr');
  });
  it('shows lakh from one lakh up to a crore', () => {
    expect(formatPrice('6200000.00')).toBe('₹62 L');
    expect(formatPrice('6250000')).toBe('₹62.5 L');
    expect(formatPrice('1500000.00')).toBe('₹15 L');
  });
  it('groups smaller amounts the Indian way', () => {
    expect(formatPrice('85000')).toBe('₹85,000');
    expect(formatPrice('0.00')).toBe('₹0');
  });
  it('accepts grouped digits', () => {
    expect(formatPrice('2,50,00,000')).toBe('₹2.5 Cr');
  });
  it('gives N/A for an amount it cannot read', () => {
    expect(formatPrice('')).toBe('N/A');
    expect(formatPrice('on request')).toBe('N/A');
    expect(formatPrice(undefined)).toBe('N/A');
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice('-5')).toBe('N/A');
  });
});

describe('priceRangeText', () => {
  it('is hidden when min and max are both 0.00', () => {
    expect(priceRangeText('0.00', '0.00')).toBeNull();
    expect(priceRangeText('', '')).toBeNull();
  });
  it('shows both ends when they differ', () => {
    expect(priceRangeText('4800000.00', '8500000.00')).toBe('₹48 L – ₹85 L');
    expect(priceRangeText('4500000.00', '12500000.00')).toBe('₹45 L – ₹1.25 Cr');
  });
  it('puts the smaller amount first', () => {
    expect(priceRangeText('30000000', '25000000')).toBe('₹2.5 Cr – ₹3 Cr');
  });
  it('shows one amount when the ends are equal or one is zero', () => {
    expect(priceRangeText('5000000.00', '5000000.00')).toBe('₹50 L');
    expect(priceRangeText('0.00', '7500000.00')).toBe('₹75 L');
    expect(priceRangeText('6500000.00', '0.00')).toBe('₹65 L');
  });
});

// docs/product/seo.md, "Hindi": lakh and crore as words, Indian grouping in both languages.
describe('formatPrice in Hindi', () => {
  it('writes lakh and crore as Hindi words', () => {
    expect(formatPrice('6200000.00', 'hi')).toBe('₹62 लाख');
    expect(formatPrice('6250000', 'hi')).toBe('₹62.5 लाख');
    expect(formatPrice('11500000.00', 'hi')).toBe('₹1.15 करोड़');
    expect(formatPrice(20_000_000, 'hi')).toBe('₹2 करोड़');
    expect(formatPrice('12500000000', 'hi')).toBe('₹1,250 करोड़');
  });
  it('groups smaller amounts the Indian way', () => {
    expect(formatPrice('85000', 'hi')).toBe('₹85,000');
    expect(formatPrice('2,50,00,000', 'hi')).toBe('₹2.5 करोड़');
  });
  it('gives a Hindi placeholder for an amount it cannot read', () => {
    expect(formatPrice('on request', 'hi')).toBe('उपलब्ध नहीं');
    expect(formatPrice(null, 'hi')).toBe('उपलब्ध नहीं');
  });
  it('keeps English when asked for English', () => {
    expect(formatPrice('6200000.00', 'en')).toBe('₹62 L');
  });
});

describe('priceRangeText in Hindi', () => {
  it('writes both ends in Hindi', () => {
    expect(priceRangeText('4800000.00', '8500000.00', 'hi')).toBe('₹48 लाख – ₹85 लाख');
    expect(priceRangeText('4500000.00', '12500000.00', 'hi')).toBe('₹45 लाख – ₹1.25 करोड़');
  });
  it('shows one amount or hides the range as in English', () => {
    expect(priceRangeText('0.00', '7500000.00', 'hi')).toBe('₹75 लाख');
    expect(priceRangeText('0.00', '0.00', 'hi')).toBeNull();
  });
});

describe('formatRupeesInFull', () => {
  it('writes the whole amount with Indian grouping in both languages', () => {
    expect(formatRupeesInFull(450000)).toBe('₹4,50,000');
    expect(formatRupeesInFull('8500000.00', 'hi')).toBe('₹85,00,000');
    expect(formatRupeesInFull('999.5')).toBe('₹1,000');
    expect(formatRupeesInFull('4,50,000')).toBe('₹4,50,000');
  });
  it('gives the placeholder for an amount it cannot read', () => {
    expect(formatRupeesInFull('on request')).toBe('N/A');
    expect(formatRupeesInFull('-5', 'hi')).toBe('उपलब्ध नहीं');
    expect(formatRupeesInFull(undefined)).toBe('N/A');
  });
});

import { describe, expect, it } from 'vitest';
import { formatIndianDigits, formatRupeeRange, formatRupees, RUPEES_PER_CRORE, RUPEES_PER_LAKH } from './price-format.ts';

describe('formatIndianDigits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [85_000, '85,000'],
    [99_999, '99,999'],
    [100_000, '1,00,000'],
    [1_234_567, '12,34,567'],
    [9_999_999, '99,99,999'],
    [10_000_000, '1,00,00,000'],
    [150_000_000, '15,00,00,000'],
    [10_000_000_000, '10,00,00,00,000'],
    [-100_000, '-1,00,000'],
  ])('%s → %s', (n, text) => {
    expect(formatIndianDigits(n)).toBe(text);
  });

  it('takes bigint and digit text, beyond the safe integers too', () => {
    expect(formatIndianDigits(12_345_678_901_234_567_890n)).toBe('1,23,45,67,89,01,23,45,67,890');
    expect(formatIndianDigits('10000000')).toBe('1,00,00,000');
    expect(formatIndianDigits('0042')).toBe('42');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '1.5', '', 'abc', '1,000'])('refuses %s', (n) => {
    expect(() => formatIndianDigits(n)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('exports the unit sizes', () => {
    expect(RUPEES_PER_LAKH).toBe(100_000);
    expect(RUPEES_PER_CRORE).toBe(10_000_000);
  });

  it.each([
    [0, '₹0'],
    [1, '₹1'],
    [850, '₹850'],
    [85_000, '₹85,000'],
    [99_999, '₹99,999'],
    [100_000, '₹1 L'],
    [150_000, '₹1.5 L'],
    [6_200_000, '₹62 L'],
    [6_250_000, '₹62.5 L'],
    [6_255_000, '₹62.55 L'],
    [4_500_000, '₹45 L'],
    [9_999_000, '₹99.99 L'],
    [10_000_000, '₹1 Cr'],
    [11_500_000, '₹1.15 Cr'],
    [15_000_000, '₹1.5 Cr'],
    [20_000_000, '₹2 Cr'],
    [123_456_789, '₹12.35 Cr'],
    [12_500_000_000, '₹1,250 Cr'],
    [10_000_000_000_000, '₹10,00,000 Cr'],
  ])('%s rupees → %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('reads decimal text as the database sends it', () => {
    expect(formatRupees('4500000.00')).toBe('₹45 L');
    expect(formatRupees('12500000.00')).toBe('₹1.25 Cr');
    expect(formatRupees('0.00')).toBe('₹0');
    expect(formatRupees('85000.49')).toBe('₹85,000');
    expect(formatRupees(' 6250000 ')).toBe('₹62.5 L');
    expect(formatRupees('123456789012345678')).toBe('₹12,34,56,78,901.23 Cr');
  });

  describe('rounds half up, exactly, and moves to the next unit when the rounding reaches it', () => {
    it.each([
      // below a lakh: to the whole rupee
      [85_000.49, '₹85,000'],
      [85_000.5, '₹85,001'],
      ['99999.49', '₹99,999'],
      ['99999.50', '₹1 L'],
      // lakh band: to 0.01 L = ₹1,000
      [100_499, '₹1 L'],
      [100_500, '₹1.01 L'],
      [6_254_999, '₹62.55 L'],
      [6_254_499, '₹62.54 L'],
      [9_999_499, '₹99.99 L'],
      [9_999_500, '₹1 Cr'],
      [9_999_999, '₹1 Cr'],
      ['9999999.99', '₹1 Cr'],
      // crore band: to 0.01 Cr = ₹1,00,000
      [10_049_999, '₹1 Cr'],
      [10_050_000, '₹1.01 Cr'],
      [14_999_999, '₹1.5 Cr'],
      [19_950_000, '₹2 Cr'],
      [19_949_999, '₹1.99 Cr'],
    ])('%s → %s', (amount, text) => {
      expect(formatRupees(amount)).toBe(text);
    });

    it('shows no float artefacts', () => {
      // 0.1 + 0.2 is 0.30000000000000004 as a float; 1.005 * 1e7 is 10049999.999999998.
      expect(formatRupees(0.1 + 0.2)).toBe('₹0');
      expect(formatRupees(1.005 * 1e7)).toBe('₹1 Cr');
      expect(formatRupees('10050000.00')).toBe('₹1.01 Cr');
      expect(formatRupees(1e21)).toBe('₹10,00,00,00,00,00,000 Cr');
      expect(formatRupees(5e-7)).toBe('₹0');
    });
  });

  it.each([-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, '', 'N/A', '1,00,000', '-5', '1e5', '+5', '.5', '5.', '₹5'])(
    'refuses %s with a RangeError',
    (amount) => {
      expect(() => formatRupees(amount)).toThrow(RangeError);
    },
  );

  it('reads negative zero as zero', () => {
    expect(formatRupees(-0)).toBe('₹0');
  });
});

describe('formatRupeeRange', () => {
  it('joins two amounts with an en dash', () => {
    expect(formatRupeeRange(4_800_000, 8_500_000)).toBe('₹48 L – ₹85 L');
    expect(formatRupeeRange('4000000.00', '12500000.00')).toBe('₹40 L – ₹1.25 Cr');
    expect(formatRupeeRange(0, 85_000)).toBe('₹0 – ₹85,000');
  });

  it('puts the lower amount first', () => {
    expect(formatRupeeRange(8_500_000, 4_800_000)).toBe('₹48 L – ₹85 L');
    expect(formatRupeeRange('8550000.50', '850000')).toBe('₹8.5 L – ₹85.5 L');
    expect(formatRupeeRange('99999.5', 99_999)).toBe('₹99,999 – ₹1 L');
  });

  it('shows one value when both ends read the same', () => {
    expect(formatRupeeRange(6_000_000, 6_000_000)).toBe('₹60 L');
    expect(formatRupeeRange('6000000.00', 6_000_000)).toBe('₹60 L');
    expect(formatRupeeRange(6_000_000, 6_000_400)).toBe('₹60 L');
    expect(formatRupeeRange(9_999_999, 10_000_000)).toBe('₹1 Cr');
  });

  it('refuses a bad end', () => {
    expect(() => formatRupeeRange('N/A', 5)).toThrow(RangeError);
    expect(() => formatRupeeRange(5, -1)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

// docs/product/payments.md, "Tax invoices": the total in words in the Indian system.
describe('amountInWords', () => {
  it('writes the invoice totals in lakh and crore, with paise and "Only"', () => {
    expect(amountInWords('1180.00')).toBe('One Thousand One Hundred Eighty Rupees Only');
    expect(amountInWords('1180')).toBe('One Thousand One Hundred Eighty Rupees Only');
    expect(amountInWords('1180.50')).toBe('One Thousand One Hundred Eighty Rupees And Fifty Paise Only');
    expect(amountInWords('100000.00')).toBe('One Lakh Rupees Only');
    expect(amountInWords('12345678.09')).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees And Nine Paise Only',
    );
    expect(amountInWords('1.00')).toBe('One Rupee Only');
    expect(amountInWords('-1180.00')).toBe('One Thousand One Hundred Eighty Rupees Only');
  });

  it('writes every number of paise exactly (no float rounding on the way)', () => {
    const units = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];
    const teens = ['Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
    const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
    const words = (n: number) =>
      n < 10 ? units[n] : n < 20 ? teens[n - 10] : `${tens[Math.floor(n / 10)]}${n % 10 ? ` ${units[n % 10]}` : ''}`;
    for (let paise = 1; paise < 100; paise++) {
      const text = `4.${String(paise).padStart(2, '0')}`;
      expect(amountInWords(text), text).toBe(`Four Rupees And ${words(paise)} ${paise === 1 ? 'Paisa' : 'Paise'} Only`);
    }
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWords('1,180')).toThrow(RangeError);
    expect(() => amountInWords('one')).toThrow(RangeError);
  });
});

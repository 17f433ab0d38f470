import { describe, expect, it } from 'vitest';
import { readRupeesTyped, rupeesTypedForBody, rupeesTypedText } from './rupees-typed.ts';

describe('rupee amounts as typed', () => {
  it('reads lakh and crore, rupees from 1,000 up, and a plain number below 1,000 as lakh', () => {
    expect(readRupeesTyped('20 lakh')).toBe('2000000.00');
    expect(readRupeesTyped('1.5 crore')).toBe('15000000.00');
    expect(readRupeesTyped('4500000')).toBe('4500000.00');
    expect(readRupeesTyped('45')).toBe('4500000.00');
  });

  it('reads an amount with a rupee sign as rupees, however small', () => {
    expect(readRupeesTyped('₹500')).toBe('500.00');
    expect(readRupeesTyped('Rs. 750')).toBe('750.00');
  });

  it('sends exact rupees, what is not an amount as typed, and a blank box as blank', () => {
    expect(rupeesTypedForBody(' 1.5 crore ')).toBe('15000000.00');
    expect(rupeesTypedForBody('fifty')).toBe('fifty');
    expect(rupeesTypedForBody('  ')).toBe('');
  });

  it('shows a stored amount so it reads back the same', () => {
    for (const stored of ['4500000.00', '2500000.50', '500.00', '999.00', '1000.00']) {
      expect(readRupeesTyped(rupeesTypedText(stored)), stored).toBe(stored);
    }
    expect(rupeesTypedText('0.00')).toBe('');
    expect(rupeesTypedText(null)).toBe('');
  });
});

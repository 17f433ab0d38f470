import { describe, expect, it } from 'vitest';
import { checkEmiForm, defaultEmiValues, parseLoan, paymentShares, priceAmount } from './emi-form.ts';

describe('the EMI form', () => {
  it('opens with 80 % of the price, 8.5 % and 20 years', () => {
    expect(defaultEmiValues(5_000_000)).toEqual({ loan: '40,00,000', rate: '8.5', tenure: '20' });
    expect(defaultEmiValues('4500001.00').loan).toBe('36,00,001');
    expect(defaultEmiValues('0.00').loan).toBe('');
  });

  it('reads loans in whole rupees, Indian commas allowed', () => {
    expect(parseLoan('40,00,000')).toBe(4_000_000);
    expect(parseLoan(' 4000000 ')).toBe(4_000_000);
    expect(parseLoan('1000.5')).toBeNull();
    expect(parseLoan('fifty')).toBeNull();
  });

  it('takes the loan in lakh and crore like every rupee box of the site', () => {
    expect(parseLoan('20 lakh')).toBe(2_000_000);
    expect(parseLoan('1.5 crore')).toBe(15_000_000);
    expect(parseLoan('40')).toBe(4_000_000);
    expect(parseLoan('₹500')).toBe(500);
    expect(checkEmiForm({ loan: '20 lakh', rate: '8.5', tenure: '20' }, 5_000_000).inputs?.principalRupees).toBe(2_000_000);
    expect(priceAmount('N/A')).toBeNull();
  });

  it('checks the limits: loan up to the price, rate 0–30 %, tenure 1–30 years', () => {
    const ok = checkEmiForm({ loan: '40,00,000', rate: '8.5', tenure: '20' }, 5_000_000);
    expect(ok).toEqual({ inputs: { principalRupees: 4_000_000, annualRatePercent: '8.5', tenureYears: 20 }, errors: {} });
    expect(checkEmiForm({ loan: '50,00,000', rate: '30', tenure: '30' }, 5_000_000).inputs).toBeDefined();
    expect(checkEmiForm({ loan: '50,00,001', rate: '30.01', tenure: '1.5' }, 5_000_000).errors).toEqual({
      loan: 'The loan cannot be more than the price (₹50,00,000).',
      rate: 'Enter an interest rate from 0 to 30 % a year.',
      tenure: 'Enter a tenure of 1 to 30 whole years.',
    });
    expect(checkEmiForm({ loan: '0', rate: '8', tenure: '10' }, 5_000_000).errors.loan).toBe('The loan amount must be at least ₹1.');
  });

  it('splits the total payment into whole-percent shares', () => {
    expect(paymentShares(4_000_000, 4_331_120)).toEqual({ principalPercent: 48, interestPercent: 52 });
    expect(paymentShares(1_000, -60)).toEqual({ principalPercent: 100, interestPercent: 0 });
  });
});

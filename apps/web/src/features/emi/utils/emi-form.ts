import {
  computeEmi,
  DEFAULT_ANNUAL_RATE_PERCENT,
  DEFAULT_TENURE_YEARS,
  defaultLoanRupees,
  type EmiResult,
  MAX_PRINCIPAL_RUPEES,
} from '@realty/contracts/listings/emi';
import { formatIndianDigits } from '@realty/contracts/listings/price-format';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { readRupeesTyped } from '../../../lib/rupees-typed.ts';
import { emiTexts } from '../texts.ts';

/**
 * # The EMI calculator's form
 *
 * What the buyer types (loan amount, interest rate, tenure), checked against the calculator's
 * limits, and the numbers it shows (docs/product/catalogue.md, "The detail page"). The EMI itself comes from the contracts'
 * `computeEmi` (exact to the rupee).
 */

/** Highest interest rate the calculator accepts, in percent a year (30 %). */
export const EMI_MAX_RATE_PERCENT = 30;

/** Shortest tenure the calculator accepts, in whole years (1). */
export const EMI_MIN_TENURE_YEARS = 1;

/** Longest tenure the calculator accepts, in whole years (30). */
export const EMI_MAX_TENURE_YEARS = 30;

/** The calculator's inputs as typed: loan in rupees (digits, Indian commas allowed), rate in % a year, tenure in years. */
export type EmiFormValues = { loan: string; rate: string; tenure: string };

/** A message for each input that cannot be used. */
export type EmiFormErrors = Partial<Record<keyof EmiFormValues, string>>;

/** The rupee amount of a listing price (a number or the API's decimal text), or null when it is not a positive amount. */
export function priceAmount(priceRupees: number | string): number | null {
  const n =
    typeof priceRupees === 'number' ? priceRupees : /^\d+(\.\d+)?$/.test(priceRupees.trim()) ? Number(priceRupees.trim()) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Rupees with Indian digit grouping: 4000000 → "₹40,00,000" (whole rupees). */
export function rupeesText(rupees: number): string {
  return `₹${formatIndianDigits(Math.round(rupees))}`;
}

/**
 * The inputs the calculator opens with for a listing of `priceRupees`: the loan is 80 % of the
 * price rounded to the rupee ("40,00,000" for ₹50,00,000; blank when the price is not a positive
 * amount), 8.5 % a year, 20 years.
 */
export function defaultEmiValues(priceRupees: number | string): EmiFormValues {
  const price = priceAmount(priceRupees);
  let loan = '';
  if (price !== null) {
    try {
      loan = formatIndianDigits(defaultLoanRupees(typeof priceRupees === 'string' ? priceRupees.trim() : price));
    } catch {
      loan = '';
    }
  }
  return { loan, rate: String(DEFAULT_ANNUAL_RATE_PERCENT), tenure: String(DEFAULT_TENURE_YEARS) };
}

/**
 * Whole rupees of a typed loan, read as every rupee box of the site reads it (lib/rupees-typed.ts):
 * "40,00,000", "4000000", "40 lakh", "1.5 crore", "40" (lakh); null when it is not an amount
 * or not whole rupees. See docs/product/catalogue.md, "The detail page".
 */
export function parseLoan(text: string): number | null {
  const rupees = readRupeesTyped(text);
  return rupees !== undefined && rupees.endsWith('.00') ? Number(rupees.slice(0, -3)) : null;
}

/** The checked inputs of {@link checkEmiForm}: principal in rupees, rate in % a year, tenure in years. */
export type EmiInputs = { principalRupees: number; annualRatePercent: string; tenureYears: number };

/**
 * Checks the typed values: the loan must be whole rupees from ₹1 up to the price (`priceRupees`,
 * when it is a positive amount); the rate a number from 0 to 30 % a year with at most two
 * decimals; the tenure whole years from 1 to 30. Returns the inputs when all are usable, and a
 * message for each one that is not, in `language` (default English; docs/product/seo.md, "Hindi").
 */
export function checkEmiForm(
  values: EmiFormValues,
  priceRupees: number | string,
  language: Language = 'en',
): { inputs?: EmiInputs; errors: EmiFormErrors } {
  const t = emiTexts(language);
  const errors: EmiFormErrors = {};
  const price = priceAmount(priceRupees);

  const loan = parseLoan(values.loan);
  if (values.loan.trim() === '') errors.loan = t('error.loanEmpty');
  else if (loan === null) errors.loan = t('error.loanWhole');
  else if (loan < 1) errors.loan = t('error.loanMin');
  else if (loan > MAX_PRINCIPAL_RUPEES) errors.loan = t('error.loanMax', { max: rupeesText(MAX_PRINCIPAL_RUPEES) });
  else if (price !== null && loan > price) errors.loan = t('error.loanAbovePrice', { price: rupeesText(Math.floor(price)) });

  const rateText = values.rate.trim().replace(/\s*%$/, '');
  const rate = /^\d{1,2}(\.\d{1,2})?$/.test(rateText) ? Number(rateText) : Number.NaN;
  if (!(rate >= 0 && rate <= EMI_MAX_RATE_PERCENT)) errors.rate = t('error.rate', { max: EMI_MAX_RATE_PERCENT });

  const tenureText = values.tenure.trim();
  const tenure = /^\d{1,2}$/.test(tenureText) ? Number(tenureText) : Number.NaN;
  if (!(tenure >= EMI_MIN_TENURE_YEARS && tenure <= EMI_MAX_TENURE_YEARS)) {
    errors.tenure = t('error.tenure', { min: EMI_MIN_TENURE_YEARS, max: EMI_MAX_TENURE_YEARS });
  }

  if (Object.keys(errors).length > 0 || loan === null) return { errors };
  return { inputs: { principalRupees: loan, annualRatePercent: rateText, tenureYears: tenure }, errors };
}

/** {@link computeEmi} of checked inputs, or null if it refuses them (it should not within the form's limits). */
export function emiOf(inputs: EmiInputs): EmiResult | null {
  try {
    return computeEmi(inputs);
  } catch {
    return null;
  }
}

/**
 * Whole-percent shares of principal and interest in the total payment, summing to 100
 * (interest below 0, from the EMI's rounding at 0 %, counts as 0).
 */
export function paymentShares(principal: number, interest: number): { principalPercent: number; interestPercent: number } {
  const i = Math.max(0, interest);
  const total = principal + i;
  if (total <= 0) return { principalPercent: 0, interestPercent: 0 };
  const principalPercent = Math.round((principal / total) * 100);
  return { principalPercent, interestPercent: 100 - principalPercent };
}

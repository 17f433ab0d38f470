import { indiaDay } from './dates.ts';

/**
 * India's financial year (Income-tax Act 1961, s. 3 "previous year"; GST returns and invoice
 * series run by it): 1 April to 31 March, the day read in India (Asia/Kolkata). Used by the invoice
 * and credit-note series (docs/product/payments.md, "Tax invoices") and by the payouts' TDS
 * quarters (docs/product/payouts.md).
 */
export type FinancialYear = {
  /** The calendar year of its 1 April (2026 for 2026-27). */
  startYear: number;
  /** As invoice numbers write it: "26-27". */
  short: string;
  /** As returns write it: "2026-27". */
  label: string;
};

/** The financial year of `startYear` (the year of its 1 April). */
export function financialYearStarting(startYear: number): FinancialYear {
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return { startYear, short: `${two(startYear)}-${two(startYear + 1)}`, label: `${startYear}-${two(startYear + 1)}` };
}

/**
 * The financial year `at` falls in, by its day in India: 31 March 2027 23:59 IST is in 2026-27, 1
 * April 2027 00:00 IST (31 March 18:30 UTC) in 2027-28.
 * @throws RangeError for an invalid date.
 */
export function financialYearOf(at: Date): FinancialYear {
  const day = indiaDay(at);
  if (!day) throw new RangeError('Not a date');
  return financialYearStarting(day.month >= 4 ? day.year : day.year - 1);
}

import { type FinancialYear, financialYearOf } from '@realty/contracts/common/financial-year';
import type { Database } from '@realty/db/client';
import { sql } from 'drizzle-orm';

/**
 * Numbers of tax documents (docs/product/payments.md, "Tax invoices"; CGST Rules 2017, rule
 * 46(1)(b) for invoices and rule 53 for credit notes): one consecutive series per kind and
 * financial year, written `{series}/{yy-yy}/{six digits}` — `KR/26-27/000001`, 15 characters,
 * within the rule's sixteen.
 */

/** The series: `KR` for tax invoices, `CN` for credit notes. */
export type DocumentSeries = 'KR' | 'CN';

/** Most documents of one series in one financial year (six digits). */
export const MAX_DOCUMENTS_PER_YEAR = 999_999;

/** A number as printed: `KR/26-27/000001`. */
export function documentNumber(series: DocumentSeries, year: FinancialYear, number: number): string {
  return `${series}/${year.short}/${String(number).padStart(6, '0')}`;
}

/**
 * Takes the next number of `series` in the financial year of `at` (its day in India) inside the
 * transaction `tx` that writes the document: an upsert that locks the series' row until `tx`
 * ends, so numbers taken at the same moment are given one after the other, and a transaction that
 * rolls back gives its number back (no gap, no duplicate). Call it last in the transaction, just
 * before the document's insert, to hold the lock briefly.
 * @returns the number and its printed form.
 * @throws whatever the database throws; past {@link MAX_DOCUMENTS_PER_YEAR} the row's check fails.
 */
export async function takeDocumentNumber(
  tx: Database,
  series: DocumentSeries,
  at: Date,
): Promise<{ number: number; documentNumber: string; financialYear: FinancialYear }> {
  const year = financialYearOf(at);
  const result = await tx.execute(sql`
    insert into document_series (series, financial_year, last_number) values (${series}, ${year.short}, 1)
    on conflict (series, financial_year) do update set last_number = document_series.last_number + 1
    returning last_number`);
  const number = Number((result as unknown as { rows: { last_number: number }[] }).rows[0]?.last_number);
  return { number, documentNumber: documentNumber(series, year, number), financialYear: year };
}

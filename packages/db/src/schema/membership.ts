import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given in each series of tax documents per financial year (migration 0027;
 * docs/product/payments.md, "Tax invoices"): `series` 'KR' (invoices) or 'CN' (credit notes),
 * `financial_year` as invoice numbers write it ('26-27'), `last_number` 1 to 999,999.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'document_series_pkey', columns: [t.series, t.financialYear] }),
    check('document_series_last_number_check', sql`${t.lastNumber} BETWEEN 1 AND 999999`),
  ],
);

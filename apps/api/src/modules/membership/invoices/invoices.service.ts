import { indiaDay } from '@realty/contracts/common/dates';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { GST_STATES } from '@realty/contracts/membership/gst-states';
import { type invoiceSummarySchema, MEMBERSHIP_MESSAGES } from '@realty/contracts/membership/orders';
import type { Database } from '@realty/db/client';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { normaliseRupees } from '../../brokerage/ledger-math.ts';
import { findInvoice, type InvoiceRow, listInvoicesIssued, listMemberInvoices } from '../membership.repository.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/**
 * Tax invoices as lists, files and the month's CSV (docs/product/payments.md, "Tax invoices"):
 * an associate sees their own; staff see all and export a month for the GST return.
 */

/** India's offset from UTC in milliseconds (+05:30). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** An invoice in a list; `pdfBase` is where its PDF is served (`/api/associate/invoices` or `/api/admin/invoices`). */
export function invoiceSummary(row: InvoiceRow, pdfBase: string): z.infer<typeof invoiceSummarySchema> {
  return {
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
    issued_at: row.issuedAt.toISOString(),
    order_id: row.orderId,
    buyer_name: row.buyerName,
    place_of_supply: row.buyerStateCode,
    taxable_value: normaliseRupees(row.taxableValue),
    cgst: normaliseRupees(row.cgst),
    sgst: normaliseRupees(row.sgst),
    igst: normaliseRupees(row.igst),
    total: normaliseRupees(row.total),
    pdf_url: `${pdfBase}/${row.invoiceId}.pdf`,
  };
}

/** `GET /api/associate/invoices`: the associate's invoices, newest first. */
export async function listMyInvoices(db: Database, assId: number) {
  const rows = await listMemberInvoices(db, assId);
  return { success: true as const, data: rows.map((row) => invoiceSummary(row, '/api/associate/invoices')) };
}

/**
 * The invoice of `invoiceFile` (`{invoiceId}.pdf`) for associate `assId` (staff: `assId` null).
 * @throws AppError 404 'Invoice not found.' for an unknown one; 403 NOT_OWNER for another associate's.
 */
export async function invoiceFor(db: Database, invoiceFile: string, assId: number | null): Promise<InvoiceRow> {
  const invoice = await findInvoice(db, Number(invoiceFile.replace(/\.pdf$/, '')));
  if (!invoice) throw notFound(MEMBERSHIP_MESSAGES.invoiceNotFound);
  if (assId !== null && invoice.assId !== assId) {
    throw new AppError(403, MEMBERSHIP_MESSAGES.invoiceNotOwner, { code: ERROR_CODES.NOT_OWNER });
  }
  return invoice;
}

/** The first moment of month `month` (`YYYY-MM`) in India, and of the next month. */
export function indiaMonthBounds(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, mon - 1, 1) - INDIA_OFFSET_MS),
    to: new Date(Date.UTC(year, mon, 1) - INDIA_OFFSET_MS),
  };
}

/** `GET /api/admin/invoices?month=`: every invoice (of the month, by its day in India), in number order. */
export async function listInvoicesForStaff(db: Database, month: string | undefined) {
  const bounds = month ? indiaMonthBounds(month) : undefined;
  const rows = await listInvoicesIssued(db, bounds?.from, bounds?.to);
  return { success: true as const, data: rows.map((row) => invoiceSummary(row, '/api/admin/invoices')) };
}

/** The columns of the month's CSV, in order. */
export const INVOICE_CSV_COLUMNS = [
  'invoice_number',
  'date',
  'buyer',
  'member_id',
  'state',
  'state_code',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'total',
] as const;

/**
 * `GET /api/admin/invoices.csv?month=2026-11`: the invoices issued in the month (by the day in
 * India) for the GST return, one row each in number order: number, date (YYYY-MM-DD), buyer,
 * member id, state and its code, taxable value, CGST, SGST, IGST, total (rupees with two
 * decimals). Written by `csv-stringify` (RFC 4180 quoting), with a header row.
 */
export async function invoicesCsv(db: Database, month: string): Promise<string> {
  const { from, to } = indiaMonthBounds(month);
  const rows = await listInvoicesIssued(db, from, to);
  const records = rows.map((row) => {
    const day = indiaDay(row.issuedAt);
    const document = row.document as { buyer?: { memberId?: string } };
    return [
      row.invoiceNumber,
      day ? `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}` : '',
      row.buyerName,
      document.buyer?.memberId ?? '',
      GST_STATES.find((s) => s.code === row.buyerStateCode)?.name ?? row.buyerStateCode,
      row.buyerStateCode,
      normaliseRupees(row.taxableValue),
      normaliseRupees(row.cgst),
      normaliseRupees(row.sgst),
      normaliseRupees(row.igst),
      normaliseRupees(row.total),
    ];
  });
  return stringify(records, { header: true, columns: [...INVOICE_CSV_COLUMNS], record_delimiter: 'windows' });
}

/**
 * The PDF of invoice `invoiceFile` (`{invoiceId}.pdf`) for associate `assId` (staff: null), drawn
 * from what the invoice fixed at issue, and its file name (`KR-26-27-000001.pdf`).
 * @throws AppError 404 / 403 NOT_OWNER as {@link invoiceFor}.
 */
export async function invoicePdf(db: Database, invoiceFile: string, assId: number | null): Promise<{ pdf: Buffer; fileName: string }> {
  const invoice = await invoiceFor(db, invoiceFile, assId);
  const pdf = await renderInvoicePdf(invoice.document as InvoiceDocument);
  return { pdf, fileName: `${invoice.invoiceNumber.replace(/\//g, '-')}.pdf` };
}

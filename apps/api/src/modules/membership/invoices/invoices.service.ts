import { indiaDateText } from '@realty/contracts/common/dates';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { GST_STATES } from '@realty/contracts/membership/gst-states';
import { type invoiceSummarySchema, MEMBERSHIP_MESSAGES } from '@realty/contracts/membership/orders';
import type { Database } from '@realty/db/client';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { normaliseRupees } from '../../brokerage/ledger-math.ts';
import { findInvoice, type InvoiceRow, listCreditNotesIssued, listInvoicesIssued, listMemberInvoices } from '../membership.repository.ts';
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

/**
 * The columns of the month's CSV, in order: `invoice_number` is the document's own number (a
 * credit note's `CN/…`), `document` "Tax invoice" or "Credit note", `against_invoice` a credit
 * note's invoice number.
 */
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
  'document',
  'against_invoice',
] as const;

/** Rupees text as a credit note's row writes it: negative ("-1000.00"), zero as "0.00". */
const negative = (rupees: string) => {
  const text = normaliseRupees(rupees);
  return /^0\.00$/.test(text) ? text : `-${text}`;
};

/**
 * `GET /api/admin/invoices.csv?month=2026-11`: the tax documents issued in the month (by the day
 * in India) for the GST return: the invoices in number order, then the credit notes in number
 * order as negative rows (CGST Act s. 34: a credit note reduces the month's tax). Columns:
 * number, date (YYYY-MM-DD), buyer, member id, state and its code, taxable value, CGST, SGST,
 * IGST, total (rupees with two decimals), the document ("Tax invoice" / "Credit note") and the
 * invoice a credit note is against. Written by `csv-stringify` (RFC 4180 quoting), with a header row.
 */
export async function invoicesCsv(db: Database, month: string): Promise<string> {
  const { from, to } = indiaMonthBounds(month);
  const [rows, notes] = await Promise.all([listInvoicesIssued(db, from, to), listCreditNotesIssued(db, from, to)]);
  const stateName = (code: string) => GST_STATES.find((s) => s.code === code)?.name ?? code;
  const memberIdOf = (document: unknown) => (document as { buyer?: { memberId?: string } }).buyer?.memberId ?? '';
  const records = rows.map((row) => {
    return [
      row.invoiceNumber,
      indiaDateText(row.issuedAt),
      row.buyerName,
      memberIdOf(row.document),
      stateName(row.buyerStateCode),
      row.buyerStateCode,
      normaliseRupees(row.taxableValue),
      normaliseRupees(row.cgst),
      normaliseRupees(row.sgst),
      normaliseRupees(row.igst),
      normaliseRupees(row.total),
      'Tax invoice',
      '',
    ];
  });
  for (const { note, invoiceNumber } of notes) {
    records.push([
      note.creditNoteNumber,
      indiaDateText(note.issuedAt),
      note.buyerName,
      memberIdOf(note.document),
      stateName(note.buyerStateCode),
      note.buyerStateCode,
      negative(note.taxableValue),
      negative(note.cgst),
      negative(note.sgst),
      negative(note.igst),
      negative(note.total),
      'Credit note',
      invoiceNumber,
    ]);
  }
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

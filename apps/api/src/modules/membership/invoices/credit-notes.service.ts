import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { type CreditNoteSummary, REFUND_MESSAGES } from '@realty/contracts/membership/refunds';
import type { Database } from '@realty/db/client';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { normaliseRupees } from '../../brokerage/ledger-math.ts';
import { type CreditNoteWithInvoice, findCreditNote, listCreditNotesIssued, listMemberCreditNotes } from '../membership.repository.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { indiaMonthBounds } from './invoices.service.ts';

/**
 * Credit notes as lists and files (docs/product/payments.md, "Refunds and credit notes"; CGST
 * Rules 2017, rule 53): an associate sees their own beside their invoices; staff see all, by month.
 */

/** A credit note in a list; `pdfBase` is where its PDF is served (`/api/associate/credit-notes` or `/api/admin/credit-notes`). */
export function creditNoteSummary({ note, invoiceNumber }: CreditNoteWithInvoice, pdfBase: string): CreditNoteSummary {
  return {
    credit_note_id: note.creditNoteId,
    credit_note_number: note.creditNoteNumber,
    issued_at: note.issuedAt.toISOString(),
    invoice_id: note.invoiceId,
    invoice_number: invoiceNumber,
    order_id: note.orderId,
    buyer_name: note.buyerName,
    place_of_supply: note.buyerStateCode,
    reason: note.reason,
    taxable_value: normaliseRupees(note.taxableValue),
    cgst: normaliseRupees(note.cgst),
    sgst: normaliseRupees(note.sgst),
    igst: normaliseRupees(note.igst),
    total: normaliseRupees(note.total),
    pdf_url: `${pdfBase}/${note.creditNoteId}.pdf`,
  };
}

/** `GET /api/associate/credit-notes`: the associate's credit notes, newest first. */
export async function listMyCreditNotes(db: Database, assId: number) {
  const rows = await listMemberCreditNotes(db, assId);
  return { success: true as const, data: rows.map((row) => creditNoteSummary(row, '/api/associate/credit-notes')) };
}

/** `GET /api/admin/credit-notes?month=`: every credit note (of the month, by its day in India), in number order. */
export async function listCreditNotesForStaff(db: Database, month: string | undefined) {
  const bounds = month ? indiaMonthBounds(month) : undefined;
  const rows = await listCreditNotesIssued(db, bounds?.from, bounds?.to);
  return { success: true as const, data: rows.map((row) => creditNoteSummary(row, '/api/admin/credit-notes')) };
}

/**
 * The PDF of credit note `creditNoteFile` (`{creditNoteId}.pdf`) for associate `assId` (staff:
 * null), drawn from what it fixed at issue, and its file name (`CN-26-27-000001.pdf`).
 * @throws AppError 404 'Credit note not found.'; 403 NOT_OWNER for another associate's.
 */
export async function creditNotePdf(
  db: Database,
  creditNoteFile: string,
  assId: number | null,
): Promise<{ pdf: Buffer; fileName: string }> {
  const note = await findCreditNote(db, Number(creditNoteFile.replace(/\.pdf$/, '')));
  if (!note) throw notFound(REFUND_MESSAGES.creditNoteNotFound);
  if (assId !== null && note.assId !== assId) {
    throw new AppError(403, REFUND_MESSAGES.creditNoteNotOwner, { code: ERROR_CODES.NOT_OWNER });
  }
  const pdf = await renderInvoicePdf(note.document as InvoiceDocument);
  return { pdf, fileName: `${note.creditNoteNumber.replace(/\//g, '-')}.pdf` };
}

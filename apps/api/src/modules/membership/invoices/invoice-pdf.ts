import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { A4_PAGE, INK, MUTED, drawRule as rule, SHADE, writeBody as write } from '@realty/db/pdf/a4-style';
import { registerNotoSans } from '@realty/db/pdf/noto-sans';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './invoice-document.ts';

/**
 * # The tax invoice and credit note as a PDF
 *
 * One A4 page per document (docs/product/payments.md, "Tax invoices"), with what CGST Rules 2017,
 * rule 46 asks of a tax invoice (rule 53 of a credit note): the supplier's name, address and
 * GSTIN, the consecutive number and date, the recipient's name, address and GSTIN (when
 * registered), the place of supply with its state name and code, the SAC, description and taxable
 * value of each service, the rate and amount of each tax charged, the total in figures and in words,
 * and whether tax is payable on reverse charge.
 *
 * Drawn by pdfkit (docs/decisions/0035-pdf-library.md) in Noto Sans, embedded from an npm package
 * (`@realty/db/pdf/noto-sans`): Latin for English and figures, Devanagari for the Hindi names and
 * the rupee sign ₹, which the PDF standard fonts lack.
 */

type Doc = InstanceType<typeof PDFDocument>;

/** True when a tax amount ("0.00", "0") is nothing, so its row is left out. Text only: no float. */
function isZero(amount: string): boolean {
  return /^-?0*(\.0*)?$/.test(amount.trim());
}

/** "Uttar Pradesh (code 09)". */
function stateWithCode(name: string, code: string): string {
  return `${name} (code ${code})`;
}

/** The document's day of issue as a fixed time (midnight in India), so the same document gives the same bytes. */
function issuedAt(issuedOn: string): Date {
  const at = new Date(`${issuedOn}T00:00:00+05:30`);
  if (Number.isNaN(at.getTime())) throw new RangeError(`issuedOn must be YYYY-MM-DD, got ${JSON.stringify(issuedOn)}`);
  return at;
}

/**
 * Renders a tax invoice or credit note as a one-page A4 PDF (CGST Rules 2017, rule 46 for
 * invoices, rule 53 for credit notes; docs/product/payments.md, "Tax invoices").
 *
 * The page shows, top to bottom: the title ("Tax Invoice" or "Credit Note") with the number and
 * the date ("29 Nov 2026"); the seller's legal name, address, GSTIN, state and state code; for a
 * credit note the invoice it is against ("Against invoice KR/26-27/000001 dated 29 Nov 2026") and
 * the reason; "Bill to" (name, member id, address, state and code, GSTIN when given) beside the
 * place of supply ("Uttar Pradesh (09)"); a table of the services (English description with the
 * Hindi name beside it, SAC, taxable value); the taxable value, each tax charged (CGST @ 9.00 %,
 * SGST @ 9.00 % or IGST @ 18.00 %; a tax whose amount is zero is left out) and the total; the total
 * in words; "Reverse charge: No"; and the footer "This is a computer-generated invoice.".
 * Money is printed exactly as given, in Indian grouping with the rupee sign (₹1,180.00).
 *
 * Deterministic: the PDF's creation date is the day of issue (midnight in India), its Title the
 * number and its Author the seller's legal name, so one document always gives the same bytes.
 *
 * @param document What the document says, fixed at issue ({@link InvoiceDocument}; money as
 *   rupees text with two places, dates `YYYY-MM-DD`).
 * @returns The PDF file's bytes (starting `%PDF-`).
 * @throws RangeError when `issuedOn` is not a date.
 */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const creditNote = document.kind === 'credit_note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_PAGE.left,
    pdfVersion: '1.7',
    info: {
      Title: document.number,
      Author: document.seller.legalName,
      Subject: creditNote ? 'Credit Note' : 'Tax Invoice',
      CreationDate: issuedAt(document.issuedOn),
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerNotoSans(doc);
  drawDocument(doc, document);
  doc.end();
  return done;
}

function drawDocument(doc: Doc, d: InvoiceDocument): void {
  const creditNote = d.kind === 'credit_note';
  const { left, right } = A4_PAGE;
  const sideX = 340;
  const sideWidth = right - sideX;

  // title, number and date
  write(doc, creditNote ? 'Credit Note' : 'Tax Invoice', left, A4_PAGE.top - 4, { size: 20, bold: true });
  let sideY: number = A4_PAGE.top;
  sideY = write(doc, `${creditNote ? 'Credit note no.' : 'Invoice no.'} ${d.number}`, sideX, sideY, {
    size: 10.5,
    bold: true,
    width: sideWidth,
    align: 'right',
  });
  sideY = write(doc, `Date: ${formatDate(d.issuedOn)}`, sideX, sideY + 2, { size: 10, width: sideWidth, align: 'right' });

  // seller
  let y = A4_PAGE.top + 36;
  y = write(doc, d.seller.legalName, left, y, { size: 11.5, bold: true, width: 280 });
  y = write(doc, d.seller.address, left, y + 1, { width: 280, color: MUTED });
  y = write(doc, `GSTIN: ${d.seller.gstin}`, left, y + 2, { width: 280 });
  y = write(doc, `State: ${stateWithCode(d.seller.stateName, d.seller.stateCode)}`, left, y, { width: 280 });
  y = Math.max(y, sideY);

  // a credit note's invoice and reason
  if (creditNote) {
    y += 10;
    if (d.refersTo)
      y = write(doc, `Against invoice ${d.refersTo.number}  dated ${formatDate(d.refersTo.issuedOn)}`, left, y, { size: 10, bold: true });
    if (d.reason) y = write(doc, `Reason: ${d.reason}`, left, y + 1, { width: right - left });
  }

  y += 12;
  rule(doc, y);
  y += 10;

  // bill to, and the place of supply
  const top = y;
  y = write(doc, 'Bill to', left, y, { size: 8.5, bold: true, color: MUTED });
  y = write(doc, d.buyer.name, left, y + 1, { size: 11, bold: true, width: 270 });
  y = write(doc, `Member ID: ${d.buyer.memberId}`, left, y + 1, { width: 270 });
  y = write(doc, d.buyer.address, left, y, { width: 270, color: MUTED });
  y = write(doc, `State: ${stateWithCode(d.buyer.stateName, d.buyer.stateCode)}`, left, y + 2, { width: 270 });
  if (d.buyer.gstin) y = write(doc, `GSTIN: ${d.buyer.gstin}`, left, y, { width: 270 });
  let side = write(doc, 'Place of supply', sideX, top, { size: 8.5, bold: true, color: MUTED, width: sideWidth, align: 'right' });
  side = write(doc, `${d.placeOfSupply.name} (${d.placeOfSupply.code})`, sideX, side + 1, {
    size: 11,
    bold: true,
    width: sideWidth,
    align: 'right',
  });
  y = Math.max(y, side) + 16;

  // the services
  const cols = { no: left + 6, description: left + 28, sac: 378, value: 440 };
  const valueWidth = right - 6 - cols.value;
  const descriptionWidth = cols.sac - cols.description - 12;
  doc.rect(left, y, right - left, 20).fill(SHADE);
  write(doc, '#', cols.no, y + 5, { size: 8.5, bold: true, color: MUTED });
  write(doc, 'Description of service', cols.description, y + 5, { size: 8.5, bold: true, color: MUTED });
  write(doc, 'SAC', cols.sac, y + 5, { size: 8.5, bold: true, color: MUTED });
  write(doc, 'Taxable value', cols.value, y + 5, { size: 8.5, bold: true, color: MUTED, width: valueWidth, align: 'right' });
  y += 26;
  d.lines.forEach((line, i) => {
    write(doc, String(i + 1), cols.no, y, { size: 10 });
    const below = write(doc, `${line.description} / ${line.descriptionHi}`, cols.description, y, { size: 10, width: descriptionWidth });
    write(doc, line.sac, cols.sac, y, { size: 10 });
    write(doc, formatRupeesExact(line.taxableValue), cols.value, y, { size: 10, width: valueWidth, align: 'right' });
    y = below + 6;
    rule(doc, y);
    y += 6;
  });

  // taxable value, taxes and total
  y += 4;
  const labelX = 330;
  const amountRow = (label: string, amount: string, bold = false) => {
    write(doc, label, labelX, y, { size: bold ? 11 : 10, bold });
    y = write(doc, formatRupeesExact(amount), cols.value, y, { size: bold ? 11 : 10, bold, width: valueWidth, align: 'right' }) + 3;
  };
  amountRow('Taxable value', d.taxableValue);
  if (!isZero(d.cgst.amount)) amountRow(`CGST @ ${d.cgst.rate} %`, d.cgst.amount);
  if (!isZero(d.sgst.amount)) amountRow(`SGST @ ${d.sgst.rate} %`, d.sgst.amount);
  if (!isZero(d.igst.amount)) amountRow(`IGST @ ${d.igst.rate} %`, d.igst.amount);
  rule(doc, y, INK, labelX, right);
  y += 5;
  amountRow(creditNote ? 'Total credit' : 'Total', d.total, true);

  // in words, reverse charge
  y += 14;
  y = write(doc, 'Total in words', left, y, { size: 8.5, bold: true, color: MUTED });
  y = write(doc, d.totalInWords, left, y + 1, { size: 10, width: right - left });
  y = write(doc, 'Reverse charge: No', left, y + 10, { size: 10 });

  // footer
  rule(doc, A4_PAGE.height - 64);
  write(doc, `This is a computer-generated ${creditNote ? 'credit note' : 'invoice'}.`, left, A4_PAGE.height - 56, {
    size: 8.5,
    color: MUTED,
    width: right - left,
    align: 'center',
  });
}

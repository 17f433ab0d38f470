import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { PayoutLine } from '@realty/contracts/payouts/payouts';
import { A4_PAGE, INK, MUTED, drawRule as rule, SHADE, writeBody as write } from '@realty/db/pdf/a4-style';
import { registerNotoSans } from '@realty/db/pdf/noto-sans';
import PDFDocument from 'pdfkit';

/**
 * # The payout advice as a PDF
 *
 * What an associate keeps for each payout (docs/product/payouts.md, "Payout advice"): the
 * company, the associate and member ID, the account paid into (masked: last four digits), the
 * date of credit, each ledger entry paid (reversals negative), the gross, the TDS with its rate,
 * section 194H and how it was worked, the net amount and the bank's reference. Drawn with the
 * library and fonts of the tax invoices (pdfkit, Noto Sans embedded from an npm package:
 * docs/decisions/0035-pdf-library.md), so ₹ prints; A4, more pages when the entries need them.
 */

type Doc = InstanceType<typeof PDFDocument>;

/** What the advice shows: the company (from the settings), the payout as the API answers it, and the bank file's payment reference. */
export type PayoutAdvice = {
  company: { legalName: string; address: string; gstin: string };
  payout: PayoutLine;
  /** "KR-P12-L34". */
  paymentReference: string;
};

/** "Associate share", "Sponsor override (level 1)"… */
const KIND_WORDS: Readonly<Record<string, string>> = {
  associate_share: 'Associate share',
  sponsor_level_1: 'Sponsor override (level 1)',
  sponsor_level_2: 'Sponsor override (level 2)',
};

/**
 * Renders the payout advice of `advice` (see the file comment) as A4 PDF bytes (starting
 * `%PDF-`). Deterministic: the creation date is the day of credit (midnight in India), so the same
 * payout always gives the same bytes.
 * @throws RangeError when the payout's `credited_on` is not a date.
 * @see docs/product/payouts.md ("Payout advice")
 */
export function renderPayoutAdvicePdf(advice: PayoutAdvice): Promise<Buffer> {
  const created = new Date(`${advice.payout.credited_on}T00:00:00+05:30`);
  if (Number.isNaN(created.getTime())) throw new RangeError(`credited_on must be YYYY-MM-DD, got ${advice.payout.credited_on}`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_PAGE.left,
    pdfVersion: '1.7',
    info: {
      Title: `Payout advice ${advice.paymentReference}`,
      Author: advice.company.legalName,
      Subject: 'Payout advice',
      CreationDate: created,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerNotoSans(doc);
  draw(doc, advice);
  doc.end();
  return done;
}

function draw(doc: Doc, { company, payout, paymentReference }: PayoutAdvice): void {
  const { left, right } = A4_PAGE;
  const sideX = 330;
  const sideWidth = right - sideX;

  write(doc, 'Payout Advice', left, A4_PAGE.top - 4, { size: 20, bold: true });
  let side = write(doc, `Payout no. ${payout.line_id}`, sideX, A4_PAGE.top, { size: 10.5, bold: true, width: sideWidth, align: 'right' });
  side = write(doc, `Date of credit: ${formatDate(payout.credited_on)}`, sideX, side + 2, { size: 10, width: sideWidth, align: 'right' });
  side = write(doc, `Financial year ${payout.financial_year}`, sideX, side, { size: 10, width: sideWidth, align: 'right' });

  let y = A4_PAGE.top + 36;
  y = write(doc, company.legalName, left, y, { size: 11.5, bold: true, width: 270 });
  y = write(doc, company.address, left, y + 1, { width: 270, color: MUTED });
  y = write(doc, `GSTIN: ${company.gstin}`, left, y + 2, { width: 270 });
  y = Math.max(y, side) + 12;
  rule(doc, y);
  y += 10;

  const top = y;
  y = write(doc, 'Paid to', left, y, { size: 8.5, bold: true, color: MUTED });
  y = write(doc, payout.associate_name, left, y + 1, { size: 11, bold: true, width: 270 });
  y = write(doc, `Member ID: ${payout.member_id}`, left, y + 1, { width: 270 });
  y = write(doc, `PAN on file: ${payout.tds.pan_present ? 'Yes' : 'No'}`, left, y, { width: 270 });
  let s = write(doc, 'Bank account', sideX, top, { size: 8.5, bold: true, color: MUTED, width: sideWidth, align: 'right' });
  if (payout.bank) {
    s = write(doc, payout.bank.holder_name, sideX, s + 1, { size: 10.5, bold: true, width: sideWidth, align: 'right' });
    s = write(doc, `Account XXXXXX${payout.bank.account_last4}`, sideX, s, { width: sideWidth, align: 'right' });
    s = write(doc, `IFSC ${payout.bank.ifsc}${payout.bank.bank_name ? ` (${payout.bank.bank_name})` : ''}`, sideX, s, {
      width: sideWidth,
      align: 'right',
    });
  } else {
    s = write(doc, 'No bank details on file', sideX, s + 1, { width: sideWidth, align: 'right', color: MUTED });
  }
  y = Math.max(y, s) + 16;

  // the entries
  const cols = { deal: left + 6, what: left + 60, amount: 440 };
  const amountWidth = right - 6 - cols.amount;
  const header = (at: number) => {
    doc.rect(left, at, right - left, 20).fill(SHADE);
    write(doc, 'Deal', cols.deal, at + 5, { size: 8.5, bold: true, color: MUTED });
    write(doc, 'Entry', cols.what, at + 5, { size: 8.5, bold: true, color: MUTED });
    write(doc, 'Amount', cols.amount, at + 5, { size: 8.5, bold: true, color: MUTED, width: amountWidth, align: 'right' });
    return at + 26;
  };
  y = header(y);
  for (const entry of payout.entries) {
    if (y > A4_PAGE.bottom - 40) {
      doc.addPage();
      y = header(A4_PAGE.top);
    }
    write(doc, `#${entry.deal_id}`, cols.deal, y, { size: 10 });
    const what = `${KIND_WORDS[entry.kind] ?? entry.kind}${entry.is_reversal ? ' — reversal (deal cancelled after payment)' : ''}: ${entry.site_title}`;
    const below = write(doc, what, cols.what, y, { size: 10, width: cols.amount - cols.what - 12 });
    write(doc, formatRupeesExact(entry.amount), cols.amount, y, { size: 10, width: amountWidth, align: 'right' });
    y = below + 5;
    rule(doc, y);
    y += 6;
  }
  if (y > A4_PAGE.bottom - 200) {
    doc.addPage();
    y = A4_PAGE.top;
  }

  // gross, TDS, net
  y += 4;
  const labelX = 300;
  const amountRow = (label: string, amount: string, bold = false) => {
    write(doc, label, labelX, y, { size: bold ? 11 : 10, bold, width: cols.amount - labelX - 6 });
    y = write(doc, amount, cols.amount, y, { size: bold ? 11 : 10, bold, width: amountWidth, align: 'right' }) + 3;
  };
  amountRow('Gross credited', formatRupeesExact(payout.gross));
  amountRow(`TDS @ ${payout.tds.rate_percent} % (section ${payout.tds.section})`, `−${formatRupeesExact(payout.tds.amount)}`);
  rule(doc, y, INK, labelX, right);
  y += 5;
  amountRow('Net paid', formatRupeesExact(payout.net), true);

  y += 14;
  y = write(doc, 'How the TDS was worked', left, y, { size: 8.5, bold: true, color: MUTED });
  y = write(doc, payout.tds.explanation, left, y + 1, { size: 10, width: right - left });
  y = write(
    doc,
    `Credited earlier this financial year: ${formatRupeesExact(payout.tds.year_credited_before)}. TDS base: ${formatRupeesExact(payout.tds.base)}.`,
    left,
    y + 2,
    { size: 9.5, color: MUTED, width: right - left },
  );
  y += 12;
  y = write(doc, 'Reference', left, y, { size: 8.5, bold: true, color: MUTED });
  y = write(doc, `Payment reference: ${paymentReference}`, left, y + 1, { size: 10 });
  y = write(doc, `Bank reference (UTR): ${payout.reference ?? 'not yet paid'}`, left, y, { size: 10 });
  if (payout.paid_at) write(doc, `Paid on: ${formatDate(payout.paid_at)}`, left, y, { size: 10 });

  // two lines of footer end above the bottom margin, so pdfkit never starts a page for them
  rule(doc, A4_PAGE.height - 84);
  write(
    doc,
    'This is a computer-generated payout advice. TDS deducted under section 194H of the Income-tax Act, 1961 is deposited with the government and shown in your Form 26AS.',
    left,
    A4_PAGE.height - 76,
    { size: 8.5, color: MUTED, width: right - left, align: 'center' },
  );
}

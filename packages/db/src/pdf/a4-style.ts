import { type TextStyle, writeText } from './noto-sans.ts';

/**
 * The look the product's A4 documents share (docs/decisions/0035-pdf-library.md): the tax invoice
 * and credit note (docs/product/payments.md) and the payout advice (docs/product/payouts.md) are
 * drawn on the same page, margins, colours and body text, so they read as one set.
 */

type Doc = PDFKit.PDFDocument;

/** A4 in points (1/72 inch), and the margins of the drawn area; `bottom` is the last line a body row may start on. */
export const A4_PAGE = { width: 595.28, height: 841.89, left: 48, right: 547.28, top: 48, bottom: 750 } as const;
/** Body text. */
export const INK = '#1f2933';
/** Labels and notes. */
export const MUTED = '#5f6b7a';
/** Rules between rows. */
export const RULE = '#c5ccd6';
/** The background of headings and totals. */
export const SHADE = '#eef1f5';

/**
 * {@link writeText} in the documents' ink and body size (9.5 pt) unless `style` says otherwise,
 * wrapping at the right margin. @returns the y (points) just below the text.
 */
export function writeBody(doc: Doc, text: string, x: number, y: number, style: TextStyle = {}): number {
  return writeText(doc, text, x, y, { size: 9.5, color: INK, width: A4_PAGE.right - x, ...style });
}

/** A 0.75 pt line across the drawn area (or from `from` to `to` points) at `y`. */
export function drawRule(doc: Doc, y: number, color = RULE, from: number = A4_PAGE.left, to: number = A4_PAGE.right): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.75).strokeColor(color).stroke();
}

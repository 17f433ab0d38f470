/**
 * Small, valid brochure PDFs (one A4 page, Noto Sans text) written locally for demo listings,
 * behind the detail page's 'Ask For Details' button (docs/product/catalogue.md "Property
 * detail"). Drawn by pdfkit (docs/decisions/0035-pdf-library.md), so prices print with ₹.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { registerNotoSans, writeText } from '../pdf/noto-sans.ts';

/** What a brochure says: a title and body lines (plain text, shown top to bottom). */
export type BrochureContent = { title: string; lines: string[] };

/** The page: A4 in points, with 56 pt margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;

/**
 * The bytes of a one-page A4 PDF (version 1.4) with `content.title` in 20 pt bold over a blue
 * rule and each line in 11 pt on a 15 pt line pitch, long lines wrapped at spaces to the page's
 * width (483 pt); an empty line leaves a blank line. Lines that would run past the bottom margin
 * are dropped (the page holds about 46 lines). The PDF's Title is `content.title`. Synchronous:
 * pdfkit writes the whole file when the document is ended.
 */
export function brochurePdf(content: BrochureContent): Buffer {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, pdfVersion: '1.4', info: { Title: content.title } });
  registerNotoSans(doc);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  writeText(doc, content.title, left, 48, { size: 20, bold: true, width: right - left });
  doc.moveTo(left, 80).lineTo(right, 80).lineWidth(2).strokeColor('#265a8c').stroke();
  let y = 92;
  for (const line of content.lines) {
    if (y + 15 > bottom) break;
    if (line === '') {
      y += 15;
      continue;
    }
    doc.fontSize(11);
    const height = heightOf(doc, line, right - left);
    if (y + height > bottom) break;
    y = writeText(doc, line, left, y, { size: 11, width: right - left });
  }
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The height (points) of `text` wrapped to `width` in the Latin face at the current size. */
function heightOf(doc: PDFKit.PDFDocument, text: string, width: number): number {
  return doc.font('latin').heightOfString(text, { width });
}

/** Writes the brochure to `<uploadsDir>/<path>` unless the file already exists. */
export function ensureBrochure(uploadsDir: string, path: string, content: BrochureContent): void {
  const file = join(uploadsDir, path);
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, brochurePdf(content));
}

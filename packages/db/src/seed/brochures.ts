/**
 * Small, valid brochure PDFs (PDF 1.4, one A4 page, Helvetica text) written locally for demo
 * listings, behind the detail page's 'Ask For Details' button (docs/product/catalogue.md "Property
 * detail").
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What a brochure says: a title and body lines (plain text, shown top to bottom). */
export type BrochureContent = { title: string; lines: string[] };

/** PDF strings hold Latin-1 text with `\`, `(` and `)` escaped; anything else becomes '?'. */
function pdfText(text: string): string {
  const latin = text
    .replace(/₹/g, 'Rs. ')
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?');
  return latin.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Breaks `text` into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/**
 * The bytes of a one-page A4 PDF with `content.title` in 20 pt bold and each line in 11 pt,
 * long lines wrapped at 90 characters (the page holds about 55 lines; more are dropped).
 */
export function brochurePdf(content: BrochureContent): Buffer {
  const body = content.lines.flatMap((l) => (l === '' ? [''] : wrap(l, 90))).slice(0, 55);
  const ops = [
    'BT /F2 20 Tf 56 780 Td',
    `(${pdfText(content.title)}) Tj`,
    'ET',
    '0.15 0.35 0.55 RG 2 w 56 768 m 539 768 l S',
    'BT /F1 11 Tf 56 744 Td 15 TL',
    ...body.map((l) => `(${pdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`,
    `<< /Title (${pdfText(content.title)}) /Producer (Kashi Realty brochure writer) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Writes the brochure to `<uploadsDir>/<path>` unless the file already exists. */
export function ensureBrochure(uploadsDir: string, path: string, content: BrochureContent): void {
  const file = join(uploadsDir, path);
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, brochurePdf(content));
}

/**
 * # Noto Sans for the PDFs we draw with pdfkit
 *
 * The tax invoices (apps/api, membership/invoices/invoice-pdf.ts) and the demo brochures
 * (seed/brochures.ts) are drawn by pdfkit (docs/decisions/0035-pdf-library.md). The PDF standard
 * fonts (Helvetica…) have neither the rupee sign ₹ nor Devanagari, so both embed Noto Sans from
 * the `@fontsource/noto-sans` package (SIL Open Font License), never a font of the machine:
 *
 * - its **Latin** subset for English, figures and punctuation;
 * - its **Devanagari** subset for Hindi and ₹ (the Latin subset lacks ₹, the Devanagari one has it).
 *
 * Text is cut into runs by script ({@link scriptRuns}) and each run drawn in its face
 * ({@link writeText}); pdfkit shapes Devanagari runs (conjuncts such as प्र, स्य, vowel signs)
 * through fontkit. Two costs are paid once per process, not per document: the package ships WOFF
 * files, which fontkit reads but inflates again (in JavaScript) each time it reads a table, so they
 * are unpacked into plain TrueType ({@link woffToSfnt}); and the parsed fonts are kept and handed
 * to pdfkit, which would otherwise parse the layout tables again for every document. Measured on
 * one invoice (2 cores, busy): 350 ms from the WOFF files, 95 ms from TrueType, 40 ms with the
 * parsed fonts kept.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/** The registered face names: Latin and Devanagari, regular and bold. */
export type NotoSansFace = 'latin' | 'latinBold' | 'deva' | 'devaBold';

const FILES: Readonly<Record<NotoSansFace, string>> = {
  latin: 'noto-sans-latin-400-normal.woff',
  latinBold: 'noto-sans-latin-700-normal.woff',
  deva: 'noto-sans-devanagari-400-normal.woff',
  devaBold: 'noto-sans-devanagari-700-normal.woff',
};

/**
 * A WOFF 1.0 font file unpacked into the TrueType/OpenType (sfnt) file it wraps (W3C WOFF File
 * Format 1.0, sections 3–5): each table inflated with zlib when stored compressed, laid out
 * 4-byte aligned behind a fresh table directory. Metadata and private data are dropped.
 * @throws Error when `woff` does not start with the `wOFF` signature.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

let fonts: Readonly<Record<NotoSansFace, Font>> | undefined;

/** The four faces as fontkit fonts, read from the npm package, unpacked and parsed once per process. */
export function notoSansFonts(): Readonly<Record<NotoSansFace, Font>> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const load = (file: string) => {
      const font = create(woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans/files/${file}`))));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
      return font;
    };
    fonts = { latin: load(FILES.latin), latinBold: load(FILES.latinBold), deva: load(FILES.deva), devaBold: load(FILES.devaBold) };
  }
  return fonts;
}

/** The part of a pdfkit document this module draws with (pdfkit's `PDFDocument`). */
type Doc = PDFKit.PDFDocument;

/**
 * Registers the four faces ({@link NotoSansFace}) on a pdfkit document, under their names. pdfkit
 * (since 0.20) takes parsed fontkit fonts; its type definitions (for 0.17) only list file sources.
 */
export function registerNotoSans(doc: Doc): void {
  for (const [name, font] of Object.entries(notoSansFonts())) doc.registerFont(name, font as unknown as Uint8Array);
}

/** Characters drawn in the Devanagari face: the Devanagari blocks, ZWNJ and ZWJ, the rupee sign ₹ and the dotted circle. */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u20B9\u25CC]|\u200C|\u200D/;

/**
 * `text` cut into runs of one face: `deva` for Devanagari and ₹, otherwise Latin. A space stays in
 * the run before it, so a Hindi phrase stays one run. "प्रो सदस्यता, 12 महीने" →
 * [प्रो सदस्यता] [, 12 ] [महीने].
 */
export function scriptRuns(text: string): { text: string; deva: boolean }[] {
  const runs: { text: string; deva: boolean }[] = [];
  for (const ch of text) {
    const deva = DEVANAGARI.test(ch);
    const last = runs.at(-1);
    if (last && (ch === ' ' || last.deva === deva)) last.text += ch;
    else runs.push({ text: ch, deva });
  }
  return runs;
}

/** How {@link writeText} draws: size in points (default 10), bold, a fill colour, the box width in points, alignment. */
export type TextStyle = { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' | 'center' };

function face(run: { deva: boolean }, bold: boolean | undefined): NotoSansFace {
  if (run.deva) return bold ? 'devaBold' : 'deva';
  return bold ? 'latinBold' : 'latin';
}

/**
 * Draws `text` in Noto Sans (registered by {@link registerNotoSans}) with its top at (x, y), in
 * points from the page's top left, within `style.width` points (default: to the right margin).
 * Text that fits on one line is placed run by run, so right and centre alignment hold across the
 * two faces; longer text wraps at spaces, left-aligned, as pdfkit's continued text.
 * @returns The y (points) just below the text.
 */
export function writeText(doc: Doc, text: string, x: number, y: number, style: TextStyle = {}): number {
  const width = style.width ?? doc.page.width - doc.page.margins.right - x;
  const runs = scriptRuns(text);
  doc.fillColor(style.color ?? 'black').fontSize(style.size ?? 10);
  const widths = runs.map((run) => doc.font(face(run, style.bold)).widthOfString(run.text));
  const total = widths.reduce((sum, w) => sum + w, 0);
  const lineHeight = doc.currentLineHeight(true);
  if (total <= width) {
    let at = x;
    if (style.align === 'right') at = x + width - total;
    else if (style.align === 'center') at = x + (width - total) / 2;
    runs.forEach((run, i) => {
      doc.font(face(run, style.bold)).text(run.text, at, y, { lineBreak: false });
      at += widths[i] ?? 0;
    });
    return y + lineHeight;
  }
  doc.x = x;
  doc.y = y;
  runs.forEach((run, i) => {
    doc.font(face(run, style.bold)).text(run.text, { width, continued: i < runs.length - 1 });
  });
  return doc.y;
}

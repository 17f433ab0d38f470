import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brochurePdf, ensureBrochure } from './brochures.ts';

const dir = mkdtempSync(join(tmpdir(), 'realty-brochures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const content = {
  title: 'Sigra Heights',
  lines: ['Developer: Kashi Builders', 'Price: ₹45 lakh to ₹62.5 lakh', '', 'About the project:', 'Three towers near Sigra. '.repeat(30)],
};

// docs/product/catalogue.md, "Property detail": the demo listings' brochures behind 'Ask For Details'.
describe('demo brochures', () => {
  it('are a one-page PDF 1.4 titled with the listing, written synchronously', () => {
    const pdf = brochurePdf(content).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // pdfkit writes the Info strings as objects of their own: /Title 15 0 R … 15 0 obj (Sigra Heights)
    const titleRef = /\/Title (\d+) 0 R/.exec(pdf)?.[1];
    expect(pdf).toContain(`\n${titleRef} 0 obj\n(Sigra Heights)\nendobj`);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('stay on one page however many lines they are given', () => {
    const pdf = brochurePdf({ title: 'Long', lines: Array.from({ length: 200 }, (_, i) => `Line ${i + 1}`) }).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('are written once: an existing file is left alone', () => {
    ensureBrochure(dir, 'brochures/a.pdf', content);
    const file = join(dir, 'brochures', 'a.pdf');
    const before = statSync(file).mtimeMs;
    ensureBrochure(dir, 'brochures/a.pdf', { title: 'Other', lines: [] });
    expect(statSync(file).mtimeMs).toBe(before);
    expect(readFileSync(file, 'latin1')).toContain('(Sigra Heights)');
  });
});

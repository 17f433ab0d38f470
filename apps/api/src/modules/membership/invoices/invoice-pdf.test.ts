import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const seller: InvoiceDocument['seller'] = {
  legalName: 'Kashi Realty Private Limited',
  address: 'D 47/192, Ramapura, Luxa Road, Varanasi, Uttar Pradesh 221010',
  gstin: '09AAGCK1234M1Z5',
  stateCode: '09',
  stateName: 'Uttar Pradesh',
};

const proLine = { description: 'Pro membership, 12 months', descriptionHi: 'प्रो सदस्यता, 12 महीने', sac: '998599', taxableValue: '1000.00' };

/** ₹1,000.00 to an associate in Uttar Pradesh: CGST 9 % + SGST 9 %. */
const intraState: InvoiceDocument = {
  kind: 'invoice',
  number: 'KR/26-27/000001',
  issuedOn: '2026-11-29',
  seller,
  buyer: {
    name: 'Ravi Shankar Mishra',
    memberId: 'KR-A-00042',
    address: 'B 12, Sigra, Varanasi, Uttar Pradesh 221002',
    stateCode: '09',
    stateName: 'Uttar Pradesh',
    gstin: null,
  },
  placeOfSupply: { code: '09', name: 'Uttar Pradesh' },
  lines: [proLine],
  taxableValue: '1000.00',
  cgst: { rate: '9.00', amount: '90.00' },
  sgst: { rate: '9.00', amount: '90.00' },
  igst: { rate: '0.00', amount: '0.00' },
  total: '1180.00',
  totalInWords: 'One Thousand One Hundred Eighty Rupees Only',
};

/** The same plan to a registered associate in Bihar: IGST 18 %. */
const interState: InvoiceDocument = {
  ...intraState,
  number: 'KR/26-27/000002',
  buyer: {
    name: 'Anjali Kumari',
    memberId: 'KR-A-00057',
    address: 'Boring Road, Patna, Bihar 800001',
    stateCode: '10',
    stateName: 'Bihar',
    gstin: '10ABCDE1234F1Z2',
  },
  placeOfSupply: { code: '10', name: 'Bihar' },
  cgst: { rate: '0.00', amount: '0.00' },
  sgst: { rate: '0.00', amount: '0.00' },
  igst: { rate: '18.00', amount: '180.00' },
};

const creditNote: InvoiceDocument = {
  ...intraState,
  kind: 'credit_note',
  number: 'CN/26-27/000001',
  issuedOn: '2026-12-03',
  refersTo: { number: 'KR/26-27/000001', issuedOn: '2026-11-29' },
  reason: 'Plan cancelled within 7 days, full refund',
};

/** The text of every page, each item's string joined with single spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) parts.push(item.str);
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  } finally {
    await pdf.destroy();
  }
}

// CGST Rules 2017, rule 46 (invoices) and 53 (credit notes); docs/product/payments.md, "Tax invoices".
describe('renderInvoicePdf', { timeout: 20_000 }, () => {
  it('prints an intra-state tax invoice with CGST and SGST, and no IGST', async () => {
    const bytes = await renderInvoicePdf(intraState);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Tax Invoice',
      'Invoice no. KR/26-27/000001',
      'Date: 29 Nov 2026',
      'Kashi Realty Private Limited',
      'GSTIN: 09AAGCK1234M1Z5',
      'State: Uttar Pradesh (code 09)',
      'Bill to',
      'Ravi Shankar Mishra',
      'Member ID: KR-A-00042',
      'Place of supply',
      'Uttar Pradesh (09)',
      'Pro membership, 12 months',
      '998599',
      'CGST @ 9.00 %',
      'SGST @ 9.00 %',
      'One Thousand One Hundred Eighty Rupees Only',
      'Reverse charge: No',
      'This is a computer-generated invoice.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/₹ /g, '₹')).toContain('₹1,180.00');
    expect(text.replace(/₹ /g, '₹')).toContain('₹90.00');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Credit Note');
  });

  it('prints an inter-state tax invoice with IGST only, and the buyer GSTIN', async () => {
    const text = await pdfText(await renderInvoicePdf(interState));
    expect(text).toContain('Invoice no. KR/26-27/000002');
    expect(text).toContain('IGST @ 18.00 %');
    expect(text).toContain('GSTIN: 10ABCDE1234F1Z2');
    expect(text).toContain('Bihar (10)');
    expect(text.replace(/₹ /g, '₹')).toContain('₹180.00');
    expect(text.replace(/₹ /g, '₹')).toContain('₹1,180.00');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('prints a credit note against its invoice, with the reason', async () => {
    const bytes = await renderInvoicePdf(creditNote);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Credit Note');
    expect(text).toContain('Credit note no. CN/26-27/000001');
    expect(text).toContain('Date: 3 Dec 2026');
    expect(text).toMatch(/Against invoice KR\/26-27\/000001 +dated 29 Nov 2026/);
    expect(text).toContain('Reason: Plan cancelled within 7 days, full refund');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('This is a computer-generated credit note.');
  });

  it('gives the same bytes for the same document, with the number as title and the seller as author', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(intraState), renderInvoicePdf(intraState)]);
    expect(a.equals(b)).toBe(true);
    const pdf = await getDocument({ data: new Uint8Array(a), isEvalSupported: false }).promise;
    try {
      const info = (await pdf.getMetadata()).info as Record<string, unknown>;
      expect(info).toMatchObject({ Title: 'KR/26-27/000001', Author: 'Kashi Realty Private Limited' });
      expect(info.CreationDate).toMatch(/^D:20261128183000Z/);
    } finally {
      await pdf.destroy();
    }
  });
});

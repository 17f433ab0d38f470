import type { PayoutLine } from '@realty/contracts/payouts/payouts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type PayoutAdvice, renderPayoutAdvicePdf } from './payout-advice-pdf.ts';

// The payout advice (docs/product/payouts.md, "What associates see").

const payout: PayoutLine = {
  line_id: 7,
  run_id: 3,
  ass_id: 2,
  associate_name: 'Amit Verma',
  member_id: 'KR000002',
  status: 'paid',
  financial_year: '2026-27',
  credited_on: '2026-11-29',
  gross: '58000.00',
  net: '56840.00',
  entry_count: 2,
  entries: [
    { entry_id: 11, deal_id: 4, kind: 'associate_share', site_title: 'Ganga Residency', amount: '63000.00', is_reversal: false },
    { entry_id: 14, deal_id: 2, kind: 'sponsor_level_1', site_title: 'Sarnath Greens', amount: '-5000.00', is_reversal: true },
  ],
  tds: {
    section: '194H',
    rule_id: 3,
    rate_percent: '2.00',
    pan_present: true,
    year_credited_before: '0.00',
    base: '58000.00',
    amount: '1160.00',
    shortfall: '0.00',
    explanation: '2% under section 194H on ₹58,000.00: this credit takes the year past ₹20,000.',
  },
  bank: { holder_name: 'Amit Verma', account_last4: '7890', ifsc: 'SBIN0001234', bank_name: 'State Bank of India' },
  reference: 'SBIN426112233',
  paid_at: '2026-11-29T08:00:00.000Z',
  failed_reason: null,
};

const advice: PayoutAdvice = {
  company: { legalName: 'Kashi Realty Private Limited', address: 'Sigra, Varanasi 221010', gstin: '09AAGCK1234M1Z5' },
  payout,
  paymentReference: 'KR-P3-L7',
};

/** The pages' text, and how many pages. */
async function read(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) parts.push(item.str);
    }
    // ₹ is drawn in the Devanagari face, so it comes out as a run of its own
    return { text: parts.join(' ').replace(/\s+/g, ' ').replace(/₹ /g, '₹').replace(/− ₹/g, '−₹'), pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

describe('renderPayoutAdvicePdf', { timeout: 20_000 }, () => {
  it('prints the company, the associate, the masked account, each entry, gross, TDS with its section and net on one page', async () => {
    const { text, pages } = await read(await renderPayoutAdvicePdf(advice));
    expect(pages).toBe(1);
    for (const words of [
      'Payout Advice',
      'Kashi Realty Private Limited',
      'Amit Verma',
      'Member ID: KR000002',
      'XXXXXX7890',
      'SBIN0001234',
      '29 Nov 2026',
      'Ganga Residency',
      '₹63,000.00',
      '−₹5,000.00',
      'reversal',
      '₹58,000.00',
      'TDS @ 2.00 % (section 194H)',
      '−₹1,160.00',
      '₹56,840.00',
      'this credit takes the year past ₹20,000',
      'KR-P3-L7',
      'SBIN426112233',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('001234567890');
  });

  it('goes on to more pages when the entries need them, and gives the same bytes twice', async () => {
    const many = {
      ...advice,
      payout: {
        ...payout,
        entries: Array.from({ length: 40 }, (_, i) => ({ ...(payout.entries[0] as PayoutLine['entries'][number]), entry_id: i + 1 })),
      },
    };
    const { text, pages } = await read(await renderPayoutAdvicePdf(many));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Net paid');
    const [a, b] = await Promise.all([renderPayoutAdvicePdf(advice), renderPayoutAdvicePdf(advice)]);
    expect(a.equals(b)).toBe(true);
  });
});

import type { AssociatePayout } from '@realty/contracts/payouts/payouts';
import type { AssociateTdsResponse } from '@realty/contracts/payouts/tds';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { PayoutsSection } from './payouts-section.tsx';

afterEach(() => vi.restoreAllMocks());

/** An associate's year under the ₹20,000.00 threshold: ₹15,500.00 credited, ₹4,500.00 to go, PAN on file. */
function aYear(overrides: Partial<AssociateTdsResponse['data']> = {}): AssociateTdsResponse['data'] {
  return {
    financial_year: '2026-27',
    section: '194H',
    pan_on_file: true,
    rate_percent: '2.00',
    threshold: '20000.00',
    credited: '15500.00',
    tds_deducted: '0.00',
    threshold_crossed: false,
    to_threshold: '4500.00',
    confirmed_unpaid: '0.00',
    credits: [],
    quarters: [],
    ...overrides,
  };
}

/** A paid payout of ₹21,000.00 gross, ₹420.00 TDS at 2 %, ₹20,580.00 net. */
const payout: AssociatePayout = {
  payout_id: 31,
  status: 'paid',
  credited_on: '2026-11-29',
  financial_year: '2026-27',
  gross: '21000.00',
  tds: {
    section: '194H',
    rule_id: 2,
    rate_percent: '2.00',
    pan_present: true,
    year_credited_before: '0.00',
    base: '21000.00',
    amount: '420.00',
    shortfall: '0.00',
    explanation: '2% under section 194H on ₹21,000.00: this credit takes the year past ₹20,000',
  },
  net: '20580.00',
  reference: 'SBIN412345678901',
  paid_at: '2026-11-29T09:00:00Z',
  failed_reason: null,
  bank: { holder_name: 'Sunita Yadav', account_last4: '4321', ifsc: 'SBIN0001234', bank_name: 'State Bank of India' },
  entries: [],
};

/** The API: the year's TDS and the payouts (none unless given), each with its status. */
function stubApi(year: unknown, payouts: unknown[] = [], status = { tds: 200, payouts: 200 }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/associate/tds')
      return status.tds === 200
        ? jsonResponse({ success: true, data: year })
        : jsonResponse({ success: false, code: 'SERVER_ERROR', message: 'x' }, status.tds);
    if (url === '/api/associate/payouts')
      return status.payouts === 200
        ? jsonResponse({ success: true, data: payouts })
        : jsonResponse({ success: false, code: 'SERVER_ERROR', message: 'x' }, status.payouts);
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

// docs/product/payouts.md, "What associates and staff see": the dashboard's payouts and TDS
describe('PayoutsSection', { timeout: 20_000 }, () => {
  it('under the threshold: TDS deducted this year and how much more is credited before TDS starts', async () => {
    stubApi(aYear());
    renderPage(<PayoutsSection />, '/associatedashboard');
    const summary = await screen.findByTestId('tds-summary');
    expect(summary).toHaveTextContent('TDS deducted this financial year (2026-27)');
    expect(within(summary).getByTestId('tds-deducted')).toHaveTextContent('₹0.00');
    expect(summary).toHaveTextContent('Credited this year: ₹15,500.00 of the ₹20,000.00 threshold');
    expect(within(summary).getByTestId('tds-step')).toHaveTextContent('₹4,500.00 more credited this year and TDS starts.');
    expect(within(summary).queryByTestId('tds-no-pan')).toBeNull();
  });

  it('says it in Hindi on Hindi pages', async () => {
    stubApi(aYear());
    renderPage(<PayoutsSection />, '/associatedashboard', 'hi');
    const summary = await screen.findByTestId('tds-summary');
    expect(screen.getByRole('heading', { name: 'भुगतान और TDS', level: 2 })).toBeInTheDocument();
    expect(summary).toHaveTextContent('इस वित्त वर्ष (2026-27) में काटा गया TDS');
    expect(within(summary).getByTestId('tds-step')).toHaveTextContent('इस वर्ष ₹4,500.00 और जमा होने पर TDS शुरू होगा।');
    expect(await screen.findByTestId('payouts-empty')).toHaveTextContent('अभी कोई भुगतान नहीं हुआ।');
  });

  it('once crossed: the rate deducted from each payout, in English and Hindi', async () => {
    const crossed = aYear({ credited: '21000.00', tds_deducted: '420.00', threshold_crossed: true, to_threshold: '0.00' });
    stubApi(crossed);
    const { unmount } = renderPage(<PayoutsSection />, '/associatedashboard');
    const summary = await screen.findByTestId('tds-summary');
    expect(within(summary).getByTestId('tds-deducted')).toHaveTextContent('₹420.00');
    expect(summary).toHaveTextContent('Credited this year: ₹21,000.00 (over the ₹20,000.00 threshold)');
    expect(within(summary).getByTestId('tds-step')).toHaveTextContent('TDS at 2% is deducted from each payout this year.');
    unmount();
    renderPage(<PayoutsSection />, '/associatedashboard', 'hi');
    expect(await screen.findByTestId('tds-step')).toHaveTextContent('इस वर्ष हर भुगतान से 2% TDS काटा जाता है।');
  });

  it('without a PAN on file: a note that 20% applies until the PAN is added, in English and Hindi', async () => {
    stubApi(aYear({ pan_on_file: false, rate_percent: '20.00' }));
    const { unmount } = renderPage(<PayoutsSection />, '/associatedashboard');
    expect(await screen.findByTestId('tds-no-pan')).toHaveTextContent(
      'Your PAN is not on file, so TDS is 20% (section 206AA) until you add your PAN.',
    );
    expect(screen.getByTestId('tds-step')).toHaveTextContent('₹4,500.00 more credited this year and TDS starts.');
    unmount();
    renderPage(<PayoutsSection />, '/associatedashboard', 'hi');
    expect(await screen.findByTestId('tds-no-pan')).toHaveTextContent('जब तक आप अपना PAN नहीं जोड़ते, TDS 20% (धारा 206AA) लगेगा।');
  });

  it('a new associate: no payouts yet, and confirmed earnings are paid in the next run', async () => {
    stubApi(aYear({ credited: '0.00', to_threshold: '20000.00' }));
    renderPage(<PayoutsSection />, '/associatedashboard');
    expect(await screen.findByTestId('payouts-empty')).toHaveTextContent(
      'No payouts yet. Confirmed earnings are paid in the next payout run.',
    );
  });

  it('lists each payout: date, gross, TDS with rate and section, net, status, reference and its advice PDF', async () => {
    stubApi(aYear(), [
      payout,
      { ...payout, payout_id: 30, status: 'failed', reference: null, credited_on: '2026-10-15', failed_reason: 'x' },
    ]);
    renderPage(<PayoutsSection />, '/associatedashboard');
    const table = await screen.findByRole('table', { name: 'Your payouts, newest first' });
    const [, paid, failed] = within(table).getAllByRole('row');
    for (const text of ['29 Nov 2026', '₹21,000.00', '₹420.00', '2% · section 194H', '₹20,580.00', 'Paid', 'SBIN412345678901'])
      expect(paid).toHaveTextContent(text);
    expect(within(paid as HTMLElement).getByRole('link', { name: /Download advice \(PDF\).*29 Nov 2026/ })).toHaveAttribute(
      'href',
      '/api/associate/payouts/31.pdf',
    );
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('the amount is paid in the next payout run');
  });

  it('says in words when the TDS or the payouts cannot be loaded, and tries again', async () => {
    const fetchMock = stubApi(aYear(), [], { tds: 500, payouts: 500 });
    renderPage(<PayoutsSection />, '/associatedashboard');
    expect(await screen.findByText('Your TDS could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Your payouts could not be loaded.')).toBeInTheDocument();
    fetchMock.mockRestore();
    stubApi(aYear(), []);
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    const user = userEvent.setup();
    for (const retry of retries) await user.click(retry);
    expect(await screen.findByTestId('payouts-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('tds-step')).toBeInTheDocument();
  });
});

import { TDS_MESSAGES } from '@realty/contracts/payouts/tds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { TdsQuarterSection, TdsRulesSection } from './tds-admin.tsx';

afterEach(() => vi.restoreAllMocks());

const started = {
  rule_id: 2,
  section: '194H',
  effective_from: '2025-04-01',
  effective_until: '2027-03-31',
  rate_percent: '2.00',
  no_pan_rate_percent: '20.00',
  threshold: '20000.00',
  note: 'Threshold ₹20,000 from 1 April 2025.',
  started: true,
};
const planned = {
  ...started,
  rule_id: 4,
  effective_from: '2027-04-01',
  effective_until: null,
  threshold: '25000.00',
  note: 'Planned.',
  started: false,
};

/** The API: the rules, and what saving a rule answers. */
function stubApi(save: (body: unknown) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/admin/tds-rules' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ success: true, data: [started, planned] });
    if (url.startsWith('/api/admin/tds-rules')) return save(JSON.parse(String(init?.body)));
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

// docs/product/payouts.md, "Tax deducted at source": rules with start dates, changed only before they start
describe('TdsRulesSection', { timeout: 30_000 }, () => {
  it('offers Edit only on a rule not started', async () => {
    stubApi(() => jsonResponse({}, 500));
    renderPage(<TdsRulesSection />, '/admin/payouts');
    const table = await screen.findByRole('table', { name: 'TDS rules, oldest start first' });
    const [first, second] = within(table).getAllByTestId('tds-rule-row');
    expect(first).toHaveTextContent('1 Apr 2025 – 31 Mar 2027');
    expect(first).toHaveTextContent('₹20,000.00');
    expect(first).toHaveTextContent('In force: cannot change');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Edit the rule starting 1 Apr 2027' })).toBeInTheDocument();
  });

  it('"Add a rule" checks the fields with the contract, then puts the API’s message beside the field it names', async () => {
    const fetchMock = stubApi(() =>
      jsonResponse({ success: false, code: 'VALIDATION_FAILED', field: 'effective_from', message: TDS_MESSAGES.startInPast }, 400),
    );
    renderPage(<TdsRulesSection />, '/admin/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a TDS rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(within(dialog).getByLabelText('Start date')).toHaveAccessibleDescription('Start date must be a date such as 2026-12-01');
    expect(within(dialog).getByLabelText('Rate %')).toHaveAccessibleDescription(/^Rate must be a percentage from 0 to 100/);
    expect(within(dialog).getByLabelText('Yearly threshold ₹')).toHaveAccessibleDescription(
      /^Yearly threshold must be an amount in rupees/,
    );
    expect(fetchCalls(fetchMock).filter((c) => c.method !== 'GET')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Start date'), '2026-01-01');
    await user.type(within(dialog).getByLabelText('Rate %'), '2');
    await user.type(within(dialog).getByLabelText('Yearly threshold ₹'), '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Start date')).toHaveAccessibleDescription(TDS_MESSAGES.startInPast));
    expect(fetchCalls(fetchMock).filter((c) => c.method !== 'GET')).toEqual([
      {
        url: '/api/admin/tds-rules',
        method: 'POST',
        body: { effective_from: '2026-01-01', rate_percent: '2.00', no_pan_rate_percent: '20.00', threshold: '25000.00', note: '' },
      },
    ]);
  });

  it('"Edit" sends the rule with PUT and shows a refusal that names no field above the buttons', async () => {
    const fetchMock = stubApi(() => jsonResponse({ success: false, code: 'CONFLICT', message: TDS_MESSAGES.ruleStarted }, 409));
    renderPage(<TdsRulesSection />, '/admin/payouts');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'TDS rules, oldest start first' });
    await user.click(within(table).getByRole('button', { name: 'Edit the rule starting 1 Apr 2027' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the TDS rule starting 1 Apr 2027' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TDS_MESSAGES.ruleStarted);
    expect(fetchCalls(fetchMock).filter((c) => c.method !== 'GET')).toEqual([
      {
        url: '/api/admin/tds-rules/4',
        method: 'PUT',
        body: { effective_from: '2027-04-01', rate_percent: '2.00', no_pan_rate_percent: '20.00', threshold: '25000.00', note: 'Planned.' },
      },
    ]);
  });
});

describe('TdsQuarterSection', { timeout: 30_000 }, () => {
  it('shows the chosen quarter’s totals and links its Form 26Q CSV', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        success: true,
        data: {
          financial_year: '2025-26',
          quarter: 'Q4',
          rows: [],
          totals: { amount_credited: '51345.67', tds: '6489.00', deductees: 2 },
        },
      }),
    );
    renderPage(<TdsQuarterSection />, '/admin/payouts?fy=2025-26&quarter=Q4');
    const totals = await screen.findByTestId('tds-totals');
    expect(totals).toHaveTextContent('Deductees2');
    expect(totals).toHaveTextContent('₹51,345.67');
    expect(totals).toHaveTextContent('₹6,489.00');
    expect(screen.getByLabelText('Financial year')).toHaveValue('2025-26');
    expect(screen.getByLabelText('Quarter')).toHaveValue('Q4');
    expect(screen.getByRole('link', { name: /^Download Form 26Q CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/tds/quarterly?fy=2025-26&quarter=Q4',
    );
    expect(fetchCalls(fetchMock).map((c) => c.url)).toEqual(['/api/admin/tds/quarterly?fy=2025-26&quarter=Q4&format=json']);
  });
});

import { PAYOUT_MESSAGES } from '@realty/contracts/payouts/payouts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { PayoutRunBuilder } from './payout-run-builder.tsx';
import { aLine, anotherLine, aRun } from './payout-test-kit.ts';

afterEach(() => vi.restoreAllMocks());

const both = aRun([aLine(), anotherLine()], { gross: '25500.50', tds: '420.00', net: '25080.50' });
const withoutAmit = aRun([aLine()], { gross: '21000.00', tds: '420.00', net: '20580.00' }, { excluded_ass_ids: [9] });
const withoutSunita = aRun([anotherLine()], { gross: '4500.50', tds: '0.00', net: '4500.50' }, { excluded_ass_ids: [7] });

/**
 * The API at the network boundary: the preview (both lines; without Sunita when associate 7 is
 * left out, answered only once `release` is called) and the run's creation (`create`).
 */
function stubApi(
  create: () => Response = () =>
    jsonResponse(
      { success: true, message: PAYOUT_MESSAGES.runCreated, data: aRun([], { gross: '0.00', tds: '0.00', net: '0.00' }, { run_id: 12 }) },
      201,
    ),
) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/admin/payout-runs/preview')) {
      if (url.endsWith('exclude_ass_ids=7')) {
        await held;
        return jsonResponse({ success: true, data: withoutSunita });
      }
      if (url.endsWith('exclude_ass_ids=9')) return jsonResponse({ success: true, data: withoutAmit });
      return jsonResponse({ success: true, data: both });
    }
    if (url === '/api/admin/payout-runs' && init?.method === 'POST') return create();
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  return { fetchMock, release: () => release() };
}

/** The preview's lines as a wide screen shows them (the table; phones get cards with the same data). */
const rows = async () => {
  const table = await screen.findByRole('table', { name: 'What the run would pay, one line per associate' });
  return within(table).getAllByTestId('preview-row');
};

// docs/product/payouts.md, "Payout runs": the back office's new run with its preview
describe('PayoutRunBuilder', { timeout: 30_000 }, () => {
  it('shows one line per associate with TDS and why, the bank warning, and the exact totals', async () => {
    stubApi();
    renderPage(<PayoutRunBuilder onCreated={() => {}} />, '/admin/payouts');
    const [sunita, amit] = await rows();
    for (const text of [
      'Sunita Yadav',
      'KR000003',
      '₹21,000.00',
      '₹420.00',
      '2.00 % · s. 194H',
      'this credit takes the year past',
      '₹20,580.00',
      '••••4321',
    ])
      expect(sunita).toHaveTextContent(text);
    expect(amit).toHaveTextContent('No bank details');
    expect(screen.getByTestId('total-lines')).toHaveTextContent('2');
    expect(screen.getByTestId('total-gross')).toHaveTextContent('₹25,500.50');
    expect(screen.getByTestId('total-tds')).toHaveTextContent('₹420.00');
    expect(screen.getByTestId('total-net')).toHaveTextContent('₹25,080.50');
    expect(screen.getByTestId('preview-totals')).toHaveTextContent('1 line has no bank details');
  });

  it('leaving a line out recounts the totals at once in paise, asks the preview again without them, and creates the run without them', async () => {
    const onCreated = vi.fn();
    const { fetchMock, release } = stubApi();
    renderPage(<PayoutRunBuilder onCreated={onCreated} />, '/admin/payouts');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('keep-7'));
    // before the API answers: the kept line added up here, exactly
    expect(screen.getByTestId('total-lines')).toHaveTextContent('1');
    expect(screen.getByTestId('total-gross')).toHaveTextContent('₹4,500.50');
    expect(screen.getByTestId('total-tds')).toHaveTextContent('₹0.00');
    expect(screen.getByTestId('total-net')).toHaveTextContent('₹4,500.50');
    expect(screen.getByTestId('preview-totals')).toHaveAttribute('aria-busy', 'true');
    expect(fetchCalls(fetchMock).map((c) => c.url)).toContain('/api/admin/payout-runs/preview?exclude_ass_ids=7');
    release();
    await waitFor(() => expect(screen.getByTestId('preview-totals')).not.toHaveAttribute('aria-busy'));
    expect(screen.getByTestId('total-net')).toHaveTextContent('₹4,500.50');
    // the line stays listed, unticked, so it can be put back
    expect(await rows()).toHaveLength(2);
    expect(screen.getByTestId('keep-7')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create draft run' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(12));
    expect(await screen.findByText(PAYOUT_MESSAGES.runCreated)).toBeInTheDocument();
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/payout-runs', method: 'POST', body: { exclude_ass_ids: [7] } },
    ]);
  });

  it('putting every line out disables creating; ticking one back brings its totals back', async () => {
    const { release } = stubApi();
    release();
    renderPage(<PayoutRunBuilder onCreated={() => {}} />, '/admin/payouts');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('keep-7'));
    await user.click(screen.getByTestId('keep-9'));
    expect(screen.getByTestId('total-lines')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Create draft run' })).toBeDisabled();
    expect(screen.getByText('Every line is left out: tick at least one to pay.')).toBeInTheDocument();
    await user.click(screen.getByTestId('keep-7'));
    expect(screen.getByTestId('total-gross')).toHaveTextContent('₹21,000.00');
    expect(screen.getByTestId('total-net')).toHaveTextContent('₹20,580.00');
    await waitFor(() => expect(screen.getByTestId('preview-totals')).not.toHaveAttribute('aria-busy'));
    expect(screen.getByTestId('total-tds')).toHaveTextContent('₹420.00');
    await user.click(screen.getByTestId('keep-9'));
    expect(screen.getByTestId('total-gross')).toHaveTextContent('₹25,500.50');
  });

  it('"Credits up to" a day asks the preview for that period; the API’s message about the day goes beside it', async () => {
    const { fetchMock } = stubApi(() =>
      jsonResponse({ success: false, code: 'VALIDATION_FAILED', field: 'until', message: PAYOUT_MESSAGES.untilInFuture }, 400),
    );
    renderPage(<PayoutRunBuilder onCreated={() => {}} />, '/admin/payouts');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Credits up to' }));
    expect(screen.getByText('Choose the last day of credits to see what the run would pay.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Last day of credits'), { target: { value: '2025-11-01' } });
    await rows();
    expect(fetchCalls(fetchMock).map((c) => c.url)).toContain('/api/admin/payout-runs/preview?until=2025-11-01');
    await user.click(screen.getByRole('button', { name: 'Create draft run' }));
    const day = screen.getByLabelText('Last day of credits');
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    expect(day).toHaveAccessibleDescription(PAYOUT_MESSAGES.untilInFuture);
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/payout-runs', method: 'POST', body: { until: '2025-11-01' } },
    ]);
  });

  it('says when there is nothing to pay, and shows the error when the preview fails', async () => {
    const empty = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse({ success: true, data: aRun([], { gross: '0.00', tds: '0.00', net: '0.00' }) }));
    const { unmount } = renderPage(<PayoutRunBuilder onCreated={() => {}} />, '/admin/payouts');
    expect(await screen.findByTestId('preview-empty')).toHaveTextContent(PAYOUT_MESSAGES.nothingToPay);
    expect(screen.queryByRole('button', { name: 'Create draft run' })).toBeNull();
    unmount();
    empty.mockRestore();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ success: false, code: 'SERVER_ERROR', message: 'The database is busy.' }, 500),
    );
    renderPage(<PayoutRunBuilder onCreated={() => {}} />, '/admin/payouts');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
  });
});

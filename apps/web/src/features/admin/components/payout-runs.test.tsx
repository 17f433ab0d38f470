import { PAYOUT_MESSAGES } from '@realty/contracts/payouts/payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { PayoutRunPanel, PayoutRunsList } from './payout-runs.tsx';
import { aLine, anotherLine, aRun } from './payout-test-kit.ts';

afterEach(() => vi.restoreAllMocks());

const totals = { gross: '25500.50', tds: '420.00', net: '25080.50' };
const draft = aRun([aLine({ run_id: 12 }), anotherLine({ run_id: 12 })], totals, { run_id: 12 });
const approved = aRun([aLine({ run_id: 12 }), anotherLine({ run_id: 12 })], totals, {
  run_id: 12,
  status: 'approved',
  approved_by: 'E2E Admin 7',
  approved_at: '2026-11-29T06:00:00Z',
});

/** The API with run 12 as `run`; `answers` overrides what a POST path answers. */
function stubApi(run: unknown, answers: Record<string, (body: unknown) => Response> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const answer = answers[url];
      if (answer) return answer(init.body ? JSON.parse(String(init.body)) : undefined);
    }
    if (url === '/api/admin/payout-runs/12') return jsonResponse({ success: true, data: run });
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

/** The row of Sunita Yadav's line in the run's table. */
const sunitaRow = async () => {
  const table = await screen.findByRole('table', { name: 'Lines of run #12' });
  const row = within(table)
    .getAllByTestId('run-line-row')
    .find((r) => r.textContent?.includes('Sunita Yadav'));
  if (!row) throw new Error('no row of Sunita Yadav');
  return row;
};

// docs/product/payouts.md, "Payout runs": one run in the back office
describe('PayoutRunPanel', { timeout: 30_000 }, () => {
  it('a draft: Approve shows the API’s refusal to the admin who created it', async () => {
    const fetchMock = stubApi(draft, {
      '/api/admin/payout-runs/12/approve': () =>
        jsonResponse({ success: false, code: 'FORBIDDEN', message: PAYOUT_MESSAGES.approveOwnRun }, 403),
    });
    renderPage(<PayoutRunPanel runId={12} onClose={() => {}} />, '/admin/payouts');
    expect(await screen.findByTestId('open-run-status')).toHaveTextContent('Draft: to approve');
    expect(screen.queryByRole('link', { name: 'Download bank file' })).toBeNull();
    expect(within(await sunitaRow()).queryByRole('button', { name: /Mark paid/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYOUT_MESSAGES.approveOwnRun);
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/payout-runs/12/approve', method: 'POST', body: {} },
    ]);
  });

  it('"Discard draft" asks first, then discards', async () => {
    const fetchMock = stubApi(draft, {
      '/api/admin/payout-runs/12/discard': () =>
        jsonResponse({ success: true, message: PAYOUT_MESSAGES.discarded, data: { ...draft, status: 'discarded' } }),
    });
    renderPage(<PayoutRunPanel runId={12} onClose={() => {}} />, '/admin/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard the draft run #12?' });
    expect(dialog).toHaveTextContent('Its entries become unpaid again');
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.discarded)).toBeInTheDocument();
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/payout-runs/12/discard', method: 'POST', body: {} },
    ]);
  });

  it('an approved run links its bank file; "Mark paid" needs a valid bank reference before it is sent', async () => {
    const fetchMock = stubApi(approved, {
      '/api/admin/payout-runs/12/lines/31/paid': (body) =>
        jsonResponse({
          success: true,
          message: PAYOUT_MESSAGES.markedPaid,
          data: aLine({ run_id: 12, status: 'paid', ...(body as object) }),
        }),
    });
    renderPage(<PayoutRunPanel runId={12} onClose={() => {}} />, '/admin/payouts');
    expect(await screen.findByRole('link', { name: 'Download bank file' })).toHaveAttribute(
      'href',
      '/api/admin/payout-runs/12/bank-file.csv',
    );
    const user = userEvent.setup();
    await user.click(within(await sunitaRow()).getByRole('button', { name: 'Mark paid for Sunita Yadav' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the payout to Sunita Yadav paid' });
    expect(dialog).toHaveTextContent('₹20,580.00 to Sunita Yadav (KR000003)');
    const reference = within(dialog).getByLabelText('Bank reference (UTR)');
    expect(reference).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(reference).toHaveAccessibleDescription(PAYOUT_MESSAGES.referenceRequired);
    await user.type(reference, 'SBIN 4123 45');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(reference).toHaveAccessibleDescription('Reference may have only letters, digits, - and /');
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
    await user.clear(reference);
    await user.type(reference, 'SBIN412345678901');
    expect(reference).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.markedPaid)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/payout-runs/12/lines/31/paid', method: 'POST', body: { reference: 'SBIN412345678901' } },
    ]);
  });

  it('"Mark paid" shows the API’s refusal inside the dialog', async () => {
    stubApi(approved, {
      '/api/admin/payout-runs/12/lines/31/paid': () =>
        jsonResponse({ success: false, code: 'INVALID_STATE', message: PAYOUT_MESSAGES.lineDone }, 409),
    });
    renderPage(<PayoutRunPanel runId={12} onClose={() => {}} />, '/admin/payouts');
    const user = userEvent.setup();
    await user.click(within(await sunitaRow()).getByRole('button', { name: 'Mark paid for Sunita Yadav' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Bank reference (UTR)'), 'UTR-1/2');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYOUT_MESSAGES.lineDone);
  });

  it('"Mark failed" says the entries go back to unpaid and needs a reason', async () => {
    const fetchMock = stubApi(approved, {
      '/api/admin/payout-runs/12/lines/31/failed': () =>
        jsonResponse({
          success: true,
          message: PAYOUT_MESSAGES.markedFailed,
          data: aLine({ run_id: 12, status: 'failed', failed_reason: 'Account closed' }),
        }),
    });
    renderPage(<PayoutRunPanel runId={12} onClose={() => {}} />, '/admin/payouts');
    const user = userEvent.setup();
    await user.click(within(await sunitaRow()).getByRole('button', { name: 'Mark failed for Sunita Yadav' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the payout to Sunita Yadav failed' });
    expect(dialog).toHaveTextContent('Its 2 entries go back to unpaid and into the next payout run');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(within(dialog).getByLabelText('Why did the transfer fail?')).toHaveAccessibleDescription(PAYOUT_MESSAGES.reasonRequired);
    await user.type(within(dialog).getByLabelText('Why did the transfer fail?'), 'Account closed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.markedFailed)).toBeInTheDocument();
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/payout-runs/12/lines/31/failed', method: 'POST', body: { reason: 'Account closed' } },
    ]);
  });

  it('"Import bank response" sends the file’s text and says how many lines were marked and what was not used', async () => {
    const csv = 'reference,utr,status\nKR-P12-L31,SBIN412345678901,paid\nKR-P12-L99,X1,paid\n';
    const fetchMock = stubApi(approved, {
      '/api/admin/payout-runs/12/bank-response': () =>
        jsonResponse({
          success: true,
          message: 'Bank response imported.',
          data: { paid: 1, failed: 0, problems: [{ row: 3, message: 'No line of this run has the reference KR-P12-L99.' }] },
        }),
    });
    renderPage(<PayoutRunPanel runId={12} onClose={() => {}} />, '/admin/payouts');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Choose the response file'), new File([csv], 'response.csv', { type: 'text/csv' }));
    const result = await screen.findByTestId('bank-response-result');
    expect(result).toHaveTextContent('1 line marked paid, 0 marked failed.');
    expect(result).toHaveTextContent('One row was not used:');
    expect(result).toHaveTextContent('Row 3: No line of this run has the reference KR-P12-L99.');
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/payout-runs/12/bank-response', method: 'POST', body: { csv } },
    ]);
  });
});

describe('PayoutRunsList', { timeout: 30_000 }, () => {
  it('lists runs with status, period, lines paid and failed and totals; says when there are none or the list fails', async () => {
    const list = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        jsonResponse({ success: true, data: [{ ...approved, lines: undefined, lines_paid: 1, lines_failed: 1, until: '2026-11-15' }] }),
      );
    const onOpen = vi.fn();
    const { unmount } = renderPage(<PayoutRunsList openRunId={undefined} onOpen={onOpen} />, '/admin/payouts');
    const table = await screen.findByRole('table', { name: 'Payout runs, newest first' });
    const row = within(table).getByTestId('run-row');
    for (const text of [
      '#12',
      'Approved',
      'Credits up to 15 Nov 2026',
      '2 lines · 1 paid · 1 failed',
      '₹25,500.50',
      '₹420.00',
      '₹25,080.50',
    ])
      expect(row).toHaveTextContent(text);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Open run #12' }));
    expect(onOpen).toHaveBeenCalledWith(12);
    unmount();
    list.mockRestore();
    const none = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ success: true, data: [] }));
    const second = renderPage(<PayoutRunsList openRunId={undefined} onOpen={onOpen} />, '/admin/payouts');
    expect(await screen.findByText('No payout runs yet.')).toBeInTheDocument();
    second.unmount();
    none.mockRestore();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ success: false, code: 'FORBIDDEN', message: 'Only admins can do this.' }, 403),
    );
    renderPage(<PayoutRunsList openRunId={undefined} onOpen={onOpen} />, '/admin/payouts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this.');
  });
});

import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealsTable, dealActions } from './deals-table.tsx';
import { mockApi, renderAt, type SentRequest, sampleDeal } from './pipeline-test-kit.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const patches = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PATCH').map((r) => ({ path: r.url.pathname, body: r.body }));
const dealAnswer = (status: string) => ({
  success: true,
  message: PIPELINE_MESSAGES.dealUpdated,
  data: sampleDeal({ status: status as never }),
});

describe('deal actions', () => {
  it('follow pending → confirmed → paid, cancel from any but cancelled', () => {
    expect(dealActions('pending')).toEqual(['confirmed', 'cancelled']);
    expect(dealActions('confirmed')).toEqual(['paid', 'cancelled']);
    expect(dealActions('paid')).toEqual(['cancelled']);
    expect(dealActions('cancelled')).toEqual([]);
  });
});

describe('deals table', { timeout: 20_000 }, () => {
  it('shows each deal with exact money and filters by status through the address', async () => {
    const sent = mockApi({ 'GET /api/admin/deals': { success: true, data: [sampleDeal()] } });
    const user = userEvent.setup();
    const router = renderAt(<DealsTable />, '/admin/deals');
    const table = await screen.findByRole('table', { name: 'Deals, newest first' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Ledger of deal #31Booked 3 May 2026',
      'Assi Ghat HomesUnit B-1204',
      'Asha VermaKR000002',
      'Ravi Kumar',
      '₹85,00,000.00',
      '₹1,70,000.00at 2%',
      'pending',
      'ConfirmCancel deal',
    ]);
    expect(sent.map((r) => r.url.search)).toEqual(['']);

    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid'));
    await waitFor(() => expect(sent.at(-1)?.url.search).toBe('?status=paid'));
  });

  it('sends { status: confirmed } for Confirm and { status: paid } for Mark paid, without asking', async () => {
    const sent = mockApi({
      'GET /api/admin/deals': { success: true, data: [sampleDeal(), sampleDeal({ deal_id: 32, status: 'confirmed' })] },
      'PATCH /api/admin/deals/31': dealAnswer('confirmed'),
      'PATCH /api/admin/deals/32': dealAnswer('paid'),
    });
    const user = userEvent.setup();
    renderAt(<DealsTable />, '/admin/deals');
    const table = await screen.findByRole('table', { name: 'Deals, newest first' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(second as HTMLElement).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(patches(sent)).toHaveLength(1));
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(patches(sent)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(sent)).toEqual([
      { path: '/api/admin/deals/31', body: { status: 'confirmed' } },
      { path: '/api/admin/deals/32', body: { status: 'paid' } },
    ]);
  });

  it('asks before cancelling: Keep the deal sends nothing, Cancel the deal sends { status: cancelled }', async () => {
    const sent = mockApi({
      'GET /api/admin/deals': { success: true, data: [sampleDeal({ status: 'paid' })] },
      'PATCH /api/admin/deals/31': dealAnswer('cancelled'),
    });
    const user = userEvent.setup();
    renderAt(<DealsTable />, '/admin/deals');
    const table = await screen.findByRole('table', { name: 'Deals, newest first' });
    const cancel = within(table).getByRole('button', { name: 'Cancel deal' });

    await user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Cancel deal #31?' });
    expect(dialog).toHaveTextContent('each paid entry gets a reversal entry');
    expect(within(dialog).getByRole('button', { name: 'Keep the deal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the deal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).toHaveFocus();
    expect(patches(sent)).toEqual([]);

    await user.click(cancel);
    dialog = screen.getByRole('dialog', { name: 'Cancel deal #31?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(sent)).toEqual([{ path: '/api/admin/deals/31', body: { status: 'cancelled' } }]);
  });

  it("keeps the dialog open with the server's message when cancelling fails", async () => {
    mockApi({
      'GET /api/admin/deals': { success: true, data: [sampleDeal()] },
      'PATCH /api/admin/deals/31': {
        status: 409,
        body: { success: false, code: 'INVALID_STATE', message: 'A deal that is cancelled cannot be cancelled.' },
      },
    });
    const user = userEvent.setup();
    renderAt(<DealsTable />, '/admin/deals');
    await user.click(
      within(await screen.findByRole('table', { name: 'Deals, newest first' })).getByRole('button', { name: 'Cancel deal' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A deal that is cancelled cannot be cancelled.');
  });

  it('opens the ledger of a deal: member id, kind, percent, exact amount with reversals negative, status', async () => {
    const [share, sponsor] = sampleDeal().entries as [AdminEntry, AdminEntry];
    const deal = sampleDeal({
      status: 'cancelled',
      entries: [
        { ...share, status: 'paid', amount: '85000.50' },
        { ...sponsor, status: 'cancelled' },
        { ...share, entry_id: 103, status: 'reversal', amount: '-85000.50', reverses_entry_id: 101 },
      ],
    });
    mockApi({ 'GET /api/admin/deals': { success: true, data: [deal] } });
    const user = userEvent.setup();
    renderAt(<DealsTable />, '/admin/deals');
    const table = await screen.findByRole('table', { name: 'Deals, newest first' });
    expect(within(table).queryByRole('button', { name: /Confirm|Mark paid|Cancel deal/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Ledger of deal #31' }));
    const ledger = within(table).getByRole('table', { name: 'Ledger of deal #31' });
    expect(
      within(ledger)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['KR000002', 'Associate share', '50%', '₹85,000.50', 'paid'],
      ['KR000001', 'Sponsor, level 1', '5%', '₹8,500.00', 'cancelled'],
      ['KR000002', 'Associate share (reverses entry 101)', '50%', '−₹85,000.50', 'reversal'],
    ]);
  });

  it('says when there are no deals of a status', async () => {
    mockApi({ 'GET /api/admin/deals': { success: true, data: [] } });
    renderAt(<DealsTable />, '/admin/deals?status=pending');
    expect(await screen.findByText('No pending deals.')).toBeInTheDocument();
  });

  it("shows the server's message when the deals cannot be loaded", async () => {
    mockApi({ 'GET /api/admin/deals': { status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Something went wrong.' } } });
    renderAt(<DealsTable />, '/admin/deals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});

type AdminEntry = ReturnType<typeof sampleDeal>['entries'][number];

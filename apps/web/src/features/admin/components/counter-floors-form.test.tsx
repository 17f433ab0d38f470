import { COUNTER_FLOOR_MESSAGES } from '@realty/contracts/admin/counter-floors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CounterFloorsForm } from './counter-floors-form.tsx';
import { mockApi, renderAt } from './pipeline-test-kit.tsx';

// The home page counters in the back office (docs/product/back-office.md "Home page counters").

afterEach(() => {
  vi.restoreAllMocks();
});

const SETTINGS = {
  floors: { sites: 0, associates: 1000, customers: 0 },
  counted: { sites: 64, associates: 6, customers: 12 },
  shown: { sites: 64, associates: 1000, customers: 12 },
  updated_at: '2026-11-20T09:00:00.000Z',
  updated_by: 'Meera Admin',
};
const puts = (sent: ReturnType<typeof mockApi>) => sent.filter((r) => r.method === 'PUT').map((r) => r.body);

describe('home page counters form', { timeout: 20_000 }, () => {
  it('states the rule, shows each count beside the figure shown, and saves floors typed with Indian commas', async () => {
    const sent = mockApi({
      'GET /api/admin/counters': { success: true, data: SETTINGS },
      'PUT /api/admin/counters': (request) => ({
        success: true,
        message: COUNTER_FLOOR_MESSAGES.saved,
        data: { ...SETTINGS, floors: request.body, shown: { sites: 64, associates: 1000, customers: 100000 } },
      }),
    });
    const user = userEvent.setup();
    renderAt(<CounterFloorsForm />, '/admin/counters');
    expect(await screen.findByLabelText('Associate Members')).toHaveValue('1000');
    expect(screen.getByLabelText('Listed Properties')).toHaveValue('');
    expect(screen.getByText(/A floor is a marketing figure, not a count/)).toBeInTheDocument();
    expect(screen.getByText('Counted today: 6 · shown: 1,000+')).toBeInTheDocument();
    expect(screen.getByText('Counted today: 64 · shown: 64')).toBeInTheDocument();
    expect(screen.getByText(/by Meera Admin/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Registered Customers'), '1,00,000');
    await user.click(screen.getByRole('button', { name: 'Save floors' }));
    await waitFor(() => expect(puts(sent)).toEqual([{ sites: 0, associates: 1000, customers: 100000 }]));
    expect(await screen.findByText('Counted today: 12 · shown: 1,00,000+')).toBeInTheDocument();
  });

  it('says what is wrong under the box, in words, before sending anything', async () => {
    const sent = mockApi({ 'GET /api/admin/counters': { success: true, data: SETTINGS } });
    const user = userEvent.setup();
    renderAt(<CounterFloorsForm />, '/admin/counters');
    await user.type(await screen.findByLabelText('Listed Properties'), 'fifty');
    await user.click(screen.getByRole('button', { name: 'Save floors' }));
    expect(await screen.findByText('Listed Properties: enter a whole number (0 for no floor)')).toBeInTheDocument();
    expect(screen.getByLabelText('Listed Properties')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(sent)).toEqual([]);
  });

  it('shows an editor the floors read-only', async () => {
    mockApi({ 'GET /api/admin/counters': { success: true, data: SETTINGS } });
    renderAt(<CounterFloorsForm canEdit={false} />, '/admin/counters');
    expect(await screen.findByText('Only an admin can change the counters’ floors.')).toBeInTheDocument();
    expect(screen.getByLabelText('Associate Members')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save floors' })).toBeDisabled();
  });
});

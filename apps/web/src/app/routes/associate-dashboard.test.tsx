import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../features/associate-work/test/render-work.tsx';
import { sampleApiAnswer } from '../../features/associate-work/test/sample-api.ts';
import { saveLogin } from '../../lib/session.ts';
import AssociateDashboardPage from './associate-dashboard.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/associatedashboard', element: <AssociateDashboardPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/associatedashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/associatedashboard', { timeout: 20_000 }, () => {
  it('keeps the welcome and adds offers, leads, visits, earnings, network and preferences', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const body = sampleApiAnswer(String(input));
      return body ? jsonResponse(body) : jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
    });
    saveLogin({ ass_id: 2, reg_mem_name: 'Sunita', member_id: 'KR000002', ass_mobile: '9876500001' }, 'associate');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome, Sunita Verma!' })).toBeInTheDocument();
    expect(screen.getByTestId('member-id')).toHaveTextContent('KR000002');
    for (const name of ['Offers', 'My leads', 'Upcoming visits', 'Earnings', 'My network', 'Preferences']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'Earnings' });
    expect(await within(earnings).findByTestId('total-paid')).toHaveTextContent('₹12,34,567.80');
    expect(within(earnings).getByText('\u2212₹1,800.00')).toBeInTheDocument();
    const network = screen.getByRole('region', { name: 'My network' });
    expect(await within(network).findByRole('link', { name: '9876500003' })).toHaveAttribute('href', 'tel:+919876500003');
    expect(within(network).getByText('Neha Singh')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save preferences' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming visits' })).toHaveTextContent('Meet at Site office gate');
    // under the earnings: the payouts and TDS (docs/product/payouts.md)
    const payouts = screen.getByRole('region', { name: 'Payouts and TDS' });
    expect(earnings.nextElementSibling).toBe(payouts);
    expect(await within(payouts).findByTestId('tds-step')).toHaveTextContent('₹4,500.00 more credited this year and TDS starts.');
  });

  it('asks nothing of the pipeline for a visitor who is not signed in', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderPage();
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

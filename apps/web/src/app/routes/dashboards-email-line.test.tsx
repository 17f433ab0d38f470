import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../lib/session.ts';
import AssociateDashboardPage from './associate-dashboard.tsx';
import BuilderDashboardPage from './builder-dashboard.tsx';
import UserDashboardPage from './user-dashboard.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API of a dashboard: the account's e-mail (not confirmed), the confirmation send, and 404 for everything else the page asks. */
function stubApi(email: string) {
  // the pages' other panels log their 404s: not what these tests are about
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/me/email') return json({ success: true, email, email_confirmed: false });
    if (url === '/api/me/email/confirmation' && init?.method === 'POST')
      return json({ success: true, message: 'sent', email, email_confirmed: false });
    return json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

function renderPage(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

// docs/product/accounts.md, "E-mail confirmation": every dashboard has the e-mail line
describe('the e-mail line on the dashboards', { timeout: 30_000 }, () => {
  it('is on the customer dashboard, and its button sends the link', async () => {
    const fetchMock = stubApi('amit@example.in');
    saveLogin({ user_id: 7, user_name: 'Amit', user_mobile: '9876543210' }, 'user');
    renderPage('/userdashboard', <UserDashboardPage />);
    const line = await screen.findByTestId('email-confirmation');
    expect(line).toHaveTextContent('E-mail: not confirmed');
    await userEvent.setup().click(within(line).getByRole('button', { name: 'Confirm your e-mail' }));
    expect(await screen.findByText(/We have sent a confirmation link to amit@example.in/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/me/email/confirmation', expect.objectContaining({ method: 'POST' }));
  });

  it('is on the associate dashboard', async () => {
    stubApi('vikram@example.in');
    saveLogin({ ass_id: 2, reg_mem_name: 'Vikram', member_id: 'KR000002', ass_mobile: '9876500001' }, 'associate');
    renderPage('/associatedashboard', <AssociateDashboardPage />);
    expect(await screen.findByTestId('email-confirmation')).toHaveTextContent('E-mail: not confirmed');
  });

  it('is on the builder dashboard', async () => {
    stubApi('rohit@example.in');
    saveLogin({ builder_id: 5, builder_name: 'Rohit', builder_company: 'Ganga Infra' }, 'builder');
    renderPage('/builderdashboard', <BuilderDashboardPage />);
    const line = await screen.findByTestId('email-confirmation');
    expect(line).toHaveTextContent('E-mail: not confirmed');
    expect(within(line).getByRole('button', { name: 'Confirm your e-mail' })).toBeInTheDocument();
  });
});

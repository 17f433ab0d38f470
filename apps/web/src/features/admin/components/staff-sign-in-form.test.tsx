import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffSignInForm } from './staff-sign-in-form.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signedIn = { success: true, message: 'OTP sent', otp_required: true, resend_after_seconds: 30, token: 'pending' };

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/admin/signin', element: <StaffSignInForm /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/admin/signin'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function signInStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mobile number'), '9415000099');
  await user.type(screen.getByLabelText('Password'), 'staff-password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff sign-in', { timeout: 20_000 }, () => {
  it('takes the OTP in the shared six boxes, locks the resend and keeps the step on a wrong code', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(signedIn))
      .mockResolvedValueOnce(json({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' }, 401));
    const user = userEvent.setup();
    renderForm();
    await signInStep(user);
    const group = await screen.findByRole('group', { name: 'OTP' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Enter 6-digit OTP')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // a whole code filled into the first box spreads over the six (as the browser tests do)
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'OTP' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ mobile: '9415000099', otp: '123456' });
  });

  it('goes back to the password step when the pending sign-in is gone (code UNAUTHORIZED)', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(signedIn))
      .mockResolvedValueOnce(json({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in again.' }, 401));
    const user = userEvent.setup();
    renderForm();
    await signInStep(user);
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
  });
});

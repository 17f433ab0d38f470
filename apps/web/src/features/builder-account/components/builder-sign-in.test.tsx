import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, readSession } from '../../../lib/session.ts';
import { fetchCalls, jsonResponse, renderAccount } from '../test/render-account.tsx';
import { BuilderSignIn } from './builder-sign-in.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ success: true, message: 'Logged out' }));
  await logout();
  vi.restoreAllMocks();
});

const BUILDER = {
  builder_id: 7,
  builder_company: 'Kashi Heights Pvt Ltd',
  builder_name: 'Sunita Mishra',
  builder_email: 'sunita@example.in',
  builder_mobile: '9876543210',
};

/** Answers the sign-in screen's API calls by path. */
function mockApi(overrides: Record<string, () => Response> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    const override = overrides[path];
    if (override) return override();
    if (path === '/api/builder/sign-in')
      return jsonResponse({
        success: true,
        message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
        otp_required: true,
        token: 'pending',
        resend_after: 30,
        user: { builder_id: 7, builder_mobile: '9876543210' },
      });
    if (path === '/api/auth/builder/verify-otp')
      return jsonResponse({ success: true, message: 'Signed in successfully!', token: 'tok', role: 'builder', user: BUILDER });
    return jsonResponse({ success: false, message: 'unexpected' }, 404);
  });
}

async function signInStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('Password'), 'Manikarnika#Ghat7');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(/We sent a 6-digit OTP to/)).toBeInTheDocument();
}

async function typeOtp(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: /Digit 1 of 6|Enter the 6-digit OTP/ }));
  await user.keyboard(code);
}

describe('builder sign-in (docs/product/builders.md, "Account")', { timeout: 20_000 }, () => {
  it('checks the fields before sending', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAccount(<BuilderSignIn />, '/signinbuilder');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please enter mobile number and password')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Enter a valid 10-digit mobile number')).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends mobile and password, then the OTP, stores the builder login and goes to /builderdashboard', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAccount(<BuilderSignIn />, '/signinbuilder');
    await signInStep(user);
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    await typeOtp(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('at /builderdashboard')).toBeInTheDocument();
    expect(fetchCalls(fetchMock)).toEqual([
      { url: '/api/builder/sign-in', method: 'POST', body: { builder_mobile: '9876543210', builder_password: 'Manikarnika#Ghat7' } },
      { url: '/api/auth/builder/verify-otp', method: 'POST', body: { mobile: '9876543210', otp: '123456', purpose: 'signin' } },
    ]);
    expect(readSession()).toMatchObject({ loginType: 'builder', user: { builder_id: 7, role: 'builder' } });
  });

  it('comes back to a safe returnTo page afterwards', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAccount(<BuilderSignIn />, '/signinbuilder?returnTo=%2Fbuilderdashboard%2Fprojects%2F4');
    await signInStep(user);
    await typeOtp(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('at /builderdashboard/projects/4')).toBeInTheDocument();
  });

  it('shows a wrong password, and a wrong OTP at the code', async () => {
    mockApi({
      '/api/builder/sign-in': () =>
        jsonResponse({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid mobile number or password' }, 401),
    });
    const user = userEvent.setup();
    renderAccount(<BuilderSignIn />, '/signinbuilder');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Invalid mobile number or password')).not.toHaveLength(0);

    vi.restoreAllMocks();
    mockApi({
      '/api/auth/builder/verify-otp': () =>
        jsonResponse({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' }, 400),
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/We sent a 6-digit OTP to/)).toBeInTheDocument();
    await typeOtp(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(0);
    expect(readSession().user).toBeNull();
  });

  it('goes back to the password step when the pending sign-in has ended', async () => {
    mockApi({
      '/api/auth/builder/verify-otp': () => jsonResponse({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in again.' }, 401),
    });
    const user = userEvent.setup();
    renderAccount(<BuilderSignIn />, '/signinbuilder');
    await signInStep(user);
    await typeOtp(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument());
    expect(screen.queryByText(/We sent a 6-digit OTP to/)).not.toBeInTheDocument();
  });
});

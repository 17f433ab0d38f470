import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/session.ts';
import { jsonResponse, renderAuth } from '../test/render-auth.tsx';
import { CustomerSignIn } from './customer-sign-in.tsx';
import { CustomerSignUpForm } from './customer-sign-up-form.tsx';
import { VerifySignIn } from './verify-sign-in.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** Answers the OTP check of /verify with a signed-in customer. */
function mockVerifyApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    jsonResponse({
      success: true,
      message: 'Signed in successfully!',
      token: 't',
      user: { user_id: 5, user_name: 'Amit', user_email: 'a@b.in', user_mobile: '9876543210' },
    }),
  );
}

const at = (returnTo: string) => `?returnTo=${encodeURIComponent(returnTo)}`;

/** Answers the sign-up screen's calls; the new customer is 42. */
function mockSignUpApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/auth/user/check-')) return jsonResponse({ success: true, exists: false });
    if (path === '/api/auth/user/send-otp') return jsonResponse({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
    if (path === '/api/user/sign-up')
      return jsonResponse(
        {
          success: true,
          message: 'Account created successfully',
          token: 'tok',
          user: { user_id: 42, user_name: 'Amit Gupta', user_email: 'amit@example.in', user_mobile: '9876543210' },
        },
        201,
      );
    return jsonResponse({ success: true });
  });
}

async function signUp(path: string) {
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
  mockSignUpApi();
  const user = userEvent.setup();
  renderAuth(<CustomerSignUpForm />, path);
  await user.type(screen.getByLabelText('Full name'), 'Amit Gupta');
  await user.type(screen.getByLabelText('Email'), 'amit@example.in');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('Password'), 'ganga-ghat');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText('OTP sent to your mobile');
  await user.click(screen.getByLabelText('Digit 1 of 6'));
  await user.keyboard('314159');
  await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Welcome, Amit Gupta!' }) };
}

describe('coming back after signing up', { timeout: 20_000 }, () => {
  it('takes the new customer back to the listing named by returnTo', async () => {
    const { user, dialog } = await signUp(`/registeruser${at('/detailpage/5?from=search')}`);
    expect(within(dialog).getByText('Your account is ready. Taking you back to where you were...')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('at /detailpage/5?from=search')).toBeInTheDocument();
  });

  it.each(['//evil.example', 'https://evil.example/detailpage/5', '/\\evil.example', 'javascript:alert(1)'])(
    'goes to the dashboard instead of returnTo=%s',
    async (unsafe) => {
      const { user, dialog } = await signUp(`/registeruser${at(unsafe)}`);
      await user.click(within(dialog).getByRole('button', { name: 'Go to dashboard' }));
      expect(await screen.findByText('at /userdashboard')).toBeInTheDocument();
    },
  );

  it('passes returnTo on to the sign-in link', () => {
    renderAuth(<CustomerSignUpForm />, `/registeruser${at('/detailpage/5')}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/signinuser${at('/detailpage/5')}`);
  });
});

describe('coming back after signing in', { timeout: 20_000 }, () => {
  it('carries returnTo from the sign-in form to /verify', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        success: true,
        message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
        otp_required: true,
        token: 't',
        user: { user_id: 5, user_mobile: '9876543210' },
      }),
    );
    renderAuth(<CustomerSignIn />, `/signinuser${at('/detailpage/5')}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/registeruser${at('/detailpage/5')}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(`at /verify${at('/detailpage/5')}`)).toBeInTheDocument();
  });

  it('takes the customer back to returnTo once the OTP is verified', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.pendingMobile, '9876543210');
    mockVerifyApi();
    renderAuth(<VerifySignIn />, `/verify${at('/properties?city=Varanasi')}`);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('at /properties?city=Varanasi')).toBeInTheDocument();
  });

  it('opens the dashboard when returnTo leads off the site', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.pendingMobile, '9876543210');
    mockVerifyApi();
    renderAuth(<VerifySignIn />, `/verify${at('//evil.example/detailpage/5')}`);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('at /userdashboard')).toBeInTheDocument();
  });
});

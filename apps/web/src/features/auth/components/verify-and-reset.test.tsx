import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, STORAGE_KEYS } from '../../../lib/session.ts';
import { fetchCall, jsonResponse, renderAuth } from '../test/render-auth.tsx';
import { ForgetPasswordForm } from './forget-password-form.tsx';
import { VerifySignIn } from './verify-sign-in.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('/verify', { timeout: 20_000 }, () => {
  it('explains and links to /signinuser when no sign-in waits for an OTP', () => {
    renderAuth(<VerifySignIn />, '/verify');
    expect(screen.getByText(/no sign-in waiting for an OTP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/signinuser');
  });

  it('locks the resend for 30 s, shows Invalid OTP, then signs in and opens the dashboard', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.pendingMobile, '9876543210');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: false, message: 'Invalid OTP', field: 'otp' }, 400))
      .mockResolvedValueOnce(
        jsonResponse({
          success: true,
          message: 'Signed in successfully!',
          token: 't',
          user: { user_id: 5, user_name: 'Amit', user_email: 'a@b.in', user_mobile: '9876543210' },
        }),
      );
    const user = userEvent.setup();
    renderAuth(<VerifySignIn />, '/verify');
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(0);
    expect(fetchCall(fetchMock, 0).body).toEqual({ mobile: '9876543210', otp: '111111', purpose: 'signin' });
    await user.click(screen.getByLabelText('Digit 6 of 6'));
    await user.keyboard('2');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('at /userdashboard')).toBeInTheDocument();
    expect(readSession()).toMatchObject({ loginType: 'user', user: { user_id: 5 } });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.pendingMobile)).toBeNull();
  });

  it('decides by the code, not the status: a wrong code answered 401 OTP_INVALID keeps the pending sign-in', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.pendingMobile, '9876543210');
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' }, 401))
      .mockResolvedValueOnce(jsonResponse({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in again.' }, 401));
    const user = userEvent.setup();
    renderAuth(<VerifySignIn />, '/verify');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(0);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.pendingMobile)).toBe('9876543210');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Please sign in again.')).length).toBeGreaterThan(0);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.pendingMobile)).toBeNull();
  });

  it('shows the wait from a throttled resend', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.pendingMobile, '9876543210');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        jsonResponse({ success: false, message: 'Please wait 12 seconds before requesting another OTP.' }, 429, { 'retry-after': '12' }),
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAuth(<VerifySignIn />, '/verify');
      vi.advanceTimersByTime(31_000);
      await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
      expect(await screen.findAllByText('Please wait 12 seconds before requesting another OTP.')).not.toHaveLength(0);
      expect(await screen.findByText(/Resend OTP in 1[12]s/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/forgetpassword', { timeout: 20_000 }, () => {
  it('sends a reset OTP, checks the two passwords, then resets and goes to /signinuser', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'OTP sent to your mobile', resend_after: 30 }))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'Password updated. Please sign in with your new password.' }));
    const user = userEvent.setup();
    renderAuth(<ForgetPasswordForm />, '/forgetpassword');
    await user.type(screen.getByLabelText('Registered mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findAllByText('OTP sent to your mobile')).length).toBeGreaterThan(0);
    expect(fetchCall(fetchMock, 0).body).toEqual({ mobile: '9876543210', purpose: 'reset' });
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('424242');
    await user.type(screen.getByLabelText('New password'), 'new-ghat-9');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-ghat-8');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText('Passwords do not match')).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-ghat-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password updated. Please sign in with your new password.')).toBeInTheDocument();
    expect(await screen.findByText('at /signinuser')).toBeInTheDocument();
    expect(fetchCall(fetchMock, 1).body).toEqual({ mobile: '9876543210', otp: '424242', new_password: 'new-ghat-9' });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, STORAGE_KEYS } from '../../../lib/session.ts';
import { fetchCall, jsonResponse, renderAuth } from '../test/render-auth.tsx';
import { AssociateSignIn } from './associate-sign-in.tsx';
import { CustomerSignIn } from './customer-sign-in.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const fillAndSubmit = async (mobile: string, password: string) => {
  const user = userEvent.setup();
  if (mobile) await user.type(screen.getByLabelText('Mobile number'), mobile);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
};

describe('customer sign-in', { timeout: 20_000 }, () => {
  it('reads the mobile as typed with +91 and spaces, with a phone keyboard, and has no social buttons', async () => {
    renderAuth(<CustomerSignIn />, '/signinuser');
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('inputMode', 'tel');
    await userEvent.setup().type(mobile, '+91 98765 43210');
    expect(mobile).toHaveValue('9876543210');
    expect(screen.queryByRole('button', { name: /google|facebook/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgetpassword');
  });

  it('warns about empty fields and refuses a short mobile without calling the API', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAuth(<CustomerSignIn />, '/signinuser');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Please enter mobile number and password')).toBeInTheDocument();
    await fillAndSubmit('98765', 'secret1');
    expect(await screen.findByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Remember Me stores only the mobile, never the password, and prefills next time', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        success: true,
        message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
        otp_required: true,
        token: 't',
        user: { user_id: 5, user_mobile: '9876543210' },
      }),
    );
    const first = renderAuth(<CustomerSignIn />, '/signinuser');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Remember Me'));
    await fillAndSubmit('9876543210', 'Sup3r-secret');
    await screen.findByText('at /verify');
    expect(window.localStorage.getItem(STORAGE_KEYS.savedMobile)).toBe('9876543210');
    const everything = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
    expect(everything).not.toContain('Sup3r-secret');
    first.unmount();

    renderAuth(<CustomerSignIn />, '/signinuser');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Remember Me')).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.click(screen.getByLabelText('Remember Me'));
    expect(window.localStorage.getItem(STORAGE_KEYS.savedMobile)).toBeNull();
  });

  it('sends user_mobile and user_password, shows Signing in... while waiting, then goes to /verify', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderAuth(<CustomerSignIn />, '/signinuser');
    await fillAndSubmit('9876543210', 'secret1');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(fetchCall(fetchMock, 0)).toEqual({
      url: '/api/user/sign-in',
      method: 'POST',
      body: { user_mobile: '9876543210', user_password: 'secret1' },
    });
    answer(
      jsonResponse({
        success: true,
        message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
        otp_required: true,
        token: 't',
        user: { user_id: 5, user_mobile: '9876543210' },
      }),
    );
    expect(await screen.findByText('Password accepted. Enter the OTP sent to your mobile to finish signing in.')).toBeInTheDocument();
    expect(await screen.findByText('at /verify')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.pendingMobile)).toBe('9876543210');
    expect(readSession().user).toBeNull();
  });

  it("shows the server's message for wrong credentials, and a generic one when the network fails", async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: false, message: 'Invalid mobile number or password' }, 401));
    renderAuth(<CustomerSignIn />, '/signinuser');
    await fillAndSubmit('9876543210', 'wrong-1');
    expect(await screen.findByText('Invalid mobile number or password')).toBeInTheDocument();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('associate sign-in', { timeout: 20_000 }, () => {
  it('sends reg_mobile and reg_password, stores the associate and opens the associate dashboard', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        success: true,
        message: 'Signed in successfully!',
        token: 't',
        user: { ass_id: 1, reg_mem_name: 'Rajesh Kumar Srivastava', member_id: 'KR000001', ass_mobile: '9415000001' },
      }),
    );
    renderAuth(<AssociateSignIn />, '/signinassociate');
    await fillAndSubmit('9415000001', 'Founder@2018');
    expect(await screen.findByText('at /associatedashboard')).toBeInTheDocument();
    expect(fetchCall(fetchMock, 0).body).toEqual({ reg_mobile: '9415000001', reg_password: 'Founder@2018' });
    expect(readSession()).toMatchObject({
      loginType: 'associate',
      user: { ass_id: 1, role: 'associate', displayName: 'Rajesh Kumar Srivastava' },
    });
    expect(screen.queryByLabelText('Remember Me')).toBeNull();
  });

  it('shows a locked account’s 429 message for a wrong password', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ success: false, message: 'Too many wrong passwords. Please try again in 1 minute.' }, 429, { 'retry-after': '60' }),
    );
    renderAuth(<AssociateSignIn />, '/signinassociate');
    await fillAndSubmit('9415000001', 'wrong-1');
    expect(await screen.findByText('Too many wrong passwords. Please try again in 1 minute.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
  });

  it('while the account is locked, asks for the OTP after the right password and completes the sign-in with it', async () => {
    const locked = 'Too many wrong passwords were tried on this account. Enter the OTP sent to your mobile to sign in.';
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: true, message: locked, otp_required: true, token: 'pending', resend_after: 30 }))
      .mockResolvedValueOnce(jsonResponse({ success: false, message: 'Invalid OTP', field: 'otp' }, 400))
      .mockResolvedValueOnce(
        jsonResponse({
          success: true,
          message: 'Signed in successfully!',
          token: 't',
          user: { ass_id: 1, reg_mem_name: 'Rajesh Kumar Srivastava', member_id: 'KR000001', ass_mobile: '9415000001' },
        }),
      );
    renderAuth(<AssociateSignIn />, '/signinassociate');
    const user = await fillAndSubmit('9415000001', 'Founder@2018');
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(screen.getByText(/Enter the 6-digit OTP sent to/)).toHaveTextContent('+91 9415000001');
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(readSession().user).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Enter 6-digit OTP')).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(0);
    expect(fetchCall(fetchMock, 1)).toEqual({
      url: '/api/associate/sign-in/verify-otp',
      method: 'POST',
      body: { mobile: '9415000001', otp: '111111' },
    });

    await user.click(screen.getByLabelText('Digit 6 of 6'));
    await user.keyboard('2');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('at /associatedashboard')).toBeInTheDocument();
    expect(fetchCall(fetchMock, 2).body).toEqual({ mobile: '9415000001', otp: '111112' });
    expect(readSession()).toMatchObject({
      loginType: 'associate',
      user: { ass_id: 1, role: 'associate', displayName: 'Rajesh Kumar Srivastava' },
    });
  });

  it('goes back to the password form when the pending sign-in has expired', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'Locked.', otp_required: true, token: 'pending', resend_after: 30 }))
      .mockResolvedValueOnce(jsonResponse({ success: false, message: 'Please sign in again.' }, 401));
    renderAuth(<AssociateSignIn />, '/signinassociate');
    const user = await fillAndSubmit('9415000001', 'Founder@2018');
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please sign in again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
  });

  it('falls back to Sign-in failed. when the server gives no message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 502 }));
    renderAuth(<AssociateSignIn />, '/signinassociate');
    await fillAndSubmit('9415000001', 'whatever');
    await waitFor(() => expect(screen.getByText('Sign-in failed.')).toBeInTheDocument());
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SignInCodeForm, SignInOtpPanel, SignUpOtpStep } from './otp-code.tsx';
import { PasswordSignInForm } from './password-sign-in-form.tsx';
import { type SignInCodeOptions, useSignInCode } from './use-sign-in-code.ts';

// The sign-in steps every account kind shares: password, then the code
// (docs/product/accounts.md, "Customer sign-in", "Associate sign-in"; docs/product/builders.md, "Account").

afterEach(() => vi.restoreAllMocks());

describe('PasswordSignInForm', { timeout: 20_000 }, () => {
  it('checks the fields, sends the ten digits of a typed +91 number, and reads Signing in... meanwhile', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderPage(<PasswordSignInForm onSubmit={onSubmit} submitText="Sign In" />, '/signin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter mobile number and password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.type(screen.getByLabelText('Password'), 'Ganga#Ghat1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith('9876543210', 'Ganga#Ghat1');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('name', 'mobile');
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('lets a kind say its own check failures', async () => {
    const onProblem = vi.fn();
    renderPage(<PasswordSignInForm onSubmit={vi.fn()} submitText="Sign in" onProblem={onProblem} />, '/signin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onProblem).toHaveBeenCalledWith({ kind: 'warning', message: 'Please enter mobile number and password' });
  });
});

/** The code step of a sign-in with `options`, in the look of the customers' /verify. */
function CodeStep(options: SignInCodeOptions) {
  const code = useSignInCode(options);
  return <SignInCodeForm mobile="9876543210" code={code} restart={{ to: '/signinuser' }} />;
}

/** The code step of a sign-in with `options`, in the look of the builders' screen. */
function CodePanel(options: SignInCodeOptions & { onRestart?: () => void }) {
  const code = useSignInCode(options);
  return <SignInOtpPanel mobile="9876543210" code={code} onRestart={options.onRestart ?? (() => {})} />;
}

const invalidOtp = () => new ApiError(400, 'Invalid OTP', { code: 'OTP_INVALID', field: 'otp' });
const signInLost = () => new ApiError(401, 'Please sign in again.', { code: 'UNAUTHORIZED' });

describe('the sign-in code step', { timeout: 20_000 }, () => {
  it('wants six digits, then completes the sign-in with them; a wrong code stays on the screen', async () => {
    const verify = vi.fn<(code: string) => Promise<void>>().mockRejectedValueOnce(invalidOtp()).mockResolvedValueOnce();
    const user = userEvent.setup();
    renderPage(<CodeStep verify={verify} resend={vi.fn()} isLockedAtStart />, '/verify');
    expect(screen.getByText(/Enter the 6-digit OTP sent to/)).toHaveTextContent('+91 9876543210');
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/signinuser');

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findAllByText('Enter 6-digit OTP')).toHaveLength(2); // under the boxes and in a toast
    expect(verify).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(2));
    expect(verify).toHaveBeenLastCalledWith('111111');
  });

  it('starts again when the pending sign-in is gone, whether at the check or at a resend', async () => {
    const onLost = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <CodeStep verify={() => Promise.reject(signInLost())} resend={() => Promise.reject(signInLost())} onLost={onLost} />,
      '/verify',
    );
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(onLost).toHaveBeenCalledWith('Please sign in again.'));
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(onLost).toHaveBeenCalledTimes(2));
  });

  it('sends another code, empties the boxes and locks the resend again', async () => {
    const resend = vi.fn().mockResolvedValue({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
    const user = userEvent.setup();
    renderPage(<CodeStep verify={vi.fn()} resend={resend} />, '/verify');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(screen.getAllByText('OTP resent successfully').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
  });

  it('in the builders’ look: named Mobile verification, a short code marked at the boxes only, and Use another number', async () => {
    const onRestart = vi.fn();
    const user = userEvent.setup();
    renderPage(<CodePanel verify={vi.fn()} resend={vi.fn()} isQuiet onRestart={onRestart} />, '/signinbuilder');
    const form = screen.getByRole('form', { name: 'Mobile verification' });
    expect(form).toHaveTextContent('We sent a 6-digit OTP to +91 9876543210.');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findAllByText('Enter 6-digit OTP')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(onRestart).toHaveBeenCalled();
  });
});

describe('SignUpOtpStep', { timeout: 20_000 }, () => {
  it('verifies the code and creates the account in one step: no separate Verify OTP', async () => {
    const onCreate = vi.fn();
    const onResend = vi.fn();
    const user = userEvent.setup();
    const props = { mobile: '9876543210', otp: ['', '', '', '', '', ''], onOtpChange: () => {}, onResend, onCreate };
    const view = renderPage(<SignUpOtpStep {...props} secondsLeft={12} busy={null} />, '/registeruser');
    expect(screen.getByRole('region', { name: 'Mobile verification' })).toHaveTextContent('We sent a 6-digit OTP to +91 9876543210.');
    expect(screen.getByText('Resend OTP in 12s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify OTP' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    view.unmount();

    renderPage(<SignUpOtpStep {...props} secondsLeft={0} busy="creating" error="Invalid OTP" />, '/registeruser');
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByText('Invalid OTP')).toBeInTheDocument();
  });
});

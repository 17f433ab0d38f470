import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { saveLogin, withReturnTo } from '../../../lib/session.ts';
import { sendCustomerOtp, verifyCustomerSignInOtp } from '../api/customer-api.ts';
import { useResendTimer } from '../hooks/use-resend-timer.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { failureMessage } from '../utils/api-errors.ts';
import { pendingMobile, setPendingMobile } from '../utils/remembered-mobile.ts';
import { otpProblem } from '../utils/validation.ts';
import { OtpBoxes } from './otp-boxes.tsx';
import { emptyBoxes, joinBoxes } from './segmented-code-input.tsx';

/**
 * The second step of customer sign-in (accounts.md §2 "/verify"): six OTP boxes, a 30-second
 * resend timer (resend = `send-otp` purpose signin) and 'Verify OTP', which activates the
 * pending session, stores the customer and goes back to the page named by `returnTo`, else to
 * /userdashboard. Without a pending sign-in it explains that and links to /signinuser.
 */
export function VerifySignIn() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const signInAgain = withReturnTo(PATHS.signInUser, returnTo);
  const [mobile] = useState(pendingMobile);
  const [otp, setOtp] = useState(() => emptyBoxes(6));
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'verifying' | 'resending' | null>(null);
  const timer = useResendTimer(true);

  if (!mobile) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-slate-700">There is no sign-in waiting for an OTP. Please sign in with your mobile number and password first.</p>
        <Link to={signInAgain} className="btn-primary w-full">
          Go to Sign In
        </Link>
      </div>
    );
  }

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = joinBoxes(otp);
    const problem = otpProblem(code);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    setError(undefined);
    setBusy('verifying');
    try {
      const answer = await verifyCustomerSignInOtp({ mobile, otp: code });
      saveLogin(answer.user, 'user');
      setPendingMobile(null);
      toast.success(answer.message || ACCOUNT_MESSAGES.signedIn);
      navigate(returnTo ?? PATHS.userDashboard, { replace: true });
    } catch (caught) {
      const message = failureMessage(caught, ACCOUNT_MESSAGES.otpInvalid, 'Something went wrong. Please try again.');
      setError(message);
      setStatus(message);
      toast.error(message);
      if (caught instanceof ApiError && caught.status === 401) setPendingMobile(null);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resending');
    try {
      const answer = await sendCustomerOtp({ mobile, purpose: 'signin' });
      setOtp(emptyBoxes(6));
      setError(undefined);
      timer.start(answer.resend_after);
      toast.success('OTP resent successfully');
      setStatus('OTP resent successfully');
    } catch (caught) {
      const message = failureMessage(caught, 'Failed to resend OTP', 'Error resending OTP');
      if (caught instanceof ApiError && caught.retryAfterSeconds) timer.start(caught.retryAfterSeconds);
      toast.error(message);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form noValidate onSubmit={verify} className="space-y-4">
      <p className="text-slate-700">
        Enter the 6-digit OTP sent to <strong>+91 {mobile}</strong>.
      </p>
      <OtpBoxes value={otp} onChange={setOtp} error={error} isDisabled={busy === 'verifying'} legend="One-time password" />
      <div className="text-sm">
        {timer.secondsLeft > 0 ? (
          <p className="text-slate-600">Resend OTP in {timer.secondsLeft}s</p>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={busy !== null}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {busy === 'resending' ? 'Resending...' : 'Resend OTP'}
          </button>
        )}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy !== null}>
        {busy === 'verifying' ? 'Verifying...' : 'Verify OTP'}
      </button>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <p className="text-center text-sm text-slate-600">
        Wrong number?{' '}
        <Link to={signInAgain} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Sign in again
        </Link>
      </p>
    </form>
  );
}

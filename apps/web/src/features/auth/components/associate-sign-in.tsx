import type { AssociateSignInResponse } from '@realty/contracts/accounts/associate-sign-in';
import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { saveLogin } from '../../../lib/session.ts';
import { resendAssociateSignInOtp, signInAssociate, verifyAssociateSignInOtp } from '../api/associate-api.ts';
import { useResendTimer } from '../hooks/use-resend-timer.ts';
import { failureMessage } from '../utils/api-errors.ts';
import { otpProblem } from '../utils/validation.ts';
import { OtpBoxes } from './otp-boxes.tsx';
import { emptyBoxes, joinBoxes } from './segmented-code-input.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** An associate sign-in waiting for its OTP: the mobile and the server's explanation. */
type PendingSignIn = { mobile: string; message: string };

/**
 * Associate sign-in (accounts.md §2 "Associate sign-in", §8): `POST /api/associate/sign-in` with
 * `reg_mobile` / `reg_password`, no OTP step; stores the associate and goes to
 * /associatedashboard. While the account is locked after too many wrong passwords
 * (docs/decisions/0006-account-sign-in-limits.md) the right password is answered with
 * `otp_required`: the screen then shows the server's explanation and six OTP boxes, and the
 * code completes the sign-in the same way. Failures show the server's message, else
 * 'Sign-in failed.', or 'Something went wrong. Please try again.'.
 */
export function AssociateSignIn() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingSignIn | null>(null);

  const finish = (answer: AssociateSignInResponse) => {
    saveLogin({ ...answer.user, ass_id: answer.user.ass_id, name: answer.user.reg_mem_name }, 'associate');
    toast.success(answer.message || ACCOUNT_MESSAGES.signedIn);
    navigate(PATHS.associateDashboard, { replace: true });
  };

  const submit = async (mobile: string, password: string) => {
    try {
      const answer = await signInAssociate({ reg_mobile: mobile, reg_password: password });
      if ('otp_required' in answer) {
        toast.dismiss(); // an earlier 'Too many wrong passwords' would contradict the code step
        setPending({ mobile, message: answer.message });
        return;
      }
      finish(answer);
    } catch (error) {
      toast.error(failureMessage(error, 'Sign-in failed.', 'Something went wrong. Please try again.'));
    }
  };

  if (pending) return <SignInOtpStep pending={pending} onSignedIn={finish} onRestart={() => setPending(null)} />;
  return (
    <>
      <SignInForm onSubmit={submit} isCustomer={false} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Not an associate yet?{' '}
        <Link to={PATHS.registerAssociate} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Register as an associate
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        Looking for a property?{' '}
        <Link to={PATHS.signInUser} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Sign in as a customer
        </Link>
      </p>
    </>
  );
}

/**
 * The OTP step of a locked associate's sign-in: the server's explanation, six OTP boxes, a
 * 30-second resend timer and 'Verify OTP' (`POST /api/associate/sign-in/verify-otp`). A lost
 * pending sign-in (401) sends the associate back to the password form.
 */
function SignInOtpStep({
  pending,
  onSignedIn,
  onRestart,
}: {
  pending: PendingSignIn;
  onSignedIn: (answer: AssociateSignInResponse) => void;
  onRestart: () => void;
}) {
  const [otp, setOtp] = useState(() => emptyBoxes(6));
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'verifying' | 'resending' | null>(null);
  const timer = useResendTimer(true);

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
      onSignedIn(await verifyAssociateSignInOtp(pending.mobile, code));
    } catch (caught) {
      const message = failureMessage(caught, ACCOUNT_MESSAGES.otpInvalid, 'Something went wrong. Please try again.');
      setError(message);
      setStatus(message);
      toast.error(message);
      if (caught instanceof ApiError && caught.status === 401) onRestart();
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resending');
    try {
      const answer = await resendAssociateSignInOtp(pending.mobile);
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
      if (caught instanceof ApiError && caught.status === 401) onRestart();
    } finally {
      setBusy(null);
    }
  };

  return (
    <form noValidate onSubmit={verify} className="space-y-4">
      <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {pending.message}
      </p>
      <p className="text-slate-700">
        Enter the 6-digit OTP sent to <strong>+91 {pending.mobile}</strong>.
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
        <button type="button" onClick={onRestart} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Sign in again
        </button>
      </p>
    </form>
  );
}

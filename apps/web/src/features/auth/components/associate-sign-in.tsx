import type { AssociateSignInResponse } from '@realty/contracts/accounts/associate-sign-in';
import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES, OTP_LENGTH } from '@realty/contracts/accounts/fields';
import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { saveLogin } from '../../../lib/session.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { resendAssociateSignInOtp, signInAssociate, verifyAssociateSignInOtp } from '../api/associate-api.ts';
import { useAuthTexts } from '../texts.ts';
import { failureMessage, isSignInLost } from '../utils/api-errors.ts';
import { otpProblem } from '../utils/validation.ts';
import { SignInForm } from './sign-in-form.tsx';

/** An associate sign-in waiting for its OTP: the mobile and the server's explanation. */
type PendingSignIn = { mobile: string; message: string };

/**
 * Associate sign-in (docs/product/accounts.md, "Associate sign-in", "Repeated wrong passwords"): `POST /api/associate/sign-in` with
 * `reg_mobile` / `reg_password`, no OTP step; stores the associate and goes to
 * /associatedashboard. While the account is locked after too many wrong passwords
 * (docs/decisions/0006-account-sign-in-limits.md) the right password is answered with
 * `otp_required`: the screen then shows the server's explanation and six OTP boxes, and the
 * code completes the sign-in the same way. Failures show the server's message, else
 * 'Sign-in failed.', or 'Something went wrong. Please try again.', in the page's language
 * (docs/product/seo.md, "Hindi").
 */
export function AssociateSignIn() {
  const t = useAuthTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingSignIn | null>(null);

  const finish = (answer: AssociateSignInResponse) => {
    saveLogin({ ...answer.user, ass_id: answer.user.ass_id, name: answer.user.reg_mem_name }, 'associate');
    toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedIn));
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
      toast.error(msg(failureMessage(error, 'Sign-in failed.', ACCOUNT_SCREEN_MESSAGES.somethingWentWrong)));
    }
  };

  if (pending) return <SignInOtpStep pending={pending} onSignedIn={finish} onRestart={() => setPending(null)} />;
  return (
    <>
      <SignInForm onSubmit={submit} isCustomer={false} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('associateSignIn.notYet')}{' '}
        <Link to={PATHS.registerAssociate} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('associateSignIn.register')}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        {t('common.lookingForProperty')}{' '}
        <Link to={PATHS.signInUser} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('common.signInAsCustomer')}
        </Link>
      </p>
    </>
  );
}

/**
 * The OTP step of a locked associate's sign-in: the server's explanation, the six boxes of
 * {@link OtpInput}, the shared 30-second resend lock of {@link useOtpSender} and 'Verify OTP'
 * (`POST /api/associate/sign-in/verify-otp`). A lost pending sign-in (code UNAUTHORIZED) sends
 * the associate back to the password form; a wrong code does not.
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
  const t = useAuthTexts();
  const msg = useMessageText();
  const [otp, setOtp] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'verifying' | 'resending' | null>(null);
  const otpSender = useOtpSender({ isLockedAtStart: true });

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = joinBoxes(otp);
    const problem = otpProblem(code);
    if (problem) {
      setError(problem);
      toast.error(msg(problem));
      return;
    }
    setError(undefined);
    setBusy('verifying');
    try {
      onSignedIn(await verifyAssociateSignInOtp(pending.mobile, code));
    } catch (caught) {
      const message = msg(failureMessage(caught, ACCOUNT_MESSAGES.otpInvalid, ACCOUNT_SCREEN_MESSAGES.somethingWentWrong));
      setError(message);
      setStatus(message);
      toast.error(message);
      if (isSignInLost(caught)) onRestart();
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resending');
    try {
      await otpSender.send(() => resendAssociateSignInOtp(pending.mobile));
      setOtp(emptyOtp());
      setError(undefined);
      toast.success(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
      setStatus(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
    } catch (caught) {
      const message = msg(failureMessage(caught, ACCOUNT_SCREEN_MESSAGES.otpResendFailed, ACCOUNT_SCREEN_MESSAGES.otpResendError));
      toast.error(message);
      setStatus(message);
      if (isSignInLost(caught)) onRestart();
    } finally {
      setBusy(null);
    }
  };

  return (
    <form noValidate onSubmit={verify} className="space-y-4">
      <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {msg(pending.message)}
      </p>
      <p className="text-slate-700">
        <Trans
          t={t as never}
          i18nKey="otp.enterSentTo"
          values={{ digits: OTP_LENGTH, mobile: pending.mobile }}
          components={{ strong: <strong /> }}
        />
      </p>
      <OtpInput
        value={otp}
        onChange={setOtp}
        error={error && msg(error)}
        isDisabled={busy === 'verifying'}
        legend={t('otp.legendOneTime')}
      />
      <div className="text-sm">
        {otpSender.secondsLeft > 0 ? (
          <p className="text-slate-600">{t('otp.resendIn', { seconds: otpSender.secondsLeft })}</p>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={busy !== null}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {busy === 'resending' ? t('otp.resending') : t('otp.resend')}
          </button>
        )}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy !== null}>
        {busy === 'verifying' ? t('otp.verifying') : t('otp.verify')}
      </button>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <p className="text-center text-sm text-slate-600">
        {t('common.wrongNumber')}{' '}
        <button type="button" onClick={onRestart} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('common.signInAgain')}
        </button>
      </p>
    </form>
  );
}

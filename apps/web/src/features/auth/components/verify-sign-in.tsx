import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES, OTP_LENGTH } from '@realty/contracts/accounts/fields';
import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { saveLogin, withReturnTo } from '../../../lib/session.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { sendCustomerOtp, verifyCustomerSignInOtp } from '../api/customer-api.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { useAuthTexts } from '../texts.ts';
import { failureMessage, isSignInLost } from '../utils/api-errors.ts';
import { pendingMobile, setPendingMobile } from '../utils/remembered-mobile.ts';
import { otpProblem } from '../utils/validation.ts';

/**
 * The second step of customer sign-in (docs/product/accounts.md, "Customer sign-in"): the six
 * boxes of {@link OtpInput}, the shared 30-second resend lock of {@link useOtpSender} (resend =
 * `send-otp` purpose signin) and 'Verify OTP', which activates the pending session, stores the
 * customer and goes back to the page named by `returnTo`, else to /userdashboard. A wrong code
 * keeps the screen; a lost pending sign-in (code UNAUTHORIZED) forgets the mobile. Without a
 * pending sign-in it explains that and links to /signinuser. Texts and messages in the page's
 * language (docs/product/seo.md, "Hindi").
 */
export function VerifySignIn() {
  const t = useAuthTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const signInAgain = withReturnTo(PATHS.signInUser, returnTo);
  const [mobile] = useState(pendingMobile);
  const [otp, setOtp] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'verifying' | 'resending' | null>(null);
  const otpSender = useOtpSender({ isLockedAtStart: true });

  if (!mobile) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-slate-700">{t('verify.none')}</p>
        <Link to={signInAgain} className="btn-primary w-full">
          {t('verify.goToSignIn')}
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
      toast.error(msg(problem));
      return;
    }
    setError(undefined);
    setBusy('verifying');
    try {
      const answer = await verifyCustomerSignInOtp({ mobile, otp: code });
      saveLogin(answer.user, 'user');
      setPendingMobile(null);
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedIn));
      navigate(returnTo ?? PATHS.userDashboard, { replace: true });
    } catch (caught) {
      const message = msg(failureMessage(caught, ACCOUNT_MESSAGES.otpInvalid, ACCOUNT_SCREEN_MESSAGES.somethingWentWrong));
      setError(message);
      setStatus(message);
      toast.error(message);
      if (isSignInLost(caught)) setPendingMobile(null);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resending');
    try {
      await otpSender.send(() => sendCustomerOtp({ mobile, purpose: 'signin' }));
      setOtp(emptyOtp());
      setError(undefined);
      toast.success(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
      setStatus(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
    } catch (caught) {
      const message = msg(failureMessage(caught, ACCOUNT_SCREEN_MESSAGES.otpResendFailed, ACCOUNT_SCREEN_MESSAGES.otpResendError));
      toast.error(message);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form noValidate onSubmit={verify} className="space-y-4">
      <p className="text-slate-700">
        <Trans t={t as never} i18nKey="otp.enterSentTo" values={{ digits: OTP_LENGTH, mobile }} components={{ strong: <strong /> }} />
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
        <Link to={signInAgain} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('common.signInAgain')}
        </Link>
      </p>
    </form>
  );
}

import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES, OTP_LENGTH } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { type FormEvent, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { MobileInput } from '../../../components/ui/mobile-input.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { RETURN_TO_PARAM, safeReturnTo, saveLogin, withReturnTo } from '../../../lib/session.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { sendBuilderOtp, signInBuilder, verifyBuilderSignInOtp } from '../api/builder-account-api.ts';
import { useBuilderAccountTexts } from '../texts.ts';
import { failureMessage, otpProblem, signInProblem } from '../utils/validation.ts';
import { OTP_BOX_CLASS, PasswordInput } from './form-parts.tsx';

/**
 * Builder sign-in (docs/product/builders.md, "Account": /signinbuilder, the customers' two steps
 * on one screen). Step 1: mobile and password, 'Sign in' → `POST /api/builder/sign-in`, which
 * sends an OTP and opens a pending session. Step 2: the six OTP boxes and 'Verify OTP' →
 * `POST /api/auth/builder/verify-otp` (purpose signin); the login is stored (login type 'builder')
 * and the builder goes to the page named by `returnTo`, else /builderdashboard. 'Resend OTP'
 * after 30 s. When the pending sign-in has ended (401), the screen goes back to step 1. Texts and
 * messages in the page's language (docs/product/seo.md, "Hindi").
 */
export function BuilderSignIn() {
  const t = useBuilderAccountTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(RETURN_TO_PARAM));
  const mobileId = useId();
  const passwordId = useId();
  const statusId = useId();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [pendingMobile, setPendingMobile] = useState<string | null>(null);
  const [otp, setOtp] = useState(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  const [busy, setBusy] = useState<'signing-in' | 'verifying' | 'resending' | null>(null);
  const [status, setStatus] = useState('');
  const otpSender = useOtpSender();

  const startOver = (message: string) => {
    setPendingMobile(null);
    setOtp(emptyOtp());
    setOtpError(undefined);
    setStatus(message);
  };

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = signInProblem(mobile, password);
    if (problem) {
      toast.error(msg(problem));
      setStatus(msg(problem));
      return;
    }
    setBusy('signing-in');
    try {
      const answer = await signInBuilder({ builder_mobile: mobile.trim(), builder_password: password });
      otpSender.lock(answer.resend_after);
      setPendingMobile(answer.user.builder_mobile || mobile.trim());
      setOtp(emptyOtp());
      setOtpError(undefined);
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedInVerifyOtp));
      setStatus(msg(answer.message || ACCOUNT_MESSAGES.signedInVerifyOtp));
    } catch (error) {
      const message = msg(failureMessage(error, 'Sign-in failed', ACCOUNT_SCREEN_MESSAGES.somethingWentWrong));
      toast.error(message);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pendingMobile || busy) return;
    const code = joinBoxes(otp);
    const problem = otpProblem(code);
    if (problem) {
      setOtpError(problem);
      return;
    }
    setBusy('verifying');
    try {
      const answer = await verifyBuilderSignInOtp({ mobile: pendingMobile, otp: code });
      saveLogin(answer.user, 'builder');
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedIn));
      navigate(returnTo ?? PATHS.builderDashboard, { replace: true });
    } catch (error) {
      const message = msg(failureMessage(error, 'Verification failed', ACCOUNT_SCREEN_MESSAGES.somethingWentWrong));
      toast.error(message);
      if (hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)) startOver(message);
      else {
        if (error instanceof ApiError && error.field === 'otp') setOtpError(message);
        setStatus(message);
      }
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (!pendingMobile || busy) return;
    setBusy('resending');
    try {
      await otpSender.send(() => sendBuilderOtp({ mobile: pendingMobile, purpose: 'signin' }));
      toast.success(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
      setStatus(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
      setOtp(emptyOtp());
      setOtpError(undefined);
    } catch (error) {
      const message = msg(failureMessage(error, ACCOUNT_SCREEN_MESSAGES.otpResendFailed, ACCOUNT_SCREEN_MESSAGES.otpResendError));
      toast.error(message);
      if (hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)) startOver(message);
      else setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {pendingMobile === null ? (
        <form noValidate onSubmit={submitPassword} className="space-y-4">
          <div>
            <label htmlFor={mobileId} className="label">
              {t('field.mobile')}
            </label>
            <div className="flex">
              <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-600">
                +91
              </span>
              <MobileInput
                id={mobileId}
                name="mobile"
                className="input rounded-l-none"
                value={mobile}
                onChange={(event) => setMobile(event.target.value)}
              />
            </div>
          </div>
          <div>
            <label htmlFor={passwordId} className="label">
              {t('field.password')}
            </label>
            <PasswordInput
              id={passwordId}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy !== null}>
            {busy === 'signing-in' ? t('common.signingIn') : t('common.signIn')}
          </button>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={verify}
          aria-label={t('otp.mobileVerification')}
          className="rounded-xl border border-brand-100 bg-brand-50 p-3 sm:p-4"
        >
          <p className="mb-3 text-sm text-slate-700">
            <Trans
              t={t as never}
              i18nKey="otp.weSent"
              values={{ digits: OTP_LENGTH, mobile: pendingMobile }}
              components={{ strong: <strong /> }}
            />
          </p>
          <OtpInput
            value={otp}
            onChange={setOtp}
            error={otpError && msg(otpError)}
            isDisabled={busy === 'verifying'}
            boxClassName={OTP_BOX_CLASS}
          />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
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
            <button
              type="button"
              onClick={() => startOver('')}
              disabled={busy === 'verifying'}
              className="font-semibold text-slate-700 underline hover:text-brand-800"
            >
              {t('signIn.useAnother')}
            </button>
          </div>
          <button type="submit" className="btn-primary mt-4 w-full" disabled={busy !== null}>
            {busy === 'verifying' ? t('otp.verifying') : t('otp.verify')}
          </button>
        </form>
      )}
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('signIn.newBuilder')}{' '}
        <Link to={withReturnTo(PATHS.registerBuilder, returnTo)} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('signIn.register')}
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

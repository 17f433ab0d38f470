import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES, MOBILE_PATTERN, newPasswordSchema } from '@realty/contracts/accounts/fields';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { describedBy, FieldError } from '../../../components/ui/field-error.tsx';
import { MobileInput } from '../../../components/ui/mobile-input.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { resetCustomerPassword, sendCustomerOtp } from '../api/customer-api.ts';
import { useAuthTexts } from '../texts.ts';
import { failureMessage } from '../utils/api-errors.ts';
import { otpProblem } from '../utils/validation.ts';

/** Shown when the two new passwords differ ('Passwords do not match'). */
export const PASSWORDS_DIFFER = ACCOUNT_SCREEN_MESSAGES.passwordsDiffer;

/**
 * Customer password reset (docs/product/accounts.md, "Customer sign-in": `/forgetpassword`):
 * the mobile, then `send-otp` purpose reset through the shared {@link useOtpSender} (resend
 * after 30 s), then the six boxes of {@link OtpInput} with the new password typed twice (the
 * contract's `newPasswordSchema` rules), then `POST /api/auth/user/reset-password`; the server's
 * message is toasted and the customer goes to /signinuser. Texts and messages in the page's
 * language (docs/product/seo.md, "Hindi").
 */
export function ForgetPasswordForm() {
  const t = useAuthTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const ids = { mobile: useId(), password: useId(), confirm: useId() };
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState(emptyOtp);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; otp?: string; password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState<'sending' | 'saving' | null>(null);
  const [status, setStatus] = useState('');
  const otpSender = useOtpSender();

  const send = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!MOBILE_PATTERN.test(mobile)) {
      setErrors({ mobile: ACCOUNT_MESSAGES.mobileTenDigits });
      return;
    }
    setErrors({});
    setBusy('sending');
    try {
      const answer = await otpSender.send(() => sendCustomerOtp({ mobile, purpose: 'reset' }));
      const message = msg(sentTo ? ACCOUNT_SCREEN_MESSAGES.otpResent : answer.message || ACCOUNT_MESSAGES.otpSent);
      setSentTo(mobile);
      setOtp(emptyOtp());
      toast.success(message);
      setStatus(message);
    } catch (error) {
      const message = msg(failureMessage(error, ACCOUNT_SCREEN_MESSAGES.otpSendFailed, ACCOUNT_SCREEN_MESSAGES.otpSendError));
      if (error instanceof ApiError && error.field === 'mobile') setErrors({ mobile: message });
      toast.error(message);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) return;
    const code = joinBoxes(otp);
    const next = {
      otp: otpProblem(code) ?? undefined,
      password: newPasswordSchema.safeParse(password).error?.issues[0]?.message,
      confirm: confirm !== password ? PASSWORDS_DIFFER : undefined,
    };
    setErrors(next);
    const first = next.otp ?? next.password ?? next.confirm;
    if (first) {
      toast.error(msg(first));
      return;
    }
    setBusy('saving');
    try {
      const answer = await resetCustomerPassword({ mobile: sentTo, otp: code, new_password: password });
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.passwordUpdated));
      navigate(PATHS.signInUser, { replace: true });
    } catch (error) {
      const message = msg(failureMessage(error, 'Password reset failed', ACCOUNT_SCREEN_MESSAGES.somethingWentWrong));
      const field = error instanceof ApiError ? error.field : undefined;
      setErrors(field === 'new_password' ? { password: message } : { otp: message });
      toast.error(message);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={send} className="space-y-4">
        <div>
          <label htmlFor={ids.mobile} className="label">
            {t('forgot.mobile')}
          </label>
          <div className="flex">
            <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-600">
              +91
            </span>
            <MobileInput
              id={ids.mobile}
              className="input rounded-l-none"
              value={mobile}
              aria-invalid={errors.mobile ? true : undefined}
              aria-describedby={describedBy(errors.mobile && `${ids.mobile}-error`)}
              onChange={(event) => {
                const value = event.target.value;
                setMobile(value);
                if (sentTo && value !== sentTo) setSentTo(null);
              }}
            />
          </div>
          <FieldError id={`${ids.mobile}-error`} message={errors.mobile} />
        </div>
        {sentTo ? (
          <div className="text-sm">
            {otpSender.secondsLeft > 0 ? (
              <p className="text-slate-600">{t('otp.resendIn', { seconds: otpSender.secondsLeft })}</p>
            ) : (
              <button type="submit" disabled={busy !== null} className="font-semibold text-brand-700 underline hover:text-brand-800">
                {t('otp.resend')}
              </button>
            )}
          </div>
        ) : (
          <button type="submit" className="btn-primary w-full" disabled={busy !== null}>
            {busy === 'sending' ? t('otp.sending') : t('otp.send')}
          </button>
        )}
      </form>

      {sentTo ? (
        <form noValidate onSubmit={save} className="space-y-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <OtpInput value={otp} onChange={setOtp} error={errors.otp && msg(errors.otp)} isDisabled={busy === 'saving'} />
          <div>
            <label htmlFor={ids.password} className="label">
              {t('forgot.newPassword')}
            </label>
            <PasswordInput
              id={ids.password}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy(errors.password && `${ids.password}-error`)}
            />
            <FieldError id={`${ids.password}-error`} message={errors.password} />
          </div>
          <div>
            <label htmlFor={ids.confirm} className="label">
              {t('forgot.confirm')}
            </label>
            <PasswordInput
              id={ids.confirm}
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={describedBy(errors.confirm && `${ids.confirm}-error`)}
            />
            <FieldError id={`${ids.confirm}-error`} message={errors.confirm} />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy !== null}>
            {busy === 'saving' ? t('common.saving') : t('forgot.submit')}
          </button>
        </form>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <p className="text-center text-sm text-slate-600">
        {t('forgot.remembered')}{' '}
        <Link to={PATHS.signInUser} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('forgot.back')}
        </Link>
      </p>
    </div>
  );
}

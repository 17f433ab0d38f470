import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES, MOBILE_PATTERN } from '@realty/contracts/accounts/fields';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage, newPasswordProblems, otpProblem } from '../../../components/account-forms/account-rules.ts';
import { MobileField, NewPasswordFields } from '../../../components/account-forms/fields.tsx';
import { StatusLine, SwitchLine } from '../../../components/account-forms/lines.tsx';
import { ResendLine, SendOtpButton } from '../../../components/account-forms/otp-code.tsx';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { resetCustomerPassword, sendCustomerOtp } from '../api/customer-api.ts';
import { useAuthTexts } from '../texts.ts';

/**
 * Customer password reset (docs/product/accounts.md, "Customer sign-in": `/forgetpassword`),
 * made of the shared account form steps of components/account-forms
 * (docs/decisions/0027-shared-account-form-steps.md): the mobile, then `send-otp` purpose reset
 * through the shared {@link useOtpSender} (resend after 30 s), then the six boxes of
 * {@link OtpInput} with the new password typed twice ({@link NewPasswordFields}: the contract's
 * `newPasswordSchema` rules), then `POST /api/auth/user/reset-password`; the server's message is
 * toasted and the customer goes to /signinuser. Texts and messages in the page's language
 * (docs/product/seo.md, "Hindi").
 */
export function ForgetPasswordForm() {
  const t = useAuthTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const mobileId = useId();
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
    const next = { otp: otpProblem(code) ?? undefined, ...newPasswordProblems(password, confirm) };
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
        <MobileField
          id={mobileId}
          label={t('forgot.mobile')}
          hasCountryCode
          value={mobile}
          error={errors.mobile}
          onChange={(event) => {
            const value = event.target.value;
            setMobile(value);
            if (sentTo && value !== sentTo) setSentTo(null);
          }}
        />
        {sentTo ? (
          <div className="text-sm">
            <ResendLine secondsLeft={otpSender.secondsLeft} isDisabled={busy !== null} />
          </div>
        ) : (
          <SendOtpButton isSending={busy === 'sending'} isDisabled={busy !== null} />
        )}
      </form>

      {sentTo ? (
        <form noValidate onSubmit={save} className="space-y-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <OtpInput value={otp} onChange={setOtp} error={errors.otp && msg(errors.otp)} isDisabled={busy === 'saving'} />
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            errors={errors}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy !== null}>
            {busy === 'saving' ? t('common.saving') : t('forgot.submit')}
          </button>
        </form>
      ) : null}
      <StatusLine text={status} />
      <SwitchLine text={t('forgot.remembered')} action={t('forgot.back')} to={PATHS.signInUser} />
    </div>
  );
}

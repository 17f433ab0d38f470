import { OTP_LENGTH } from '@realty/contracts/accounts/fields';
import { Trans } from 'react-i18next';
import { useMessageText } from '../../lib/i18n/messages/messages.ts';
import { OtpInput } from './otp-input.tsx';
import { useUiTexts } from './texts.ts';

/** Props of {@link SignUpOtpStep}. */
export type SignUpOtpStepProps = {
  /** The mobile the code went to (10 digits), shown as +91 …. */
  mobile: string;
  /** The six boxes' values. */
  otp: string[];
  onOtpChange: (otp: string[]) => void;
  /** A message for the code (an English contract or API text; shown in the page's language). */
  error?: string | undefined;
  /** Seconds before another code may be asked for; 0 shows the resend button. */
  secondsLeft: number;
  /** What the form is doing: resending the code, creating the account, something else, or nothing. */
  busy: 'resending' | 'creating' | 'other' | null;
  onResend: () => void;
  onCreate: () => void;
  /** Size classes of each box. */
  boxClassName?: string;
  /** Classes of the section (spacing differs by form). */
  className?: string;
};

/**
 * The OTP step shared by the customer and builder sign-up forms (docs/product/accounts.md,
 * "Customer sign-up"; docs/product/builders.md, "Account"), built once so the forms cannot drift
 * apart: 'We sent a 6-digit OTP to +91 …', the six boxes of {@link OtpInput}, 'Resend OTP in Ns'
 * or the resend button, and 'Verify OTP & Create Account', which verifies the code and creates
 * the account in one step. Texts in the page's language.
 */
export function SignUpOtpStep({
  mobile,
  otp,
  onOtpChange,
  error,
  secondsLeft,
  busy,
  onResend,
  onCreate,
  boxClassName,
  className = 'mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4',
}: SignUpOtpStepProps) {
  const t = useUiTexts();
  const msg = useMessageText();
  return (
    <section aria-label={t('signUpOtp.mobileVerification')} className={className}>
      <p className="mb-3 text-sm text-slate-700">
        <Trans t={t as never} i18nKey="signUpOtp.weSent" values={{ digits: OTP_LENGTH, mobile }} components={{ strong: <strong /> }} />
      </p>
      <OtpInput
        value={otp}
        onChange={onOtpChange}
        error={error && msg(error)}
        isDisabled={busy === 'creating'}
        boxClassName={boxClassName}
      />
      <div className="mt-3 text-sm">
        {secondsLeft > 0 ? (
          <p className="text-slate-600">{t('signUpOtp.resendIn', { seconds: secondsLeft })}</p>
        ) : (
          <button
            type="button"
            onClick={onResend}
            disabled={busy !== null}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {busy === 'resending' ? t('signUpOtp.resending') : t('signUpOtp.resend')}
          </button>
        )}
      </div>
      <button type="button" onClick={onCreate} className="btn-primary mt-4 w-full" disabled={busy !== null}>
        {busy === 'creating' ? t('signUpOtp.creating') : t('signUpOtp.verifyAndCreate')}
      </button>
    </section>
  );
}

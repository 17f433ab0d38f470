import { OTP_LENGTH } from '@realty/contracts/accounts/fields';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useMessageText } from '../../lib/i18n/messages/messages.ts';
import { OtpInput } from '../ui/otp-input.tsx';
import { StatusLine, SwitchLine } from './lines.tsx';
import { useAccountFormTexts } from './texts.ts';
import type { SignInCode } from './use-sign-in-code.ts';

/** Props of {@link SendOtpButton}. */
export type SendOtpButtonProps = { isSending: boolean; isDisabled: boolean };

/** The full-width 'Send OTP' submit button of the customer and builder sign-up and the reset form; 'Sending OTP...' while sending. */
export function SendOtpButton({ isSending, isDisabled }: SendOtpButtonProps) {
  const t = useAccountFormTexts();
  return (
    <button type="submit" className="btn-primary w-full" disabled={isDisabled}>
      {isSending ? t('otp.sending') : t('otp.send')}
    </button>
  );
}

/** Props of {@link ResendLine}. */
export type ResendLineProps = {
  /** Seconds before another code may be asked for; above 0 the wait shows instead of the button. */
  secondsLeft: number;
  /** Asks for another code; without it the button submits its form (the reset form's first step). */
  onResend?: (() => void) | undefined;
  isDisabled: boolean;
  /** Reads 'Resending...' while the new code is on its way. */
  isResending?: boolean | undefined;
};

/**
 * 'Resend OTP in 30s' while the shared resend lock runs, then the 'Resend OTP' button
 * (docs/product/accounts.md, "Mobile OTPs": a new code after 30 seconds), on every screen that
 * takes a code: sign-up, sign-in, reset.
 */
export function ResendLine({ secondsLeft, onResend, isDisabled, isResending = false }: ResendLineProps) {
  const t = useAccountFormTexts();
  if (secondsLeft > 0) return <p className="text-slate-600">{t('otp.resendIn', { seconds: secondsLeft })}</p>;
  const label = isResending ? t('otp.resending') : t('otp.resend');
  const className = 'font-semibold text-brand-700 underline hover:text-brand-800';
  return onResend ? (
    <button type="button" onClick={onResend} disabled={isDisabled} className={className}>
      {label}
    </button>
  ) : (
    <button type="submit" disabled={isDisabled} className={className}>
      {label}
    </button>
  );
}

/** What {@link CodePanelBody} shows: the code's mobile and boxes, and the resend row. */
type CodePanelBodyProps = {
  mobile: string;
  otp: string[];
  onOtpChange: (otp: string[]) => void;
  error?: string | undefined;
  secondsLeft: number;
  isBusy: boolean;
  isResending: boolean;
  isSubmitting: boolean;
  onResend: () => void;
  /** Beside the resend button (the builder sign-in's 'Use another number'). */
  aside?: ReactNode;
  boxClassName?: string | undefined;
};

/** 'We sent a 6-digit OTP to +91 …', the six boxes and the resend row of {@link SignUpOtpStep} and {@link SignInOtpPanel}. */
function CodePanelBody({
  mobile,
  otp,
  onOtpChange,
  error,
  secondsLeft,
  isBusy,
  isResending,
  isSubmitting,
  onResend,
  aside,
  boxClassName,
}: CodePanelBodyProps) {
  const t = useAccountFormTexts();
  const msg = useMessageText();
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        <Trans t={t as never} i18nKey="otp.weSent" values={{ digits: OTP_LENGTH, mobile }} components={{ strong: <strong /> }} />
      </p>
      <OtpInput value={otp} onChange={onOtpChange} error={error && msg(error)} isDisabled={isSubmitting} boxClassName={boxClassName} />
      <div className={aside ? 'mt-3 flex flex-wrap items-center justify-between gap-2 text-sm' : 'mt-3 text-sm'}>
        <ResendLine secondsLeft={secondsLeft} onResend={onResend} isDisabled={isBusy} isResending={isResending} />
        {aside}
      </div>
    </>
  );
}

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
  boxClassName?: string | undefined;
  /** Classes of the section (spacing differs by form). */
  className?: string | undefined;
};

/**
 * The OTP step of the customer and builder sign-up forms (docs/product/accounts.md, "Customer
 * sign-up"; docs/product/builders.md, "Account"), built once so the forms cannot drift apart:
 * 'We sent a 6-digit OTP to +91 …', the six boxes of {@link OtpInput}, 'Resend OTP in Ns' or the
 * resend button, and 'Verify OTP & Create Account', which verifies the code and creates the
 * account in one step. Texts in the page's language.
 */
export function SignUpOtpStep({
  busy,
  onCreate,
  className = 'mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4',
  ...body
}: SignUpOtpStepProps) {
  const t = useAccountFormTexts();
  return (
    <section aria-label={t('otp.mobileVerification')} className={className}>
      <CodePanelBody {...body} isBusy={busy !== null} isResending={busy === 'resending'} isSubmitting={busy === 'creating'} />
      <button type="button" onClick={onCreate} className="btn-primary mt-4 w-full" disabled={busy !== null}>
        {busy === 'creating' ? t('otp.creating') : t('otp.verifyAndCreate')}
      </button>
    </section>
  );
}

/** Props of {@link SignInOtpPanel}. */
export type SignInOtpPanelProps = {
  /** The mobile of the pending sign-in. */
  mobile: string;
  /** The code step ({@link SignInCode} of `useSignInCode`). */
  code: SignInCode;
  /** 'Use another number': back to the password step. */
  onRestart: () => void;
  boxClassName?: string | undefined;
};

/**
 * The code step of the builder's sign-in (docs/product/builders.md, "Account"), in the sign-up
 * step's look ({@link SignUpOtpStep}): a form named 'Mobile verification' with 'We sent a 6-digit
 * OTP to +91 …', the boxes, the resend row with 'Use another number', and 'Verify OTP'.
 */
export function SignInOtpPanel({ mobile, code, onRestart, boxClassName }: SignInOtpPanelProps) {
  const t = useAccountFormTexts();
  return (
    <form
      noValidate
      onSubmit={code.verify}
      aria-label={t('otp.mobileVerification')}
      className="rounded-xl border border-brand-100 bg-brand-50 p-3 sm:p-4"
    >
      <CodePanelBody
        mobile={mobile}
        otp={code.otp}
        onOtpChange={code.setOtp}
        error={code.error}
        secondsLeft={code.secondsLeft}
        isBusy={code.busy !== null}
        isResending={code.busy === 'resending'}
        isSubmitting={code.busy === 'verifying'}
        onResend={code.resend}
        boxClassName={boxClassName}
        aside={
          <button
            type="button"
            onClick={onRestart}
            disabled={code.busy === 'verifying'}
            className="font-semibold text-slate-700 underline hover:text-brand-800"
          >
            {t('signIn.useAnother')}
          </button>
        }
      />
      <button type="submit" className="btn-primary mt-4 w-full" disabled={code.busy !== null}>
        {code.busy === 'verifying' ? t('otp.verifying') : t('otp.verify')}
      </button>
    </form>
  );
}

/** Props of {@link SignInCodeForm}. */
export type SignInCodeFormProps = {
  /** The mobile of the pending sign-in. */
  mobile: string;
  /** The code step ({@link SignInCode} of `useSignInCode`). */
  code: SignInCode;
  /** The server's explanation shown above the code (the locked associate's), as an alert. */
  notice?: string | undefined;
  /** 'Wrong number? Sign in again': a link to the password step, or a button back to it. */
  restart: { to: string } | { onClick: () => void };
};

/**
 * The code step of the customers' /verify and of a locked associate's sign-in
 * (docs/product/accounts.md, "Customer sign-in", "Associate sign-in"): 'Enter the 6-digit OTP sent
 * to +91 …', the boxes named 'One-time password', the resend row, 'Verify OTP', the live region
 * and 'Wrong number? Sign in again'. Texts in the page's language.
 */
export function SignInCodeForm({ mobile, code, notice, restart }: SignInCodeFormProps) {
  const t = useAccountFormTexts();
  const msg = useMessageText();
  return (
    <form noValidate onSubmit={code.verify} className="space-y-4">
      {notice ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {msg(notice)}
        </p>
      ) : null}
      <p className="text-slate-700">
        <Trans t={t as never} i18nKey="otp.enterSentTo" values={{ digits: OTP_LENGTH, mobile }} components={{ strong: <strong /> }} />
      </p>
      <OtpInput
        value={code.otp}
        onChange={code.setOtp}
        error={code.error && msg(code.error)}
        isDisabled={code.busy === 'verifying'}
        legend={t('otp.legendOneTime')}
      />
      <div className="text-sm">
        <ResendLine
          secondsLeft={code.secondsLeft}
          onResend={code.resend}
          isDisabled={code.busy !== null}
          isResending={code.busy === 'resending'}
        />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={code.busy !== null}>
        {code.busy === 'verifying' ? t('otp.verifying') : t('otp.verify')}
      </button>
      <StatusLine text={code.status} />
      <SwitchLine text={t('signIn.wrongNumber')} action={t('signIn.again')} {...restart} />
    </form>
  );
}

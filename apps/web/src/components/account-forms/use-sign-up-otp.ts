import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES } from '@realty/contracts/accounts/fields';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client.ts';
import { clearFormDraft, type FormDraft, readFormDraft, useFormDraft } from '../../lib/form-draft.ts';
import { useMessageText } from '../../lib/i18n/messages/messages.ts';
import { useOtpSender } from '../../lib/use-otp-sender.ts';
import { joinBoxes } from '../ui/code-input.tsx';
import { emptyOtp } from '../ui/otp-input.tsx';
import { failureMessage, otpProblem, SIGN_UP_TOAST } from './account-rules.ts';
import type { SignUpOtpStepProps } from './otp-code.tsx';
import { useAccountFormTexts } from './texts.ts';

/**
 * The draft of sign-up form `form` as the page opened (docs/product/accounts.md, "Back and Forward
 * during sign-up"), read once: the kept `fields` and the mobile an OTP was sent to.
 */
export function useKeptDraft<Field extends string>(form: string, fields: readonly Field[]): FormDraft<Field> {
  const [draft] = useState(() => readFormDraft(form, fields));
  return draft;
}

/** Options of {@link useSignUpOtp}. */
export type SignUpOtpOptions<Field extends string> = {
  /** The draft's name, e.g. 'registeruser' (`lib/form-draft.ts`). */
  form: string;
  /** The draft as the page opened ({@link useKeptDraft}). */
  draft: FormDraft<Field>;
  /** The draft field holding the mobile: a code sent before Back or Forward stands only for that same mobile. */
  mobileField: NoInfer<Field>;
  /** The kept fields' values now (never the password), kept in the tab's session with the mobile the code went to. */
  kept: Partial<Record<NoInfer<Field>, string>>;
  /** The mobile field's value now: another mobile needs another code. */
  mobile: string;
  /** The kind's 'send the sign-up code' call, in the page's language. @throws ApiError as the call does. */
  sendCode: (mobile: string) => Promise<{ message?: string | undefined }>;
  /** Shows a failed call's message at the form field it names (a taken mobile or e-mail); the code's own is shown here. */
  showFieldError: (error: unknown) => void;
};

/** What {@link useSignUpOtp} gives a sign-up form. */
export type SignUpOtp = {
  /** A code was sent to the mobile as it stands: the code step shows instead of 'Send OTP'. */
  isOtpStep: boolean;
  busy: 'sending' | 'resending' | 'creating' | null;
  /** The text of the form's hidden live region, and its id. */
  status: string;
  statusId: string;
  /** Sends the sign-up code to `mobile` ('Send OTP'). */
  send: (mobile: string) => Promise<void>;
  /**
   * 'Verify OTP & Create Account': `check` (the form's own rules, true when they pass), then the
   * six digits ('Enter 6-digit OTP'), then `signUp` with them; on success the draft is cleared,
   * the answer's message toasted and `onCreated` called.
   */
  create: <A extends { message?: string | undefined }>(
    check: () => Promise<boolean>,
    signUp: (code: string) => Promise<A>,
    onCreated: (answer: A) => void,
  ) => Promise<void>;
  /** The props of {@link SignUpOtpStepProps} but `onCreate`. */
  step: Omit<SignUpOtpStepProps, 'onCreate'>;
};

/**
 * The mobile-and-OTP steps of a sign-up, written once for the customers' and the builders' forms
 * (docs/product/accounts.md, "Customer sign-up", "Mobile OTPs", "Back and Forward during sign-up";
 * docs/product/builders.md, "Account"): 'Send OTP' sends the code through the shared
 * {@link useOtpSender} (resend after 30 s or the server's Retry-After) and opens the code step; a
 * different mobile closes it again; 'Verify OTP & Create Account' checks and creates in one step.
 * The kept fields and the mobile the code went to live in the tab's session until the account
 * exists. Toasts stay `SIGN_UP_TOAST`; messages in the page's language.
 */
export function useSignUpOtp<Field extends string>({
  form,
  draft,
  mobileField,
  kept,
  mobile,
  sendCode,
  showFieldError,
}: SignUpOtpOptions<Field>): SignUpOtp {
  const t = useAccountFormTexts();
  const msg = useMessageText();
  const statusId = useId();
  // an OTP sent before Back or Forward still stands for the same mobile
  const [otpMobile, setOtpMobile] = useState<string | null>(() =>
    draft.otpSentTo && draft.otpSentTo === draft.fields[mobileField] ? draft.otpSentTo : null,
  );
  const [otp, setOtp] = useState(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  const [busy, setBusy] = useState<SignUpOtp['busy']>(null);
  const [status, setStatus] = useState('');
  const otpSender = useOtpSender();
  useFormDraft(form, { fields: kept, otpSentTo: otpMobile });

  const clearCode = () => {
    setOtp(emptyOtp());
    setOtpError(undefined);
  };

  // A different mobile needs a new OTP (docs/product/accounts.md, "Mobile OTPs").
  useEffect(() => {
    if (otpMobile !== null && mobile !== otpMobile) {
      setOtpMobile(null);
      setOtp(emptyOtp());
      setOtpError(undefined);
    }
  }, [mobile, otpMobile]);

  /** A failed call's message at its field: the code's here, the form's fields by the form. */
  const showError = (error: unknown) => {
    showFieldError(error);
    if (error instanceof ApiError && error.field === 'otp') setOtpError(error.message);
  };

  const send = async (to: string) => {
    setBusy('sending');
    try {
      setStatus(t('otp.sending'));
      const answer = await otpSender.send(() => sendCode(to));
      const sent = msg(answer.message || ACCOUNT_MESSAGES.otpSent);
      toast.success(sent, SIGN_UP_TOAST);
      setOtpMobile(to);
      clearCode();
      setStatus(t('otp.enterBelow', { message: sent }));
    } catch (error) {
      const message = msg(failureMessage(error, ACCOUNT_SCREEN_MESSAGES.otpSendFailed, ACCOUNT_SCREEN_MESSAGES.otpSendError));
      showError(error);
      toast.error(message, SIGN_UP_TOAST);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (!otpMobile) return;
    setBusy('resending');
    try {
      await otpSender.send(() => sendCode(otpMobile));
      toast.success(msg(ACCOUNT_SCREEN_MESSAGES.otpResent), SIGN_UP_TOAST);
      setStatus(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
      clearCode();
    } catch (error) {
      const message = msg(failureMessage(error, ACCOUNT_SCREEN_MESSAGES.otpResendFailed, ACCOUNT_SCREEN_MESSAGES.otpResendError));
      toast.error(message, SIGN_UP_TOAST);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  const create: SignUpOtp['create'] = async (check, signUp, onCreated) => {
    if (!(await check())) return;
    const code = joinBoxes(otp);
    const problem = otpProblem(code);
    if (problem) {
      setOtpError(problem);
      toast.error(msg(problem), SIGN_UP_TOAST);
      return;
    }
    setOtpError(undefined);
    setBusy('creating');
    try {
      const answer = await signUp(code);
      clearFormDraft(form);
      const created = msg(answer.message || ACCOUNT_MESSAGES.accountCreated);
      toast.success(created, SIGN_UP_TOAST);
      setStatus(created);
      onCreated(answer);
    } catch (error) {
      const message = msg(failureMessage(error, 'Signup failed', 'Signup failed'));
      showError(error);
      toast.error(message, SIGN_UP_TOAST);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  return {
    isOtpStep: otpMobile !== null,
    busy,
    status,
    statusId,
    send,
    create,
    step: {
      mobile: otpMobile ?? '',
      otp,
      onOtpChange: setOtp,
      error: otpError,
      secondsLeft: otpSender.secondsLeft,
      busy: busy === 'sending' ? 'other' : busy,
      onResend: resend,
    },
  };
}

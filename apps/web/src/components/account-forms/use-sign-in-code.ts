import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES } from '@realty/contracts/accounts/fields';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client.ts';
import { useMessageText } from '../../lib/i18n/messages/messages.ts';
import { useOtpSender } from '../../lib/use-otp-sender.ts';
import { joinBoxes } from '../ui/code-input.tsx';
import { emptyOtp } from '../ui/otp-input.tsx';
import { failureMessage, isSignInLost, otpProblem } from './account-rules.ts';

/** Options of {@link useSignInCode}: the kind's own calls and what it does when the pending sign-in is gone. */
export type SignInCodeOptions = {
  /** Completes the sign-in with the six digits (stores the login and leaves the screen). @throws ApiError as the call does. */
  verify: (code: string) => Promise<void>;
  /** Asks for another code for the pending sign-in. @throws ApiError as the call does (429 with Retry-After locks the resend). */
  resend: () => Promise<unknown>;
  /** The pending sign-in is gone (code UNAUTHORIZED): start again, with the message already toasted. */
  onLost?: ((message: string) => void) | undefined;
  /** Starts with the resend locked for 30 s (a screen opened right after the password step sent the code). */
  isLockedAtStart?: boolean | undefined;
  /** The message of a refused code whose answer carried none (default 'Invalid OTP'). */
  failedMessage?: string | undefined;
  /**
   * The builder's way (docs/product/builders.md, "Account"): a short code is marked at the boxes
   * without a toast, and a failure marks the boxes only when the server names the code (field otp).
   */
  isQuiet?: boolean | undefined;
};

/** What {@link useSignInCode} gives the code step of a sign-in screen. */
export type SignInCode = {
  /** The six boxes' values. */
  otp: string[];
  setOtp: (otp: string[]) => void;
  /** The message under the boxes (an English contract text, or the page-language answer), if any. */
  error: string | undefined;
  /** The text of the screen's hidden live region. */
  status: string;
  setStatus: (status: string) => void;
  busy: 'verifying' | 'resending' | null;
  /** Seconds before another code may be asked for (0: the resend button shows). */
  secondsLeft: number;
  /** Locks the resend for the wait the password step's answer announced. */
  lock: (seconds?: number) => void;
  /** Checks the six digits and completes the sign-in; the form's submit handler. */
  verify: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Sends another code ('Resend OTP'). */
  resend: () => Promise<void>;
  /** Empties the boxes and their message (a new code, or back to the password step). */
  clear: () => void;
};

/**
 * The code step of a two-step sign-in, written once for every account kind (docs/product/accounts.md,
 * "Customer sign-in" /verify, "Associate sign-in" while locked; docs/product/builders.md,
 * "Account"): 'Enter 6-digit OTP' for anything but six digits, then the kind's `verify`; a
 * refused code shows the server's message ('Invalid OTP') at the boxes, in a toast and in the
 * live region; 'Resend OTP' through the shared 30-second lock of {@link useOtpSender} ('OTP sent
 * again.'); a lost pending sign-in (code UNAUTHORIZED, never a wrong code) calls `onLost`.
 * Messages in the page's language.
 */
export function useSignInCode({
  verify,
  resend,
  onLost,
  isLockedAtStart = false,
  failedMessage = ACCOUNT_MESSAGES.otpInvalid,
  isQuiet = false,
}: SignInCodeOptions): SignInCode {
  const msg = useMessageText();
  const [otp, setOtp] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'verifying' | 'resending' | null>(null);
  const otpSender = useOtpSender({ isLockedAtStart });

  const clear = () => {
    setOtp(emptyOtp());
    setError(undefined);
  };

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy !== null) return;
    const code = joinBoxes(otp);
    const problem = otpProblem(code);
    if (problem) {
      setError(problem);
      if (!isQuiet) toast.error(msg(problem));
      return;
    }
    setError(undefined);
    setBusy('verifying');
    try {
      await verify(code);
    } catch (caught) {
      const message = msg(failureMessage(caught, failedMessage, ACCOUNT_SCREEN_MESSAGES.somethingWentWrong));
      if (!isQuiet || (caught instanceof ApiError && caught.field === 'otp')) setError(message);
      setStatus(message);
      toast.error(message);
      if (isSignInLost(caught)) onLost?.(message);
    } finally {
      setBusy(null);
    }
  };

  const sendAgain = async () => {
    if (busy !== null) return;
    setBusy('resending');
    try {
      await otpSender.send(resend);
      clear();
      toast.success(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
      setStatus(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
    } catch (caught) {
      const message = msg(failureMessage(caught, ACCOUNT_SCREEN_MESSAGES.otpResendFailed, ACCOUNT_SCREEN_MESSAGES.otpResendError));
      toast.error(message);
      setStatus(message);
      if (isSignInLost(caught)) onLost?.(message);
    } finally {
      setBusy(null);
    }
  };

  return {
    otp,
    setOtp,
    error,
    status,
    setStatus,
    busy,
    secondsLeft: otpSender.secondsLeft,
    lock: otpSender.lock,
    verify: submit,
    resend: sendAgain,
    clear,
  };
}

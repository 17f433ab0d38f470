import type { AssociateSignInResponse } from '@realty/contracts/accounts/associate-sign-in';
import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES } from '@realty/contracts/accounts/fields';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../components/account-forms/account-rules.ts';
import { CustomerSignInLine, SwitchLine } from '../../../components/account-forms/lines.tsx';
import { SignInCodeForm } from '../../../components/account-forms/otp-code.tsx';
import { useSignInCode } from '../../../components/account-forms/use-sign-in-code.ts';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { saveLogin } from '../../../lib/session.ts';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import { resendAssociateSignInOtp, signInAssociate, verifyAssociateSignInOtp } from '../api/associate-api.ts';
import { useAuthTexts } from '../texts.ts';
import { SignInForm } from './sign-in-form.tsx';

/** An associate sign-in waiting for its OTP: the mobile and the server's explanation. */
type PendingSignIn = { mobile: string; message: string };

/**
 * Associate sign-in (docs/product/accounts.md, "Associate sign-in", "Repeated wrong passwords"): `POST /api/associate/sign-in` with
 * `reg_mobile` / `reg_password`, no OTP step; stores the associate and goes to the page named by
 * `returnTo` (e.g. the checkout of Pro, docs/product/payments.md), else /associatedashboard. While the account is locked after too many wrong passwords
 * (docs/decisions/0006-account-sign-in-limits.md) the right password is answered with
 * `otp_required`: the screen then shows the server's explanation and the shared code step
 * ({@link SignInCodeForm}), and the code completes the sign-in the same way. Failures show the
 * server's message, else 'Sign-in failed.', or 'Something went wrong. Please try again.', in the
 * page's language (docs/product/seo.md, "Hindi").
 */
export function AssociateSignIn() {
  const t = useAuthTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [pending, setPending] = useState<PendingSignIn | null>(null);

  const finish = (answer: AssociateSignInResponse) => {
    saveLogin({ ...answer.user, ass_id: answer.user.ass_id, name: answer.user.reg_mem_name }, 'associate');
    toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedIn));
    navigate(returnTo ?? PATHS.associateDashboard, { replace: true });
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

  if (pending) return <LockedSignInCode pending={pending} onSignedIn={finish} onRestart={() => setPending(null)} />;
  return (
    <>
      <SignInForm onSubmit={submit} isCustomer={false} />
      <SwitchLine className="mt-6" text={t('associateSignIn.notYet')} action={t('associateSignIn.register')} to={PATHS.registerAssociate} />
      <CustomerSignInLine />
    </>
  );
}

/**
 * The code step of a locked associate's sign-in: the server's explanation above the shared
 * {@link SignInCodeForm} ({@link useSignInCode}: 30-second resend lock, 'Verify OTP' →
 * `POST /api/associate/sign-in/verify-otp`). A lost pending sign-in (code UNAUTHORIZED) sends the
 * associate back to the password form; a wrong code does not.
 */
function LockedSignInCode({
  pending,
  onSignedIn,
  onRestart,
}: {
  pending: PendingSignIn;
  onSignedIn: (answer: AssociateSignInResponse) => void;
  onRestart: () => void;
}) {
  const code = useSignInCode({
    verify: async (otp) => onSignedIn(await verifyAssociateSignInOtp(pending.mobile, otp)),
    resend: () => resendAssociateSignInOtp(pending.mobile),
    onLost: onRestart,
    isLockedAtStart: true,
  });
  return <SignInCodeForm mobile={pending.mobile} code={code} notice={pending.message} restart={{ onClick: onRestart }} />;
}

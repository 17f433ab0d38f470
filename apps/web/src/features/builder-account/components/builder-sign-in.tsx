import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES } from '@realty/contracts/accounts/fields';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../components/account-forms/account-rules.ts';
import { CustomerSignInLine, StatusLine, SwitchLine } from '../../../components/account-forms/lines.tsx';
import { SignInOtpPanel } from '../../../components/account-forms/otp-code.tsx';
import { PasswordSignInForm } from '../../../components/account-forms/password-sign-in-form.tsx';
import { useSignInCode } from '../../../components/account-forms/use-sign-in-code.ts';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { saveLogin, withReturnTo } from '../../../lib/session.ts';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import { sendBuilderOtp, signInBuilder, verifyBuilderSignInOtp } from '../api/builder-account-api.ts';
import { useBuilderAccountTexts } from '../texts.ts';
import { OTP_BOX_CLASS } from './form-parts.tsx';

/**
 * Builder sign-in (docs/product/builders.md, "Account": /signinbuilder, the customers' two steps
 * on one screen), made of the shared sign-in steps of components/account-forms
 * (docs/decisions/0027-shared-account-form-steps.md). Step 1, {@link PasswordSignInForm}: mobile
 * and password, 'Sign in' → `POST /api/builder/sign-in`, which sends an OTP and opens a pending
 * session. Step 2, {@link SignInOtpPanel} with {@link useSignInCode}: the six OTP boxes and
 * 'Verify OTP' → `POST /api/auth/builder/verify-otp` (purpose signin); the login is stored (login
 * type 'builder') and the builder goes to the page named by `returnTo`, else /builderdashboard.
 * 'Resend OTP' after 30 s. When the pending sign-in has ended (401), the screen goes back to
 * step 1. Texts and messages in the page's language (docs/product/seo.md, "Hindi").
 */
export function BuilderSignIn() {
  const t = useBuilderAccountTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const statusId = useId();
  const [pendingMobile, setPendingMobile] = useState<string | null>(null);
  const code = useSignInCode({
    verify: async (otp) => {
      const answer = await verifyBuilderSignInOtp({ mobile: pendingMobile ?? '', otp });
      saveLogin(answer.user, 'builder');
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedIn));
      navigate(returnTo ?? PATHS.builderDashboard, { replace: true });
    },
    resend: () => sendBuilderOtp({ mobile: pendingMobile ?? '', purpose: 'signin' }),
    onLost: (message) => startOver(message),
    failedMessage: 'Verification failed',
    isQuiet: true,
  });

  /** Back to the password step, saying `message` in the live region. */
  const startOver = (message: string) => {
    setPendingMobile(null);
    code.clear();
    code.setStatus(message);
  };

  const signIn = async (mobile: string, password: string) => {
    try {
      const answer = await signInBuilder({ builder_mobile: mobile, builder_password: password });
      code.lock(answer.resend_after);
      setPendingMobile(answer.user.builder_mobile || mobile);
      code.clear();
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedInVerifyOtp));
      code.setStatus(msg(answer.message || ACCOUNT_MESSAGES.signedInVerifyOtp));
    } catch (error) {
      const message = msg(failureMessage(error, 'Sign-in failed', ACCOUNT_SCREEN_MESSAGES.somethingWentWrong));
      toast.error(message);
      code.setStatus(message);
    }
  };

  return (
    <>
      {pendingMobile === null ? (
        <PasswordSignInForm
          onSubmit={signIn}
          submitText={t('common.signIn')}
          onProblem={(problem) => {
            toast.error(msg(problem.message));
            code.setStatus(msg(problem.message));
          }}
        />
      ) : (
        <SignInOtpPanel mobile={pendingMobile} code={code} onRestart={() => startOver('')} boxClassName={OTP_BOX_CLASS} />
      )}
      <StatusLine id={statusId} text={code.status} />
      <SwitchLine
        className="mt-6"
        text={t('signIn.newBuilder')}
        action={t('signIn.register')}
        to={withReturnTo(PATHS.registerBuilder, returnTo)}
      />
      <CustomerSignInLine />
    </>
  );
}

import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SignInCodeForm } from '../../../components/account-forms/otp-code.tsx';
import { useSignInCode } from '../../../components/account-forms/use-sign-in-code.ts';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { saveLogin, withReturnTo } from '../../../lib/session.ts';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import { sendCustomerOtp, verifyCustomerSignInOtp } from '../api/customer-api.ts';
import { useAuthTexts } from '../texts.ts';
import { pendingMobile, setPendingMobile } from '../utils/remembered-mobile.ts';

/**
 * The second step of customer sign-in (docs/product/accounts.md, "Customer sign-in"): the shared
 * code step ({@link SignInCodeForm} with {@link useSignInCode}: six boxes, the 30-second resend
 * lock from the start, resend = `send-otp` purpose signin) and 'Verify OTP', which activates the
 * pending session, stores the customer and goes back to the page named by `returnTo`, else to
 * /userdashboard. A wrong code keeps the screen; a lost pending sign-in (code UNAUTHORIZED)
 * forgets the mobile. Without a pending sign-in it explains that and links to /signinuser. Texts
 * and messages in the page's language (docs/product/seo.md, "Hindi").
 */
export function VerifySignIn() {
  const t = useAuthTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const signInAgain = withReturnTo(PATHS.signInUser, returnTo);
  const [mobile] = useState(pendingMobile);
  const code = useSignInCode({
    verify: async (otp) => {
      const answer = await verifyCustomerSignInOtp({ mobile, otp });
      saveLogin(answer.user, 'user');
      setPendingMobile(null);
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedIn));
      navigate(returnTo ?? PATHS.userDashboard, { replace: true });
    },
    resend: () => sendCustomerOtp({ mobile, purpose: 'signin' }),
    onLost: () => setPendingMobile(null),
    isLockedAtStart: true,
  });

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
  return <SignInCodeForm mobile={mobile} code={code} restart={{ to: signInAgain }} />;
}

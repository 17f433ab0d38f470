import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../components/account-forms/account-rules.ts';
import { SwitchLine } from '../../../components/account-forms/lines.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { withReturnTo } from '../../../lib/session.ts';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import { signInCustomer } from '../api/customer-api.ts';
import { useAuthTexts } from '../texts.ts';
import { setPendingMobile } from '../utils/remembered-mobile.ts';
import { SignInForm } from './sign-in-form.tsx';

/**
 * Customer sign-in (docs/product/accounts.md "/signinuser", §4, §8): checks mobile and password with
 * `POST /api/user/sign-in`, which sends an OTP and opens a pending session; then toasts
 * 'Password accepted. Enter the OTP sent to your mobile to finish signing in.', keeps the mobile for /verify and goes there
 * (passing on the page to come back to, `returnTo`, as the link to sign-up does). Failures show
 * the server's message, else 'Sign-in failed', or 'Something went wrong. Please try again.', in
 * the page's language (docs/product/seo.md, "Hindi").
 */
export function CustomerSignIn() {
  const t = useAuthTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const submit = async (mobile: string, password: string) => {
    try {
      const answer = await signInCustomer({ user_mobile: mobile, user_password: password });
      setPendingMobile(answer.user.user_mobile || mobile);
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.signedInVerifyOtp));
      navigate(withReturnTo(PATHS.verify, returnTo));
    } catch (error) {
      toast.error(msg(failureMessage(error, 'Sign-in failed', 'Something went wrong. Please try again.')));
    }
  };
  return (
    <>
      <SignInForm onSubmit={submit} isCustomer />
      <SwitchLine
        className="mt-6"
        text={t('customerSignIn.newHere')}
        action={t('common.createAccount')}
        to={withReturnTo(PATHS.registerUser, returnTo)}
      />
      <SwitchLine
        className="mt-2"
        text={t('customerSignIn.areYouAssociate')}
        action={t('common.signInAsAssociate')}
        to={PATHS.signInAssociate}
      />
    </>
  );
}

import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { withReturnTo } from '../../../lib/session.ts';
import { signInCustomer } from '../api/customer-api.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { failureMessage } from '../utils/api-errors.ts';
import { setPendingMobile } from '../utils/remembered-mobile.ts';
import { SignInForm } from './sign-in-form.tsx';

/**
 * Customer sign-in (docs/product/accounts.md "/signinuser", §4, §8): checks mobile and password with
 * `POST /api/user/sign-in`, which sends an OTP and opens a pending session; then toasts
 * 'Signed in successfully! Please verify OTP.', keeps the mobile for /verify and goes there
 * (passing on the page to come back to, `returnTo`, as the link to sign-up does). Failures show
 * the server's message, else 'Sign-in failed', or 'Something went wrong. Please try again.'.
 */
export function CustomerSignIn() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const submit = async (mobile: string, password: string) => {
    try {
      const answer = await signInCustomer({ user_mobile: mobile, user_password: password });
      setPendingMobile(answer.user.user_mobile || mobile);
      toast.success(answer.message || ACCOUNT_MESSAGES.signedInVerifyOtp);
      navigate(withReturnTo(PATHS.verify, returnTo));
    } catch (error) {
      toast.error(failureMessage(error, 'Sign-in failed', 'Something went wrong. Please try again.'));
    }
  };
  return (
    <>
      <SignInForm onSubmit={submit} isCustomer />
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Kashi Realty?{' '}
        <Link to={withReturnTo(PATHS.registerUser, returnTo)} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Create an account
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        Are you an associate?{' '}
        <Link to={PATHS.signInAssociate} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Sign in as an associate
        </Link>
      </p>
    </>
  );
}

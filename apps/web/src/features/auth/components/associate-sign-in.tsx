import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { saveLogin } from '../../../lib/session.ts';
import { signInAssociate } from '../api/associate-api.ts';
import { failureMessage } from '../utils/api-errors.ts';
import { SignInForm } from './sign-in-form.tsx';

/**
 * Associate sign-in (accounts.md §2 "Associate sign-in", §8): `POST /api/associate/sign-in` with
 * `reg_mobile` / `reg_password`, no OTP step; stores the associate and goes to
 * /associatedashboard. Failures show the server's message, else 'Sign-in failed.', or
 * 'Something went wrong. Please try again.'.
 */
export function AssociateSignIn() {
  const navigate = useNavigate();
  const submit = async (mobile: string, password: string) => {
    try {
      const answer = await signInAssociate({ reg_mobile: mobile, reg_password: password });
      saveLogin({ ...answer.user, ass_id: answer.user.ass_id, name: answer.user.reg_mem_name }, 'associate');
      toast.success(answer.message || 'Signed in successfully!');
      navigate(PATHS.associateDashboard, { replace: true });
    } catch (error) {
      toast.error(failureMessage(error, 'Sign-in failed.', 'Something went wrong. Please try again.'));
    }
  };
  return (
    <>
      <SignInForm onSubmit={submit} isCustomer={false} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Not an associate yet?{' '}
        <Link to={PATHS.registerAssociate} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Register as an associate
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        Looking for a property?{' '}
        <Link to={PATHS.signInUser} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Sign in as a customer
        </Link>
      </p>
    </>
  );
}

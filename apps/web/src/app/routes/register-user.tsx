import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { CustomerSignUpForm } from '../../features/auth/components/customer-sign-up-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /registeruser and /register: customer sign-up with mobile OTP (docs/product/accounts.md "Customer sign-up"). */
export default function RegisterUserPage() {
  usePageTitle('Create your account');
  return (
    <AuthShell title="Create your account" subtitle="Sign up as a property seeker to save favourites and enquire." hasSlider>
      <CustomerSignUpForm />
    </AuthShell>
  );
}

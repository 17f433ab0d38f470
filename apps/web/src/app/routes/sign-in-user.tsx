import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { CustomerSignIn } from '../../features/auth/components/customer-sign-in.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /signinuser: customer sign-in, followed by the OTP step on /verify (docs/product/accounts.md). */
export default function SignInUserPage() {
  usePageTitle('Customer sign in');
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to your property seeker account.">
      <CustomerSignIn />
    </AuthShell>
  );
}

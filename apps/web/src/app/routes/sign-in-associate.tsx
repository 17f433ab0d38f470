import { AssociateSignIn } from '../../features/auth/components/associate-sign-in.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /signinassociate: associate sign-in (docs/product/accounts.md "Associate sign-in"). */
export default function SignInAssociatePage() {
  usePageTitle('Associate sign in');
  return (
    <AuthShell title="Associate sign in" subtitle="Sign in with your registered mobile number.">
      <AssociateSignIn />
    </AuthShell>
  );
}

import { AssociateSignUpForm } from '../../features/auth/components/associate-sign-up-form.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /registerassociate and /registerassocaite: associate sign-up under a sponsor (docs/product/accounts.md). */
export default function RegisterAssociatePage() {
  usePageTitle('Associate registration');
  return (
    <AuthShell title="Associate registration" subtitle="Join the Kashi Realty network under your sponsor." isWide>
      <AssociateSignUpForm />
    </AuthShell>
  );
}

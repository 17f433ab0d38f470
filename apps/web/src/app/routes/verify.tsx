import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { VerifySignIn } from '../../features/auth/components/verify-sign-in.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /verify: the OTP step of customer sign-in (docs/product/accounts.md). */
export default function VerifyPage() {
  usePageTitle('Verify your mobile');
  return (
    <AuthShell title="Verify your mobile">
      <VerifySignIn />
    </AuthShell>
  );
}

import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { RoleChooser } from '../../features/auth/components/role-chooser.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /registerpage: the role chooser 'Who are you?' beside the image slider (docs/product/accounts.md). */
export default function RegisterPage() {
  usePageTitle('Log In / Register');
  return (
    <AuthShell title="Who are you?" subtitle="Tell us how you will use Kashi Realty." hasSlider>
      <RoleChooser />
    </AuthShell>
  );
}

import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { BuilderSignIn } from '../../features/builder-account/components/builder-sign-in.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /signinbuilder: builder sign-in, password then OTP, leading to /builderdashboard (docs/product/builders.md, "Account"). */
export default function SignInBuilderPage() {
  usePageTitle('Builder sign in');
  return (
    <AuthShell title="Builder sign in" subtitle="Sign in to manage your projects.">
      <BuilderSignIn />
    </AuthShell>
  );
}

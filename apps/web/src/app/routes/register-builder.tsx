import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { BuilderSignUpForm } from '../../features/builder-account/components/builder-sign-up-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /registerbuilder: builder sign-up with mobile OTP and an optional GSTIN (docs/product/builders.md, "Account"). */
export default function RegisterBuilderPage() {
  usePageTitle('Register as a builder');
  return (
    <AuthShell title="Register as a builder" subtitle="List your projects: staff verify each one before it goes live." hasSlider>
      <BuilderSignUpForm />
    </AuthShell>
  );
}

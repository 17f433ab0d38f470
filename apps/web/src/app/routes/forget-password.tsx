import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ForgetPasswordForm } from '../../features/auth/components/forget-password-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /forgetpassword: customer password reset by mobile OTP (docs/product/accounts.md). */
export default function ForgetPasswordPage() {
  usePageTitle('Reset your password');
  return (
    <AuthShell title="Reset your password" subtitle="We will send an OTP to your registered mobile number.">
      <ForgetPasswordForm />
    </AuthShell>
  );
}

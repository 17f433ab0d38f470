import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ForgetPasswordForm } from '../../features/auth/components/forget-password-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /forgetpassword: customer password reset by mobile OTP (docs/product/accounts.md). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function ForgetPasswordPage() {
  const t = useAccountPageTexts();
  usePageTitle(t('forgetPassword.title'));
  return (
    <AuthShell title={t('forgetPassword.title')} subtitle={t('forgetPassword.subtitle')}>
      <ForgetPasswordForm />
    </AuthShell>
  );
}

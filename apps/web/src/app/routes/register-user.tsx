import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { CustomerSignUpForm } from '../../features/auth/components/customer-sign-up-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /registeruser and /register: customer sign-up with mobile OTP (docs/product/accounts.md "Customer sign-up"). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function RegisterUserPage() {
  const t = useAccountPageTexts();
  usePageTitle(t('registerUser.title'));
  return (
    <AuthShell title={t('registerUser.title')} subtitle={t('registerUser.subtitle')} hasSlider>
      <CustomerSignUpForm />
    </AuthShell>
  );
}

import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { CustomerSignIn } from '../../features/auth/components/customer-sign-in.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /signinuser: customer sign-in, followed by the OTP step on /verify (docs/product/accounts.md). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function SignInUserPage() {
  const t = useAccountPageTexts();
  usePageTitle(t('signInUser.pageTitle'));
  return (
    <AuthShell title={t('signInUser.title')} subtitle={t('signInUser.subtitle')}>
      <CustomerSignIn />
    </AuthShell>
  );
}

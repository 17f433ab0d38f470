import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { BuilderSignIn } from '../../features/builder-account/components/builder-sign-in.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /signinbuilder: builder sign-in, password then OTP, leading to /builderdashboard (docs/product/builders.md, "Account"). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function SignInBuilderPage() {
  const t = useAccountPageTexts();
  usePageTitle(t('signInBuilder.title'));
  return (
    <AuthShell title={t('signInBuilder.title')} subtitle={t('signInBuilder.subtitle')}>
      <BuilderSignIn />
    </AuthShell>
  );
}

import { AssociateSignIn } from '../../features/auth/components/associate-sign-in.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /signinassociate: associate sign-in (docs/product/accounts.md "Associate sign-in"). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function SignInAssociatePage() {
  const t = useAccountPageTexts();
  usePageTitle(t('signInAssociate.title'));
  return (
    <AuthShell title={t('signInAssociate.title')} subtitle={t('signInAssociate.subtitle')}>
      <AssociateSignIn />
    </AuthShell>
  );
}

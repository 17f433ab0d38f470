import { AssociateSignUpForm } from '../../features/auth/components/associate-sign-up-form.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /registerassociate and /registerassocaite: associate sign-up under a sponsor (docs/product/accounts.md). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function RegisterAssociatePage() {
  const t = useAccountPageTexts();
  usePageTitle(t('registerAssociate.title'));
  return (
    <AuthShell title={t('registerAssociate.title')} subtitle={t('registerAssociate.subtitle')} isWide>
      <AssociateSignUpForm />
    </AuthShell>
  );
}

import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { RoleChooser } from '../../features/auth/components/role-chooser.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /registerpage: the role chooser 'Who are you?' beside the image slider (docs/product/accounts.md). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function RegisterPage() {
  const t = useAccountPageTexts();
  usePageTitle(t('registerPage.title'));
  return (
    <AuthShell title={t('registerPage.heading')} subtitle={t('registerPage.subtitle')} hasSlider>
      <RoleChooser />
    </AuthShell>
  );
}

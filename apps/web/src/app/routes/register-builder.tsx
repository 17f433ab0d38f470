import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { BuilderSignUpForm } from '../../features/builder-account/components/builder-sign-up-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /registerbuilder: builder sign-up with mobile OTP and an optional GSTIN (docs/product/builders.md, "Account"). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function RegisterBuilderPage() {
  const t = useAccountPageTexts();
  usePageTitle(t('registerBuilder.title'));
  return (
    <AuthShell title={t('registerBuilder.title')} subtitle={t('registerBuilder.subtitle')} hasSlider>
      <BuilderSignUpForm />
    </AuthShell>
  );
}

import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { VerifySignIn } from '../../features/auth/components/verify-sign-in.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/** /verify: the OTP step of customer sign-in (docs/product/accounts.md). Texts in the page's language (docs/product/seo.md, "Hindi"). */
export default function VerifyPage() {
  const t = useAccountPageTexts();
  usePageTitle(t('verify.title'));
  return (
    <AuthShell title={t('verify.title')}>
      <VerifySignIn />
    </AuthShell>
  );
}

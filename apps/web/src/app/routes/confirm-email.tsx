import { ConfirmEmailView } from '../../features/account-email/components/confirm-email-view.tsx';
import { useAccountEmailTexts } from '../../features/account-email/texts.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /confirm-email?token=…: where an e-mail confirmation link leads (docs/product/accounts.md,
 * "E-mail confirmation"); confirms the address and says what happened. Hindi at /hi/confirm-email.
 */
export default function ConfirmEmailPage() {
  const t = useAccountEmailTexts();
  usePageTitle(t('page.title'));
  return <ConfirmEmailView />;
}

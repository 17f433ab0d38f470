import { UnsubscribeView } from '../../features/alerts/components/unsubscribe-view.tsx';
import { useAlertTexts } from '../../features/alerts/texts.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /alerts/unsubscribe?token=…: where every alert's unsubscribe link leads (docs/product/alerts.md,
 * "Unsubscribing"); asks to confirm, then stops the alerts and says so. No sign-in needed. Hindi
 * at /hi/alerts/unsubscribe.
 */
export default function AlertsUnsubscribePage() {
  const t = useAlertTexts();
  usePageTitle(t('page.title'));
  return <UnsubscribeView />;
}

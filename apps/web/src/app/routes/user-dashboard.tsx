import { PushAlertsSwitch } from '../../components/push/push-alerts-switch.tsx';
import { EmailConfirmationLine } from '../../features/account-email/components/email-confirmation-line.tsx';
import { CustomerActivity } from '../../features/activity/components/customer-activity.tsx';
import { FavouritePriceAlertsSwitch } from '../../features/alerts/components/favourite-price-alerts-switch.tsx';
import { UserDashboardView } from '../../features/auth/components/user-dashboard-view.tsx';
import { CustomerPipeline } from '../../features/customer-leads/components/customer-pipeline.tsx';
import { PrivacySection } from '../../features/privacy/components/privacy-section.tsx';
import { useIsAccountClosing } from '../../features/privacy-rights/api/privacy-rights-api.ts';
import { DeletionPendingBanner } from '../../features/privacy-rights/components/deletion-pending-banner.tsx';
import { PrivacyRightsPanel } from '../../features/privacy-rights/components/privacy-rights-panel.tsx';
import { SavedSearchesList } from '../../features/saved-searches/components/saved-searches-list.tsx';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/**
 * /userdashboard: the customer dashboard (docs/product/accounts.md "Customer dashboard") with the
 * brokerage pipeline first (docs/product/pipeline.md, "Screens": "Your personal associate", "My
 * site visits", "My property searches" and the requirement form) after the e-mail line (confirmed or
 * not, with "Confirm your e-mail"; docs/product/accounts.md, "E-mail confirmation") and the visit
 * updates switch (Web Push asked for only when turned on; docs/product/accounts.md), then the
 * customer's saved searches (docs/product/alerts.md) with the favourites' price-drop switch
 * (docs/product/alerts.md, "Price drops of favourites"), favourites, recently viewed properties and
 * enquiries, the Privacy section (consents and nominee; docs/product/privacy.md) and last the
 * person's rights over their data (docs/product/privacy-rights.md: download, correct, delete; the
 * offer to cancel a deletion first of all). Texts in the page's language
 * (docs/product/seo.md, "Hindi").
 */
export default function UserDashboardPage() {
  const t = useAccountPageTexts();
  usePageTitle(t('userDashboard.title'));
  const { user } = useSession();
  const userId = typeof user?.user_id === 'number' ? user.user_id : undefined;
  // during a deletion's grace period the dashboard offers only to cancel it
  const isClosing = useIsAccountClosing(userId !== undefined);
  return (
    <UserDashboardView
      account={
        userId !== undefined ? (
          <>
            <DeletionPendingBanner />
            {isClosing ? null : <EmailConfirmationLine />}
          </>
        ) : null
      }
      activity={
        userId !== undefined && !isClosing ? (
          <>
            <PushAlertsSwitch account="customer" />
            <CustomerPipeline userId={userId} />
            <SavedSearchesList />
            <FavouritePriceAlertsSwitch />
            <CustomerActivity userId={userId} />
            <PrivacySection />
            <PrivacyRightsPanel />
          </>
        ) : null
      }
    />
  );
}

import { PushAlertsSwitch } from '../../components/push/push-alerts-switch.tsx';
import { EmailConfirmationLine } from '../../features/account-email/components/email-confirmation-line.tsx';
import { AssociateWork } from '../../features/associate-work/components/associate-work.tsx';
import { AssociateDashboardView } from '../../features/auth/components/associate-dashboard-view.tsx';
import { BankAccountSection } from '../../features/bank-account/components/bank-account-section.tsx';
import { MembershipSection } from '../../features/membership/components/membership-section.tsx';
import { PayoutsSection } from '../../features/payouts/components/payouts-section.tsx';
import { MARKETING_PURPOSES, PrivacySection } from '../../features/privacy/components/privacy-section.tsx';
import { useIsAccountClosing } from '../../features/privacy-rights/api/privacy-rights-api.ts';
import { DeletionPendingBanner } from '../../features/privacy-rights/components/deletion-pending-banner.tsx';
import { PrivacyRightsPanel } from '../../features/privacy-rights/components/privacy-rights-panel.tsx';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useWorkPageTexts } from './work/texts.ts';

/**
 * /associatedashboard: the associate welcome (docs/product/accounts.md "Associate dashboard":
 * member id, sponsor, share link, logout) followed by the associate's work (docs/product/pipeline.md,
 * "Screens": offers, my leads, upcoming visits, earnings, my network, preferences; under the earnings the
 * payouts and TDS of docs/product/payouts.md) with the membership
 * (docs/product/payments.md, "Screens": plan, Upgrade to Pro or Renew, the open order, invoices), the bank
 * account for payouts (docs/product/payouts-bank-details.md: masked, with the form to add or change it), the e-mail
 * line (docs/product/accounts.md, "E-mail confirmation") and the offer alerts switch (Web Push asked for only when turned on; docs/product/accounts.md), shown only to
 * a signed-in associate; the welcome sends anyone else to sign in.
 */
export default function AssociateDashboardPage() {
  const t = useWorkPageTexts();
  usePageTitle(t('title.associateDashboard'));
  const { user } = useSession();
  // during a deletion's grace period the dashboard offers only to cancel it
  const isClosing = useIsAccountClosing(user?.role === 'associate');
  return (
    <>
      <AssociateDashboardView />
      {user?.role === 'associate' ? (
        <>
          <div className="container-page mb-6 flex flex-col gap-4">
            <DeletionPendingBanner />
            {isClosing ? null : (
              <>
                <MembershipSection />
                <BankAccountSection />
                <EmailConfirmationLine />
                <PushAlertsSwitch account="associate" />
                <PrivacySection purposes={MARKETING_PURPOSES} />
              </>
            )}
          </div>
          {isClosing ? null : (
            <>
              <AssociateWork afterEarnings={<PayoutsSection />} />
              <div className="container-page mb-6">
                <PrivacyRightsPanel />
              </div>
            </>
          )}
        </>
      ) : null}
    </>
  );
}

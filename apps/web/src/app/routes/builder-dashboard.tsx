import { EmailConfirmationLine } from '../../features/account-email/components/email-confirmation-line.tsx';
import { BuilderDashboard } from '../../features/builder-projects/components/builder-dashboard.tsx';
import { MARKETING_PURPOSES, PrivacySection } from '../../features/privacy/components/privacy-section.tsx';
import { DeletionPendingBanner } from '../../features/privacy-rights/components/deletion-pending-banner.tsx';
import { PrivacyRightsPanel } from '../../features/privacy-rights/components/privacy-rights-panel.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useWorkPageTexts } from './work/texts.ts';

/**
 * /builderdashboard: the builder's projects with their status, trail, staff comments and listing
 * counts (docs/product/builders.md, "Builder dashboard"), under the e-mail line (docs/product/accounts.md,
 * "E-mail confirmation"); anyone who is not a signed-in builder
 * is sent to /signinbuilder.
 */
export default function BuilderDashboardPage() {
  const t = useWorkPageTexts();
  usePageTitle(t('title.builderDashboard'));
  return (
    <BuilderDashboard
      account={
        <div className="flex flex-col gap-4">
          <DeletionPendingBanner />
          <EmailConfirmationLine />
          <PrivacySection purposes={MARKETING_PURPOSES} />
          <PrivacyRightsPanel />
        </div>
      }
    />
  );
}

import { PATHS } from '../../config/paths.ts';
import { FeatureSection } from '../../features/marketing/components/feature-section.tsx';
import { NumberedSteps } from '../../features/marketing/components/numbered-steps.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { BUILDER_SERVICES, BUILDER_STEPS } from '../../features/marketing/content/pages.ts';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /builders (docs/product/catalogue.md): hero 'Show Your Properties To The Right Audience' with
 * 'Upload Listings Now' (to /registerbuilder, or /builderdashboard for a signed-in builder:
 * docs/product/builders.md, "Account"), the services and the steps Register, Verify Profile,
 * Upload Properties, Get Approved.
 */
export default function BuildersPage() {
  usePageTitle('For Builders');
  const { user } = useSession();
  const uploadPath = user?.role === 'builder' ? PATHS.builderDashboard : PATHS.registerBuilder;
  return (
    <>
      <PageHero
        eyebrow="For Builders"
        title="Show Your Properties To The Right Audience"
        lead="Reach serious buyers and a network of 60,000 associates across Uttar Pradesh. Basic listings are free."
        actions={[{ label: 'Upload Listings Now', to: uploadPath }]}
      />
      <FeatureSection id="builder-services-title" eyebrow="Services" title="Services For Builders" items={BUILDER_SERVICES} />
      <NumberedSteps id="builder-steps-title" eyebrow="Get listed" title="How To List Your Project" steps={BUILDER_STEPS} />
    </>
  );
}

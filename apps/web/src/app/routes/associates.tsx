import { PATHS } from '../../config/paths.ts';
import { FeatureSection } from '../../features/marketing/components/feature-section.tsx';
import { NumberedSteps } from '../../features/marketing/components/numbered-steps.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { ASSOCIATE_BENEFITS, ASSOCIATE_JOIN_STEPS, ASSOCIATE_SERVICES } from '../../features/marketing/content/pages.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /associates (docs/product/accounts.md): hero 'Build Your Real Estate Career With Us!' with 'Join Us as
 * an Associate', the benefits, the services and the steps Register, Get Leads, Manage, Close Deals.
 */
export default function AssociatesPage() {
  usePageTitle('For Associates');
  return (
    <>
      <PageHero
        eyebrow="For Associates"
        title="Build Your Real Estate Career With Us!"
        lead="Join 60,000 associate members who help families buy property and earn brokerage on every closed deal."
        actions={[{ label: 'Join Us as an Associate', to: PATHS.registerAssociate }]}
      />
      <FeatureSection id="associate-benefits-title" eyebrow="Benefits" title="Why Associates Work With Us" items={ASSOCIATE_BENEFITS} />
      <FeatureSection
        id="associate-services-title"
        eyebrow="Services"
        title="What We Provide"
        items={ASSOCIATE_SERVICES}
        className="bg-slate-50 py-16 sm:py-20"
      />
      <NumberedSteps id="associate-steps-title" eyebrow="Get started" title="How To Start" steps={ASSOCIATE_JOIN_STEPS} />
    </>
  );
}

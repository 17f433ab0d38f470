import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { PATHS } from '../../config/paths.ts';
import { FeatureSection } from '../../features/marketing/components/feature-section.tsx';
import { NumberedSteps } from '../../features/marketing/components/numbered-steps.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { ASSOCIATE_BENEFITS, ASSOCIATE_JOIN_STEPS, ASSOCIATE_SERVICES } from '../../features/marketing/content/pages.ts';
import { usePageTexts } from './texts.ts';

/**
 * /associates (docs/product/accounts.md): hero 'Build Your Real Estate Career With Us!' with 'Join Us as
 * an Associate', the benefits, the services and the steps Register, Get Leads, Manage, Close Deals.
 */
export default function AssociatesPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  return (
    <>
      <PageHead title={seo('associates.title')} description={seo('associates.description')} />
      <PageHero
        eyebrow={t('associates.eyebrow')}
        title={t('associates.title')}
        lead={t('associates.lead')}
        actions={[{ label: t('actions.joinAssociate'), to: PATHS.registerAssociate }]}
      />
      <FeatureSection
        id="associate-benefits-title"
        eyebrow={t('associates.benefitsEyebrow')}
        title={t('associates.benefitsTitle')}
        items={ASSOCIATE_BENEFITS}
      />
      <FeatureSection
        id="associate-services-title"
        eyebrow={t('associates.servicesEyebrow')}
        title={t('associates.servicesTitle')}
        items={ASSOCIATE_SERVICES}
        className="bg-slate-50 py-16 sm:py-20"
      />
      <NumberedSteps
        id="associate-steps-title"
        eyebrow={t('associates.stepsEyebrow')}
        title={t('associates.stepsTitle')}
        steps={ASSOCIATE_JOIN_STEPS}
      />
    </>
  );
}

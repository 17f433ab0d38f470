import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { PATHS } from '../../config/paths.ts';
import { FeatureSection } from '../../features/marketing/components/feature-section.tsx';
import { NumberedSteps } from '../../features/marketing/components/numbered-steps.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { BUILDER_SERVICES, BUILDER_STEPS } from '../../features/marketing/content/pages.ts';
import { useSession } from '../../lib/session.ts';
import { usePageTexts } from './texts.ts';

/**
 * /builders (docs/product/catalogue.md): hero 'Show Your Properties To The Right Audience' with
 * 'Upload Listings Now' (to /registerbuilder, or /builderdashboard for a signed-in builder:
 * docs/product/builders.md, "Account"), the services and the steps Register, Verify Profile,
 * Upload Properties, Get Approved.
 */
export default function BuildersPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  const { user } = useSession();
  const uploadPath = user?.role === 'builder' ? PATHS.builderDashboard : PATHS.registerBuilder;
  return (
    <>
      <PageHead title={seo('builders.title')} description={seo('builders.description')} />
      <PageHero
        eyebrow={t('builders.eyebrow')}
        title={t('builders.title')}
        lead={t('builders.lead')}
        actions={[{ label: t('builders.upload'), to: uploadPath }]}
      />
      <FeatureSection
        id="builder-services-title"
        eyebrow={t('builders.servicesEyebrow')}
        title={t('builders.servicesTitle')}
        items={BUILDER_SERVICES}
      />
      <NumberedSteps id="builder-steps-title" eyebrow={t('builders.stepsEyebrow')} title={t('builders.stepsTitle')} steps={BUILDER_STEPS} />
    </>
  );
}

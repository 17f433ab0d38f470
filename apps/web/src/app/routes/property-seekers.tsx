import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { PATHS } from '../../config/paths.ts';
import { SeekerRequirement } from '../../features/customer-leads/components/seeker-requirement.tsx';
import { CtaBanner } from '../../features/marketing/components/cta-banner.tsx';
import { FaqSection } from '../../features/marketing/components/faq-section.tsx';
import { FeatureSection } from '../../features/marketing/components/feature-section.tsx';
import { NumberedSteps } from '../../features/marketing/components/numbered-steps.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { Testimonials } from '../../features/marketing/components/testimonials.tsx';
import { WhyChooseUs } from '../../features/marketing/components/why-choose-us.tsx';
import { SEEKER_FAQ, SEEKER_SERVICES, SEEKER_STEPS } from '../../features/marketing/content/pages.ts';
import { usePageTexts } from './texts.ts';

/**
 * /propertyseekers (docs/product/catalogue.md): hero with 'Find Your Dream Property Today!', the rotating
 * why-choose-us list, four services, 'How does it work' (Submit, Match, Visit, Book) followed by
 * the "Submit" step itself, the requirement form (docs/product/pipeline.md, "Leads"), testimonials, the 'Explore Properties' call to action and a FAQ.
 */
export default function PropertySeekersPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  return (
    <>
      <PageHead title={seo('seekers.title')} description={seo('seekers.description')} />
      <PageHero
        eyebrow={t('seekers.eyebrow')}
        title={t('seekers.title')}
        lead={t('seekers.lead')}
        actions={[{ label: t('actions.findProperty'), to: PATHS.properties }]}
      />
      <WhyChooseUs />
      <FeatureSection
        id="seeker-services-title"
        eyebrow={t('seekers.servicesEyebrow')}
        title={t('seekers.servicesTitle')}
        items={SEEKER_SERVICES}
        className="bg-slate-50 py-16 sm:py-20"
      />
      <NumberedSteps id="seeker-steps-title" eyebrow={t('seekers.stepsEyebrow')} title={t('seekers.stepsTitle')} steps={SEEKER_STEPS} />
      <SeekerRequirement />
      <Testimonials />
      <CtaBanner
        id="seeker-cta-title"
        title={t('seekers.ctaTitle')}
        text={t('seekers.ctaText')}
        label={t('actions.exploreProperties')}
        to={PATHS.properties}
      />
      <FaqSection id="seeker-faq-title" title={t('seekers.faq')} entries={SEEKER_FAQ} className="bg-slate-50 py-16 sm:py-20" />
    </>
  );
}

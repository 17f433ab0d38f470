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
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /propertyseekers (docs/product/catalogue.md): hero with 'Find Your Dream Property Today!', the rotating
 * why-choose-us list, four services, 'How does it work' (Submit, Match, Visit, Book) followed by
 * the "Submit" step itself, the requirement form (docs/product/pipeline.md, "Leads"), testimonials, the 'Explore Properties' call to action and a FAQ.
 */
export default function PropertySeekersPage() {
  usePageTitle('For Property Seekers');
  return (
    <>
      <PageHero
        eyebrow="For Property Seekers"
        title="Find The Right Home With An Expert Beside You"
        lead="Verified plots, flats and houses across Uttar Pradesh, a personal associate for your search, and help with loans and paperwork."
        actions={[{ label: 'Find Your Dream Property Today!', to: PATHS.properties }]}
      />
      <WhyChooseUs />
      <FeatureSection
        id="seeker-services-title"
        eyebrow="Our services"
        title="Services For Property Seekers"
        items={SEEKER_SERVICES}
        className="bg-slate-50 py-16 sm:py-20"
      />
      <NumberedSteps id="seeker-steps-title" eyebrow="Four simple steps" title="How does it work" steps={SEEKER_STEPS} />
      <SeekerRequirement />
      <Testimonials />
      <CtaBanner
        id="seeker-cta-title"
        title="Your next home is a few clicks away"
        text="Browse verified listings and save your favourites."
        label="Explore Properties"
        to={PATHS.properties}
      />
      <FaqSection id="seeker-faq-title" title="Questions From Buyers" entries={SEEKER_FAQ} className="bg-slate-50 py-16 sm:py-20" />
    </>
  );
}

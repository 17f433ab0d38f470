import { PATHS } from '../../config/paths.ts';
import { CtaBanner } from '../../features/marketing/components/cta-banner.tsx';
import { FaqSection } from '../../features/marketing/components/faq-section.tsx';
import { MembershipPlans } from '../../features/marketing/components/membership-plans.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { MEMBERSHIP_FAQ } from '../../features/marketing/content/pages.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /associatemembership (docs/product/catalogue.md "Associate membership / pricing page"): hero with
 * 'Know Our Pricing' to /properties, the plans, the 'Become an Associate' call to action and a
 * five-question FAQ.
 */
export default function MembershipPage() {
  usePageTitle('Associate Membership');
  return (
    <>
      <PageHero
        eyebrow="Associate Membership"
        title="Join the community for career growth"
        lead="Become a Kashi Realty associate: get genuine client leads, verified listings and brokerage on every deal you close."
        actions={[{ label: 'Know Our Pricing', to: PATHS.properties }]}
      />
      <MembershipPlans />
      <CtaBanner
        id="become-associate-title"
        title="Ready to grow your real estate career?"
        text="Register in a few minutes. Our onboarding team will contact you within 24 hours."
        label="Become an Associate"
        to={PATHS.registerAssociate}
      />
      <FaqSection id="membership-faq-title" title="Membership Questions" entries={MEMBERSHIP_FAQ} className="bg-slate-50 py-16 sm:py-20" />
    </>
  );
}

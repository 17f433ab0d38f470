import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { PATHS } from '../../config/paths.ts';
import { CtaBanner } from '../../features/marketing/components/cta-banner.tsx';
import { FaqSection } from '../../features/marketing/components/faq-section.tsx';
import { MembershipPlans } from '../../features/marketing/components/membership-plans.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { MEMBERSHIP_FAQ } from '../../features/marketing/content/pages.ts';
import { usePageTexts } from './texts.ts';

/**
 * /associatemembership (docs/product/catalogue.md "Associate membership / pricing page"): hero with
 * 'Know Our Pricing' to /properties, the plans, the 'Become an Associate' call to action and a
 * five-question FAQ.
 */
export default function MembershipPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  return (
    <>
      <PageHead title={seo('membership.title')} description={seo('membership.description')} />
      <PageHero
        eyebrow={t('membership.eyebrow')}
        title={t('membership.title')}
        lead={t('membership.lead')}
        actions={[{ label: t('membership.pricing'), to: PATHS.properties }]}
      />
      <MembershipPlans />
      <CtaBanner
        id="become-associate-title"
        title={t('membership.ctaTitle')}
        text={t('membership.ctaText')}
        label={t('membership.ctaLabel')}
        to={PATHS.registerAssociate}
      />
      <FaqSection id="membership-faq-title" title={t('membership.faq')} entries={MEMBERSHIP_FAQ} className="bg-slate-50 py-16 sm:py-20" />
    </>
  );
}

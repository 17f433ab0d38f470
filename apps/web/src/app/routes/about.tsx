import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { PATHS } from '../../config/paths.ts';
import { Achievements } from '../../features/marketing/components/achievements.tsx';
import { AudienceOverview } from '../../features/marketing/components/audience-overview.tsx';
import { Milestones } from '../../features/marketing/components/milestones.tsx';
import { MissionVision } from '../../features/marketing/components/mission-vision.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { PartnerCarousel } from '../../features/marketing/components/partner-carousel.tsx';
import { TeamCarousel } from '../../features/marketing/components/team-carousel.tsx';
import { usePageTexts } from './texts.ts';

/**
 * /aboutpage (docs/product/catalogue.md "About page"): hero with its two buttons, the overview with a
 * rotating highlight, milestones, mission and vision, team, partner logos and achievements.
 */
export default function AboutPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  return (
    <>
      <PageHead title={seo('about.title')} description={seo('about.description')} />
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        lead={t('about.lead')}
        actions={[
          { label: t('actions.findProperty'), to: PATHS.properties },
          { label: t('actions.joinAssociate'), to: PATHS.registerAssociate, variant: 'light' },
        ]}
      />
      <AudienceOverview />
      <Milestones />
      <MissionVision />
      <TeamCarousel />
      <section aria-labelledby="partners-title" className="border-y border-slate-200 bg-slate-50 py-14">
        <div className="container-page">
          <h2 id="partners-title" className="mb-8 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('about.partners')}
          </h2>
          <PartnerCarousel label={t('about.partnerLogos')} hasArrows />
        </div>
      </section>
      <Achievements />
    </>
  );
}

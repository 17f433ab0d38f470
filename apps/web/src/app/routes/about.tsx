import { PATHS } from '../../config/paths.ts';
import { Achievements } from '../../features/marketing/components/achievements.tsx';
import { AudienceOverview } from '../../features/marketing/components/audience-overview.tsx';
import { Milestones } from '../../features/marketing/components/milestones.tsx';
import { MissionVision } from '../../features/marketing/components/mission-vision.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { PartnerCarousel } from '../../features/marketing/components/partner-carousel.tsx';
import { TeamCarousel } from '../../features/marketing/components/team-carousel.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /aboutpage (docs/product/catalogue.md "About page"): hero with its two buttons, the overview with a
 * rotating highlight, milestones, mission and vision, team, partner logos and achievements.
 */
export default function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHero
        eyebrow="About Kashi Realty"
        title="Connecting You To Property Opportunities"
        lead="Founded in Varanasi in 2018, we bring buyers, associates and builders together, with plots and homes in three states and the Top Builder Award 2022 for our partner projects."
        actions={[
          { label: 'Find Your Dream Property Today!', to: PATHS.properties },
          { label: 'Join Us as an Associate', to: PATHS.registerAssociate, variant: 'light' },
        ]}
      />
      <AudienceOverview />
      <Milestones />
      <MissionVision />
      <TeamCarousel />
      <section aria-labelledby="partners-title" className="border-y border-slate-200 bg-slate-50 py-14">
        <div className="container-page">
          <h2 id="partners-title" className="mb-8 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            Our Partners
          </h2>
          <PartnerCarousel label="Partner logos" hasArrows />
        </div>
      </section>
      <Achievements />
    </>
  );
}

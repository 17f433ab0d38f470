import { BelowFold, LazyBelowFold } from '../../components/layout/below-fold.tsx';
import { lazySection } from '../../components/layout/lazy-section.ts';
import { JsonLd } from '../../components/seo/json-ld.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { HeroSearchBox } from '../../features/catalogue/components/hero-search-box.tsx';
import { CompareTray } from '../../features/compare/components/compare-tray.tsx';
import { AssociateSteps } from '../../features/marketing/components/associate-steps.tsx';
import { BuyerJourney } from '../../features/marketing/components/buyer-journey.tsx';
import { ExclusiveBenefits } from '../../features/marketing/components/exclusive-benefits.tsx';
import { HomeHero } from '../../features/marketing/components/home-hero.tsx';
import { LogoStrip } from '../../features/marketing/components/logo-strip.tsx';
import { MarketImpact } from '../../features/marketing/components/market-impact.tsx';
import { Testimonials } from '../../features/marketing/components/testimonials.tsx';
import { WhyAssociate } from '../../features/marketing/components/why-associate.tsx';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { organizationStructuredData, webSiteStructuredData } from '../../lib/seo/structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';

/** The featured listings, a chunk of its own, hydrated when near (decision 0017, points 9 and 12). */
const HomeFeatured = lazySection<object>(() => import('./home-featured.tsx'));
/** The latest blog posts, a chunk of its own. */
const HomeBlogCarousel = lazySection<object>(() =>
  import('../../features/blog/components/home-blog-carousel.tsx').then((module) => ({ default: module.HomeBlogCarousel })),
);

/**
 * The home page: the sections of docs/product/catalogue.md in the spec's order (the hero search
 * box with its budget presets, featured listings with a favourite heart and a "Compare" toggle,
 * and the compare tray). The app composes them; each section belongs to its feature.
 */
export default function HomePage() {
  const seo = useSeoTexts();
  const origin = useSiteOrigin();
  const language = useLanguage();
  return (
    <>
      <PageHead title={seo('home.title')} isSiteTitle description={seo('home.description')} />
      <JsonLd data={organizationStructuredData(origin, language)} />
      <JsonLd data={webSiteStructuredData(origin, language, seo('home.description'))} />
      <HomeHero searchBox={<HeroSearchBox />} />
      <BelowFold>
        <BuyerJourney />
      </BelowFold>
      <BelowFold>
        <AssociateSteps />
      </BelowFold>
      <BelowFold>
        <MarketImpact />
      </BelowFold>
      <BelowFold>
        <ExclusiveBenefits />
      </BelowFold>
      <BelowFold>
        <WhyAssociate />
      </BelowFold>
      <LazyBelowFold section={HomeFeatured} />
      <LazyBelowFold section={HomeBlogCarousel} />
      <BelowFold>
        <Testimonials />
      </BelowFold>
      <BelowFold>
        <LogoStrip />
      </BelowFold>
      <CompareTray />
    </>
  );
}

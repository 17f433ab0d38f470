import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { IMPACT_STATS } from '../content/home.ts';
import { useMarketingTexts } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';
import { StatCounters } from './stat-counters.tsx';

/** 'Our Market Impact In Numbers' with animated counters and a 'Read More' link to / (docs/product/content.md). */
export function MarketImpact() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="market-impact-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="market-impact-title"
          eyebrow={t('marketImpact.eyebrow')}
          title={t('marketImpact.title')}
          lead={t('marketImpact.lead')}
        />
        <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <StatCounters stats={IMPACT_STATS} />
        </div>
        <div className="mt-8 text-center">
          <Link to={PATHS.home} className="btn-outline">
            {t('marketImpact.readMore')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

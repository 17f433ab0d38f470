import { BUYER_STEPS } from '../content/home.ts';
import { useMarketingTexts } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';
import { StepStrip } from './step-strip.tsx';

/** 'Effortless Property Search, Seamless Journey': the five buyer steps, moving every 2.5 s (docs/product/content.md). */
export function BuyerJourney() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="buyer-journey-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="buyer-journey-title"
          eyebrow={t('buyerJourney.eyebrow')}
          title={t('buyerJourney.title')}
          lead={t('buyerJourney.lead')}
        />
        <StepStrip label={t('buyerJourney.label')} steps={BUYER_STEPS} intervalMs={2500} />
      </div>
    </section>
  );
}

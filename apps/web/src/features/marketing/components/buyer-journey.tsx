import { BUYER_STEPS } from '../content/home.ts';
import { SectionHeading } from './section-heading.tsx';
import { StepStrip } from './step-strip.tsx';

/** 'Effortless Property Search, Seamless Journey': the five buyer steps, moving every 2.5 s (docs/product/content.md). */
export function BuyerJourney() {
  return (
    <section aria-labelledby="buyer-journey-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="buyer-journey-title"
          eyebrow="For Property Seekers"
          title="Effortless Property Search, Seamless Journey"
          lead="From your first search to the keys in your hand, in five simple steps."
        />
        <StepStrip label="Buyer steps" steps={BUYER_STEPS} intervalMs={2500} />
      </div>
    </section>
  );
}

import { ASSOCIATE_STEPS } from '../content/home.ts';
import { useMarketingTexts } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';
import { StepStrip } from './step-strip.tsx';

/** 'For Associates': the five associate steps, moving every 1.5 s (docs/product/content.md). */
export function AssociateSteps() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="associate-steps-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="associate-steps-title"
          tone="dark"
          eyebrow={t('associateSteps.eyebrow')}
          title={t('associateSteps.title')}
          lead={t('associateSteps.lead')}
        />
        <StepStrip label={t('associateSteps.label')} steps={ASSOCIATE_STEPS} intervalMs={1500} tone="dark" />
      </div>
    </section>
  );
}

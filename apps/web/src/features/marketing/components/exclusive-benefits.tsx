import { EXCLUSIVE_BENEFITS } from '../content/home.ts';
import { useMarketingTexts } from '../texts.ts';
import { FeatureGrid } from './feature-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

/** 'Exclusive Benefits For You': four buyer benefits (docs/product/content.md). */
export function ExclusiveBenefits() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="exclusive-benefits-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="exclusive-benefits-title" eyebrow={t('benefits.eyebrow')} title={t('benefits.title')} />
        <FeatureGrid items={EXCLUSIVE_BENEFITS} />
      </div>
    </section>
  );
}

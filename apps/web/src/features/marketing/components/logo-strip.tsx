import { useMarketingTexts } from '../texts.ts';
import { PartnerCarousel } from './partner-carousel.tsx';

/** The scrolling strip of partner builder and lender logos at the foot of the home page (docs/product/content.md). */
export function LogoStrip() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="logo-strip-title" className="border-t border-slate-200 bg-slate-50 py-12">
      <div className="container-page">
        <h2 id="logo-strip-title" className="mb-6 text-center text-sm font-semibold uppercase tracking-widest text-slate-600">
          {t('logoStrip.title')}
        </h2>
        <PartnerCarousel label={t('partners.label')} />
      </div>
    </section>
  );
}

import { Carousel } from '../../../components/ui/carousel.tsx';
import { PARTNERS } from '../content/home.ts';
import { useMarketingTexts } from '../texts.ts';

/**
 * The partner logos moving every 3 s (docs/product/content.md "partners every 3 s"); pauses while
 * hovered or focused, on its pause button, and never moves with reduced motion. `label` defaults
 * to 'Our partners' in the page's language; partner names are brand names, shown as written.
 */
export function PartnerCarousel({ label, hasArrows = false }: { label?: string; hasArrows?: boolean }) {
  const t = useMarketingTexts();
  return (
    <Carousel
      label={label ?? t('partners.defaultLabel')}
      items={PARTNERS}
      getKey={(p) => p.name}
      intervalMs={3000}
      hasArrows={hasArrows}
      slideClassName="basis-1/2 sm:basis-1/3 lg:basis-1/5"
      renderItem={(p) => (
        <div className="flex h-24 items-center justify-center rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <img src={p.logo} alt={p.name} width={320} height={100} loading="lazy" className="h-auto max-h-16 w-full object-contain" />
        </div>
      )}
    />
  );
}

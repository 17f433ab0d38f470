import { Carousel } from '../../../components/ui/carousel.tsx';
import { MILESTONES } from '../content/pages.ts';
import { useLocalise, useMarketingTexts } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';

/** The milestones carousel of the about page, moving every 3 s (docs/product/content.md): one, two, then four whole cards per view. */
export function Milestones() {
  const t = useMarketingTexts();
  const local = useLocalise();
  return (
    <section aria-labelledby="milestones-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="container-page">
        <SectionHeading id="milestones-title" tone="dark" eyebrow={t('milestones.eyebrow')} title={t('milestones.title')} />
        <Carousel
          label={t('milestones.label')}
          items={MILESTONES.map(local)}
          getKey={(m) => m.year}
          intervalMs={3000}
          tone="dark"
          slideClassName="basis-full sm:basis-1/2 lg:basis-1/4"
          renderItem={(m) => (
            <div className="h-full rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
              <p className="text-3xl font-extrabold text-accent-400">{m.year}</p>
              <p className="mt-3 text-sm leading-relaxed text-brand-100">{m.text}</p>
            </div>
          )}
        />
      </div>
    </section>
  );
}

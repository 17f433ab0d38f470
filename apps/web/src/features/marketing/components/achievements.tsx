import { Carousel } from '../../../components/ui/carousel.tsx';
import { ACHIEVEMENTS } from '../content/pages.ts';
import { useLocalise, useMarketingTexts } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';

/** The achievements carousel of the about page, every 5 s, with a smaller image on phones (docs/product/content.md). */
export function Achievements() {
  const t = useMarketingTexts();
  const local = useLocalise();
  return (
    <section aria-labelledby="achievements-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="achievements-title" eyebrow={t('achievements.eyebrow')} title={t('achievements.title')} />
        <Carousel
          label={t('achievements.label')}
          items={ACHIEVEMENTS.map(local)}
          getKey={(a) => a.key}
          intervalMs={5000}
          slideClassName="basis-full md:basis-1/2"
          renderItem={(a) => (
            <article className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <picture>
                <source media="(max-width: 639px)" srcSet={a.mobileImage} width={400} height={300} />
                <img
                  src={a.image}
                  alt=""
                  width={800}
                  height={450}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover sm:aspect-video"
                />
              </picture>
              <div className="p-6">
                <h3 className="text-xl font-semibold text-slate-900">{a.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{a.description}</p>
              </div>
            </article>
          )}
        />
      </div>
    </section>
  );
}

import { Quote } from 'lucide-react';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { TESTIMONIALS } from '../content/home.ts';
import { useLocalise, useMarketingTexts } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';

/** The testimonials carousel 'Voices of Trust': one quote at a time, every 5 s, arrows wrap (docs/product/content.md). */
export function Testimonials() {
  const t = useMarketingTexts();
  const local = useLocalise();
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} />
        <Carousel
          label={t('testimonials.title')}
          items={TESTIMONIALS.map(local)}
          getKey={(quote) => quote.key}
          intervalMs={5000}
          slideClassName="basis-full"
          className="mx-auto max-w-3xl"
          renderItem={(quote) => (
            <figure className="flex h-full flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-12">
              <Quote aria-hidden="true" className="size-10 text-accent-500" />
              <blockquote className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">
                <p>{quote.message}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img src={quote.avatar} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full" />
                <span className="text-left">
                  <span className="block font-semibold text-slate-900">{quote.name}</span>
                  <span className="block text-sm text-brand-700">{quote.role}</span>
                </span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}

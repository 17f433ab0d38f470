import { Quote } from 'lucide-react';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { TESTIMONIALS } from '../content/home.ts';
import { SectionHeading } from './section-heading.tsx';

/** The testimonials carousel 'Voices of Trust': one quote at a time, every 5 s, arrows wrap (docs/product/content.md). */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Voices of Trust" />
        <Carousel
          label="Voices of Trust"
          items={TESTIMONIALS}
          getKey={(t) => t.name}
          intervalMs={5000}
          slideClassName="basis-full"
          className="mx-auto max-w-3xl"
          renderItem={(t) => (
            <figure className="flex h-full flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-12">
              <Quote aria-hidden="true" className="size-10 text-accent-500" />
              <blockquote className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">
                <p>{t.message}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img src={t.avatar} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full" />
                <span className="text-left">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-brand-700">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}

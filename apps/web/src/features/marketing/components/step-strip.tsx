import { Carousel } from '../../../components/ui/carousel.tsx';
import type { Step } from '../content/home.ts';
import { useLocalise } from '../texts.ts';

/**
 * A strip of numbered step cards that auto-scrolls one card at a time and wraps (docs/product/content.md
 * §4: step cards and step strips every 2.5 s, associates every 1.5 s). One whole card per view on
 * phones, two from the small breakpoint and four from the large one (about 300 px each on a
 * desktop, near §9's 280 px step), so no card is ever cut off at rest. Steps show in the page's language.
 */
export function StepStrip({
  label,
  steps,
  intervalMs,
  tone = 'light',
}: {
  label: string;
  steps: readonly Step[];
  intervalMs: number;
  tone?: 'light' | 'dark';
}) {
  const local = useLocalise();
  return (
    <Carousel
      label={label}
      items={steps.map(local)}
      getKey={(step) => step.key}
      intervalMs={intervalMs}
      tone={tone}
      slideClassName="basis-full sm:basis-1/2 lg:basis-1/4"
      renderItem={(step, index) => (
        <article
          className={`flex h-full flex-col rounded-2xl p-6 ${tone === 'dark' ? 'bg-white/10 text-white ring-1 ring-white/20' : 'bg-white text-slate-800 shadow-sm ring-1 ring-slate-200'}`}
        >
          <span
            className={`inline-flex size-10 items-center justify-center rounded-full text-lg font-bold ${tone === 'dark' ? 'bg-accent-400 text-slate-900' : 'bg-brand-700 text-white'}`}
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className={`mt-2 text-sm leading-relaxed ${tone === 'dark' ? 'text-brand-100' : 'text-slate-600'}`}>{step.text}</p>
        </article>
      )}
    />
  );
}

import type { Step } from '../content/home.ts';
import { SectionHeading } from './section-heading.tsx';
import { StepStrip } from './step-strip.tsx';

/** A titled step strip on a tinted band (docs/product/content.md audience pages; strips move every 2.5 s, §4). */
export function NumberedSteps({ id, title, eyebrow, steps }: { id: string; title: string; eyebrow?: string; steps: readonly Step[] }) {
  return (
    <section aria-labelledby={id} className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        <StepStrip label={title} steps={steps} intervalMs={2500} />
      </div>
    </section>
  );
}

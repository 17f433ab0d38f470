import type { Feature } from '../content/home.ts';
import { FeatureGrid } from './feature-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

/** A titled grid of benefit or service cards. */
export function FeatureSection({
  id,
  title,
  eyebrow,
  items,
  className = 'py-16 sm:py-20',
}: {
  id: string;
  title: string;
  eyebrow?: string;
  items: readonly Feature[];
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        <FeatureGrid items={items} />
      </div>
    </section>
  );
}

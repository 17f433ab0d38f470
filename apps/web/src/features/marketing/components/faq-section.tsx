import { Accordion } from '../../../components/ui/accordion.tsx';
import type { FaqEntry } from '../content/pages.ts';
import { useLocalise } from '../texts.ts';
import { SectionHeading } from './section-heading.tsx';

/** A titled FAQ accordion: one item open at a time, the first open at start (docs/product/content.md); questions and answers in the page's language. */
export function FaqSection({
  id,
  title,
  entries,
  className = 'py-16 sm:py-20',
}: {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
  className?: string;
}) {
  const local = useLocalise();
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page max-w-3xl">
        <SectionHeading id={id} title={title} />
        <Accordion items={entries.map(local)} />
      </div>
    </section>
  );
}

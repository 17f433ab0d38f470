import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/** One question and its answer. */
export type AccordionItem = { question: string; answer: React.ReactNode };

/**
 * FAQ accordion of docs/product/catalogue.md: one item open at a time, the first open at start,
 * clicking the open one closes it. Each question is a real button with `aria-expanded`
 * controlling its answer region.
 */
export function Accordion({ items, initiallyOpen = 0 }: { items: readonly AccordionItem[]; initiallyOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const id = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const isOpen = open === index;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={isOpen}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-700 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <section id={`${id}-a${index}`} aria-labelledby={`${id}-q${index}`} hidden={!isOpen} className="px-5 pb-5 text-slate-700">
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}

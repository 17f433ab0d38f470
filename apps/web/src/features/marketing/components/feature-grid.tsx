import { CheckCircle2 } from 'lucide-react';
import type { Feature } from '../content/home.ts';
import { useLocalise } from '../texts.ts';

/** Cards of benefits or services in a responsive grid (one column on phones, up to four), in the page's language. */
export function FeatureGrid({ items, columns = 4 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const local = useLocalise();
  const grid = columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : columns === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <ul className={`grid gap-5 ${grid}`}>
      {items.map(local).map((item) => (
        <li key={item.key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <CheckCircle2 aria-hidden="true" className="size-8 text-brand-600" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

import { List, Map as MapIcon } from 'lucide-react';
import type { ListingView } from '../hooks/use-listing-view.ts';
import { useMapTexts } from '../texts.ts';

/** Props of {@link ListMapSwitch}. */
export type ListMapSwitchProps = {
  /** The view shown now (e.g. from `useListingView`). */
  view: ListingView;
  /** Called with the view the visitor picks. */
  onChange: (view: ListingView) => void;
  className?: string;
};

const OPTIONS: readonly { view: ListingView; label: 'switch.list' | 'switch.map'; Icon: typeof List }[] = [
  { view: 'list', label: 'switch.list', Icon: List },
  { view: 'map', label: 'switch.map', Icon: MapIcon },
];

/**
 * The List / Map toggle of the results (docs/product/catalogue.md, "The listing page"):
 * two buttons in a fieldset named "Show results
 * as", the current one `aria-pressed`; keyboard users reach both with Tab and press with Enter or
 * Space. Controlled: pair it with `useListingView`, which remembers the choice in
 * `localStorage.listingView`. In the page's language (docs/product/seo.md, "Hindi").
 */
export function ListMapSwitch({ view, onChange, className = '' }: ListMapSwitchProps) {
  const t = useMapTexts();
  return (
    <fieldset className={`inline-flex rounded-lg border border-slate-300 bg-white p-0.5 ${className}`}>
      <legend className="sr-only">{t('switch.legend')}</legend>
      {OPTIONS.map(({ view: option, label, Icon }) => {
        const isCurrent = view === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={isCurrent}
            onClick={() => onChange(option)}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold transition ${
              isCurrent ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(label)}
          </button>
        );
      })}
    </fieldset>
  );
}

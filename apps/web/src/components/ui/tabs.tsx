import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/** One tab: its label and the panel shown when it is selected. */
export type TabItem = { id: string; label: string; panel: ReactNode };

/** Props of {@link Tabs}. */
export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Id of the selected tab (controlled). */
  selectedId: string;
  onSelect: (id: string) => void;
};

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): a `tablist` of `tab` buttons
 * with `aria-selected` and roving `tabIndex`; Left/Right, Home and End move between tabs; only the
 * selected `tabpanel` is rendered. Used by the FAQ page (docs/product/catalogue.md "FAQs page").
 */
export function Tabs({ label, items, selectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const selected = items[selectedIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    let target: number | undefined;
    if (event.key === 'ArrowRight') target = selectedIndex === last ? 0 : selectedIndex + 1;
    else if (event.key === 'ArrowLeft') target = selectedIndex === 0 ? last : selectedIndex - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onSelect(item.id);
    buttons.current[target]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap justify-center gap-2 sm:gap-3">
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel-${item.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
              onKeyDown={onKeyDown}
              className={`rounded-full px-5 py-2.5 text-sm font-semibold transition sm:text-base ${
                isSelected ? 'bg-brand-700 text-white shadow' : 'border border-slate-300 bg-white text-slate-700 hover:bg-brand-50'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div role="tabpanel" id={`${baseId}-panel-${selected.id}`} aria-labelledby={`${baseId}-tab-${selected.id}`} className="mt-8">
          {selected.panel}
        </div>
      )}
    </div>
  );
}

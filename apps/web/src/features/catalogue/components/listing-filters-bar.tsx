import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useCatalogueTexts } from '../texts.ts';
import { choiceLabel } from '../utils/listing-facts.ts';
import {
  BHK_CHOICES,
  bhkLabel,
  FURNISHING_OPTIONS,
  type FurnishingFilter,
  isListingParamSupported,
  type ListingFilters,
  listingParamLabel,
  POSSESSION_OPTIONS,
  type PossessionFilter,
} from '../utils/listing-query.ts';

/** Props of {@link ListingFiltersBar}. */
export type ListingFiltersBarProps = {
  filters: ListingFilters;
  /** Applies a change of filters (the page writes it to the address, back on page 1). */
  onChange: (change: Partial<ListingFilters>) => void;
};

const areaNumber = (text: string): number | undefined => {
  const t = text.trim().replace(/,/g, '');
  if (t === '' || !/^\d+(\.\d+)?$/.test(t)) return undefined;
  return Number(t);
};

/**
 * The listing page's filters beside the search form (docs/product/catalogue.md, "Searching"):
 * BHK (1, 2, 3, 4+; several at once, sent as `bhk=2,3`),
 * carpet area from/to in sq ft (`minArea`, `maxArea`), possession (`ready`,
 * `under_construction`), furnishing (`unfurnished`, `semi`, `furnished`) and "Verified only"
 * (`verified=true`). Each control shows once the contract's query schema reads its parameter.
 * A choice applies at once; the areas apply with their button. On a phone the bar folds behind
 * "Filters". Labels and choices in the page's language (docs/product/seo.md, "Hindi").
 */
export function ListingFiltersBar({ filters, onChange }: ListingFiltersBarProps) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const has = {
    bhk: isListingParamSupported('bhk'),
    area: isListingParamSupported('minArea') && isListingParamSupported('maxArea'),
    possession: isListingParamSupported('possession'),
    furnishing: isListingParamSupported('furnishing'),
    verified: isListingParamSupported('verified'),
  };
  const [minArea, setMinArea] = useState(filters.minArea === undefined ? '' : String(filters.minArea));
  const [maxArea, setMaxArea] = useState(filters.maxArea === undefined ? '' : String(filters.maxArea));
  if (!Object.values(has).some(Boolean)) return null;
  const chosen = filters.bhk ?? [];
  const count =
    chosen.length +
    (filters.minArea !== undefined || filters.maxArea !== undefined ? 1 : 0) +
    (filters.possession ? 1 : 0) +
    (filters.furnishing ? 1 : 0) +
    (filters.verified ? 1 : 0);

  return (
    <div className="mt-4">
      <button
        type="button"
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 md:hidden"
        aria-expanded={isOpen}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filters.toggle')}
        {count ? ` (${count})` : ''}
      </button>
      <section
        id={`${id}-filters`}
        aria-label={t('filters.toggle')}
        className={`${isOpen ? 'mt-3 flex' : 'hidden'} flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 md:mt-0 md:flex md:flex-row md:flex-wrap md:items-end md:gap-6`}
      >
        {has.bhk ? (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('param.bhk')}</legend>
            <div className="flex flex-wrap gap-2">
              {BHK_CHOICES.map((n) => {
                const isChecked = chosen.includes(n);
                return (
                  <label
                    key={n}
                    className={`relative inline-flex min-h-9 min-w-11 cursor-pointer items-center justify-center rounded-full px-3 text-sm font-semibold ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                      isChecked ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                      aria-label={bhkLabel(n)}
                      checked={isChecked}
                      onChange={(event) =>
                        onChange({
                          bhk: event.target.checked ? [...chosen, n].sort((a, b) => a - b) : chosen.filter((m) => m !== n),
                        })
                      }
                    />
                    <span aria-hidden="true">{n >= 4 ? `${n}+` : n}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : null}
        {has.area ? (
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onChange({ minArea: areaNumber(minArea), maxArea: areaNumber(maxArea) });
            }}
          >
            <fieldset className="flex items-end gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-700">{t('filters.carpetArea')}</legend>
              <label htmlFor={`${id}-min-area`} className="sr-only">
                {listingParamLabel('minArea', language)}
              </label>
              <input
                id={`${id}-min-area`}
                type="text"
                inputMode="numeric"
                className="input w-24"
                placeholder={t('filters.from')}
                value={minArea}
                onChange={(event) => setMinArea(event.target.value)}
              />
              <span aria-hidden="true" className="pb-2.5 text-slate-500">
                {t('filters.between')}
              </span>
              <label htmlFor={`${id}-max-area`} className="sr-only">
                {listingParamLabel('maxArea', language)}
              </label>
              <input
                id={`${id}-max-area`}
                type="text"
                inputMode="numeric"
                className="input w-24"
                placeholder={t('filters.to')}
                value={maxArea}
                onChange={(event) => setMaxArea(event.target.value)}
              />
            </fieldset>
            <button type="submit" className="btn-outline h-[42px] px-3 text-sm">
              {t('filters.apply')}
            </button>
          </form>
        ) : null}
        {has.possession ? (
          <div>
            <label htmlFor={`${id}-possession`} className="mb-1 block text-sm font-medium text-slate-700">
              {t('param.possession')}
            </label>
            <select
              id={`${id}-possession`}
              className="input w-auto"
              value={filters.possession ?? ''}
              onChange={(event) => onChange({ possession: (event.target.value || undefined) as PossessionFilter | undefined })}
            >
              <option value="">{t('filters.any')}</option>
              {POSSESSION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`possession.${option.value}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {has.furnishing ? (
          <div>
            <label htmlFor={`${id}-furnishing`} className="mb-1 block text-sm font-medium text-slate-700">
              {t('param.furnishing')}
            </label>
            <select
              id={`${id}-furnishing`}
              className="input w-auto"
              value={filters.furnishing ?? ''}
              onChange={(event) => onChange({ furnishing: (event.target.value || undefined) as FurnishingFilter | undefined })}
            >
              <option value="">{t('filters.any')}</option>
              {FURNISHING_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {choiceLabel('furnishing', option.value, language)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {has.verified ? (
          <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={filters.verified === true}
              onChange={(event) => onChange({ verified: event.target.checked ? true : undefined })}
            />
            {t('filters.verifiedOnly')}
          </label>
        ) : null}
      </section>
    </div>
  );
}

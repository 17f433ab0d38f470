import type { BudgetPreset } from '@realty/contracts/sites/budget-presets';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { categoryLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { useCatalogueTexts } from '../texts.ts';
import { budgetInputText, readBudgetAmount } from '../utils/budget-input.ts';
import {
  isListingParamSupported,
  keepUnreadPrice,
  type ListingFilters,
  listingParamLabel,
  listingSearchParams,
} from '../utils/listing-query.ts';
import { BudgetInput, BudgetPresets } from './budget-input.tsx';

/** Props of {@link ListingSearchForm}. */
export type ListingSearchFormProps = {
  /** Values to start from (the current URL filters); the form resets when they change. */
  initial?: Partial<ListingFilters>;
  /** Extra classes for the outer form. */
  className?: string;
  /** Light text for a dark background. */
  isOnDark?: boolean;
};

const field = (data: FormData, name: string): string => String(data.get(name) ?? '').trim();

/** Navigation state of a search: the listing page then scrolls to its results (docs/product/catalogue.md, "The listing page"). */
export const SEARCH_NAVIGATION_STATE = { toResults: true } as const;

/**
 * The search form of the /properties hero and the /search-box page (docs/product/catalogue.md,
 * "The listing page"): the free-text search ("2 BHK in Lanka under 60 lakh", sent as `q` once the
 * API reads it), Property Name, Location, Min Price to Max Price, Category, Search, and the budget
 * presets. A price is typed as a buyer thinks ("45" is ₹45 lakh, "4500000" rupees, "1.5 cr"), the
 * amount understood shown as they type; the address keeps rupees (`minPrice`, `maxPrice`). Sends
 * only non-empty trimmed values to /properties, keeping the current sort and the other filters
 * of the address; a price that is not an amount the API takes ("fifty", "-5", above ₹1,000
 * crore) goes into the address as typed, so the listing page says it was not used; a minimum above the maximum is
 * swapped. A preset searches at once with its bounds. The page then lands on the results. Labels,
 * hints and categories in the page's language (docs/product/seo.md, "Hindi").
 */
export function ListingSearchForm({ initial = {}, className = '', isOnDark = false }: ListingSearchFormProps) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const labelClass = isOnDark ? 'mb-1 block text-sm font-medium text-white' : 'label';
  const [minText, setMinText] = useState(() => budgetInputText(initial.minPrice));
  const [maxText, setMaxText] = useState(() => budgetInputText(initial.maxPrice));
  const picked = useRef<BudgetPreset | null>(null);
  const hasFreeText = isListingParamSupported('q');

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const preset = picked.current;
    picked.current = null;
    let minPrice = preset ? preset.minPrice : readBudgetAmount(minText);
    let maxPrice = preset ? preset.maxPrice : readBudgetAmount(maxText);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    if (preset) {
      setMinText(budgetInputText(minPrice));
      setMaxText(budgetInputText(maxPrice));
    }
    const { page: _page, bbox: _bbox, ...kept } = initial;
    const params = listingSearchParams({
      ...kept,
      q: hasFreeText ? field(data, 'q') : initial.q,
      title: field(data, 'title'),
      location: field(data, 'location'),
      category: field(data, 'category'),
      minPrice,
      maxPrice,
      page: 1,
    });
    if (!preset) {
      keepUnreadPrice(params, 'minPrice', minText, minPrice);
      keepUnreadPrice(params, 'maxPrice', maxText, maxPrice);
    }
    const qs = params.toString();
    navigate(`${PATHS.properties}${qs ? `?${qs}` : ''}`, { state: SEARCH_NAVIGATION_STATE });
  };

  return (
    <search aria-label={t('search.label')}>
      <form
        onSubmit={onSubmit}
        className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.3fr_1.2fr_1.6fr_1fr_auto] lg:items-start ${className}`}
      >
        {hasFreeText ? (
          <div className="sm:col-span-2 lg:col-span-5">
            <label htmlFor={`${id}-q`} className={labelClass}>
              {t('search.q')}
            </label>
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              className="input"
              placeholder={t('search.qPlaceholder')}
              defaultValue={initial.q ?? ''}
              maxLength={100}
            />
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-title`} className={labelClass}>
            {listingParamLabel('title', language)}
          </label>
          <input
            id={`${id}-title`}
            name="title"
            type="search"
            className="input"
            placeholder={t('search.titlePlaceholder')}
            defaultValue={initial.title ?? ''}
            maxLength={100}
          />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className={labelClass}>
            {listingParamLabel('location', language)}
          </label>
          <input
            id={`${id}-location`}
            name="location"
            type="text"
            className="input"
            placeholder={t('search.locationPlaceholder')}
            defaultValue={initial.location ?? ''}
            maxLength={100}
          />
        </div>
        <fieldset className="sm:col-span-2 lg:col-span-1">
          <legend className={labelClass}>{t('search.priceRange')}</legend>
          <div className="flex items-start gap-2">
            <BudgetInput
              id={`${id}-min`}
              name="minPrice"
              label={listingParamLabel('minPrice', language)}
              placeholder={t('search.minPlaceholder')}
              value={minText}
              onChange={setMinText}
              isOnDark={isOnDark}
            />
            <span aria-hidden="true" className={`pt-2.5 ${isOnDark ? 'text-white' : 'text-slate-500'}`}>
              {t('filters.between')}
            </span>
            <BudgetInput
              id={`${id}-max`}
              name="maxPrice"
              label={listingParamLabel('maxPrice', language)}
              placeholder={t('search.maxPlaceholder')}
              value={maxText}
              onChange={setMaxText}
              isOnDark={isOnDark}
            />
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-category`} className={labelClass}>
            {listingParamLabel('category', language)}
          </label>
          <select id={`${id}-category`} name="category" className="input" defaultValue={initial.category ?? ''}>
            <option value="">{t('search.allCategories')}</option>
            {SITE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, language)}
              </option>
            ))}
            {initial.category && !(SITE_CATEGORIES as readonly string[]).includes(initial.category) ? (
              <option value={initial.category}>{initial.category}</option>
            ) : null}
          </select>
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <span aria-hidden="true" className={`hidden lg:block ${labelClass}`}>
            &nbsp;
          </span>
          <button type="submit" className="btn-accent h-[42px] w-full">
            <Search aria-hidden="true" className="size-4" />
            {t('search.submit')}
          </button>
        </div>
        <BudgetPresets
          className="sm:col-span-2 lg:col-span-5"
          minPrice={readBudgetAmount(minText)}
          maxPrice={readBudgetAmount(maxText)}
          onPick={(preset) => {
            picked.current = preset;
          }}
          isOnDark={isOnDark}
        />
      </form>
    </search>
  );
}

import type { BudgetPreset } from '@realty/contracts/sites/budget-presets';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { categoryLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { useCatalogueTexts } from '../texts.ts';
import { readBudgetAmount } from '../utils/budget-input.ts';
import { keepUnreadPrice, listingParamLabel, listingSearchParams } from '../utils/listing-query.ts';
import { BudgetInput, BudgetPresets } from './budget-input.tsx';
import { SEARCH_NAVIGATION_STATE } from './listing-search-form.tsx';

/**
 * The home hero search box (docs/product/catalogue.md, "The home search box"): name, location
 * and type (a category select) sent to /properties as title, location and category, trimmed,
 * blank ones left out; a Max Budget typed as a buyer thinks ("45" is ₹45 lakh, "4500000"
 * rupees, "1.5 cr"), shown as understood while typing and sent as `maxPrice` in rupees; and the
 * budget presets (Under 25 L … Above 2 Cr), each a one-tap search with its rupee bounds. The
 * listing page then lands on its results. Labels, hints and categories in the page's language
 * (docs/product/seo.md, "Hindi").
 */
export function HeroSearchBox() {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [maxText, setMaxText] = useState('');
  const picked = useRef<BudgetPreset | null>(null);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const preset = picked.current;
    picked.current = null;
    const maxPrice = preset ? preset.maxPrice : readBudgetAmount(maxText);
    const params = listingSearchParams({
      title: value('name'),
      location: value('location'),
      category: value('type'),
      minPrice: preset?.minPrice,
      maxPrice,
      page: 1,
    });
    const qs = (preset ? params : keepUnreadPrice(params, 'maxPrice', maxText, maxPrice)).toString();
    navigate(`${PATHS.properties}${qs ? `?${qs}` : ''}`, { state: SEARCH_NAVIGATION_STATE });
  };
  return (
    <search aria-label={t('heroSearch.label')}>
      <form
        onSubmit={onSubmit}
        className="grid w-full gap-3 rounded-2xl bg-white/95 p-4 text-left shadow-xl ring-1 ring-black/5 backdrop-blur sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-start"
      >
        <div>
          <label htmlFor={`${id}-name`} className="label">
            {listingParamLabel('title', language)}
          </label>
          <input id={`${id}-name`} name="name" type="search" className="input" placeholder={t('search.titlePlaceholder')} maxLength={100} />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="label">
            {listingParamLabel('location', language)}
          </label>
          <input
            id={`${id}-location`}
            name="location"
            type="text"
            className="input"
            placeholder={t('heroSearch.locationPlaceholder')}
            maxLength={100}
          />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="label">
            {t('heroSearch.type')}
          </label>
          <select id={`${id}-type`} name="type" className="input" defaultValue="">
            <option value="">{t('heroSearch.allTypes')}</option>
            {SITE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, language)}
              </option>
            ))}
          </select>
        </div>
        <BudgetInput
          id={`${id}-budget`}
          name="maxPrice"
          label={t('heroSearch.maxBudget')}
          placeholder={t('heroSearch.budgetPlaceholder')}
          value={maxText}
          onChange={setMaxText}
          showLabel
        />
        <div className="sm:col-span-2 lg:col-span-1">
          <span aria-hidden="true" className="label hidden lg:block">
            &nbsp;
          </span>
          <button type="submit" className="btn-primary h-[42px] w-full">
            <Search aria-hidden="true" className="size-4" />
            {t('search.submit')}
          </button>
        </div>
        <BudgetPresets
          className="sm:col-span-2 lg:col-span-5"
          minPrice={undefined}
          maxPrice={readBudgetAmount(maxText)}
          onPick={(preset) => {
            picked.current = preset;
          }}
        />
      </form>
    </search>
  );
}

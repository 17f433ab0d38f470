import { listSitesQuerySchema, MAX_PRICE_FILTER } from '@realty/contracts/sites/list-sites';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { type ListingFilters, listingSearchParams } from '../utils/listing-query.ts';

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

/** A price box's rupees as `GET /api/sites` reads them (`listSitesQuerySchema`), unchanged; undefined when blank or refused. */
const rupees = (value: string): number | undefined => {
  const parsed = listSitesQuerySchema.shape.minPrice.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The search form of the /properties hero and the /search-box page (docs/product/catalogue.md,
 * "The listing page"): Property Name, Location, Min Price to Max Price (rupees, 0 to 1,000
 * crore), Category and a Search button. Sends only non-empty trimmed values to /properties,
 * keeping the current sort; prices are sent as the API reads them (never rounded) and a price
 * the API would refuse is left out; a minimum above the maximum is swapped rather than refused.
 */
export function ListingSearchForm({ initial = {}, className = '', isOnDark = false }: ListingSearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const labelClass = isOnDark ? 'mb-1 block text-sm font-medium text-white' : 'label';

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    let minPrice = rupees(field(data, 'minPrice'));
    let maxPrice = rupees(field(data, 'maxPrice'));
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    const params = listingSearchParams({
      title: field(data, 'title'),
      location: field(data, 'location'),
      category: field(data, 'category'),
      search: initial.search,
      minPrice,
      maxPrice,
      sort: initial.sort,
      page: 1,
    });
    const qs = params.toString();
    navigate(`${PATHS.properties}${qs ? `?${qs}` : ''}`);
  };

  return (
    <search aria-label="Search properties">
      <form onSubmit={onSubmit} className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.3fr_1.2fr_1.6fr_1fr_auto] lg:items-end ${className}`}>
        <div>
          <label htmlFor={`${id}-title`} className={labelClass}>
            Property Name
          </label>
          <input
            id={`${id}-title`}
            name="title"
            type="search"
            className="input"
            placeholder="e.g. Ganga View"
            defaultValue={initial.title ?? ''}
            maxLength={100}
          />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className={labelClass}>
            Location
          </label>
          <input
            id={`${id}-location`}
            name="location"
            type="text"
            className="input"
            placeholder="City, landmark or area"
            defaultValue={initial.location ?? ''}
            maxLength={100}
          />
        </div>
        <fieldset className="sm:col-span-2 lg:col-span-1">
          <legend className={labelClass}>Min Price to Max Price (₹)</legend>
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-min`} className="sr-only">
              Min Price
            </label>
            <input
              id={`${id}-min`}
              name="minPrice"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_PRICE_FILTER}
              step={1}
              className="input"
              placeholder="Min Price"
              defaultValue={initial.minPrice ?? ''}
            />
            <span aria-hidden="true" className={isOnDark ? 'text-white' : 'text-slate-500'}>
              to
            </span>
            <label htmlFor={`${id}-max`} className="sr-only">
              Max Price
            </label>
            <input
              id={`${id}-max`}
              name="maxPrice"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_PRICE_FILTER}
              step={1}
              className="input"
              placeholder="Max Price"
              defaultValue={initial.maxPrice ?? ''}
            />
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-category`} className={labelClass}>
            Category
          </label>
          <select id={`${id}-category`} name="category" className="input" defaultValue={initial.category ?? ''}>
            <option value="">All categories</option>
            {SITE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
            {initial.category && !(SITE_CATEGORIES as readonly string[]).includes(initial.category) ? (
              <option value={initial.category}>{initial.category}</option>
            ) : null}
          </select>
        </div>
        <button type="submit" className="btn-accent h-[42px] sm:col-span-2 lg:col-span-1">
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </form>
    </search>
  );
}

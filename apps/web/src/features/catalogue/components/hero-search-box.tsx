import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { listingSearchParams } from '../utils/listing-query.ts';

/**
 * The home hero search box (docs/product/catalogue.md "Home hero"): fields name, location and type
 * (a category select) sent to /properties as title, location and category; only non-empty,
 * trimmed values are sent (docs/product/catalogue.md).
 */
export function HeroSearchBox() {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const qs = listingSearchParams({ title: value('name'), location: value('location'), category: value('type'), page: 1 }).toString();
    navigate(`${PATHS.properties}${qs ? `?${qs}` : ''}`);
  };
  return (
    <search aria-label="Find a property">
      <form
        onSubmit={onSubmit}
        className="grid w-full gap-3 rounded-2xl bg-white/95 p-4 text-left shadow-xl ring-1 ring-black/5 backdrop-blur sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
      >
        <div>
          <label htmlFor={`${id}-name`} className="label">
            Property Name
          </label>
          <input id={`${id}-name`} name="name" type="search" className="input" placeholder="e.g. Ganga View" maxLength={100} />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="label">
            Location
          </label>
          <input id={`${id}-location`} name="location" type="text" className="input" placeholder="City or landmark" maxLength={100} />
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-type`} className="label">
            Property Type
          </label>
          <select id={`${id}-type`} name="type" className="input" defaultValue="">
            <option value="">All types</option>
            {SITE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary h-[42px] sm:col-span-2 lg:col-span-1">
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </form>
    </search>
  );
}

import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/messages';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { SearchFilters } from '@realty/contracts/listings/search-parser';
import { CATALOGUE_MESSAGES } from '@realty/contracts/sites/catalogue-messages';
import type { Site } from '@realty/contracts/sites/site';
import { AlertTriangle, Info, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PropertyCardsSkeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useSites } from '../api/use-sites.ts';
import { type CatalogueTextKey, useCatalogueTexts } from '../texts.ts';
import {
  acceptsListingValue,
  appliedCriteriaItems,
  bhkChange,
  bhkInForce,
  hasListingFilters,
  type IgnoredFilter,
  ignoredFilterText,
  type ListingFilters,
  type ListingSort,
  listingApiQuery,
  listingHeading,
  listingSearchParams,
  pageCountOf,
  searchChips,
  showingText,
} from '../utils/listing-query.ts';
import { ListingFiltersBar } from './listing-filters-bar.tsx';
import { type CardActionsRenderer, type PhoneLayout, PropertyGrid } from './property-grid.tsx';

/**
 * Labels of the sort select in the spec's order, and "Price per sq ft: Low to High" once the
 * API reads it; '' is the default order (docs/product/catalogue.md, "Searching"). The English
 * labels; the page shows them in its language (`sort.*` of the catalogue texts).
 */
export const SORT_OPTIONS: readonly { value: ListingSort | ''; label: string }[] = [
  { value: '', label: 'Default' },
  { value: 'Newest', label: 'Newest' },
  { value: 'priceLowHigh', label: 'Price: Low to High' },
  { value: 'priceHighLow', label: 'Price: High to Low' },
  { value: 'pricePerSqftLowHigh', label: 'Price per sq ft: Low to High' },
  { value: 'titleAZ', label: 'Title: A-Z' },
  { value: 'titleZA', label: 'Title: Z-A' },
];

/** localStorage key remembering the visitor's phone layout of the results ('carousel' or 'list'). (docs/product/catalogue.md) */
export const PHONE_LAYOUT_STORAGE_KEY = 'listingLayout';

/** The phone layout remembered in this browser, or null (none, or storage unreadable). (docs/product/catalogue.md) */
export function readPhoneLayout(): PhoneLayout | null {
  try {
    const value = window.localStorage.getItem(PHONE_LAYOUT_STORAGE_KEY);
    return value === 'list' || value === 'carousel' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The phone layout of the results and the function that changes and remembers it
 * (docs/product/catalogue.md, "The listing page"): 'carousel' on the server and in the first
 * browser render (so a server-drawn page hydrates), then the choice kept in
 * `localStorage.listingLayout`, read right after mount.
 */
export function usePhoneLayout(): [PhoneLayout, (layout: PhoneLayout) => void] {
  const [layout, setLayout] = useState<PhoneLayout>('carousel');
  useEffect(() => {
    const stored = readPhoneLayout();
    if (stored) setLayout(stored);
  }, []);
  const choose = (next: PhoneLayout) => {
    setLayout(next);
    try {
      window.localStorage.setItem(PHONE_LAYOUT_STORAGE_KEY, next);
    } catch {
      // remembered for this page only
    }
  };
  return [layout, choose];
}

/**
 * Message of the listing error banner (docs/product/catalogue.md, "The listing page"): a lost
 * session (code UNAUTHORIZED) gets 'Unauthorized: Please log in again.', a filter the API
 * refused (code VALIDATION_FAILED) the API's own words (e.g. 'Min Price must not be above Max
 * Price'), any other failure 'Error fetching properties. Please try again later.'.
 */
export function listingErrorMessage(error: unknown): string {
  if (hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)) return ACCOUNT_MESSAGES.signInRequired;
  if (hasErrorCode(error, ERROR_CODES.VALIDATION_FAILED) && error instanceof ApiError) return error.message;
  return CATALOGUE_MESSAGES.listFailed;
}

/** What a map view of the results gets from {@link ListingResults}. */
export type ListingMapContext = {
  /** Searches again within the map area "west,south,east,north" (degrees), written to the address as `bbox`. */
  searchArea: (bbox: string) => void;
};

/** Props of {@link ListingResults}. */
export type ListingResultsProps = {
  filters: ListingFilters;
  /** Filters of the address left out because the API would refuse them; the page names each one. */
  ignored?: readonly IgnoredFilter[];
  /** The API's message when filters of the address cannot go together (a minPrice above maxPrice); nothing is fetched. */
  conflict?: string;
  renderCardActions?: CardActionsRenderer;
  /** Renders more controls under each card's price (e.g. the "Compare" toggle). */
  renderCardFooter?: CardActionsRenderer;
  /** Extra controls of the results' toolbar, e.g. the List / Map switch. */
  toolbar?: React.ReactNode;
  /** When given, the results are shown by it (e.g. on a map) instead of as cards. */
  renderMap?: (sites: readonly Site[], context: ListingMapContext) => React.ReactNode;
};

/**
 * The notice of /properties naming each address filter that was left out because
 * `GET /api/sites` would refuse it (docs/product/catalogue.md, "Searching"), e.g.
 * 'Min Price "abc" was not used: type an amount such as 60 lakh or 1.5 crore (0 to 1,000 crore).'
 * Nothing when none was.
 */
export function IgnoredFiltersNotice({ ignored }: { ignored: readonly IgnoredFilter[] }) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const messageText = useMessageText();
  if (ignored.length === 0) return null;
  return (
    <div
      role="status"
      className="mt-4 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{messageText(CATALOGUE_MESSAGES.filtersIgnored)}</p>
        <ul className="mt-1 list-disc pl-5" aria-label={t('results.ignoredList')}>
          {ignored.map((filter) => (
            <li key={filter.name}>{ignoredFilterText(filter, language)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * What the page says instead of results when filters of the address cannot go together
 * (docs/product/catalogue.md, "Searching"): the API's message ('Min Price must not be above
 * Max Price'), the two prices in the one rupee format, and a link with them swapped; in the page's language.
 */
export function FilterConflictNotice({ message, filters, swapHref }: { message: string; filters: ListingFilters; swapHref?: string }) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const messageText = useMessageText();
  const hasPrices = filters.minPrice !== undefined && filters.maxPrice !== undefined;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{messageText(message)}</p>
        {hasPrices ? (
          <p className="mt-1 text-sm">
            {t('results.conflictDetail', { min: formatPrice(filters.minPrice, language), max: formatPrice(filters.maxPrice, language) })}
          </p>
        ) : null}
        {swapHref ? (
          <Link to={swapHref} className="mt-2 inline-block text-sm font-semibold underline">
            {t('results.swap')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** One removable chip of 'Applied Criteria'. */
function CriterionChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useCatalogueTexts();
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-white py-1 pr-1 pl-3 text-slate-700 ring-1 ring-brand-200">
      <span>{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('results.removeChip', { label })}
        className="inline-flex size-6 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}

/** The phone layout switch: one card at a time (the spec's) or a list of compact rows; remembered in this browser. */
function PhoneLayoutSwitch({ layout, onChange }: { layout: PhoneLayout; onChange: (layout: PhoneLayout) => void }) {
  const t = useCatalogueTexts();
  const name = useId();
  const options: readonly { value: PhoneLayout; label: string }[] = [
    { value: 'carousel', label: t('results.layoutCarousel') },
    { value: 'list', label: t('results.layoutList') },
  ];
  return (
    <div
      role="radiogroup"
      aria-label={t('results.layout')}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 md:hidden"
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={`relative inline-flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
            layout === option.value ? 'bg-brand-700 text-white' : 'text-slate-700'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
            checked={layout === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** Whether `state` (of a navigation) asks the listing page to show its results (a search was just made). */
const wantsResults = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { toResults?: unknown }).toResults === true;

/**
 * The results part of /properties (docs/product/catalogue.md, "The listing page"): heading, 'Showing x - y of z', 'Applied Criteria' as chips the visitor can
 * remove — the free-text search's chips from what the API understood (`understood`) — with
 * 'Clear All', the notice of ignored address filters, the filters bar (BHK, carpet area,
 * possession, furnishing, Verified), the sort select, a phone layout switch (one card at a time
 * or a list, remembered), grey card outlines while loading ('Loading...' for screen readers),
 * the cards (or `renderMap`'s view), 'No properties found.', the error banner and the
 * pagination. Filters whose values cannot go together (minPrice above maxPrice) are not sent:
 * the API's message is shown instead. Every change goes through the URL so links can be shared
 * and Back restores the previous results; a page past the end is replaced by the last page.
 * After a search (navigation state `toResults`) the page lands on the results. Every text is in
 * the page's language (docs/product/seo.md, "Hindi"), the API's messages through the messages catalogue.
 */
export function ListingResults({
  filters,
  ignored = [],
  conflict,
  renderCardActions,
  renderCardFooter,
  toolbar,
  renderMap,
}: ListingResultsProps) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const messageText = useMessageText();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const sortId = useId();
  const [phoneLayout, setPhoneLayout] = usePhoneLayout();
  const query = useSites(listingApiQuery(filters), { enabled: conflict === undefined });
  const hrefWith = (change: Partial<ListingFilters>) => {
    const qs = listingSearchParams({ ...filters, ...change }).toString();
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };
  const apply = (change: Partial<ListingFilters>) => navigate(hrefWith({ ...change, page: 1 }));

  const total = query.data?.total ?? 0;
  const totalIsLowerBound = query.data?.totalIsLowerBound === true;
  const pageSize = query.data?.pageSize ?? 9;
  const pageCount = pageCountOf(total, pageSize, totalIsLowerBound);
  const sites = query.data?.data ?? [];
  const understood: SearchFilters | undefined = query.data?.understood;
  const isPastEnd = query.isSuccess && total > 0 && filters.page > pageCount;

  const lastPageHref = hrefWith({ page: pageCount });
  useEffect(() => {
    if (isPastEnd) navigate(lastPageHref, { replace: true });
  }, [isPastEnd, lastPageHref, navigate]);

  // A new page or order brings the reader back to the top of the results, not the page top.
  const sectionRef = useRef<HTMLElement>(null);
  const lastView = useRef(`${filters.page}|${filters.sort ?? ''}`);
  useEffect(() => {
    const view = `${filters.page}|${filters.sort ?? ''}`;
    if (view === lastView.current) return;
    lastView.current = view;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [filters.page, filters.sort]);

  // After a search the page lands on the results (on a phone the form fills the first screen).
  const isSearch = wantsResults(location.state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) that carries a search lands once
  useEffect(() => {
    if (!isSearch) return;
    const frame = window.requestAnimationFrame(() => sectionRef.current?.scrollIntoView?.({ block: 'start' }));
    return () => window.cancelAnimationFrame(frame);
  }, [location.key, isSearch]);

  const criteria = appliedCriteriaItems(filters, language);
  const chips = searchChips(filters.q, understood, language);
  const isFiltered = hasListingFilters(filters);
  const sortOptions = SORT_OPTIONS.filter((o) => o.value === '' || o.value === filters.sort || acceptsListingValue('sort', o.value));
  const swapHref =
    conflict !== undefined && filters.minPrice !== undefined && filters.maxPrice !== undefined
      ? hrefWith({ minPrice: filters.maxPrice, maxPrice: filters.minPrice, page: 1 })
      : undefined;

  return (
    <section
      ref={sectionRef}
      id="listing"
      aria-labelledby="listing-heading"
      className="container-page scroll-mt-16 py-6 sm:scroll-mt-24 sm:py-12"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between md:gap-4">
        <div>
          <h2 id="listing-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {listingHeading(filters, language)}
          </h2>
          <p aria-live="polite" className="mt-1 text-slate-600">
            {conflict !== undefined
              ? '\u00a0'
              : query.isSuccess
                ? showingText(filters.page, pageSize, sites.length, total, language, totalIsLowerBound)
                : query.isError
                  ? t('showing.none')
                  : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 md:shrink-0 md:flex-nowrap">
          {toolbar}
          {renderMap ? null : <PhoneLayoutSwitch layout={phoneLayout} onChange={setPhoneLayout} />}
          <label htmlFor={sortId} className="sr-only text-sm font-medium text-slate-700 sm:not-sr-only">
            {t('param.sort')}
          </label>
          <select
            id={sortId}
            className="input w-40 sm:w-auto"
            value={filters.sort ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              navigate(hrefWith({ sort: value && acceptsListingValue('sort', value) ? (value as ListingSort) : undefined, page: 1 }));
            }}
          >
            {sortOptions.map((option) => (
              <option key={option.label} value={option.value}>
                {t(`sort.${option.value || 'default'}` as CatalogueTextKey)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isFiltered ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm">
          <span className="font-semibold text-brand-800">{t('results.applied')}:</span>
          <ul className="flex flex-wrap gap-2" aria-label={t('results.applied')}>
            {chips.map((chip) => (
              <CriterionChip key={`q-${chip.key}`} label={chip.label} onRemove={() => apply(chip.without)} />
            ))}
            {criteria.map((item) => (
              <CriterionChip key={item.key} label={item.label} onRemove={() => apply(item.without)} />
            ))}
          </ul>
          <Link
            to={PATHS.properties}
            className="ml-auto inline-flex items-center gap-1 rounded-lg px-3 py-1.5 font-semibold text-brand-700 hover:bg-white"
          >
            <X aria-hidden="true" className="size-4" />
            {t('results.clearAll')}
          </Link>
        </div>
      ) : null}

      <IgnoredFiltersNotice ignored={ignored} />

      <ListingFiltersBar
        key={listingSearchParams(filters).toString()}
        filters={{ ...filters, bhk: bhkInForce(filters, understood) }}
        onChange={(change) => apply('bhk' in change ? { ...change, ...bhkChange(filters, understood, change.bhk ?? []) } : change)}
      />

      <div className="mt-4 sm:mt-8">
        {conflict !== undefined ? (
          <FilterConflictNotice message={conflict} filters={filters} swapHref={swapHref} />
        ) : query.isPending ? (
          <PropertyCardsSkeleton count={6} />
        ) : query.isError ? (
          <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{messageText(listingErrorMessage(query.error))}</p>
              <button type="button" onClick={() => query.refetch()} className="mt-2 text-sm font-semibold underline">
                {t('results.tryAgain')}
              </button>
            </div>
          </div>
        ) : renderMap ? (
          renderMap(sites, { searchArea: (bbox) => apply({ bbox }) })
        ) : sites.length === 0 ? (
          isPastEnd ? (
            <PropertyCardsSkeleton count={6} />
          ) : (
            <p role="status" className="rounded-xl bg-slate-50 py-16 text-center text-slate-600">
              {t('results.empty')}
            </p>
          )
        ) : (
          <PropertyGrid
            sites={sites}
            label={t('results.gridLabel')}
            renderCardActions={renderCardActions}
            renderCardFooter={renderCardFooter}
            priorityCount={1}
            phoneLayout={phoneLayout}
          />
        )}
      </div>

      {conflict === undefined && query.isSuccess && sites.length > 0 ? (
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          more={totalIsLowerBound}
          hrefFor={(page) => hrefWith({ page })}
          label={t('results.pages')}
        />
      ) : null}
    </section>
  );
}

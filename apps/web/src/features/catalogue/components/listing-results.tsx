import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { CATALOGUE_MESSAGES } from '@realty/contracts/sites/catalogue-messages';
import { SITE_SORTS, type SiteSort } from '@realty/contracts/sites/list-sites';
import { AlertTriangle, Info, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PropertyCardsSkeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useSites } from '../api/use-sites.ts';
import {
  appliedCriteria,
  hasListingFilters,
  type IgnoredFilter,
  ignoredFilterText,
  type ListingFilters,
  listingApiQuery,
  listingHeading,
  listingSearchParams,
  pageCountOf,
  showingText,
} from '../utils/listing-query.ts';
import { type CardActionsRenderer, PropertyGrid } from './property-grid.tsx';

/** Labels of the sort select in the spec's order; '' is the default order (docs/product/catalogue.md, "Searching"). */
export const SORT_OPTIONS: readonly { value: SiteSort | ''; label: string }[] = [
  { value: '', label: 'Default' },
  { value: 'Newest', label: 'Newest' },
  { value: 'priceLowHigh', label: 'Price: Low to High' },
  { value: 'priceHighLow', label: 'Price: High to Low' },
  { value: 'titleAZ', label: 'Title: A-Z' },
  { value: 'titleZA', label: 'Title: Z-A' },
];

/**
 * Message of the listing error banner (docs/product/catalogue.md, "The listing page"): a lost
 * session (code UNAUTHORIZED) gets 'Unauthorized: Please log in again.', any other failure
 * 'Error fetching properties. Please try again later.'.
 */
export function listingErrorMessage(error: unknown): string {
  if (hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)) return ACCOUNT_MESSAGES.signInRequired;
  return CATALOGUE_MESSAGES.listFailed;
}

/** Props of {@link ListingResults}. */
export type ListingResultsProps = {
  filters: ListingFilters;
  /** Filters of the address left out because the API would refuse them; the page names each one. */
  ignored?: readonly IgnoredFilter[];
  renderCardActions?: CardActionsRenderer;
};

/**
 * The notice of /properties naming each address filter that was left out because
 * `GET /api/sites` would refuse it (docs/product/catalogue.md, "Searching"), e.g.
 * 'Min Price "abc": minPrice must be a number of rupees'. Nothing when none was.
 */
export function IgnoredFiltersNotice({ ignored }: { ignored: readonly IgnoredFilter[] }) {
  if (ignored.length === 0) return null;
  return (
    <div
      role="status"
      className="mt-4 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{CATALOGUE_MESSAGES.filtersIgnored}</p>
        <ul className="mt-1 list-disc pl-5" aria-label="Ignored filters">
          {ignored.map((filter) => (
            <li key={filter.name}>{ignoredFilterText(filter)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The results part of /properties (docs/product/catalogue.md, "The listing page"): heading,
 * 'Showing x - y of z', 'Applied Criteria' with 'Clear All', the notice of ignored address
 * filters, the sort select, grey card outlines while loading ('Loading...' for
 * screen readers), the cards, 'No properties found.',
 * the error banner and the pagination. Sort and page changes go through the URL so links can be
 * shared and Back restores the previous results; a page past the end is replaced by the last page.
 */
export function ListingResults({ filters, ignored = [], renderCardActions }: ListingResultsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sortId = useId();
  const query = useSites(listingApiQuery(filters));
  const hrefWith = (change: Partial<ListingFilters>) => {
    const qs = listingSearchParams({ ...filters, ...change }).toString();
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };

  const total = query.data?.total ?? 0;
  const pageSize = query.data?.pageSize ?? 9;
  const pageCount = pageCountOf(total, pageSize);
  const sites = query.data?.data ?? [];
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
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [filters.page, filters.sort]);

  const criteria = appliedCriteria(filters);
  const isFiltered = hasListingFilters(filters);

  return (
    <section ref={sectionRef} id="listing" aria-labelledby="listing-heading" className="container-page scroll-mt-24 py-12">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="listing-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {listingHeading(filters)}
          </h2>
          <p aria-live="polite" className="mt-1 text-slate-600">
            {query.isSuccess ? showingText(filters.page, pageSize, sites.length, total) : query.isError ? 'No properties found' : '\u00a0'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium text-slate-700">
            Sort by
          </label>
          <select
            id={sortId}
            className="input w-auto"
            value={filters.sort ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              navigate(hrefWith({ sort: (SITE_SORTS as readonly string[]).includes(value) ? (value as SiteSort) : undefined, page: 1 }));
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.label} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isFiltered ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm">
          <span className="font-semibold text-brand-800">Applied Criteria:</span>
          <ul className="flex flex-wrap gap-2" aria-label="Applied Criteria">
            {criteria.map((item) => (
              <li key={item} className="rounded-full bg-white px-3 py-1 text-slate-700 ring-1 ring-brand-200">
                {item}
              </li>
            ))}
          </ul>
          <Link
            to={PATHS.properties}
            className="ml-auto inline-flex items-center gap-1 rounded-lg px-3 py-1.5 font-semibold text-brand-700 hover:bg-white"
          >
            <X aria-hidden="true" className="size-4" />
            Clear All
          </Link>
        </div>
      ) : null}

      <IgnoredFiltersNotice ignored={ignored} />

      <div className="mt-8">
        {query.isPending ? (
          <PropertyCardsSkeleton count={6} />
        ) : query.isError ? (
          <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{listingErrorMessage(query.error)}</p>
              <button type="button" onClick={() => query.refetch()} className="mt-2 text-sm font-semibold underline">
                Try again
              </button>
            </div>
          </div>
        ) : sites.length === 0 ? (
          isPastEnd ? (
            <PropertyCardsSkeleton count={6} />
          ) : (
            <p role="status" className="rounded-xl bg-slate-50 py-16 text-center text-slate-600">
              No properties found.
            </p>
          )
        ) : (
          <PropertyGrid sites={sites} label="Properties" renderCardActions={renderCardActions} priorityCount={1} />
        )}
      </div>

      {query.isSuccess && sites.length > 0 ? (
        <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => hrefWith({ page })} label="Property pages" />
      ) : null}
    </section>
  );
}

import { listSitesQuerySchema, SITE_PAGE_SIZE, type SiteSort } from '@realty/contracts/sites/list-sites';
import { formatLakhCrore } from '../../../lib/format-price.ts';
import { type RefusedQueryValue, sortQueryValues } from '../../../lib/query-values.ts';
import type { SitesQuery } from '../api/use-sites.ts';

/**
 * The listing filters kept in the address of /properties (docs/product/catalogue.md, "The listing
 * page"), each as `GET /api/sites` reads it (`listSitesQuerySchema`): text filters trimmed, at
 * most 100 characters; prices in rupees, 0 to 1,000 crore, fractions kept; `page` from 1;
 * `sort` absent for the default order.
 */
export type ListingFilters = {
  title?: string;
  category?: string;
  location?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: SiteSort;
  page: number;
};

/** Address parameters the listing page reads (`category` may also arrive as `property_type` or `type`). */
export const LISTING_ADDRESS_PARAMS = [
  'title',
  'category',
  'property_type',
  'type',
  'location',
  'search',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const;

/** One of {@link LISTING_ADDRESS_PARAMS}. */
export type ListingAddressParam = (typeof LISTING_ADDRESS_PARAMS)[number];

/** What each address parameter is called on the page (the search form's and 'Applied Criteria' words). */
export const LISTING_PARAM_LABELS: Readonly<Record<ListingAddressParam, string>> = {
  title: 'Property Name',
  category: 'Category',
  property_type: 'Category',
  type: 'Category',
  location: 'Location',
  search: 'Search',
  minPrice: 'Min Price',
  maxPrice: 'Max Price',
  sort: 'Sort by',
  page: 'Page',
};

/**
 * A filter of the address that was ignored because `GET /api/sites` would refuse it: the
 * parameter `name`, its `label` on the page, the `value` as written and the API's `message`
 * (e.g. 'minPrice must be a number of rupees').
 */
export type IgnoredFilter = RefusedQueryValue<ListingAddressParam> & { label: string };

/** What the address of /properties asks for: the usable {@link ListingFilters} and the {@link IgnoredFilter}s. */
export type ListingAddress = { filters: ListingFilters; ignored: IgnoredFilter[] };

/** Names of the text filters, in the order they appear in the URL and in 'Applied Criteria'. */
const TEXT_KEYS = ['title', 'search', 'location', 'category'] as const;

const text = (value: string | null | undefined): string | undefined => {
  const t = value?.trim();
  return t ? t : undefined;
};

/**
 * Reads the listing filters of /properties from its address with the API's own query schema
 * (`listSitesQuerySchema`), so the page never sends a value the API would refuse
 * (docs/product/catalogue.md, "Searching"): each refused value (a word or a price above 1,000
 * crore in `minPrice`, a `page` beyond 100,000, a title over 100 characters, an unknown `sort`,
 * control characters) is left out and listed in `ignored` for the page to say so; accepted values
 * are kept exactly as the API reads them (`minPrice=2500000.5` stays 2500000.5). Blank values
 * count as absent; the category may also arrive as `property_type` or `type`; `page` is 1 when
 * absent or ignored.
 */
export function readListingAddress(params: URLSearchParams): ListingAddress {
  const raw = Object.fromEntries(LISTING_ADDRESS_PARAMS.map((name) => [name, params.get(name)]));
  const { accepted, refused } = sortQueryValues(listSitesQuerySchema, raw);
  const filters: ListingFilters = { page: accepted.page ?? 1 };
  const category = accepted.category ?? accepted.property_type ?? accepted.type;
  if (accepted.title !== undefined) filters.title = accepted.title;
  if (category !== undefined) filters.category = category;
  if (accepted.location !== undefined) filters.location = accepted.location;
  if (accepted.search !== undefined) filters.search = accepted.search;
  if (accepted.minPrice !== undefined) filters.minPrice = accepted.minPrice;
  if (accepted.maxPrice !== undefined) filters.maxPrice = accepted.maxPrice;
  if (accepted.sort !== undefined) filters.sort = accepted.sort;
  const ignored = refused.flatMap((r) =>
    (LISTING_ADDRESS_PARAMS as readonly string[]).includes(r.name)
      ? [{ ...r, name: r.name as ListingAddressParam, label: LISTING_PARAM_LABELS[r.name as ListingAddressParam] }]
      : [],
  );
  return { filters, ignored };
}

/** The usable filters of the address (see {@link readListingAddress}); refused values are left out. */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  return readListingAddress(params).filters;
}

/**
 * Writes filters back to a URL query, leaving out absent values, page 1 and the default sort,
 * so equal filters always give the same shareable URL.
 */
export function listingSearchParams(filters: Partial<ListingFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = text(filters[key]);
    if (value) params.set(key, value);
  }
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The `GET /api/sites` query for `filters`, 9 listings per page (docs/product/catalogue.md, "Searching"). */
export function listingApiQuery(filters: ListingFilters): SitesQuery {
  return {
    title: filters.title,
    category: filters.category,
    location: filters.location,
    search: filters.search,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    sort: filters.sort,
    page: filters.page,
    pageSize: SITE_PAGE_SIZE,
  };
}

/**
 * One line of the notice about an ignored filter: its label, the value as written (cut at 30
 * characters) and the API's reason, e.g. 'Min Price "abc": minPrice must be a number of rupees'.
 */
export function ignoredFilterText(filter: IgnoredFilter): string {
  const shown = filter.value.length > 30 ? `${filter.value.slice(0, 30)}…` : filter.value;
  return `${filter.label} "${shown}": ${filter.message}`;
}

/** True when any filter narrows the listing (sort and page do not count). */
export function hasListingFilters(filters: Partial<ListingFilters>): boolean {
  return TEXT_KEYS.some((key) => Boolean(text(filters[key]))) || filters.minPrice !== undefined || filters.maxPrice !== undefined;
}

/**
 * Heading of /properties (docs/product/catalogue.md, "The listing page"): 'All Properties' without filters, else 'Search
 * Results' followed by ' for {term}' (name or search text), ' in {place}' and ' under {category}'.
 */
export function listingHeading(filters: Partial<ListingFilters>): string {
  if (!hasListingFilters(filters)) return 'All Properties';
  let heading = 'Search Results';
  const term = text(filters.title) ?? text(filters.search);
  if (term) heading += ` for ${term}`;
  if (text(filters.location)) heading += ` in ${text(filters.location)}`;
  if (text(filters.category)) heading += ` under ${text(filters.category)}`;
  return heading;
}

/**
 * The 'Applied Criteria' items of /properties, one per filter in a fixed order, e.g.
 * ['Property Name: Sigra', 'Location: Varanasi', 'Price: ₹20 Lakh – ₹1 Cr']. Empty without filters.
 */
export function appliedCriteria(filters: Partial<ListingFilters>): string[] {
  const items: string[] = [];
  if (text(filters.title)) items.push(`Property Name: ${text(filters.title)}`);
  if (text(filters.search)) items.push(`Search: ${text(filters.search)}`);
  if (text(filters.location)) items.push(`Location: ${text(filters.location)}`);
  if (text(filters.category)) items.push(`Category: ${text(filters.category)}`);
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) items.push(`Price: ${formatLakhCrore(minPrice)} – ${formatLakhCrore(maxPrice)}`);
  else if (minPrice !== undefined) items.push(`Price: from ${formatLakhCrore(minPrice)}`);
  else if (maxPrice !== undefined) items.push(`Price: up to ${formatLakhCrore(maxPrice)}`);
  return items;
}

/**
 * The count line of /properties: 'Showing {from} - {to} of {total}' for a page of `count`
 * listings, or 'No properties found' when the page is empty (docs/product/catalogue.md, "The listing page").
 */
export function showingText(page: number, pageSize: number, count: number, total: number): string {
  if (count === 0 || total === 0) return 'No properties found';
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from} - ${from + count - 1} of ${total}`;
}

/** Number of pages for `total` listings at `pageSize` per page (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

import { SITE_PAGE_SIZE, SITE_SORTS, type SiteSort } from '@realty/contracts/sites/list-sites';
import { formatLakhCrore } from '../../../lib/format-price.ts';

/**
 * The listing filters kept in the URL of /properties (public-site.md §2 "/properties", §5):
 * text filters are trimmed, prices are whole rupees, `page` starts at 1, `sort` is absent for
 * the default order.
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

/** Names of the text filters, in the order they appear in the URL and in 'Applied Criteria'. */
const TEXT_KEYS = ['title', 'search', 'location', 'category'] as const;

const text = (value: string | null | undefined): string | undefined => {
  const t = value?.trim();
  return t ? t : undefined;
};

const rupees = (value: string | null | undefined): number | undefined => {
  const t = text(value);
  if (t === undefined) return undefined;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
};

/**
 * Reads the listing filters from a URL query. Blank or malformed values count as absent; the
 * category may also arrive as `property_type` or `type` (public-site.md §3); a page below 1 or
 * not a whole number becomes 1; an unknown sort becomes the default.
 */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const filters: ListingFilters = {
    title: text(params.get('title')),
    category: text(params.get('category')) ?? text(params.get('property_type')) ?? text(params.get('type')),
    location: text(params.get('location')),
    search: text(params.get('search')),
    minPrice: rupees(params.get('minPrice')),
    maxPrice: rupees(params.get('maxPrice')),
    sort: (SITE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SiteSort) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  return filters;
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

/** The `GET /api/sites` query for `filters`, 9 listings per page (public-site.md §9). */
export function listingApiQuery(filters: ListingFilters): Record<string, string | number | undefined> {
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

/** True when any filter narrows the listing (sort and page do not count). */
export function hasListingFilters(filters: Partial<ListingFilters>): boolean {
  return TEXT_KEYS.some((key) => Boolean(text(filters[key]))) || filters.minPrice !== undefined || filters.maxPrice !== undefined;
}

/**
 * Heading of /properties (public-site.md §2): 'All Properties' without filters, else 'Search
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
 * listings, or 'No properties found' when the page is empty (public-site.md §2).
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

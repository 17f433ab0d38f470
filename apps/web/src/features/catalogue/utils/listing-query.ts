import type { SearchFilters } from '@realty/contracts/listings/search-parser';
import { filterChips } from '@realty/contracts/listings/search-parser';
import { LIST_SITES_MESSAGES, listSitesQuerySchema, SITE_PAGE_SIZE, type SiteSort } from '@realty/contracts/sites/list-sites';
import { FURNISHINGS, LISTING_FIELD_LABELS, POSSESSIONS } from '@realty/contracts/sites/listing-fields';
import type { z } from 'zod';
import { formatPrice, priceRangeText } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { categoryLabel, placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { type RefusedQueryValue, sortQueryValues } from '../../../lib/query-values.ts';
import type { SitesQuery } from '../api/use-sites.ts';
import { type CatalogueTextKey, catalogueTexts, messageIn } from '../texts.ts';
import { choiceLabel, groupedNumber } from './listing-facts.ts';

/**
 * # The listing page's address and the words it shows
 *
 * Filters read from and written to the address of /properties (docs/product/catalogue.md,
 * "Searching"), and the texts built from them (heading, 'Applied Criteria', chips, the count
 * line). Every text builder takes the page's language last (default English; docs/product/seo.md,
 * "Hindi").
 */

/** Sort keys of the listing page: the contract's `SITE_SORTS` and the price per square foot order the API is adding. */
export type ListingSort = SiteSort | 'pricePerSqftLowHigh';

/** One possession filter value (docs/product/catalogue.md, "Searching"): `ready` or `under_construction`. */
export type PossessionFilter = (typeof POSSESSIONS)[number];
/** Possession filter values and their labels, from the contract (`possession=ready|under_construction`). (docs/product/catalogue.md) */
export const POSSESSION_OPTIONS: readonly { value: PossessionFilter; label: string }[] = POSSESSIONS.map((value) => ({
  value,
  label: LISTING_FIELD_LABELS.possession[value],
}));

/** One furnishing filter value (docs/product/catalogue.md, "Searching"): `unfurnished`, `semi` or `furnished`. */
export type FurnishingFilter = (typeof FURNISHINGS)[number];
/** Furnishing filter values and their labels, from the contract (`furnishing=unfurnished|semi|furnished`). (docs/product/catalogue.md) */
export const FURNISHING_OPTIONS: readonly { value: FurnishingFilter; label: string }[] = FURNISHINGS.map((value) => ({
  value,
  label: LISTING_FIELD_LABELS.furnishing[value],
}));

/** Bedroom counts the BHK filter offers; 4 means 4 BHK or more (docs/product/catalogue.md, "Searching"). */
export const BHK_CHOICES = [1, 2, 3, 4] as const;

/** Label of one bedroom count: 0 → "1 RK", 4 → "4+ BHK", else "n BHK". (docs/product/catalogue.md) */
export const bhkLabel = (n: number): string => (n === 0 ? '1 RK' : n >= 4 ? '4+ BHK' : `${n} BHK`);

/**
 * The listing filters kept in the address of /properties (docs/product/catalogue.md, "The listing
 * page"), each as `GET /api/sites` reads it (`listSitesQuerySchema`): text filters trimmed, at
 * most 100 characters; prices in rupees, 0 to 1,000 crore, fractions kept; `page` from 1;
 * `sort` absent for the default order. The free-text `q`, `bhk`, `minArea`/`maxArea` (sq ft),
 * `possession`, `furnishing`, `verified` and `bbox` (the map's area, "west,south,east,north")
 * are read as soon as the contract's schema knows them.
 */
export type ListingFilters = {
  q?: string;
  title?: string;
  category?: string;
  location?: string;
  /** A city by any of its names (the free-text search's chips send the city it understood). */
  city?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Bedroom counts, ascending; 4 means 4 or more. */
  bhk?: number[];
  minArea?: number;
  maxArea?: number;
  possession?: PossessionFilter;
  furnishing?: FurnishingFilter;
  verified?: boolean;
  /** The map area as written in the address: "west,south,east,north" in degrees. */
  bbox?: string;
  sort?: ListingSort;
  page: number;
};

/** Address parameters the listing page reads (`category` may also arrive as `property_type` or `type`). (docs/product/catalogue.md) */
export const LISTING_ADDRESS_PARAMS = [
  'q',
  'title',
  'category',
  'property_type',
  'type',
  'location',
  'city',
  'search',
  'minPrice',
  'maxPrice',
  'bhk',
  'minArea',
  'maxArea',
  'possession',
  'furnishing',
  'verified',
  'bbox',
  'sort',
  'page',
] as const;

/** One of {@link LISTING_ADDRESS_PARAMS}. */
export type ListingAddressParam = (typeof LISTING_ADDRESS_PARAMS)[number];

/** What each address parameter is called on the page (the search form's and 'Applied Criteria' words). (docs/product/catalogue.md) */
export const LISTING_PARAM_LABELS: Readonly<Record<ListingAddressParam, string>> = {
  q: 'Search',
  title: 'Property Name',
  category: 'Category',
  property_type: 'Category',
  type: 'Category',
  location: 'Location',
  city: 'City',
  search: 'Search',
  minPrice: 'Min Price',
  maxPrice: 'Max Price',
  bhk: 'BHK',
  minArea: 'Min Area',
  maxArea: 'Max Area',
  possession: 'Possession',
  furnishing: 'Furnishing',
  verified: 'Verified',
  bbox: 'Map area',
  sort: 'Sort by',
  page: 'Page',
};

/** The key in the catalogue texts of what an address parameter is called (`property_type` and `type` are the category). */
const PARAM_TEXT_KEYS: Readonly<Record<ListingAddressParam, CatalogueTextKey>> = {
  q: 'param.q',
  title: 'param.title',
  category: 'param.category',
  property_type: 'param.category',
  type: 'param.category',
  location: 'param.location',
  city: 'param.city',
  search: 'param.search',
  minPrice: 'param.minPrice',
  maxPrice: 'param.maxPrice',
  bhk: 'param.bhk',
  minArea: 'param.minArea',
  maxArea: 'param.maxArea',
  possession: 'param.possession',
  furnishing: 'param.furnishing',
  verified: 'param.verified',
  bbox: 'param.bbox',
  sort: 'param.sort',
  page: 'param.page',
};

/** What the address parameter `name` is called on the page in `language` ({@link LISTING_PARAM_LABELS} in English). (docs/product/catalogue.md) */
export function listingParamLabel(name: ListingAddressParam, language: Language = 'en'): string {
  return catalogueTexts(language)(PARAM_TEXT_KEYS[name]);
}

/**
 * A filter of the address that was ignored because `GET /api/sites` would refuse it: the
 * parameter `name`, its `label` on the page, the `value` as written and the API's `message`
 * (e.g. 'Min Price must be an amount in rupees').
 */
export type IgnoredFilter = RefusedQueryValue<ListingAddressParam> & { label: string };

/**
 * What the address of /properties asks for: the usable {@link ListingFilters}, the
 * {@link IgnoredFilter}s, and `conflict`, the API's message when values that are each fine
 * cannot go together (a `minPrice` above `maxPrice`: "Min Price must not be above Max Price").
 */
export type ListingAddress = { filters: ListingFilters; ignored: IgnoredFilter[]; conflict?: string };

/** The API's 400 message for a `minPrice` above `maxPrice` (docs/product/catalogue.md, "Searching"). */
export const PRICE_ORDER_MESSAGE: string = LIST_SITES_MESSAGES.minPriceAboveMax;

/** Names of the text filters, in the order they appear in the URL and in 'Applied Criteria'. */
const TEXT_KEYS = ['title', 'search', 'location', 'city', 'category'] as const;

const text = (value: string | null | undefined): string | undefined => {
  const t = value?.trim();
  return t ? t : undefined;
};

/** Whether the contract's query schema reads the parameter `name` (new filters arrive with the API). (docs/product/catalogue.md) */
export function isListingParamSupported(name: string): boolean {
  return Object.hasOwn(listSitesQuerySchema.shape, name);
}

/** Whether the contract accepts `value` for the parameter `name` (e.g. a sort key the API is adding). (docs/product/catalogue.md) */
export function acceptsListingValue(name: string, value: string): boolean {
  const field = (listSitesQuerySchema.shape as Record<string, z.ZodType>)[name];
  return field?.safeParse(value).success === true;
}

const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

/** Bedroom counts from what the schema made of `bhk` (a list, a number or "2,3"), ascending, without repeats. */
function bhkOf(value: unknown): number[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const counts = [...new Set(items.map(numberOf).filter((n): n is number => n !== undefined && Number.isInteger(n) && n >= 0))];
  return counts.length ? counts.sort((a, b) => a - b) : undefined;
}

const oneOf = <T extends string>(options: readonly { value: T }[], value: unknown): T | undefined =>
  options.find((option) => option.value === value)?.value;

/**
 * Reads the listing filters of /properties from its address with the API's own query schema
 * (`listSitesQuerySchema`), so the page never sends a value the API would refuse
 * (docs/product/catalogue.md, "Searching"): each refused value (a word or a price above 1,000
 * crore in `minPrice`, a `page` beyond 100,000, a title over 100 characters, an unknown `sort`,
 * control characters) is left out and listed in `ignored` for the page to say so; accepted values
 * are kept exactly as the API reads them (`minPrice=2500000.5` stays 2500000.5). Blank values
 * count as absent; the category may also arrive as `property_type` or `type`; `page` is 1 when
 * absent or ignored. Values that are each accepted but refused together (by a rule of the
 * schema across parameters, or a `minPrice` above `maxPrice`) are kept and reported as
 * `conflict`, so the page says so instead of asking the API.
 */
export function readListingAddress(params: URLSearchParams): ListingAddress {
  const raw: Record<string, string | null> = Object.fromEntries(LISTING_ADDRESS_PARAMS.map((name) => [name, params.get(name)]));
  const bhkValues = params.getAll('bhk');
  if (bhkValues.length > 1) raw.bhk = bhkValues.join(',');
  const { accepted: sorted, refused } = sortQueryValues(listSitesQuerySchema, raw);
  const accepted = { ...sorted } as Record<string, unknown>;
  const shape = listSitesQuerySchema.shape as Record<string, z.ZodType>;

  // A value refused only together with others (a rule across parameters): kept, and named as the conflict.
  let conflict: string | undefined;
  const alone = refused.filter((r) => {
    const parsed = shape[r.name]?.safeParse(r.value);
    if (!parsed?.success) return true;
    if (parsed.data !== undefined) accepted[r.name] = parsed.data;
    conflict ??= r.message;
    return false;
  });
  const minPrice = numberOf(accepted.minPrice);
  const maxPrice = numberOf(accepted.maxPrice);
  if (conflict === undefined && minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) conflict = PRICE_ORDER_MESSAGE;

  const filters: ListingFilters = { page: numberOf(accepted.page) ?? 1 };
  const str = (name: string) => (typeof accepted[name] === 'string' ? (accepted[name] as string) : undefined);
  const category = str('category') ?? str('property_type') ?? str('type');
  if (str('q') !== undefined) filters.q = str('q');
  if (str('title') !== undefined) filters.title = str('title');
  if (category !== undefined) filters.category = category;
  if (str('location') !== undefined) filters.location = str('location');
  if (str('city') !== undefined) filters.city = str('city');
  if (str('search') !== undefined) filters.search = str('search');
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const bhk = bhkOf(accepted.bhk);
  if (bhk) filters.bhk = bhk;
  const minArea = numberOf(accepted.minArea);
  const maxArea = numberOf(accepted.maxArea);
  if (minArea !== undefined) filters.minArea = minArea;
  if (maxArea !== undefined) filters.maxArea = maxArea;
  const possession = oneOf(POSSESSION_OPTIONS, accepted.possession);
  if (possession) filters.possession = possession;
  const furnishing = oneOf(FURNISHING_OPTIONS, accepted.furnishing);
  if (furnishing) filters.furnishing = furnishing;
  if (accepted.verified === true || accepted.verified === 'true') filters.verified = true;
  const bbox = str('bbox') ?? (accepted.bbox !== undefined ? text(raw.bbox) : undefined);
  if (bbox) filters.bbox = bbox;
  if (str('sort') !== undefined) filters.sort = str('sort') as ListingSort;

  const ignored = alone.flatMap((r) =>
    (LISTING_ADDRESS_PARAMS as readonly string[]).includes(r.name)
      ? [{ ...r, name: r.name as ListingAddressParam, label: LISTING_PARAM_LABELS[r.name as ListingAddressParam] }]
      : [],
  );
  return conflict === undefined ? { filters, ignored } : { filters, ignored, conflict };
}

/** The usable filters of the address (see {@link readListingAddress}); refused values are left out. (docs/product/catalogue.md) */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  return readListingAddress(params).filters;
}

/** `bhk` as the address and the API write it: "2,3" (4 means 4 or more). (docs/product/catalogue.md) */
export const bhkParam = (bhk: readonly number[] | undefined): string | undefined => (bhk?.length ? bhk.join(',') : undefined);

/**
 * Writes filters back to a URL query, leaving out absent values, page 1 and the default sort,
 * so equal filters always give the same shareable URL. Prices stay rupees (`minPrice`,
 * `maxPrice`), so addresses made by older clients keep working.
 * See docs/product/catalogue.md.
 */
export function listingSearchParams(filters: Partial<ListingFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (text(filters.q)) params.set('q', text(filters.q) ?? '');
  for (const key of TEXT_KEYS) {
    const value = text(filters[key]);
    if (value) params.set(key, value);
  }
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  const bhk = bhkParam(filters.bhk);
  if (bhk) params.set('bhk', bhk);
  if (filters.minArea !== undefined) params.set('minArea', String(filters.minArea));
  if (filters.maxArea !== undefined) params.set('maxArea', String(filters.maxArea));
  if (filters.possession) params.set('possession', filters.possession);
  if (filters.furnishing) params.set('furnishing', filters.furnishing);
  if (filters.verified) params.set('verified', 'true');
  if (text(filters.bbox)) params.set('bbox', text(filters.bbox) ?? '');
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The `GET /api/sites` query for `filters`, 9 listings per page (docs/product/catalogue.md,
 * "Searching"). The filters the API is adding (`q`, `bhk`, areas, `possession`, `furnishing`,
 * `verified`, `bbox`) travel as their address text, which is what the schema parses; they are
 * only ever present when the schema accepted them (see {@link readListingAddress}).
 */
export function listingApiQuery(filters: ListingFilters): SitesQuery {
  const query: Record<string, string | number | boolean | undefined> = {
    q: filters.q,
    title: filters.title,
    category: filters.category,
    location: filters.location,
    city: filters.city,
    search: filters.search,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    bhk: bhkParam(filters.bhk),
    minArea: filters.minArea,
    maxArea: filters.maxArea,
    possession: filters.possession,
    furnishing: filters.furnishing,
    verified: filters.verified ? 'true' : undefined,
    bbox: filters.bbox,
    sort: filters.sort,
    page: filters.page,
    pageSize: SITE_PAGE_SIZE,
  };
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  return query as SitesQuery;
}

/**
 * One line of the notice about an ignored filter: its label, the value as written (cut at 30
 * characters) and the API's reason, e.g. 'Bedrooms "x": …'. A refused price (a word such as
 * "fifty", a negative amount, one above ₹1,000 crore) says in words that it was not used and how
 * to type one: 'Max Price "fifty" was not used: type an amount such as 60 lakh or 1.5 crore (0 to
 * 1,000 crore).' In Hindi the label and the reason are Hindi (the reason from the messages
 * catalogue). See docs/product/catalogue.md, "Searching".
 */
export function ignoredFilterText(filter: IgnoredFilter, language: Language = 'en'): string {
  const shown = filter.value.length > 30 ? `${filter.value.slice(0, 30)}…` : filter.value;
  const label = language === 'en' ? filter.label : listingParamLabel(filter.name, language);
  if (filter.name === 'minPrice' || filter.name === 'maxPrice')
    return catalogueTexts(language)('results.priceNotUsed', { label, value: shown });
  return `${label} "${shown}": ${messageIn(filter.message, language)}`;
}

/**
 * The address of a search whose typed price box `name` held `typed`: `params` as they are when
 * the box was blank or understood (`understood` is its rupees), else with the text as typed, so
 * the listing page says that it was not used ({@link ignoredFilterText}) instead of dropping it
 * silently. See docs/product/catalogue.md, "Searching".
 */
export function keepUnreadPrice(
  params: URLSearchParams,
  name: 'minPrice' | 'maxPrice',
  typed: string,
  understood: number | undefined,
): URLSearchParams {
  const text = typed.trim();
  if (text !== '' && understood === undefined) params.set(name, text);
  return params;
}

/** True when any filter narrows the listing (sort and page do not count). (docs/product/catalogue.md) */
export function hasListingFilters(filters: Partial<ListingFilters>): boolean {
  return (
    Boolean(text(filters.q)) ||
    TEXT_KEYS.some((key) => Boolean(text(filters[key]))) ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    Boolean(filters.bhk?.length) ||
    filters.minArea !== undefined ||
    filters.maxArea !== undefined ||
    filters.possession !== undefined ||
    filters.furnishing !== undefined ||
    filters.verified === true ||
    Boolean(text(filters.bbox))
  );
}

/**
 * Heading of /properties (docs/product/catalogue.md, "The listing page"): 'All Properties' without filters, else 'Search
 * Results' followed by ' for {term}' (name, search text or free-text search), ' in {place}' and ' under {category}'.
 * In Hindi: 'सभी प्रॉपर्टी', else 'खोज के नतीजे: “{term}”, {place} में, श्रेणी: {category}', the place in
 * Devanagari from the listing vocabulary ('सिगरा में'; docs/product/seo.md, "Hindi").
 */
export function listingHeading(filters: Partial<ListingFilters>, language: Language = 'en'): string {
  const t = catalogueTexts(language);
  if (!hasListingFilters(filters)) return t('heading.all');
  let heading = t('heading.results');
  const term = text(filters.title) ?? text(filters.search) ?? text(filters.q);
  if (term) heading += t('heading.for', { term });
  const place = text(filters.location) ?? text(filters.city);
  if (place) heading += t('heading.in', { place: placeLabel(place, language) });
  const category = text(filters.category);
  if (category) heading += t('heading.under', { category: categoryLabel(category, language) });
  return heading;
}

/** "₹20 L – ₹1 Cr", "from ₹50 L" or "up to ₹50 L" for a pair of rupee bounds; undefined without either. */
function priceCriterion(minPrice: number | undefined, maxPrice: number | undefined, language: Language): string | undefined {
  const t = catalogueTexts(language);
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatPrice(minPrice, language)} – ${formatPrice(maxPrice, language)}`;
  if (minPrice !== undefined) return t('criterion.from', { value: formatPrice(minPrice, language) });
  if (maxPrice !== undefined) return t('criterion.upTo', { value: formatPrice(maxPrice, language) });
  return undefined;
}

/** "500–1,200 sq ft", "from 500 sq ft" or "up to 1,200 sq ft"; undefined without either bound. */
function areaCriterion(minArea: number | undefined, maxArea: number | undefined, language: Language): string | undefined {
  const t = catalogueTexts(language);
  const sqft = (n: number) => t('value.sqft', { value: groupedNumber(n) });
  if (minArea !== undefined && maxArea !== undefined)
    return t('value.sqftRange', { min: groupedNumber(minArea), max: groupedNumber(maxArea) });
  if (minArea !== undefined) return t('criterion.from', { value: sqft(minArea) });
  if (maxArea !== undefined) return t('criterion.upTo', { value: sqft(maxArea) });
  return undefined;
}

/** One item of 'Applied Criteria': its text and the filters that remain when the visitor removes it. */
export type AppliedCriterion = { key: string; label: string; without: Partial<ListingFilters> };

/**
 * The 'Applied Criteria' items of /properties, one per filter in a fixed order, each with the
 * change that removes it (docs/product/catalogue.md, "The listing page"), e.g. 'Property Name:
 * Sigra', 'Location: Varanasi', 'Price: ₹20 L – ₹1 Cr', 'BHK: 2, 3', 'Possession: Ready to move'.
 * The free-text search `q` is not among them: its chips come from what the API understood
 * ({@link searchChips}). Labels in `language` (default English); the visitor's own words stay as typed,
 * but on Hindi pages a city or locality the listing vocabulary knows reads in Devanagari ('शहर:
 * वाराणसी'; docs/product/seo.md, "Hindi"), while the filter it removes keeps the English name.
 */
export function appliedCriteriaItems(filters: Partial<ListingFilters>, language: Language = 'en'): AppliedCriterion[] {
  const t = catalogueTexts(language);
  const items: AppliedCriterion[] = [];
  const add = (key: string, label: string | undefined, without: Partial<ListingFilters>) => {
    if (label) items.push({ key, label, without });
  };
  const named = (name: ListingAddressParam, value: string | undefined) => value && `${listingParamLabel(name, language)}: ${value}`;
  add('title', named('title', text(filters.title)), { title: undefined });
  add('search', named('search', text(filters.search)), { search: undefined });
  const place = (value: string | undefined) => value && placeLabel(value, language);
  add('location', named('location', place(text(filters.location))), { location: undefined });
  add('city', named('city', place(text(filters.city))), { city: undefined });
  const category = text(filters.category);
  add('category', named('category', category && categoryLabel(category, language)), { category: undefined });
  const price = priceCriterion(filters.minPrice, filters.maxPrice, language);
  add('price', price && `${t('criterion.price')}: ${price}`, { minPrice: undefined, maxPrice: undefined });
  const bhk = filters.bhk ?? [];
  add('bhk', named('bhk', bhk.length ? bhk.map((n) => (n === 0 ? '1 RK' : n >= 4 ? `${n}+` : String(n))).join(', ') : undefined), {
    bhk: undefined,
  });
  const area = areaCriterion(filters.minArea, filters.maxArea, language);
  add('area', area && `${t('criterion.area')}: ${area}`, { minArea: undefined, maxArea: undefined });
  const possession = filters.possession && POSSESSION_OPTIONS.some((o) => o.value === filters.possession);
  add('possession', named('possession', possession ? t(`possession.${filters.possession}` as CatalogueTextKey) : undefined), {
    possession: undefined,
  });
  const furnishing = filters.furnishing && FURNISHING_OPTIONS.some((o) => o.value === filters.furnishing);
  add('furnishing', named('furnishing', furnishing ? choiceLabel('furnishing', filters.furnishing, language) : undefined), {
    furnishing: undefined,
  });
  add('verified', filters.verified ? t('criterion.verified') : undefined, { verified: undefined });
  add('bbox', text(filters.bbox) ? t('param.bbox') : undefined, { bbox: undefined });
  return items;
}

/**
 * The 'Applied Criteria' items as text, in the order of {@link appliedCriteriaItems}, e.g.
 * ['Property Name: Sigra', 'Location: Varanasi', 'Price: ₹20 L – ₹1 Cr']. Empty without filters.
 * See docs/product/catalogue.md.
 */
export function appliedCriteria(filters: Partial<ListingFilters>, language: Language = 'en'): string[] {
  return appliedCriteriaItems(filters, language).map((item) => item.label);
}

/**
 * The ordinary filters of the address that stand for what the API understood of a free-text
 * search (docs/product/catalogue.md, "Searching"): bedroom counts → `bhk`, the search category →
 * `category` (the API maps "Plot" to Plots and so on), the city → `city`, the locality →
 * `location`, the prices → `minPrice`/`maxPrice`, the words not understood → `search`.
 */
export function understoodFilters(understood: SearchFilters): Partial<ListingFilters> {
  return {
    bhk: understood.bhk?.length ? [...understood.bhk] : undefined,
    category: understood.category,
    city: understood.city,
    location: understood.locality,
    minPrice: understood.minPrice,
    maxPrice: understood.maxPrice,
    search: text(understood.text),
  };
}

/**
 * The BHK choices in force on the listing page (docs/product/catalogue.md, "Searching"): those of
 * the address (`bhk`) and those the API understood of the free-text search `q` ("2 bhk …"). The
 * API applies both (AND), so when both are given only the counts in both are in force. Ascending.
 */
export function bhkInForce(filters: Pick<ListingFilters, 'bhk' | 'q'>, understood: SearchFilters | undefined): number[] {
  const fromSearch = text(filters.q) && understood?.bhk?.length ? understood.bhk : undefined;
  const fromAddress = filters.bhk?.length ? filters.bhk : undefined;
  const inForce = fromSearch && fromAddress ? fromAddress.filter((n) => fromSearch.includes(n)) : (fromSearch ?? fromAddress ?? []);
  return [...inForce].sort((a, b) => a - b);
}

/**
 * The change of filters that puts `bhk` in force in place of {@link bhkInForce} (a BHK chip
 * turned on or off). When the counts came from the free-text search, the search is dropped and
 * the rest of what the API understood is sent as ordinary filters ({@link understoodFilters}),
 * as removing one of its chips does, so the other understood filters stay and the chosen counts
 * are not narrowed by the search's own.
 */
export function bhkChange(
  filters: Pick<ListingFilters, 'q'>,
  understood: SearchFilters | undefined,
  bhk: readonly number[],
): Partial<ListingFilters> {
  const next = bhk.length ? [...bhk].sort((a, b) => a - b) : undefined;
  if (!text(filters.q) || !understood?.bhk?.length) return { bhk: next };
  const kept = Object.fromEntries(
    Object.entries(understoodFilters(understood)).filter(([, value]) => value !== undefined),
  ) as Partial<ListingFilters>;
  return { q: undefined, ...kept, bhk: next };
}

/** One chip of the free-text search: its label and the change of filters that removes it. */
export type SearchChip = { key: string; label: string; without: Partial<ListingFilters> };

/**
 * The chips of the free-text search `q` (docs/product/catalogue.md, "Searching"): one per filter
 * the API understood (`understood` of `GET /api/sites?q=`), labelled by the contract's
 * `filterChips` ("2 BHK", "Apartment", "Varanasi", "Under ₹60 L", "“near bhu”"). Removing one
 * drops the search and sends the rest of what was understood as ordinary filters
 * ({@link understoodFilters}), so the others stay. Before the API says what it understood (or
 * when it understood nothing), one chip 'Search: “{q}”' removes the whole search. In Hindi the
 * category and price chips are Hindi ("अपार्टमेंट", "₹60 लाख से कम") and the city and locality
 * chips Devanagari from the listing vocabulary ("वाराणसी", "लंका"; docs/product/seo.md, "Hindi").
 */
export function searchChips(q: string | undefined, understood: SearchFilters | undefined, language: Language = 'en'): SearchChip[] {
  const search = text(q);
  if (!search) return [];
  const chips = understood ? safeChips(understood, language) : [];
  if (!understood || chips.length === 0) {
    return [{ key: 'q', label: catalogueTexts(language)('chip.search', { q: search }), without: { q: undefined } }];
  }
  return chips.map((chip) => {
    const rest: SearchFilters = { ...understood };
    if (chip.key === 'bhk') rest.bhk = (understood.bhk ?? []).filter((n) => n !== chip.bhk);
    else if (chip.key === 'price') {
      delete rest.minPrice;
      delete rest.maxPrice;
    } else delete rest[chip.key];
    const kept = Object.fromEntries(
      Object.entries(understoodFilters(rest)).filter(([, value]) => value !== undefined),
    ) as Partial<ListingFilters>;
    const removed: Partial<ListingFilters> =
      chip.key === 'bhk'
        ? { bhk: kept.bhk }
        : chip.key === 'price'
          ? { minPrice: undefined, maxPrice: undefined }
          : chip.key === 'locality'
            ? { location: undefined }
            : chip.key === 'text'
              ? { search: undefined }
              : { [chip.key]: undefined };
    return { key: chip.key === 'bhk' ? `bhk-${chip.bhk}` : chip.key, label: chip.label, without: { q: undefined, ...kept, ...removed } };
  });
}

/** The contract's chips of what was understood, their labels in `language`; none when a price cannot be read. */
function safeChips(understood: SearchFilters, language: Language) {
  try {
    const chips = filterChips(understood);
    if (language === 'en') return chips;
    const t = catalogueTexts(language);
    const { minPrice, maxPrice } = understood;
    return chips.map((chip) => {
      if (chip.key === 'category' && understood.category) {
        return { ...chip, label: t(`searchCategory.${understood.category}` as CatalogueTextKey) };
      }
      if (chip.key === 'city' || chip.key === 'locality') return { ...chip, label: placeLabel(chip.label, language) };
      if (chip.key !== 'price') return chip;
      if (minPrice !== undefined && maxPrice !== undefined)
        return { ...chip, label: priceRangeText(minPrice, maxPrice, language) ?? chip.label };
      if (maxPrice !== undefined) return { ...chip, label: t('chip.under', { price: formatPrice(maxPrice, language) }) };
      return { ...chip, label: t('chip.above', { price: formatPrice(minPrice, language) }) };
    });
  } catch {
    return [];
  }
}

/**
 * The count line of /properties: 'Showing {from} - {to} of {total}' for a page of `count`
 * listings, or 'No properties found' when the page is empty (docs/product/catalogue.md, "The listing page"),
 * in `language` (default English). When the answer's `total` is a lower bound (more listings
 * match than the API counted), 'Showing 1 - 9 of 10,000+' (numbers in Indian grouping).
 */
export function showingText(
  page: number,
  pageSize: number,
  count: number,
  total: number,
  language: Language = 'en',
  totalIsLowerBound = false,
): string {
  const t = catalogueTexts(language);
  if (count === 0 || total === 0) return t('showing.none');
  const from = (page - 1) * pageSize + 1;
  if (totalIsLowerBound) {
    const grouped = (value: number) => value.toLocaleString('en-IN');
    return t('showing.rangeMore', { from: grouped(from), to: grouped(from + count - 1), total: grouped(total) });
  }
  return t('showing.range', { from, to: from + count - 1, total });
}

/**
 * Number of pages for `total` listings at `pageSize` per page (at least 1). When `total` is a
 * lower bound, at least one more listing matches, so the count covers it too (the pager then
 * offers Next on the last page it knows). (docs/product/catalogue.md)
 */
export function pageCountOf(total: number, pageSize: number, totalIsLowerBound = false): number {
  return Math.max(1, Math.ceil((total + (totalIsLowerBound ? 1 : 0)) / Math.max(1, pageSize)));
}

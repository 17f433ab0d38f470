import type { SiteFilters } from '../sites.repository.ts';
import type { IndexedListing } from './catalogue-index.ts';
import { NO_VALUE, paiseOf } from './columns.ts';

/**
 * The filters of a catalogue search compiled once into a test of one listing: true exactly when
 * `CatalogueIndex.search` with the same filters, on a catalogue holding that listing, would
 * find it (docs/product/catalogue.md, "Searching: `GET /api/sites`"). The alert scan runs it on
 * a new or cheaper listing for every saved search that may match
 * (docs/decisions/0029-alert-matching.md), where building an index plan per saved search cost
 * about ten times more than the test itself.
 *
 * Each check restates one of the index's passes on the values the index loads
 * (`IndexedListing`): equality filters compare the lower-cased texts (a value equal to the
 * no-value marker never matches, nor does a listing without a value), substring filters look for
 * any of their needles, prices compare exact paise, areas and coordinates the same doubles, the
 * bedroom filters share a bit of the listing's mask. `catalogue-index.listing-filter.test.ts`
 * holds the two to the same answers on random catalogues and searches.
 */
export type ListingFilter = (listing: PreparedListing) => boolean;

/** A listing with the numbers the filters compare made once: price in paise, bedroom counts as a bit mask, area bounds in square feet (NaN: none). */
export type PreparedListing = IndexedListing & { paise: number; bhkMask: number; areaMinSqft: number; areaMaxSqft: number };

/** A listing's area bound (square feet) as the index holds it: NaN when it has none, which no comparison admits. */
const areaOf = (text: string | null): number => (text === null ? Number.NaN : Number(text));

/** `listing` with its numbers made once for every {@link ListingFilter} it is tested by (as the index loads them). */
export function prepareListing(listing: IndexedListing): PreparedListing {
  return {
    ...listing,
    paise: paiseOf(listing.price),
    bhkMask: listing.bhk.reduce((mask, count) => mask | (1 << count), 0),
    areaMinSqft: areaOf(listing.area_min),
    areaMaxSqft: areaOf(listing.area_max),
  };
}

/** Whether `filters` holds any filter at all (as the index decides it: no filter, every listing). */
function anyFilter(filters: SiteFilters): boolean {
  return Object.values(filters).some(
    (value) => value !== undefined && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0),
  );
}

/** A test that the listing's text `field` equals one of `values` (none: never). */
const oneOf = (values: readonly string[], field: (listing: PreparedListing) => string | null): ListingFilter => {
  const wanted = values.filter((value) => value !== NO_VALUE);
  // (a few values, as filters have them, are held and compared as a list: lighter than a set)
  if (wanted.length <= 8) {
    return (listing) => {
      const value = field(listing);
      return value !== null && wanted.includes(value);
    };
  }
  const many = new Set(wanted);
  return (listing) => {
    const value = field(listing);
    return value !== null && many.has(value);
  };
};

/** A test that the listing's text `field` contains any of `needles`, lower-cased (none: never). */
const containsAny = (needles: readonly string[], field: (listing: PreparedListing) => string): ListingFilter => {
  const lowered = needles.map((needle) => needle.toLowerCase());
  return (listing) => {
    const text = field(listing);
    for (const needle of lowered) if (text.includes(needle)) return true;
    return false;
  };
};

/**
 * Compiles `filters` (as `siteFiltersOf` makes them for `GET /api/sites`) into a
 * {@link ListingFilter} (of a {@link prepareListing}'d listing). Prices are compared in paise (the
 * filter's rupees rounded to two decimals, as the index does), areas in square feet. Never throws.
 */
export function compileListingFilter(filters: SiteFilters): ListingFilter {
  if (!anyFilter(filters)) return () => true;
  const checks: ListingFilter[] = [];
  const f = filters;
  // the numbers first (the cheapest tests, and those that tell most candidates apart)
  const minPaise = f.minPrice === undefined ? undefined : paiseOf(f.minPrice.toFixed(2));
  const maxPaise = f.maxPrice === undefined ? undefined : paiseOf(f.maxPrice.toFixed(2));
  if (minPaise !== undefined) checks.push((l) => l.paise >= minPaise);
  if (maxPaise !== undefined) checks.push((l) => l.paise <= maxPaise);
  for (const bhk of [f.bhk, f.qBhk]) {
    if (bhk === undefined) continue;
    const mask = bhk.reduce((m, rooms) => m | (1 << rooms), 0);
    checks.push((l) => (l.bhkMask & mask) !== 0);
  }
  const { minArea, maxArea, bbox } = f;
  if (minArea !== undefined) checks.push((l) => l.areaMaxSqft >= minArea);
  if (maxArea !== undefined) checks.push((l) => l.areaMinSqft <= maxArea);
  if (f.city !== undefined) checks.push(oneOf(f.city, (l) => l.city));
  if (f.category !== undefined) checks.push(oneOf(f.category, (l) => l.category));
  if (f.location?.length) checks.push(containsAny(f.location, (l) => l.location_text));
  if (f.locality) checks.push(containsAny([f.locality], (l) => l.location_text));
  if (f.verified) checks.push((l) => l.verified);
  if (f.qCity !== undefined) checks.push(oneOf(f.qCity, (l) => l.city));
  if (f.qCategory !== undefined) checks.push(oneOf(f.qCategory, (l) => l.category));
  if (f.state !== undefined) checks.push(oneOf(f.state, (l) => l.state));
  if (f.possession !== undefined) checks.push(oneOf(f.possession, (l) => l.possession));
  if (f.furnishing !== undefined) checks.push(oneOf(f.furnishing, (l) => l.furnishing));
  if (bbox) {
    const [west, south, east, north] = bbox;
    checks.push((l) => {
      const x = l.x ?? Number.NaN;
      const y = l.y ?? Number.NaN;
      return x >= west && x <= east && y >= south && y <= north;
    });
  }
  if (f.title) checks.push(containsAny([f.title], (l) => l.title));
  if (f.search?.length) checks.push(containsAny(f.search, (l) => l.search_text));
  if (f.text?.length) checks.push(containsAny(f.text, (l) => l.search_text));
  return (listing) => {
    for (const check of checks) if (!check(listing)) return false;
    return true;
  };
}

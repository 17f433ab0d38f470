import { createRandom } from '@realty/db/seed/random';
import { describe, expect, it } from 'vitest';
import type { SiteFilters } from '../sites.repository.ts';
import { CatalogueIndex, INDEXED_SORTS, type IndexedListing } from './catalogue-index.ts';

/**
 * The count bound of `GET /api/sites` (docs/product/catalogue.md, "Searching"): a search counts
 * its matches exactly up to `countUpTo`, and the index may stop filtering once it has found more
 * (docs/decisions/0019-bounded-counts.md). Whichever way the index takes (filtering every
 * candidate, filtering in chunks in position order, or walking a sort order), the page must be
 * the one a plain filter-and-sort of every listing gives, and the total exact up to the bound.
 * The catalogue is skewed so that every way is taken: one city holds a fifth of it, with most of
 * its listings matching, which makes walking the sort order the cheaper way for that city.
 */

const CITIES = ['kashi', 'prayag', 'awadh', 'gorakh', 'mathura', 'agra', 'meerut', 'bareilly'];
const CATEGORIES = ['apartment', 'plots', 'villas'];

const WORDS = ['green', 'park', 'villa'];

/** 2,000 listings: 22 % in 'kashi', the rest spread over seven cities; prices and areas with ties, some areas and points missing. */
function catalogue(): { rows: IndexedListing[]; orders: Record<(typeof INDEXED_SORTS)[number], number[]> } {
  const { next } = createRandom(19);
  const rows: IndexedListing[] = [];
  for (let i = 0; i < 2000; i++) {
    const city = next() < 0.22 ? 'kashi' : (CITIES[1 + Math.floor(next() * 7)] as string);
    const areaMin = next() < 0.15 ? null : 400 + 50 * Math.floor(next() * 12);
    const located = next() < 0.9;
    rows.push({
      site_id: i + 1,
      title: `listing ${Math.floor(next() * 50)}`,
      city,
      state: 'uttar pradesh',
      category: city === 'kashi' && next() < 0.9 ? 'apartment' : (CATEGORIES[Math.floor(next() * 3)] as string),
      location_text: `uttar pradesh ${city}`,
      search_text: `listing ${city} ${WORDS[Math.floor(next() * 3)]}`,
      price: String(100_000 * (1 + Math.floor(next() * 40))),
      bhk: [1 + Math.floor(next() * 4)],
      area_min: areaMin === null ? null : String(areaMin),
      area_max: areaMin === null ? null : String(areaMin + 50 * Math.floor(next() * 7)),
      possession: null,
      furnishing: null,
      verified: next() < 0.5,
      x: located ? 80 + Math.round(next() * 1_000_000) / 1_000_000 : null,
      y: located ? 26 + Math.round(next() * 1_000_000) / 1_000_000 : null,
      related_sites: [],
    });
  }
  const byKey = (key: (row: IndexedListing) => number | string, descending = false) =>
    [...rows]
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        if (ka !== kb) return (ka < kb ? -1 : 1) * (descending ? -1 : 1);
        return a.site_id - b.site_id;
      })
      .map((row) => row.site_id);
  const orders = {
    Newest: byKey((row) => row.site_id % 97, true),
    priceLowHigh: byKey((row) => Number(row.price)),
    priceHighLow: byKey((row) => Number(row.price), true),
    titleAZ: byKey((row) => row.title),
    titleZA: byKey((row) => row.title, true),
    pricePerSqftLowHigh: byKey((row) => row.site_id % 13),
  };
  return { rows, orders };
}

function inBox(row: IndexedListing, [west, south, east, north]: readonly [number, number, number, number]): boolean {
  return row.x !== null && row.y !== null && row.x >= west && row.x <= east && row.y >= south && row.y <= north;
}

/** The plain answer: every listing checked, the matches put in the sort's order, the page cut out. */
function reference(
  rows: readonly IndexedListing[],
  orders: Record<string, number[]>,
  filters: SiteFilters,
  sort: (typeof INDEXED_SORTS)[number] | undefined,
  offset: number,
  limit: number,
  countUpTo: number,
) {
  const matches = rows.filter(
    (row) =>
      (filters.city === undefined || filters.city.includes(row.city)) &&
      (filters.category === undefined || filters.category.includes(row.category)) &&
      (filters.minPrice === undefined || Number(row.price) >= filters.minPrice) &&
      (filters.maxPrice === undefined || Number(row.price) <= filters.maxPrice) &&
      (filters.bhk === undefined || row.bhk.some((rooms) => filters.bhk?.includes(rooms))) &&
      (filters.verified === undefined || row.verified) &&
      (filters.minArea === undefined || (row.area_max !== null && Number(row.area_max) >= filters.minArea)) &&
      (filters.maxArea === undefined || (row.area_min !== null && Number(row.area_min) <= filters.maxArea)) &&
      (filters.search === undefined || filters.search.some((needle) => row.search_text.includes(needle))) &&
      (filters.bbox === undefined || inBox(row, filters.bbox)),
  );
  const ids = matches.map((row) => row.site_id);
  if (sort) {
    const rank = new Map((orders[sort] as number[]).map((id, k) => [id, k]));
    ids.sort((a, b) => (rank.get(a) as number) - (rank.get(b) as number));
  }
  return {
    ids: ids.slice(offset, offset + limit),
    total: Math.min(ids.length, countUpTo),
    totalIsLowerBound: ids.length > countUpTo,
  };
}

describe('a search of the catalogue index with a count bound', () => {
  const { rows, orders } = catalogue();
  const filterSets: SiteFilters[] = [
    {},
    { city: ['kashi'] },
    { city: ['kashi'], category: ['apartment'] },
    { city: ['kashi'], maxPrice: 3_000_000 },
    { city: ['kashi'], bhk: [2, 3] },
    { city: ['prayag'] },
    { city: ['prayag', 'kashi'], verified: true },
    { category: ['plots'] },
    { minPrice: 500_000, maxPrice: 1_500_000 },
    { bhk: [4], verified: true },
    { city: ['nowhere'] },
    { minArea: 600 },
    { maxArea: 650, bhk: [2] },
    { minArea: 500, maxArea: 900, minPrice: 1_000_000 },
    { search: ['park'] },
    { search: ['green', 'villa'], category: ['apartment'] },
    { city: ['kashi'], minArea: 450, search: ['villa'] },
    { bbox: [80.2, 26.1, 80.8, 26.9] },
    { bbox: [80.2, 26.1, 80.8, 26.9], minPrice: 800_000, bhk: [1, 2] },
    { minPrice: 2_000_000, maxPrice: 2_000_000 },
  ];
  const sorts = [undefined, ...INDEXED_SORTS];

  // filtering candidates in chunks of each size, or combining the filters' bitmaps once a search has 0 or 500 candidates
  it.each([
    [1, Number.POSITIVE_INFINITY],
    [7, Number.POSITIVE_INFINITY],
    [64, Number.POSITIVE_INFINITY],
    [4096, Number.POSITIVE_INFINITY],
    [7, 0],
    [4096, 0],
    [64, 500],
  ])(
    'gives the plain answer whichever way it takes, filtering %i candidates at a time, bitmaps from %s candidates',
    (chunkSize, bitmapsFrom) => {
      const index = new CatalogueIndex(1, rows, orders, { chunkSize, bitmapsFrom });
      let lowerBounds = 0;
      for (const filters of filterSets)
        for (const sort of sorts)
          for (const [offset, limit, countUpTo] of [
            [0, 9, 10],
            [9, 9, 18],
            [0, 20, 100],
            [180, 20, 200],
            [0, 9, 10_000],
            [400, 9, 409],
          ] as const) {
            const found = index.search(filters, sort, offset, limit, countUpTo);
            expect({ filters, sort, offset, countUpTo, found }).toEqual({
              filters,
              sort,
              offset,
              countUpTo,
              found: reference(rows, orders, filters, sort, offset, limit, countUpTo),
            });
            if (found.totalIsLowerBound) lowerBounds += 1;
          }
      // both kinds of total were compared
      expect(lowerBounds).toBeGreaterThan(100);
    },
  );
});

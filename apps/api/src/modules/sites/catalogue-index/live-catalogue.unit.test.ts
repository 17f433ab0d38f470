import { createRandom } from '@realty/db/seed/random';
import { describe, expect, it } from 'vitest';
import type { SiteFilters } from '../sites.repository.ts';
import { CatalogueIndex, INDEXED_SORTS, type IndexedListing } from './catalogue-index.ts';
import { paiseOf } from './columns.ts';
import { LiveCatalogue } from './live-catalogue.ts';
import { compareCodePoints, compareInSort, type SortKeys } from './sort-keys.ts';

/**
 * The live catalogue index (docs/decisions/0022-near-real-time-catalogue-index.md) must answer
 * exactly what an index built afresh from the same listings answers: after any mix of edits,
 * inserts and deletes applied to a base, every page of every sort, every total (bounded or not)
 * and every listing's related listings are the same. Pure computation, no database: thousands of
 * comparisons in a second, on a catalogue with ties in every sort key.
 */

const CITIES = ['kashi', 'prayag', 'awadh', 'gorakh'];
const CATEGORIES = ['apartment', 'plots', 'villas'];
const TITLES = ['ganga heights', 'green park', 'sai residency', 'sainath', '100% homes', 'plot 12_a', 'émeraude'];

function listing(next: () => number, siteId: number): IndexedListing {
  const city = CITIES[Math.floor(next() * CITIES.length)] as string;
  const located = next() < 0.85;
  const areaMin = next() < 0.2 ? null : 400 + 50 * Math.floor(next() * 10);
  return {
    site_id: siteId,
    // (the id in the title lets a search find one listing alone)
    title: `${TITLES[Math.floor(next() * TITLES.length)]}${next() < 0.5 ? '' : ` ${Math.floor(next() * 5)}`} n${siteId}x`,
    city,
    state: next() < 0.8 ? 'uttar pradesh' : 'bihar',
    category: CATEGORIES[Math.floor(next() * CATEGORIES.length)] as string,
    location_text: `uttar pradesh ${city}`,
    search_text: `${city} ${next() < 0.3 ? 'lanka' : 'sigra'}`,
    price: String(500_000 * (1 + Math.floor(next() * 12))),
    bhk: next() < 0.1 ? [] : [1 + Math.floor(next() * 4)],
    area_min: areaMin === null ? null : String(areaMin),
    area_max: areaMin === null ? null : String(areaMin + 100 * Math.floor(next() * 3)),
    possession: next() < 0.5 ? 'ready' : null,
    furnishing: null,
    verified: next() < 0.4,
    x: located ? 82 + Math.round(next() * 100_000) / 1_000_000 : null,
    y: located ? 25 + Math.round(next() * 100_000) / 1_000_000 : null,
    related_sites: [],
    created_micros: 1_700_000_000_000_000 + Math.floor(next() * 20) * 60_000_000,
    price_per_sqft: next() < 0.3 ? null : 2_000 + 100 * Math.floor(next() * 10),
  };
}

const keysOf = (row: IndexedListing): SortKeys => ({
  id: row.site_id,
  paise: paiseOf(row.price),
  createdMicros: row.created_micros ?? 0,
  title: row.title,
  pricePerSqft: row.price_per_sqft ?? Number.POSITIVE_INFINITY,
});

/** An index of `rows` built afresh, each order made by the catalogue's comparison. */
function freshIndex(version: number, rows: readonly IndexedListing[]): CatalogueIndex {
  const sorted = [...rows].sort((a, b) => a.site_id - b.site_id);
  const orders = {} as Record<(typeof INDEXED_SORTS)[number], number[]>;
  for (const sort of INDEXED_SORTS)
    orders[sort] = [...sorted].sort((a, b) => compareInSort(sort, keysOf(a), keysOf(b))).map((r) => r.site_id);
  return new CatalogueIndex(version, sorted, orders);
}

const FILTER_SETS: SiteFilters[] = [
  {},
  { city: ['kashi'] },
  { city: ['kashi'], category: ['apartment'] },
  { city: ['prayag', 'awadh'], maxPrice: 3_000_000 },
  { category: ['plots'], minPrice: 2_000_000 },
  { bhk: [2, 3], verified: true },
  { search: ['lanka'] },
  { title: 'sai' },
  { minArea: 600, maxArea: 800 },
  { possession: ['ready'] },
  { bbox: [82.02, 25.02, 82.07, 25.08] },
  { city: ['nowhere'] },
];

describe('the live catalogue index', () => {
  it('answers every page, sort and total as an index built afresh from the same listings does, after edits, inserts and deletes', () => {
    const { next } = createRandom(2026);
    const rows = new Map<number, IndexedListing>();
    for (let id = 1; id <= 1500; id++) rows.set(id, listing(next, id));
    const live = new LiveCatalogue(freshIndex(1, [...rows.values()]));
    let nextId = 1501;
    let compared = 0;
    for (let round = 1; round <= 6; round++) {
      // a batch of changes, as a refresh reads them from the log
      const changed: number[] = [];
      for (let k = 0; k < 40 * round; k++) {
        const roll = next();
        const ids = [...rows.keys()];
        const id = ids[Math.floor(next() * ids.length)] as number;
        if (roll < 0.5) {
          const edited = { ...listing(next, id), created_micros: rows.get(id)?.created_micros };
          rows.set(id, edited);
          changed.push(id);
        } else if (roll < 0.75) {
          rows.set(nextId, listing(next, nextId));
          changed.push(nextId++);
        } else {
          rows.delete(id);
          changed.push(id);
        }
      }
      live.apply(
        1 + round,
        changed,
        changed.flatMap((id) => (rows.has(id) ? [rows.get(id) as IndexedListing] : [])),
      );
      expect(live.size).toBe(rows.size);
      const fresh = freshIndex(1 + round, [...rows.values()]);
      for (const filters of FILTER_SETS)
        for (const sort of [undefined, ...INDEXED_SORTS])
          for (const [offset, limit] of [
            [0, 9],
            [9, 9],
            [27, 20],
            [200, 50],
            [1200, 60],
          ] as const)
            for (const countUpTo of [40, 10_000]) {
              const got = live.search(filters, sort, offset, limit, Math.max(countUpTo, offset + limit));
              const want = fresh.search(filters, sort, offset, limit, Math.max(countUpTo, offset + limit));
              expect({ filters, sort, offset, limit, countUpTo, ...got }).toEqual({ filters, sort, offset, limit, countUpTo, ...want });
              compared += 1;
            }
      // a deleted or edited listing searched alone: the delta may have no match at all, the base's copy must not show
      for (const id of changed.slice(0, 30))
        for (const filters of [{ title: `n${id}x` }, { title: `n${id}x`, city: ['kashi', 'prayag'] }]) {
          const got = live.search(filters, 'priceLowHigh', 0, 9, 10_000);
          expect({ id, ...got }).toEqual({ id, ...fresh.search(filters, 'priceLowHigh', 0, 9, 10_000) });
        }
      // the related listings of the detail page, for listings the delta did not touch
      for (const id of [...rows.keys()].slice(0, 300)) {
        const related = live.relatedOf(id, 6);
        if (related) expect({ id, related }).toEqual({ id, related: fresh.relatedOf(id, 6) });
      }
    }
    expect(compared).toBe(6 * FILTER_SETS.length * 7 * 5 * 2);
  });

  it('refuses changes older than the version already applied', () => {
    const live = new LiveCatalogue(freshIndex(5, [listing(createRandom(1).next, 1)]));
    expect(() => live.apply(4, [1], [])).toThrow(/older/);
  });
});

describe('the sort keys', () => {
  it('order texts by code points, as PostgreSQL\'s "C" collation does', () => {
    const texts = ['sai residency', 'sainath', 'Sai', '100% homes', 'émeraude', 'zed', '\u{1F3E0} home', '\uFB01eld', 'a'];
    const byCodePoints = [...texts].sort((a, b) => {
      const [x, y] = [[...a].map((c) => c.codePointAt(0) as number), [...b].map((c) => c.codePointAt(0) as number)];
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
      return x.length - y.length;
    });
    expect([...texts].sort(compareCodePoints)).toEqual(byCodePoints);
    // a character above U+FFFF comes after one in U+E000–U+FFFF, though its first UTF-16 unit is smaller
    expect(compareCodePoints('\u{1F3E0}', '\uFB01')).toBeGreaterThan(0);
  });
});

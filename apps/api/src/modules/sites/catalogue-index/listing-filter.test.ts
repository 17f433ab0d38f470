import { createRandom, type Random } from '@realty/db/seed/random';
import { describe, expect, it } from 'vitest';
import type { SiteFilters } from '../sites.repository.ts';
import type { IndexedListing } from './catalogue-index.ts';
import { NO_VALUE } from './columns.ts';
import { compileListingFilter, prepareListing } from './listing-filter.ts';
import { catalogueIndexOfRows } from './live-catalogue.ts';

// The alert scan decides "matches" with the compiled filter; the listing page, with the catalogue
// index. These tests hold the two to the same answer on random catalogues and random filters,
// edge values included (empty lists, the no-value marker, equal prices, no area, no point).

const CITIES = ['varanasi', 'banaras', 'prayagraj', 'lucknow', 'patna'];
const STATES = ['uttar pradesh', 'bihar'];
const CATEGORIES = ['apartment', 'plots', 'family houses', 'town houses'];
const TEXTS = ['lanka', 'sigra', 'assi ghat', 'civil lines', 'gomti nagar', 'near lanka gate', 'hazratganj'];
const TITLES = ['ganga heights', 'green park residency', 'lanka enclave', 'sunrise villa', 'plot 12_a', '100% homes'];
const PRICES = ['0.00', '1500000.00', '2500000.00', '2500000.50', '4000000.00', '6000000.00', '9900000.00', '15000000.00'];

function randomListing(random: Random, id: number): IndexedListing {
  const city = random.pick(CITIES);
  const place = `${random.pick(STATES)} ${city} ${random.pick(TEXTS)}`;
  const area = random.next() < 0.2 ? null : String(400 + random.int(0, 30) * 50);
  const located = random.next() < 0.8;
  return {
    site_id: id,
    title: `${random.pick(TITLES)} ${id % 5}`,
    city,
    state: random.pick(STATES),
    category: random.pick(CATEGORIES),
    location_text: place,
    search_text: `${random.pick(TITLES)} ${place}`,
    price: random.pick(PRICES),
    bhk: random.next() < 0.15 ? [] : [random.int(1, 4), ...(random.next() < 0.3 ? [random.int(5, 7)] : [])],
    area_min: area,
    area_max: area === null ? null : String(Number(area) + (random.next() < 0.5 ? 0 : 250)),
    possession: random.next() < 0.3 ? null : random.pick(['ready', 'under_construction']),
    furnishing: random.next() < 0.4 ? null : random.pick(['unfurnished', 'semi', 'furnished']),
    verified: random.next() < 0.4,
    x: located ? 80 + random.int(0, 600) / 100 : null,
    y: located ? 25 + random.int(0, 200) / 100 : null,
    related_sites: [],
  };
}

/**
 * Some of `items` (possibly none, possibly a value no listing has; for equality filters, possibly
 * the no-value marker, which substring filters never meet: the API refuses control characters).
 */
function someOf(random: Random, items: readonly string[], equality = true): string[] {
  const list = items.filter(() => random.next() < 0.35);
  if (random.next() < 0.1) list.push('nowhere');
  if (equality && random.next() < 0.03) list.push(NO_VALUE);
  return list;
}

function randomFilters(random: Random): SiteFilters {
  const f: SiteFilters = {};
  const maybe = (p: number) => random.next() < p;
  if (maybe(0.4)) f.city = someOf(random, CITIES);
  if (maybe(0.1)) f.qCity = someOf(random, CITIES);
  if (maybe(0.4)) f.category = someOf(random, CATEGORIES);
  if (maybe(0.1)) f.qCategory = someOf(random, CATEGORIES);
  if (maybe(0.15)) f.state = someOf(random, STATES);
  if (maybe(0.15)) f.location = someOf(random, TEXTS, false);
  if (maybe(0.1)) f.locality = random.pick(TEXTS);
  if (maybe(0.1)) f.title = random.pick(['ganga', 'HEIGHTS', 'villa', '12_a', '100%', '']);
  if (maybe(0.1)) f.search = someOf(random, ['lanka', 'Park', 'civil', 'gate'], false);
  if (maybe(0.1)) f.text = someOf(random, ['residency', 'ghat', 'zzz'], false);
  if (maybe(0.4)) f.minPrice = Number(random.pick(PRICES)) + (maybe(0.2) ? 0.004 : 0);
  if (maybe(0.4)) f.maxPrice = Number(random.pick(PRICES)) - (maybe(0.2) ? 0.004 : 0);
  if (maybe(0.3))
    f.bhk = someOf(random, ['1', '2', '3', '4', '5', '6'])
      .filter((b) => /^\d$/.test(b))
      .map(Number);
  if (maybe(0.05)) f.qBhk = [random.int(1, 6)];
  if (maybe(0.15)) f.minArea = 400 + random.int(0, 40) * 25;
  if (maybe(0.15)) f.maxArea = 400 + random.int(0, 40) * 25;
  if (maybe(0.15)) f.possession = someOf(random, ['ready', 'under_construction']);
  if (maybe(0.15)) f.furnishing = someOf(random, ['unfurnished', 'semi', 'furnished']);
  if (maybe(0.15)) f.verified = maybe(0.8);
  if (maybe(0.1)) f.bbox = [81 + random.int(0, 200) / 100, 25.5, 84 + random.int(0, 200) / 100, 26.5 + random.int(0, 50) / 100];
  return f;
}

describe('compileListingFilter', () => {
  it('finds exactly the listings the catalogue index finds, on 3,000 random filters', () => {
    const random = createRandom(20261129);
    const listings = Array.from({ length: 400 }, (_, i) => randomListing(random, i + 1));
    const index = catalogueIndexOfRows(1, listings);
    const prepared = listings.map(prepareListing);
    let compared = 0;
    for (let k = 0; k < 3000; k++) {
      const filters = randomFilters(random);
      const expected = index.search(filters, undefined, 0, index.size, index.size).ids;
      const test = compileListingFilter(filters);
      const found = prepared.filter(test).map((l) => l.site_id);
      if (found.join(',') !== expected.join(',')) {
        expect({ filters, found }).toEqual({ filters, found: expected });
      }
      compared += expected.length;
    }
    // (the filters are varied enough that many listings are found and many are not)
    expect(compared).toBeGreaterThan(3000 * 20);
    expect(compared).toBeLessThan(3000 * 300);
  });

  it('agrees on a catalogue of one listing, as the scan uses it, including no filter at all', () => {
    const random = createRandom(7);
    for (let k = 0; k < 500; k++) {
      const listing = randomListing(random, k + 1);
      const index = catalogueIndexOfRows(1, [listing]);
      const filters = k % 50 === 0 ? {} : randomFilters(random);
      const expected = index.search(filters, undefined, 0, 1, 1).ids.length === 1;
      expect(compileListingFilter(filters)(prepareListing(listing)), JSON.stringify({ filters, listing })).toBe(expected);
    }
  });

  it('refuses every listing when a present filter lists no value, and accepts every one when no filter is present', () => {
    const listing = prepareListing(randomListing(createRandom(1), 1));
    expect(compileListingFilter({ city: [], minPrice: 0 })(listing)).toBe(false);
    expect(compileListingFilter({ bhk: [], maxArea: 100_000 })(listing)).toBe(false);
    expect(compileListingFilter({ city: [], search: [] })(listing)).toBe(true);
    // many values (held as a set) decide as few do
    const others = Array.from({ length: 12 }, (_, i) => `town ${i}`);
    expect(compileListingFilter({ city: [...others, listing.city] })(listing)).toBe(true);
    expect(compileListingFilter({ city: [...others, NO_VALUE] })(listing)).toBe(false);
  });
});

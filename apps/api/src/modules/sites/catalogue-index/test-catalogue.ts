import { SITE_SORTS } from '@realty/contracts/sites/list-sites';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import type { SiteFixture } from '../../../../test/fixtures/sites.ts';

/**
 * A generated catalogue and random searches of it, for the tests that compare the catalogue
 * index with the SQL path (docs/decisions/0016-catalogue-search-index.md,
 * docs/decisions/0022-near-real-time-catalogue-index.md): ties in every sort key (equal prices,
 * equal times, titles equal but for case), listings without coordinates, areas, possession or
 * furnishing, plots without bedrooms, a city stored under its old name and in capitals, and texts
 * a substring filter finds in several places.
 */

export const CITIES = [
  { city: 'Varanasi', state: 'Uttar Pradesh', landmarks: ['Lanka', 'Sigra', 'Assi Ghat'], lat: 25.3176, lon: 82.9739 },
  { city: 'Prayagraj', state: 'Uttar Pradesh', landmarks: ['Civil Lines', 'Jhunsi'], lat: 25.4358, lon: 81.8463 },
  { city: 'Allahabad', state: 'Uttar Pradesh', landmarks: ['Civil Lines'], lat: 25.4358, lon: 81.8463 },
  { city: 'LUCKNOW', state: 'Uttar Pradesh', landmarks: ['Gomti Nagar', 'Hazratganj'], lat: 26.8467, lon: 80.9462 },
  { city: 'Patna', state: 'Bihar', landmarks: ['Boring Road', 'Lanka Colony'], lat: 25.5941, lon: 85.1376 },
];
export const TITLES = [
  'Ganga Heights',
  'ganga heights',
  'Green Park Residency',
  'Lanka Enclave',
  'Sunrise Villa',
  'Plot 12_A',
  '100% Homes',
];
export const PRICES = ['0', '1500000', '2500000', '2500000.50', '4000000', '4000000', '6000000', '9900000', '15000000'];

/** `count` listings drawn with the random numbers of `next` (0 ≤ n < 1). */
export function generatedListings(next: () => number, count: number): SiteFixture[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const base = Date.UTC(2026, 0, 1);
  const fixtures: SiteFixture[] = [];
  for (let i = 0; i < count; i++) {
    const place = pick(CITIES);
    const category = pick([...SITE_CATEGORIES, 'apartment']);
    const plot = category === 'Plots';
    const carpet = next() < 0.2 ? null : String(400 + Math.floor(next() * 30) * 50);
    const spot = next();
    const plotArea = plot && next() < 0.7 ? String(100 + Math.floor(next() * 10) * 20) : null;
    fixtures.push({
      title: `${pick(TITLES)}${next() < 0.5 ? '' : ` ${i % 7}`}`,
      city: place.city,
      state: place.state,
      landmark: pick(place.landmarks),
      famousPlace: next() < 0.2 ? 'Near Lanka Gate' : '',
      category,
      price: pick(PRICES),
      // every third listing shares its time with another
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      bhk: plot || next() < 0.1 ? [] : [1 + Math.floor(next() * 4), ...(next() < 0.3 ? [5 + Math.floor(next() * 3)] : [])],
      carpetAreaSqftMin: carpet,
      carpetAreaSqftMax: carpet === null ? null : String(Number(carpet) + (next() < 0.5 ? 0 : 250)),
      plotArea,
      plotAreaUnit: plotArea === null ? null : 'sqyd',
      possession: next() < 0.3 ? null : pick(['ready', 'under_construction']),
      furnishing: next() < 0.4 ? null : pick(['unfurnished', 'semi', 'furnished']),
      verified: next() < 0.3,
      // a tenth without coordinates, a tenth on the city centre itself (ties), the rest around it
      lat: spot < 0.1 ? null : (place.lat + (spot < 0.2 ? 0 : (next() - 0.5) / 10)).toFixed(6),
      lon: spot < 0.1 ? null : (place.lon + (spot < 0.2 ? 0 : (next() - 0.5) / 10)).toFixed(6),
    });
  }
  return fixtures;
}

/** A random query string of the list API, as a visitor's filters, sort and page could make it. */
export function randomQuery(next: () => number): Record<string, string> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const q: Record<string, string> = {};
  const maybe = (chance: number, key: string, values: readonly string[]) => {
    if (next() < chance) q[key] = pick(values);
  };
  maybe(0.3, 'city', ['Varanasi', 'Prayagraj', 'Allahabad', 'lucknow', 'Patna', 'Kanpur']);
  maybe(0.1, 'state', ['Uttar Pradesh', 'bihar']);
  maybe(0.2, 'location', ['Lanka', 'civil lines', 'Gomti', 'Prayagraj', 'Allahabad', 'Uttar', 'Nowhere']);
  maybe(0.3, 'category', [...SITE_CATEGORIES, 'Plot', 'House', 'apartment']);
  maybe(0.25, 'minPrice', ['1500000', '2500000.5', '2500000.50', '4000000']);
  maybe(0.25, 'maxPrice', ['2500000', '4000000', '9900000', '2500000.49']);
  maybe(0.2, 'bhk', ['1', '2', '3', '2,3', '4', '0']);
  maybe(0.15, 'minArea', ['500', '900', '1200.5']);
  maybe(0.1, 'maxArea', ['600', '1000']);
  maybe(0.1, 'possession', ['ready', 'under_construction', 'ready,under_construction']);
  maybe(0.1, 'furnishing', ['semi', 'furnished,unfurnished']);
  maybe(0.1, 'verified', ['true']);
  maybe(0.1, 'bbox', ['82.9,25.2,83.1,25.4', '80,25,86,27', '81.8463,25.4358,81.8463,25.4358']);
  maybe(0.15, 'search', ['lanka', 'GANGA', '100%', '12_a', 'heights 3', 'jhunsi']);
  maybe(0.1, 'title', ['ganga', 'Park', 'villa 4']);
  maybe(0.15, 'q', ['2 bhk flat in lanka under 60 lakh', 'plot in jhunsi', 'villa varanasi', '3 bhk above 40 lakh', 'ganga heights']);
  maybe(0.8, 'sort', SITE_SORTS);
  q.page = String(1 + Math.floor(next() * (next() < 0.2 ? 40 : 4)));
  maybe(0.5, 'pageSize', ['5', '20', '50']);
  return q;
}

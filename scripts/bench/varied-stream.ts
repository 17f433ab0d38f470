/**
 * A varied stream of catalogue searches for the benchmarks (docs/benchmarks.md): every request a
 * different filter set, sort and page, drawn from the seeded cities, their localities,
 * categories, price bands, BHK, areas and free-text words, so no answer cache can serve it.
 * Deterministic for a seed (a small linear congruential generator), so two runs compare alike.
 */
import { SITE_SORTS } from '@realty/contracts/sites/list-sites';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { CITIES } from '@realty/db/seed/places';

/** A seeded source of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = ['heights', 'residency', 'villa', 'plot', 'green', 'ganga', 'park', 'enclave', 'homes', 'city'];
/** Price bands in rupees (min, max). */
const PRICE_BANDS: readonly [number, number][] = [
  [0, 2_500_000],
  [2_000_000, 5_000_000],
  [4_000_000, 8_000_000],
  [7_500_000, 15_000_000],
  [10_000_000, 50_000_000],
];

/**
 * The next address of the stream (`/api/sites?...`): a random mix of city (by name or its
 * locality), category, price band, BHK, area, a free-text word, a sort and a page between 1 and 20.
 */
export function variedSearch(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const params = new URLSearchParams();
  const cityNames = Object.keys(CITIES);
  const city = CITIES[pick(cityNames)];
  if (city && random() < 0.7) {
    if (random() < 0.35 && city.localities.length > 0) params.set('location', pick(city.localities).name);
    else params.set('city', city.city);
  }
  if (random() < 0.5) params.set('category', pick(SITE_CATEGORIES));
  if (random() < 0.4) {
    const [min, max] = pick(PRICE_BANDS);
    if (min > 0) params.set('minPrice', String(min));
    params.set('maxPrice', String(max));
  }
  if (random() < 0.3) params.set('bhk', pick(['1', '2', '3', '2,3', '4']));
  if (random() < 0.15) params.set('minArea', String(pick([500, 800, 1000, 1200])));
  if (random() < 0.15) params.set('search', pick(WORDS));
  params.set('sort', pick(SITE_SORTS));
  params.set('page', String(1 + Math.floor(random() * 20)));
  return `/api/sites?${params.toString()}`;
}

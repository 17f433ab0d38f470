/**
 * The cities of the demo catalogue's places and how often the benchmarks' generated listings,
 * searches, associates and leads name them (the demo's three first), for `npm run bench:alerts`
 * and `npm run bench:matching`.
 */
export const CITY_WEIGHTS: Readonly<Record<string, number>> = {
  Varanasi: 6,
  Prayagraj: 5,
  Lucknow: 5,
  Kanpur: 3,
  Noida: 3,
  Ghaziabad: 2,
  Agra: 2,
  Ayodhya: 2,
  Gorakhpur: 2,
  Mirzapur: 1,
  Chitrakoot: 1,
  Patna: 1,
  'Bodh Gaya': 1,
  Rewa: 1,
  Satna: 1,
};
/** The cities of {@link CITY_WEIGHTS}, in its order. */
export const CITIES: readonly string[] = Object.keys(CITY_WEIGHTS);
/** Each city's weight, in the order of {@link CITIES}. */
export const WEIGHTS: readonly number[] = CITIES.map((c) => CITY_WEIGHTS[c] ?? 1);

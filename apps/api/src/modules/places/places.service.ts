import type { SearchPlace } from '@realty/contracts/listings/search-parser';
import type { ListPlacesQuery, ListPlacesResponse, PlaceCity, PlaceState } from '@realty/contracts/places/places';
import type { Database } from '@realty/db/client';
import { findPlaceRows, type PlaceRow } from './places.repository.ts';

/**
 * The places table in memory (docs/product/catalogue.md, "Places"), for the catalogue's filters
 * and the free-text search: every lookup is by lower-case name, so "ALLAHABAD", "allahabad" and
 * "Prayagraj" all find Prayagraj.
 * @see docs/product/catalogue.md ("Places")
 */
export type PlaceIndex = {
  /** States with their cities, in display order, as `GET /api/places` answers them. */
  states: PlaceState[];
  /** The cities with aliases and localities, for `parseSearchText`. */
  searchPlaces: SearchPlace[];
  /**
   * Every name of the city named `name` (canonical and aliases), lower-cased; just
   * `name` lower-cased when the city is unknown.
   * @example cityNames('allahabad') → ['prayagraj', 'allahabad']
   */
  cityNames: (name: string) => string[];
  /** Every name of the state named `name`, lower-cased (just `name` when unknown), e.g. 'up' → ['uttar pradesh', 'up']. */
  stateNames: (name: string) => string[];
  /** The canonical name of the city named `name` (any of its names, any case), or undefined when unknown. */
  canonicalCity: (name: string) => string | undefined;
  /**
   * `term` and the same text with a city name in it replaced by each of that city's other names
   * (whole words, any case), lower-cased, at most 16: 'allahabad civil lines' →
   * ['allahabad civil lines', 'prayagraj civil lines']. For the substring filters (`location`,
   * `search`, the unparsed words of `q`), so every name of a city finds its listings.
   */
  nameVariants: (term: string) => string[];
};

/** How long the places are kept before they are read again (they change only with a migration). */
const PLACES_TTL_MS = 60_000;
const MAX_VARIANTS = 16;

const indexes = new WeakMap<Database, { at: number; index: Promise<PlaceIndex> }>();

const number = (value: string | null): number | null => (value === null ? null : Number(value));
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Builds the in-memory index from the rows of the places table (any order): states and their
 * cities in display order, and the name lookups of {@link PlaceIndex}.
 * @see docs/product/catalogue.md ("Places")
 */
export function buildPlaceIndex(rows: readonly PlaceRow[]): PlaceIndex {
  const stateRows = rows.filter((r) => r.kind === 'state');
  const cityRows = rows.filter((r) => r.kind === 'city');
  const cityOf = (r: PlaceRow): PlaceCity => ({
    city: r.name,
    aliases: r.aliases,
    localities: r.localities,
    featured: r.featured,
    lat: number(r.lat),
    lon: number(r.lon),
  });
  const states: PlaceState[] = stateRows.map((s) => ({
    state: s.name,
    aliases: s.aliases,
    featured: s.featured,
    cities: cityRows
      .filter((c) => c.stateId === s.placeId)
      .sort((a, b) => Number(b.featured) - Number(a.featured) || a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
      .map(cityOf),
  }));
  const groupsOf = (list: PlaceRow[]) => {
    const byName = new Map<string, { canonical: string; names: string[] }>();
    for (const r of list) {
      const names = [...new Set([r.name, ...r.aliases].map((n) => n.toLowerCase()))];
      for (const n of names) byName.set(n, { canonical: r.name, names });
    }
    return byName;
  };
  const cities = groupsOf(cityRows);
  const stateGroups = groupsOf(stateRows);
  const matchers = cityRows.map((r) => {
    const names = [...new Set([r.name, ...r.aliases].map((n) => n.toLowerCase()))];
    // longest first, so "bodh gaya" is found before any shorter name inside it
    const pattern = [...names]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
    return { names, regexp: new RegExp(`(^|[^\\p{L}\\p{N}])(${pattern})(?=$|[^\\p{L}\\p{N}])`, 'iu') };
  });
  return {
    states,
    searchPlaces: cityRows.map((r) => ({ city: r.name, aliases: r.aliases, localities: r.localities })),
    cityNames: (name) => cities.get(name.trim().toLowerCase())?.names ?? [name.trim().toLowerCase()],
    stateNames: (name) => stateGroups.get(name.trim().toLowerCase())?.names ?? [name.trim().toLowerCase()],
    canonicalCity: (name) => cities.get(name.trim().toLowerCase())?.canonical,
    nameVariants: (term) => {
      let variants = [term.trim().toLowerCase()];
      for (const { names, regexp } of matchers) {
        const next: string[] = [];
        for (const variant of variants) {
          const found = regexp.exec(variant);
          if (!found) {
            next.push(variant);
            continue;
          }
          const at = found.index + (found[1]?.length ?? 0);
          const said = found[2] ?? '';
          for (const name of names) next.push(`${variant.slice(0, at)}${name}${variant.slice(at + said.length)}`);
        }
        variants = [...new Set(next)].slice(0, MAX_VARIANTS);
      }
      return variants;
    },
  };
}

/**
 * The places index of `db`, read from the places table at most once a minute (concurrent
 * callers share one read).
 * @see docs/product/catalogue.md ("Places")
 */
export function loadPlaceIndex(db: Database, now: number = Date.now()): Promise<PlaceIndex> {
  const known = indexes.get(db);
  if (known && now - known.at < PLACES_TTL_MS) return known.index;
  const index = findPlaceRows(db).then(buildPlaceIndex);
  indexes.set(db, { at: now, index });
  index.catch(() => {
    if (indexes.get(db)?.index === index) indexes.delete(db);
  });
  return index;
}

/**
 * `GET /api/places`: the states with their cities, aliases and localities; with
 * `featured=true` only the featured states and, in them, only the featured cities (the home
 * page's featured filter: Uttar Pradesh with Chitrakoot, Mirzapur, Varanasi and Prayagraj).
 * @see docs/product/catalogue.md ("Places")
 */
export async function listPlaces(db: Database, query: ListPlacesQuery): Promise<ListPlacesResponse> {
  const { states } = await loadPlaceIndex(db);
  const data = query.featured
    ? states.filter((s) => s.featured).map((s) => ({ ...s, cities: s.cities.filter((c) => c.featured) }))
    : states;
  return { success: true, data };
}

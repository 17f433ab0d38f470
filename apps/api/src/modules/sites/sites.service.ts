import { parseSearchText, SEARCH_CATEGORIES, type SearchFilters } from '@realty/contracts/listings/search-parser';
import { LIST_DESCRIPTION_PREVIEW_CHARS, previewText } from '@realty/contracts/listings/text-preview';
import { type GetSiteResponse, MAX_RELATED_SITES, SITES_MESSAGES } from '@realty/contracts/sites/get-site';
import {
  LIST_TOTAL_BOUND,
  type ListSitesQuery,
  type ListSitesResponse,
  listTotalBoundOf,
  readBhkFilter,
  readBoundingBox,
} from '@realty/contracts/sites/list-sites';
import {
  type AreaFields,
  type AreaUnit,
  areaTextOf,
  BHK_OR_MORE_FROM,
  type Facing,
  type Furnishing,
  MAX_BHK,
  type Ownership,
  type Possession,
  SITE_CATEGORIES_OF_SEARCH,
  type Transaction,
} from '@realty/contracts/sites/listing-fields';
import type { Site, SiteStatus, SiteStructuredFields } from '@realty/contracts/sites/site';
import { SITE_CATEGORIES, SITE_STATUSES } from '@realty/contracts/sites/site';
import type { Database } from '@realty/db/client';
import { notFound } from '../../lib/app-error.ts';
import { loadPlaceIndex, type PlaceIndex } from '../places/places.service.ts';
import type { LiveCatalogue } from './catalogue-index/live-catalogue.ts';
import { catchUpCatalogue, freshCatalogue, noteCatalogueTotal } from './catalogue-index/store.ts';
import { currentCatalogueVersion, type KeptSiteRow, readSiteRows } from './listing-rows.ts';
import {
  countSiteRows,
  findCatalogueVersion,
  findExistingSiteIds,
  findSimilarSiteIds,
  findSitePageAndTotal,
  findSitePageRows,
  findSiteRow,
  findSiteRowsByIds,
  type ListingRow,
  type PageAnchor,
  type SiteFilters,
  type SiteRow,
} from './sites.repository.ts';

const money = (value: string | null): string => Number(value ?? 0).toFixed(2);
/** A stored numeric (exact decimal text) as a JSON number, or undefined when absent. */
const amount = (value: string | null): number | undefined => (value === null ? undefined : Number(value));
const coordinate = (value: string | null): number | null => (value === null ? null : Number(value));
const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/**
 * A listing as the list answer of `GET /api/sites` carries it (without `fields=full`): the
 * {@link toSite} shape with `site_description` and `site_description_hi` cut to their
 * 150-character preview (`previewText`, '…' appended when cut), what a card shows.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function toListedSite(row: ListingRow): Site {
  const site = toSite(row);
  site.site_description = previewText(site.site_description, LIST_DESCRIPTION_PREVIEW_CHARS).text;
  if (site.site_description_hi) site.site_description_hi = previewText(site.site_description_hi, LIST_DESCRIPTION_PREVIEW_CHARS).text;
  return site;
}

/**
 * Maps a stored status to one of the three public ones; a missing or unknown status counts as Available (docs/product/catalogue.md).
 * @see docs/product/catalogue.md ("The listing (a "site")")
 */
export function normaliseStatus(status: string | null | undefined): SiteStatus {
  return (SITE_STATUSES as readonly string[]).includes(status ?? '') ? (status as SiteStatus) : 'Available';
}

/**
 * Turns a stored row into the public {@link Site} shape (spec field names, rupees as text), with
 * the Hindi title and description (null when none).
 * @see docs/product/catalogue.md ("The listing (a "site")")
 */
export function toSite(row: ListingRow): Site {
  return {
    site_id: row.siteId,
    site_title: row.title,
    site_city: row.city,
    site_state: row.state,
    site_landmark: row.landmark,
    site_famous_place: row.famousPlace,
    site_category: row.category,
    site_developer: row.developer,
    site_rera_number: row.reraNumber,
    site_min_price: money(row.minPrice),
    site_max_price: money(row.maxPrice),
    site_price: money(row.price),
    site_area: areaTextOfRow(row),
    site_description: row.description,
    site_status: normaliseStatus(row.status),
    site_lat: coordinate(row.lat),
    site_lon: coordinate(row.lon),
    site_youtube_link: row.youtubeLink,
    cover_images: row.coverImages,
    inner_images: row.innerImages,
    site_pdfs: row.pdfs,
    amenities: row.amenities,
    related_sites: row.relatedSites,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    ...structuredFieldsOf(row),
    // docs/product/builders.md, "Public": the builder behind an approved project and its review date
    builder_id: row.builderId,
    reviewed_at: row.reviewedAt === null ? null : iso(row.reviewedAt),
    // docs/product/catalogue.md, "Hindi title and description": null when staff gave none
    site_title_hi: row.titleHi,
    site_description_hi: row.descriptionHi,
  };
}

/**
 * The structured fields of a stored row as the wire carries them (docs/product/catalogue.md,
 * "Structured fields"): areas as numbers, the price per square foot in whole rupees, the
 * possession month as YYYY-MM; a field the listing does not give is left out.
 */
function structuredFieldsOf(row: ListingRow): SiteStructuredFields {
  const fields: SiteStructuredFields = {
    bhk: row.bhk.length < 2 ? [...row.bhk] : [...row.bhk].sort((a, b) => a - b),
  } as SiteStructuredFields;
  // absent, not null: a field the listing does not give is left out of the answer (each set in the wire's order)
  if (row.carpetAreaSqftMin != null) fields.carpet_area_sqft_min = Number(row.carpetAreaSqftMin);
  if (row.carpetAreaSqftMax != null) fields.carpet_area_sqft_max = Number(row.carpetAreaSqftMax);
  if (row.builtUpAreaSqft != null) fields.built_up_area_sqft = Number(row.builtUpAreaSqft);
  if (row.superBuiltUpAreaSqft != null) fields.super_built_up_area_sqft = Number(row.superBuiltUpAreaSqft);
  if (row.plotArea != null) fields.plot_area = Number(row.plotArea);
  if (row.plotAreaUnit != null) fields.plot_area_unit = row.plotAreaUnit as AreaUnit;
  if (row.plotAreaSqft != null) fields.plot_area_sqft = Number(row.plotAreaSqft);
  if (row.pricePerSqft != null) fields.price_per_sqft = row.pricePerSqft;
  if (row.possession != null) fields.possession = row.possession as Possession;
  if (row.possessionDate != null) fields.possession_date = row.possessionDate.slice(0, 7);
  if (row.furnishing != null) fields.furnishing = row.furnishing as Furnishing;
  if (row.facing != null) fields.facing = row.facing as Facing;
  if (row.transaction != null) fields.transaction = row.transaction as Transaction;
  if (row.ownership != null) fields.ownership = row.ownership as Ownership;
  fields.approved_by = row.approvedBy;
  fields.loan_banks = row.loanBanks;
  fields.verified = row.verified;
  return fields;
}

/**
 * `site_area` as answered: the stored text, or, when staff left it empty, the text made from the
 * structured areas ("1,250 sq ft carpet area", "1,080 sq ft plot (120 sq yd)"; `areaTextOf`).
 * @see docs/product/catalogue.md ("Structured fields")
 */
export function areaTextOfRow(row: ListingRow): string {
  if (row.area.trim() !== '') return row.area;
  const fields: AreaFields = {
    carpet_area_sqft_min: amount(row.carpetAreaSqftMin),
    carpet_area_sqft_max: amount(row.carpetAreaSqftMax),
    built_up_area_sqft: amount(row.builtUpAreaSqft),
    super_built_up_area_sqft: amount(row.superBuiltUpAreaSqft),
    plot_area: amount(row.plotArea),
    plot_area_unit: (row.plotAreaUnit ?? undefined) as AreaUnit | undefined,
    plot_area_sqft: amount(row.plotAreaSqft),
  };
  return areaTextOf(fields);
}

/** The count bound of list answers ({@link LIST_TOTAL_BOUND}; tests lower it). */
let totalBound = LIST_TOTAL_BOUND;

/**
 * Sets how far `GET /api/sites` counts matches exactly before answering a lower bound
 * (docs/product/catalogue.md, "Searching"): {@link LIST_TOTAL_BOUND} unless a test sets a small
 * catalogue's bound lower. `undefined` restores the default.
 */
export function configureListTotalBound(bound: number | undefined): void {
  totalBound = bound ?? LIST_TOTAL_BOUND;
}

/** How far the matches of `query`'s page are counted: max(the bound, the page's end). */
const countUpToOf = (query: ListSitesQuery): number => listTotalBoundOf(query.page, query.pageSize, totalBound);

/**
 * A list answer in the contract's field order: `total` is `count` up to `countUpTo`; when more
 * matched, `countUpTo` followed by `totalIsLowerBound: true` after `pageSize`; `understood` last.
 */
function listAnswer(data: Site[], count: number, countUpTo: number, query: ListSitesQuery, understood?: SearchFilters): ListSitesResponse {
  const answer: ListSitesResponse = { success: true, data, total: Math.min(count, countUpTo), page: query.page, pageSize: query.pageSize };
  if (count > countUpTo) answer.totalIsLowerBound = true;
  if (understood) answer.understood = understood;
  return answer;
}

/** Totals under this many listings are counted every time (cheap and exact); larger ones are remembered. */
export const SITE_TOTAL_CACHE_FROM = 1_000;
/** Pages that start this many rows in, or deeper, begin from the nearest remembered anchor. */
export const SITE_ANCHOR_FROM = 900;
/** Most filter sets, and filter-and-sort pairs, remembered per database (oldest dropped first). */
const MAX_REMEMBERED_LISTS = 2_000;
/** Most page anchors remembered per filter set and sort (oldest dropped first). */
const MAX_ANCHORS_PER_LIST = 64;

/** A total and the catalogue version it was counted at. */
type Counted = { total: number; version: number };

/** What one process remembers about the catalogue at one catalogue version. */
type ListMemory = {
  version: number;
  totals: Map<string, Promise<Counted>>;
  anchors: Map<string, Map<number, PageAnchor>>;
};
const memoryByDatabase = new WeakMap<Database, ListMemory>();

/**
 * The memory for catalogue `version`: a fresh one when the catalogue changed since (any
 * listing inserted, updated or deleted by any process moves the version on), none when this
 * request read an older version than another request already saw.
 */
function memoryAt(db: Database, version: number): ListMemory | undefined {
  const memory = memoryByDatabase.get(db);
  if (memory && memory.version === version) return memory;
  if (memory && memory.version > version) return undefined;
  const fresh: ListMemory = { version, totals: new Map(), anchors: new Map() };
  memoryByDatabase.set(db, fresh);
  return fresh;
}

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/** The cache key of a filter set: text trimmed and lower-cased, since every filter ignores case. */
function filtersKey(filters: SiteFilters): string {
  return JSON.stringify(Object.entries(filters).map(([k, v]) => [k, typeof v === 'string' ? v.trim().toLowerCase() : (v ?? null)]));
}

/**
 * How many listings match `filters`, counting at most `upTo`, with the version it was counted at.
 * Counting visits every match up to that bound, so on a large catalogue it is the expensive half
 * of a list request: a total of {@link SITE_TOTAL_CACHE_FROM} or more is remembered (under a
 * `key` that names the bound) for the catalogue version it was counted at, and concurrent
 * requests share one count.
 */
function countRemembered(db: Database, filters: SiteFilters, key: string, upTo: number): Promise<Counted> {
  const memory = memoryByDatabase.get(db);
  const known = memory?.totals.get(key);
  if (known) return known;
  const counting = countSiteRows(db, filters, upTo);
  if (memory) {
    remember(memory.totals, key, counting, MAX_REMEMBERED_LISTS);
    const forget = () => {
      if (memory.totals.get(key) === counting) memory.totals.delete(key);
    };
    counting.then((c) => (c.total < SITE_TOTAL_CACHE_FROM || c.version !== memory.version ? forget() : undefined), forget);
  }
  return counting;
}

/** The remembered anchor nearest before `offset` (rows) for this filter set and sort, if any. */
function anchorBefore(memory: ListMemory | undefined, listKey: string, offset: number): PageAnchor | undefined {
  let best: PageAnchor | undefined;
  for (const anchor of memory?.anchors.get(listKey)?.values() ?? []) {
    if (anchor.offset <= offset && (!best || anchor.offset > best.offset)) best = anchor;
  }
  return best;
}

/**
 * `GET /api/sites`: filters, sorts and pages the catalogue (docs/product/catalogue.md). A page past
 * the end answers an empty `data` with the true `total`. The matches are counted up to
 * max({@link LIST_TOTAL_BOUND}, page × pageSize); when more match, `total` is that bound and
 * `totalIsLowerBound` is true (docs/decisions/0019-bounded-counts.md).
 *
 * The page (which carries the catalogue version it was read at) and the total are read at the
 * same time. Totals of large result sets are remembered per catalogue version; pages
 * {@link SITE_ANCHOR_FROM} rows deep or more start from the nearest remembered anchor (a keyset
 * start), and are read again from the start if the version shows the anchor is out of date.
 * Both are dropped the moment any listing changes, so answers are always those of the current
 * catalogue (docs/benchmarks.md). This is the SQL path: `GET /api/sites` takes it while no
 * catalogue index is built ({@link listSitesJson}); tests compare the index's answers with it.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export async function listSites(db: Database, query: ListSitesQuery): Promise<ListSitesResponse> {
  return (await listSitesBySql(db, query)).answer;
}

/** {@link listSites} with the catalogue version the answer was read at. */
async function listSitesBySql(db: Database, query: ListSitesQuery): Promise<{ answer: ListSitesResponse; version: number }> {
  const places = await loadPlaceIndex(db);
  const understood = query.q === undefined ? undefined : parseSearchText(query.q, places.searchPlaces);
  const filters = siteFiltersOf(query, places, understood);
  const offset = (query.page - 1) * query.pageSize;
  const countUpTo = countUpToOf(query);
  const key = filtersKey(filters);
  const listKey = `${key}|${query.sort ?? 'Default'}`;
  const deep = offset >= SITE_ANCHOR_FROM;
  const known = memoryByDatabase.get(db);
  const anchor = deep ? anchorBefore(known, listKey, offset) : undefined;
  // a page that is not deep, and whose total is not remembered, is read with its count in one statement
  const together = !deep && !known?.totals.has(`${key}|${countUpTo}`);
  let [page, counted] = together
    ? await findSitePageAndTotal(db, filters, query.sort, offset, query.pageSize, countUpTo + 1).then((p) => [p, p] as const)
    : await Promise.all([
        findSitePageRows(db, filters, query.sort, offset, query.pageSize, anchor),
        countRemembered(db, filters, `${key}|${countUpTo}`, countUpTo + 1),
      ]);
  let version = page.version ?? (await findCatalogueVersion(db));
  if (anchor && version !== known?.version) {
    // the anchor belongs to an older catalogue: read the page again from the start
    page = await findSitePageRows(db, filters, query.sort, offset, query.pageSize);
    version = page.version ?? (await findCatalogueVersion(db));
  }
  const memory = memoryAt(db, version);
  // a total remembered from before the latest change is counted again
  const count = counted.version >= version ? counted.total : (await countSiteRows(db, filters, countUpTo + 1)).total;
  if (memory && deep && page.first) {
    let anchors = memory.anchors.get(listKey);
    if (!anchors) {
      anchors = new Map();
      remember(memory.anchors, listKey, anchors, MAX_REMEMBERED_LISTS);
    }
    remember(anchors, offset, page.first, MAX_ANCHORS_PER_LIST);
  }
  // a count that stopped at its bound is large enough for the index whatever CATALOGUE_INDEX_FROM says
  noteCatalogueTotal(db, count > countUpTo ? Number.POSITIVE_INFINITY : count);
  const data = query.fields === 'full' ? page.rows.map(toSite) : page.rows.map(toListedSite);
  return { answer: listAnswer(data, count, countUpTo, query, understood), version };
}

/** What the live catalogue index found for one search: the page's rows in order, the matches counted (up to `countUpTo` + 1), what `q` understood, and the index's version. */
type IndexedPage = { entries: KeptSiteRow[]; count: number; countUpTo: number; understood: SearchFilters | undefined; version: number };

/**
 * One search through the live catalogue index (docs/decisions/0016-catalogue-search-index.md,
 * docs/decisions/0022-near-real-time-catalogue-index.md): the index finds the page's ids and
 * counts the matches at its version; the page's rows come from the rows kept for that version,
 * the others read by id (docs/decisions/0018-rows-per-catalogue-version.md). When a row read is
 * newer than the index (changed after its last refresh), the index is caught up and the search
 * runs again; undefined (the SQL path answers) when it still is after a few rounds.
 */
async function searchThroughIndex(db: Database, query: ListSitesQuery, first: LiveCatalogue): Promise<IndexedPage | undefined> {
  const places = await loadPlaceIndex(db);
  const understood = query.q === undefined ? undefined : parseSearchText(query.q, places.searchPlaces);
  const filters = siteFiltersOf(query, places, understood);
  const countUpTo = countUpToOf(query);
  let live: LiveCatalogue | undefined = first;
  for (let round = 0; live && round < 3; round++) {
    // the search and the version it is of are taken together (nothing applies changes in between)
    const version = live.version;
    const { ids, total, totalIsLowerBound } = live.search(
      filters,
      query.sort,
      (query.page - 1) * query.pageSize,
      query.pageSize,
      countUpTo,
    );
    const entries = ids.length === 0 ? [] : await readSiteRows(db, ids, version);
    if (entries) {
      answerCounts.indexed += 1;
      return { entries, count: totalIsLowerBound ? total + 1 : total, countUpTo, understood, version };
    }
    live = await catchUpCatalogue(db);
  }
  return undefined;
}

/**
 * The same answer as `JSON.stringify` of {@link listSites}'s, put together from each kept row's
 * card text (made once per kept row), so a row shown again is not mapped and serialised again.
 */
function indexedPageJson(found: IndexedPage, query: ListSitesQuery): string {
  const data = found.entries.map((entry) => {
    if (query.fields === 'full') return JSON.stringify(toSite(entry.row));
    entry.cardJson ??= JSON.stringify(toListedSite(entry.row));
    return entry.cardJson;
  });
  const understood = found.understood ? `,"understood":${JSON.stringify(found.understood)}` : '';
  const total = Math.min(found.count, found.countUpTo);
  const lowerBound = found.count > found.countUpTo ? ',"totalIsLowerBound":true' : '';
  return `{"success":true,"data":[${data.join(',')}],"total":${total},"page":${query.page},"pageSize":${query.pageSize}${lowerBound}${understood}}`;
}

/** Bedroom counts as the filter matches them: 4 or more stands for every count from 4 to {@link MAX_BHK}. */
function bhkMatches(counts: readonly number[]): number[] {
  const spread = counts.flatMap((n) =>
    n >= BHK_OR_MORE_FROM ? Array.from({ length: MAX_BHK - BHK_OR_MORE_FROM + 1 }, (_, i) => BHK_OR_MORE_FROM + i) : [n],
  );
  return [...new Set(spread)].sort((a, b) => a - b);
}

/**
 * The listing categories (lower case) a `category` filter stands for: a catalogue category
 * itself ('Plots'), or a search word of `SEARCH_CATEGORIES` ('Plot' → Plots, 'House' → Family
 * Houses and Town Houses); any other text is matched as given.
 */
function categoriesOf(value: string): string[] {
  const lower = value.trim().toLowerCase();
  if ((SITE_CATEGORIES as readonly string[]).some((c) => c.toLowerCase() === lower)) return [lower];
  const word = SEARCH_CATEGORIES.find((c) => c.toLowerCase() === lower);
  return word ? SITE_CATEGORIES_OF_SEARCH[word].map((c) => c.toLowerCase()) : [lower];
}

const lowest = (...values: (number | undefined)[]) => {
  const given = values.filter((v): v is number => v !== undefined);
  return given.length ? Math.min(...given) : undefined;
};
const highest = (...values: (number | undefined)[]) => {
  const given = values.filter((v): v is number => v !== undefined);
  return given.length ? Math.max(...given) : undefined;
};

/**
 * The repository filters of a parsed query: every name of a city or state matched
 * (`places`), substring filters also tried with a city's other names, and what `q` understood
 * (`understood`) added with AND (its prices narrow `minPrice`/`maxPrice`).
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function siteFiltersOf(query: ListSitesQuery, places: PlaceIndex, understood?: SearchFilters): SiteFilters {
  const category = query.category ?? query.property_type ?? query.type;
  return {
    title: query.title,
    location: query.location === undefined ? undefined : places.nameVariants(query.location),
    search: query.search === undefined ? undefined : places.nameVariants(query.search),
    text: understood?.text === undefined ? undefined : places.nameVariants(understood.text),
    locality: understood?.locality,
    category: category === undefined ? undefined : categoriesOf(category),
    qCategory: understood?.category === undefined ? undefined : SITE_CATEGORIES_OF_SEARCH[understood.category].map((c) => c.toLowerCase()),
    state: query.state === undefined ? undefined : places.stateNames(query.state),
    city: query.city === undefined ? undefined : places.cityNames(query.city),
    qCity: understood?.city === undefined ? undefined : places.cityNames(understood.city),
    minPrice: highest(query.minPrice, understood?.minPrice),
    maxPrice: lowest(query.maxPrice, understood?.maxPrice),
    bhk: query.bhk === undefined ? undefined : bhkMatches(readBhkFilter(query.bhk) ?? []),
    qBhk: understood?.bhk === undefined ? undefined : bhkMatches(understood.bhk),
    minArea: query.minArea,
    maxArea: query.maxArea,
    possession: query.possession?.split(','),
    furnishing: query.furnishing?.split(','),
    verified: query.verified === 'true' ? true : undefined,
    bbox: query.bbox === undefined ? undefined : readBoundingBox(query.bbox),
  };
}

/**
 * `GET /api/sites/{id}`: the listing and up to six related ones (staff picks first, then the
 * same category nearest by coordinates).
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND) for an unknown id.
 * @see docs/product/catalogue.md ("The detail page (`/detailpage/{id}`, also `/detailproperty/{id}`)")
 */
export async function getSite(db: Database, siteId: number, minVersion = 0): Promise<GetSiteResponse> {
  return (await getSiteAt(db, siteId, minVersion)).answer;
}

/**
 * {@link getSite} with the catalogue version of the answer: through the live catalogue index
 * when one is built and fresh (at least of `minVersion`, the version the caller's own write
 * returned), else by SQL.
 * @throws AppError 404 `SITES_MESSAGES.notFound` for an unknown id.
 */
export async function getSiteAt(db: Database, siteId: number, minVersion = 0): Promise<{ answer: GetSiteResponse; version: number }> {
  const live = await freshCatalogue(db, minVersion);
  const indexed = live ? await getSiteFromIndex(db, siteId, live) : undefined;
  if (indexed) return indexed;
  // (the version is read before the rows: the answer reflects at least every change up to it)
  const version = await currentCatalogueVersion(db);
  const row = await findSiteRow(db, siteId);
  if (!row) throw notFound(SITES_MESSAGES.notFound);
  const pickedIds = row.relatedSites.filter((id) => id !== siteId).slice(0, MAX_RELATED_SITES);
  // staff picks that no longer exist are skipped, so their existence is known before the similar ones are chosen
  const existing = pickedIds.length ? await findExistingSiteIds(db, pickedIds) : [];
  const pickedInOrder = pickedIds.filter((id) => existing.includes(id));
  const similarIds = await findSimilarSiteIds(db, row, pickedIds, MAX_RELATED_SITES - pickedInOrder.length);
  const relatedIds = [...pickedInOrder, ...similarIds];
  // the related listings are read in full in one query, only once they are chosen
  const related = await findSiteRowsByIds(db, relatedIds);
  const relatedRows = relatedIds.map((id) => related.find((r) => r.siteId === id)).filter((r): r is SiteRow => r !== undefined);
  return {
    answer: { success: true, data: { site: toSite(row), related_sites: relatedRows.map(toSite) } },
    version,
  };
}

/**
 * `GET /api/sites/{id}` through the live catalogue index (docs/decisions/0022-near-real-time-catalogue-index.md):
 * the index chooses the related listings, and the listing and its related ones are read by id
 * (or taken from the kept rows) as of the index's version. Undefined (the SQL path answers) for a
 * listing changed since the index's base was built or unknown to it, or when a row read is newer
 * than the index even after catching it up.
 */
async function getSiteFromIndex(
  db: Database,
  siteId: number,
  first: LiveCatalogue,
): Promise<{ answer: GetSiteResponse; version: number } | undefined> {
  let live: LiveCatalogue | undefined = first;
  for (let round = 0; live && round < 2; round++) {
    const version = live.version;
    const relatedIds = live.relatedOf(siteId, MAX_RELATED_SITES);
    if (!relatedIds) return undefined;
    const entries = await readSiteRows(db, [siteId, ...relatedIds], version);
    const [entry, ...related] = entries ?? [];
    if (entry)
      return { answer: { success: true, data: { site: toSite(entry.row), related_sites: related.map((r) => toSite(r.row)) } }, version };
    live = await catchUpCatalogue(db);
  }
  return undefined;
}

/** Most distinct list answers kept per database (each a few kilobytes of JSON). */
const MAX_CACHED_ANSWERS = 500;

/**
 * List answers served from memory (`hits`) and built from the database (`misses`) since the
 * process started; of the built ones, those whose page and total the catalogue index found (`indexed`).
 */
const answerCounts = { hits: 0, misses: 0, indexed: 0 };

/**
 * How many `GET /api/sites` answers this process served from its answer cache, how many it
 * built and how many of those the catalogue index answered, since it started: the benchmark's varied stream must be served by the database, and
 * reports the hit rate it saw (docs/benchmarks.md). A copy; never reset.
 */
export function listAnswerCounts(): { hits: number; misses: number; indexed: number } {
  return { ...answerCounts };
}
const answersByDatabase = new WeakMap<Database, { version: number; answers: Map<string, string> }>();

/**
 * `GET /api/sites` as ready JSON text, with the catalogue version it is of
 * (docs/product/catalogue.md, "Searching" and "Freshness"). With a live catalogue index built
 * ({@link freshCatalogue}: it reflects every change committed at least `CATALOGUE_REFRESH_MS`
 * before the request, and at least version `minVersion`, the version the caller's own write
 * returned), the index answers, and an answer already made at the index's version is served
 * from memory; otherwise the SQL path answers at the version it reads first, and its answers
 * are remembered under that version.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export async function listSitesJson(db: Database, query: ListSitesQuery, minVersion = 0): Promise<{ json: string; version: number }> {
  // (the count bound is part of the answer: a test that changes it must not be served answers counted under another)
  const key = `${totalBound}|${JSON.stringify(query)}`;
  const live = await freshCatalogue(db, minVersion);
  if (live) {
    const known = answersByDatabase.get(db);
    const hit = known?.version === live.version ? known.answers.get(key) : undefined;
    if (hit !== undefined) {
      answerCounts.hits += 1;
      return { json: hit, version: live.version };
    }
    const found = await searchThroughIndex(db, query, live);
    if (found) {
      answerCounts.misses += 1;
      const json = indexedPageJson(found, query);
      remember(answersAt(db, found.version).answers, key, json, MAX_CACHED_ANSWERS);
      return { json, version: found.version };
    }
  }
  const version = await currentCatalogueVersion(db);
  const cache = answersAt(db, version);
  const known = cache.answers.get(key);
  if (known !== undefined) {
    answerCounts.hits += 1;
    return { json: known, version };
  }
  answerCounts.misses += 1;
  const answered = await listSitesBySql(db, query);
  const json = JSON.stringify(answered.answer);
  remember(answersAt(db, answered.version).answers, key, json, MAX_CACHED_ANSWERS);
  return { json, version: answered.version };
}

/** The answer cache of `db` for catalogue `version` (a fresh one when the version moved on). */
function answersAt(db: Database, version: number): { version: number; answers: Map<string, string> } {
  let cache = answersByDatabase.get(db);
  if (!cache || cache.version < version) {
    cache = { version, answers: new Map() };
    answersByDatabase.set(db, cache);
  }
  return cache.version === version ? cache : { version, answers: new Map() };
}

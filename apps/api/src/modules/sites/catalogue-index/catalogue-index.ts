import type { SiteSort } from '@realty/contracts/sites/list-sites';
import type { SiteFilters } from '../sites.repository.ts';
import { andInto, CodeBitmaps, countBits, isSet, orInto, positionsOf, RangeBitmaps, wordsFor } from './bitmaps.ts';
import { Dictionary, microDegrees, NO_VALUE, paiseOf, postingsInOrder, postingsOf, TextColumn } from './columns.ts';
import { NearbyGrid, NearestSoFar } from './nearby-grid.ts';
import { keepAtLeast, keepAtMost, keepCodes, keepFlagged, keepInBits, keepInBox, keepMasked, ranksOf, unionOf } from './passes.ts';
import type { SortKeys } from './sort-keys.ts';

/**
 * The catalogue search index (docs/decisions/0016-catalogue-search-index.md): every listing's
 * filterable fields in columns of typed arrays, and each sort order as a list of positions, as
 * PostgreSQL itself sorted them. A list request whose filter set and sort no cache has seen is
 * answered in memory (each filter a pass over typed arrays, the matches counted, the page found
 * in the sort order) instead of a query that reads and sorts thousands of rows; only the page's
 * rows are then read by primary key.
 *
 * An index is built from one catalogue version and never changes afterwards; the live catalogue
 * (`live-catalogue.ts`, docs/decisions/0022-near-real-time-catalogue-index.md) masks the listings
 * changed since out of it (`search`'s `alive` bitmap) and searches their current rows in a small
 * index of their own beside it.
 *
 * Filter semantics are those of `sites.repository.ts` (`conditionsOf`), checked on the values
 * PostgreSQL computed: lower-cased texts come from `lower()`, prices are exact paise, areas and
 * coordinates the same doubles PostgreSQL compares.
 */

/** One listing as the index loads it (numeric columns as PostgreSQL's exact text). */
export type IndexedListing = {
  site_id: number;
  /** lower(site_title). */
  title: string;
  /** lower() of city, state and category. */
  city: string;
  state: string;
  category: string;
  /** lower(site_location_text) and lower(site_search_text). */
  location_text: string;
  search_text: string;
  /** Rupees, numeric(14,2) as text. */
  price: string;
  bhk: number[];
  /** Square feet, numeric as text, or null. */
  area_min: string | null;
  area_max: string | null;
  possession: string | null;
  furnishing: string | null;
  verified: boolean;
  /** The `location` point's x (longitude) and y (latitude) in degrees, or null. */
  x: number | null;
  y: number | null;
  /** Staff picks of related listings (ids), in their order. */
  related_sites: number[];
  /** `created_at` in microseconds since 1970 (the Newest order; 0 when not given). */
  created_micros?: number;
  /** The price per square foot in whole rupees, or null (the price-per-square-foot order). */
  price_per_sqft?: number | null;
};

/** The codes flagged 1 in `wanted`, ascending. */
function codesOf(wanted: Uint8Array): number[] {
  const codes: number[] = [];
  for (let code = 0; code < wanted.length; code++) if (wanted[code] === 1) codes.push(code);
  return codes;
}

/** One filter's pass (passes.ts): keeps the candidates among the first `count` of `from` it lets through, writing them to `list`; returns how many. */
type Pass = (from: Int32Array, count: number, list: Int32Array) => number;

/** Writes one filter's listings to a bitmap (bitmaps.ts), whatever it held. */
type Fill = (bits: Uint32Array) => void;

/** How a search runs ({@link CatalogueIndex.planOf}). */
type SearchPlan = {
  /** The candidates, positions ascending. */
  start: Int32Array;
  /** The postings lists `start` is the union of (every listing when undefined). */
  from: { postings: Int32Array[]; wanted: Uint8Array } | undefined;
  /** The passes of the filters `start` does not stand for; `walkPasses`, those a walk of `start`'s listings in a sort order needs. */
  passes: Pass[];
  walkPasses: Pass[];
  /** Every filter's listings as a bitmap, but for the filters in `residual` (the map's box), which have passes only. */
  fills: Fill[];
  residual: Pass[];
};

/** A page a search asks for ({@link CatalogueIndex.search}'s parameters). */
type PageAsked = { filters: SiteFilters; sort: SiteSort | undefined; offset: number; limit: number; countUpTo: number };
/** A search's page of listing ids, and its total counted up to the bound (with whether more match). */
type FoundPage = { ids: number[]; total: number; totalIsLowerBound: boolean };

/** How a catalogue index searches: for tests, which must take every way on a small catalogue. */
export type SearchTuning = {
  /** Candidates filtered at a time when a search stops once it has counted enough ({@link DEFAULT_CHUNK}). */
  chunkSize?: number;
  /** Candidates from which a search combines bitmaps of its filters instead of filtering them one by one (default: a thirty-second of the catalogue, at least 4,096). */
  bitmapsFrom?: number;
};

/** Candidates filtered at a time when a search stops once it has counted enough (tests set fewer). */
export const DEFAULT_CHUNK = 4096;
/** About how much more a listing costs on a walk of a sort order through a filter than a match costs to mark (reads out of order; chosen with `npm run bench:search-shapes` at 1,000,000 listings). */
const WALK_COST = 8;

/** The sorts with an order of their own; the default order is by `site_id`, the load order. */
export const INDEXED_SORTS = ['Newest', 'priceLowHigh', 'priceHighLow', 'titleAZ', 'titleZA', 'pricePerSqftLowHigh'] as const;
type IndexedSort = (typeof INDEXED_SORTS)[number];

/**
 * The listings {@link CatalogueIndex.relatedOf} looks among: the category's `postings` in
 * (`inState`) or outside `state`, but for the `excluded` ids; `wanted` of them nearest the listing
 * at position `from`.
 */
type NearbyGroup = { postings: Int32Array; state: number; inState: boolean; excluded: ReadonlySet<number>; from: number; wanted: number };

/**
 * The catalogue of one version in columns. Positions are 0…size-1 in `site_id` order.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export class CatalogueIndex {
  readonly size: number;
  private readonly siteIds: Int32Array;
  private readonly titles: TextColumn;
  private readonly searchTexts: TextColumn;
  private readonly cityCodes: Int32Array;
  private readonly stateCodes: Int32Array;
  private readonly categoryCodes: Int32Array;
  private readonly locationCodes: Int32Array;
  private readonly pricePaise: Float64Array;
  /** `created_at` in microseconds, and the price per square foot (Infinity when none): sort keys ({@link sortKeysAt}). */
  private readonly createdMicros: Float64Array;
  private readonly pricePerSqft: Float64Array;
  private readonly bhkMasks: Int32Array;
  private readonly areaMin: Float64Array;
  private readonly areaMax: Float64Array;
  private readonly possessionCodes: Int32Array;
  private readonly furnishingCodes: Int32Array;
  private readonly verified: Uint8Array;
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  /** Coordinates in whole micro-degrees (the stored 6 decimals, exact), and whether the listing has them. */
  private readonly lonMicro: Int32Array;
  private readonly latMicro: Int32Array;
  private readonly hasPoint: Uint8Array;
  private readonly cities = new Dictionary();
  private readonly states = new Dictionary();
  private readonly categories = new Dictionary();
  private readonly locations = new Dictionary();
  private readonly possessions = new Dictionary([NO_VALUE]);
  private readonly furnishings = new Dictionary([NO_VALUE]);
  private readonly orders: Map<IndexedSort, Int32Array>;
  /** For each sort, the place of each position in it (the inverse of its order). */
  private readonly ranks: Map<IndexedSort, Int32Array>;
  /** For each sort, each kind of postings (keyed by its lists in position order) with every list in that sort's order. */
  private readonly sortedPostings = new Map<IndexedSort, Map<Int32Array[], Int32Array[]>>();
  /** The located listings of each category and state by grid cell, for the related listings. */
  private readonly grid: NearbyGrid;
  /** For each city code (category code, location text code), the positions of its listings, ascending. */
  private readonly cityPostings: Int32Array[];
  /** Postings of each city and category together, at city code × number of categories + category code. */
  private readonly cityCategoryPostings: Int32Array[];
  private readonly categoryPostings: Int32Array[];
  private readonly locationPostings: Int32Array[];

  /**
   * @param version the catalogue version the rows were read at.
   * @param rows every listing, in `site_id` order.
   * @param orders for each of {@link INDEXED_SORTS}, every `site_id` in that sort's order (as
   *   `ORDER BY lead, site_id` in PostgreSQL).
   * @param tuning how searches run ({@link SearchTuning}; the defaults but in tests).
   * @throws Error when an order does not hold exactly the listings of `rows`.
   */
  constructor(
    readonly version: number,
    rows: readonly IndexedListing[],
    orders: Record<IndexedSort, readonly number[]>,
    tuning: SearchTuning = {},
  ) {
    const n = rows.length;
    this.chunk = new Int32Array(Math.max(1, tuning.chunkSize ?? DEFAULT_CHUNK));
    this.bitmapsFrom = tuning.bitmapsFrom ?? Math.max(4096, Math.ceil(n / 32));
    this.size = n;
    this.siteIds = new Int32Array(n);
    const titles = new Array<string>(n);
    const searchTexts = new Array<string>(n);
    this.cityCodes = new Int32Array(n);
    this.stateCodes = new Int32Array(n);
    this.categoryCodes = new Int32Array(n);
    this.locationCodes = new Int32Array(n);
    this.pricePaise = new Float64Array(n);
    this.createdMicros = new Float64Array(n);
    this.pricePerSqft = new Float64Array(n);
    this.bhkMasks = new Int32Array(n);
    this.areaMin = new Float64Array(n);
    this.areaMax = new Float64Array(n);
    this.possessionCodes = new Int32Array(n);
    this.furnishingCodes = new Int32Array(n);
    this.verified = new Uint8Array(n);
    this.xs = new Float64Array(n);
    this.ys = new Float64Array(n);
    this.lonMicro = new Int32Array(n);
    this.latMicro = new Int32Array(n);
    this.hasPoint = new Uint8Array(n);
    // (by id, while the orders are read; afterwards ids are found by halving `siteIds`, which is ascending)
    const positions = new Map<number, number>();
    rows.forEach((row, i) => {
      if (i > 0 && row.site_id <= (rows[i - 1] as IndexedListing).site_id) throw new Error('The listings are not in site_id order');
      positions.set(row.site_id, i);
      this.siteIds[i] = row.site_id;
      if (row.related_sites.length > 0) this.picks.set(i, row.related_sites);
      titles[i] = row.title;
      searchTexts[i] = row.search_text;
      this.cityCodes[i] = this.cities.code(row.city);
      this.stateCodes[i] = this.states.code(row.state);
      this.categoryCodes[i] = this.categories.code(row.category);
      this.locationCodes[i] = this.locations.code(row.location_text);
      this.pricePaise[i] = paiseOf(row.price);
      this.createdMicros[i] = row.created_micros ?? 0;
      this.pricePerSqft[i] = row.price_per_sqft ?? Number.POSITIVE_INFINITY;
      this.bhkMasks[i] = row.bhk.reduce((mask, count) => mask | (1 << count), 0);
      this.areaMin[i] = row.area_min === null ? Number.NaN : Number(row.area_min);
      this.areaMax[i] = row.area_max === null ? Number.NaN : Number(row.area_max);
      // code 0 stands for no value, which no filter value matches
      this.possessionCodes[i] = this.possessions.code(row.possession ?? NO_VALUE);
      this.furnishingCodes[i] = this.furnishings.code(row.furnishing ?? NO_VALUE);
      this.verified[i] = row.verified ? 1 : 0;
      this.xs[i] = row.x ?? Number.NaN;
      this.ys[i] = row.y ?? Number.NaN;
      if (row.x !== null && row.y !== null) {
        this.lonMicro[i] = microDegrees(row.x);
        this.latMicro[i] = microDegrees(row.y);
        this.hasPoint[i] = 1;
      }
    });
    this.titles = new TextColumn(titles);
    this.searchTexts = new TextColumn(searchTexts);
    this.passing = new Uint8Array(n);
    this.candidates = new Int32Array(n);
    this.allPositions = new Int32Array(n);
    for (let i = 0; i < n; i++) this.allPositions[i] = i;
    this.cityPostings = postingsOf(this.cityCodes, this.cities.values.length);
    this.categoryPostings = postingsOf(this.categoryCodes, this.categories.values.length);
    this.locationPostings = postingsOf(this.locationCodes, this.locations.values.length);
    const categoryCount = this.categories.values.length;
    const pairs = new Int32Array(n);
    for (let i = 0; i < n; i++) pairs[i] = (this.cityCodes[i] as number) * categoryCount + (this.categoryCodes[i] as number);
    this.cityCategoryPostings = postingsOf(pairs, this.cities.values.length * categoryCount);
    // the bitmaps of the filters (docs/decisions/0020-match-bitmaps.md): codes of a sixty-fourth of the catalogue or more made ahead
    const words = wordsFor(n);
    const large = Math.max(64, Math.ceil(n / 64));
    const codeBitmaps = (postings: Int32Array[]) => new CodeBitmaps(postings, words, large);
    this.matchBits = new Uint32Array(words);
    this.otherBits = new Uint32Array(words);
    this.bitsStart = new Int32Array(n);
    this.cityBits = codeBitmaps(this.cityPostings);
    this.categoryBits = codeBitmaps(this.categoryPostings);
    this.locationBits = codeBitmaps(this.locationPostings);
    this.stateBits = codeBitmaps(postingsOf(this.stateCodes, this.states.values.length));
    this.possessionBits = codeBitmaps(postingsOf(this.possessionCodes, this.possessions.values.length));
    this.furnishingBits = codeBitmaps(postingsOf(this.furnishingCodes, this.furnishings.values.length));
    this.verifiedBits = codeBitmaps(postingsOf(Int32Array.from(this.verified), 2));
    // a listing is in the list of each of its bedroom counts (bits of its mask)
    const byRooms = Array.from({ length: 32 }, () => [] as number[]);
    for (let i = 0; i < n; i++)
      for (let mask = this.bhkMasks[i] as number; mask !== 0; mask &= mask - 1) byRooms[31 - Math.clz32(mask & -mask)]?.push(i);
    this.bhkBits = codeBitmaps(byRooms.map((list) => Int32Array.from(list)));
    this.areaMinRanges = new RangeBitmaps(this.areaMin, words);
    this.areaMaxRanges = new RangeBitmaps(this.areaMax, words);
    this.grid = new NearbyGrid({
      siteIds: this.siteIds,
      categoryCodes: this.categoryCodes,
      stateCodes: this.stateCodes,
      hasPoint: this.hasPoint,
      lonMicro: this.lonMicro,
      latMicro: this.latMicro,
    });
    this.orders = new Map();
    this.ranks = new Map();
    for (const sort of INDEXED_SORTS) {
      const ids = orders[sort];
      if (ids.length !== n) throw new Error(`The ${sort} order holds ${ids.length} listings, not ${n}`);
      const order = new Int32Array(n);
      ids.forEach((id, i) => {
        const position = positions.get(id);
        if (position === undefined) throw new Error(`The ${sort} order names listing ${id}, which was not loaded`);
        order[i] = position;
      });
      this.orders.set(sort, order);
      const ranks = new Int32Array(n);
      for (let k = 0; k < n; k++) ranks[order[k] as number] = k;
      this.ranks.set(sort, ranks);
      this.sortedPostings.set(
        sort,
        new Map([
          [this.cityPostings, postingsInOrder(this.cityCodes, this.cityPostings, order)],
          [this.categoryPostings, postingsInOrder(this.categoryCodes, this.categoryPostings, order)],
          [this.locationPostings, postingsInOrder(this.locationCodes, this.locationPostings, order)],
          [this.cityCategoryPostings, postingsInOrder(pairs, this.cityCategoryPostings, order)],
        ]),
      );
    }
    // every listing has a price, and the low-to-high order is by price: the ranges need no sort of their own
    this.priceRanges = new RangeBitmaps(this.pricePaise, words, this.orders.get('priceLowHigh'));
  }

  /** The matches of the search under way marked 1 by position while the sort order is walked; all 0 between searches (which run one at a time). */
  private readonly passing: Uint8Array;
  /** The candidates of the search under way, positions ascending (reused likewise). */
  private readonly candidates: Int32Array;
  /** The chunk a chunked filtering works in. */
  private readonly chunk: Int32Array;
  /** Every position, ascending: the candidates when no postings narrow them. */
  private readonly allPositions: Int32Array;
  /** Candidates from which a search combines its filters' bitmaps ({@link SearchTuning}). */
  private readonly bitmapsFrom: number;
  /** The matches of the search under way as a bitmap, another filter's bitmap, and the matches as positions when a filter without a bitmap is left (reused likewise). */
  private readonly matchBits: Uint32Array;
  private readonly otherBits: Uint32Array;
  private readonly bitsStart: Int32Array;
  /** Each code's listings as bitmaps (bitmaps.ts), for the equality filters and the bedroom counts. */
  private readonly cityBits: CodeBitmaps;
  private readonly categoryBits: CodeBitmaps;
  private readonly locationBits: CodeBitmaps;
  private readonly stateBits: CodeBitmaps;
  private readonly possessionBits: CodeBitmaps;
  private readonly furnishingBits: CodeBitmaps;
  private readonly verifiedBits: CodeBitmaps;
  private readonly bhkBits: CodeBitmaps;
  /** The listings in a range of price (paise), of the largest area and of the smallest area (square feet), as bitmaps. */
  private readonly priceRanges: RangeBitmaps;
  private readonly areaMinRanges: RangeBitmaps;
  private readonly areaMaxRanges: RangeBitmaps;
  /** The bitmap of each remembered text match (kept while the match is). */
  private readonly textBits = new WeakMap<Uint8Array, Uint32Array>();
  /** Remembered unions of several postings lists ({@link unionFor}, {@link inOrder}), least recently used first. */
  private readonly unions = new Map<string, Int32Array>();
  /** Positions held in `unions`, in all. */
  private heldPositions = 0;
  /** Staff picks of the listings that have any, by position. */
  private readonly picks = new Map<number, number[]>();

  /**
   * The page of `limit` listing ids after `offset` matches of `filters` in `sort` order, and the
   * number of matches counted exactly up to `countUpTo` (docs/product/catalogue.md, "Searching":
   * max(10,000, the page's end)); when more match, `total` is `countUpTo` and `totalIsLowerBound`
   * is true (docs/decisions/0019-bounded-counts.md).
   * - The count: the candidates are the postings of the narrowest of city, category and locality
   *   (else every listing), in position order; they are filtered a chunk at a time (each other
   *   filter one tight pass over those still left) until more than `countUpTo` are kept or none
   *   are left. Reading in position order keeps the columns' reads sequential.
   * - Many candidates left to filter (docs/decisions/0020-match-bitmaps.md): every filter's
   *   listings as a bitmap, ANDed 32 listings at a time, count the matches exactly by their
   *   bits; the page is read off the bitmap, or found by walking the start's listings in the
   *   sort order testing one bit each ({@link pageOfBits}). The map's box, which has no bitmap,
   *   is then checked on those matches the ways below.
   * - The page: in the default order (by position) it is read straight from the kept ones. In a
   *   sort order, the candidates are walked in that order (their postings are kept in each
   *   order; from a price band's edge in a price order) through the other filters until the
   *   page's end, when that looks cheaper than marking every match: a broad search finds its
   *   page soon. Otherwise every match is found, and the page is read by marking them and
   *   walking the sort order as far as the page reaches, or, when few match, by a sort of their
   *   places in it.
   * - `alive`, when given, is a bitmap of the positions still in force
   *   (docs/decisions/0022-near-real-time-catalogue-index.md): a listing changed or deleted since
   *   this index was built is left out of every count and page, as one more filter.
   * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
   */
  search(
    filters: SiteFilters,
    sort: SiteSort | undefined,
    offset: number,
    limit: number,
    countUpTo: number,
    alive?: Uint32Array,
  ): FoundPage {
    const order = sort === undefined ? undefined : this.orders.get(sort as IndexedSort);
    const n = this.size;
    const ids: number[] = [];
    const end = offset + limit;
    const counted = (count: number) => ({ ids, total: Math.min(count, countUpTo), totalIsLowerBound: count > countUpTo });
    let plan = this.planOf(filters, alive);
    if (plan === undefined) {
      for (let k = offset; k < Math.min(end, n); k++) ids.push(this.siteIds[order ? (order[k] as number) : k] as number);
      return counted(n);
    }
    if (plan.passes.length > 0 && plan.start.length >= this.bitmapsFrom && plan.fills.length > 0) {
      // many candidates left to filter: the filters' bitmaps combined give every match at once
      const bits = this.matchBitsOf(plan);
      if (plan.residual.length === 0) return this.pageOfBits(bits, plan, { filters, sort, offset, limit, countUpTo });
      // the filters without a bitmap are then run on those matches (and on a walk, with the bitmap)
      const start = this.bitsStart.subarray(0, positionsOf(bits, 0, n, this.bitsStart));
      const inBits: Pass = (from, count, list) => keepInBits(from, count, list, bits);
      plan = { ...plan, start, from: undefined, passes: plan.residual, walkPasses: [inBits, ...plan.residual] };
    }
    let { matches, total, read } = this.keepUpTo(plan, countUpTo + 1);
    if (!order) {
      // the default order is by position: the matches are already in it
      for (let k = offset; k < Math.min(end, total); k++) ids.push(this.siteIds[matches[k] as number] as number);
      return counted(total);
    }
    const complete = read === plan.start.length;
    // about how many match in all (known when every candidate was read)
    const expected = complete ? total : (total * plan.start.length) / Math.max(read, 1);
    // the candidates in the sort order: a walk of them to the page's end passes about end × candidates / expected
    const source = plan.from ? this.inOrder(plan.from, sort as IndexedSort) : order;
    if (plan.passes.length === 0) {
      // every candidate matches
      for (const i of source.subarray(offset, end)) ids.push(this.siteIds[i] as number);
      return counted(total);
    }
    const walk = Math.min(source.length, (end * source.length) / Math.max(expected, 1));
    // Walking them through the other filters reads the columns out of order, about WALK_COST
    // times the cost of marking a match; marking needs every match. The walk gives up once it
    // has cost more than marking would (an order may hold the matches later than expected:
    // titles naming the bedrooms, say).
    const most = (2 * expected + walk) / (WALK_COST * plan.walkPasses.length);
    const walked =
      walk < most ? this.walkUntil(source, this.walkStart(source, sort as IndexedSort, filters), plan.walkPasses, end, most) : undefined;
    if (walked) {
      for (const i of walked.subarray(offset, end)) ids.push(this.siteIds[i] as number);
      return counted(total);
    }
    if (!complete) ({ matches, total } = this.keepUpTo(plan, Number.POSITIVE_INFINITY));
    // sorting the matches' places costs about total × log(total); marking them and walking the order, about 2 × total + end × n / total
    if (total * Math.log2(total + 1) * 2 < Math.min(n, (end * n) / Math.max(total, 1))) {
      // few matches: their places in the sort order, sorted, give the page at once
      const places = ranksOf(matches, total, this.ranks.get(sort as IndexedSort)).sort();
      for (let k = offset; k < Math.min(end, total); k++) ids.push(this.siteIds[order[places[k] as number] as number] as number);
      return counted(total);
    }
    // many matches: walk the sort order only as far as the page reaches (`passing` is all 0 between searches)
    const passing = this.passing;
    for (let j = 0; j < total; j++) passing[matches[j] as number] = 1;
    let seen = 0;
    for (let k = 0; k < n && seen < end && seen < total; k++) {
      const i = order[k] as number;
      if (passing[i] === 0) continue;
      if (seen >= offset) ids.push(this.siteIds[i] as number);
      seen += 1;
    }
    for (let j = 0; j < total; j++) passing[matches[j] as number] = 0;
    return counted(total);
  }

  /**
   * The page of {@link search} from the bitmap of every match: counted by counting its bits; in
   * the default order, read from them; in a sort order, found by walking the plan's start in
   * that order (its postings in that order, else the whole order; from a price band's edge in a
   * price order) through the bitmap until the page's end, or, when few match, by a sort of their
   * places in it.
   */
  private pageOfBits(bits: Uint32Array, plan: SearchPlan, asked: PageAsked): FoundPage {
    const { filters, sort, offset, limit, countUpTo } = asked;
    const count = countBits(bits);
    const ids: number[] = [];
    const answer = { ids, total: Math.min(count, countUpTo), totalIsLowerBound: count > countUpTo };
    const order = sort === undefined ? undefined : this.orders.get(sort as IndexedSort);
    const end = offset + limit;
    const found = this.candidates;
    if (!order) {
      const read = positionsOf(bits, offset, limit, found);
      for (let k = 0; k < read; k++) ids.push(this.siteIds[found[k] as number] as number);
      return answer;
    }
    if (offset >= count) return answer;
    const source = plan.from ? this.inOrder(plan.from, sort as IndexedSort) : order;
    const length = source.length;
    if (count * Math.log2(count + 1) * 2 < Math.min(length, (end * length) / count)) {
      const read = positionsOf(bits, 0, count, found);
      const places = ranksOf(found, read, this.ranks.get(sort as IndexedSort)).sort();
      for (let k = offset; k < Math.min(end, read); k++) ids.push(this.siteIds[order[places[k] as number] as number] as number);
      return answer;
    }
    let seen = 0;
    for (let k = this.walkStart(source, sort as IndexedSort, filters); k < length && seen < end; k++) {
      const i = source[k] as number;
      if (!isSet(bits, i)) continue;
      if (seen >= offset) ids.push(this.siteIds[i] as number);
      seen += 1;
    }
    return answer;
  }

  /**
   * Where a walk of `order` (listings in the `sort` order) can start: in a price order with a
   * price filter, at the first listing on the filter's side of its limit (found by halving: the
   * order is by price), since every listing before it fails the filter; else at the start.
   */
  private walkStart(order: Int32Array, sort: IndexedSort, f: SiteFilters): number {
    const limit = sort === 'priceLowHigh' ? f.minPrice : sort === 'priceHighLow' ? f.maxPrice : undefined;
    if (limit === undefined) return 0;
    const paise = paiseOf(limit.toFixed(2));
    const before = sort === 'priceLowHigh' ? (price: number) => price < paise : (price: number) => price > paise;
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.pricePaise[order[middle] as number] as number)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The matches of `plan` in position order, filtered a chunk at a time until `stopAt` are kept
   * or no candidate is left: the first `total` of `matches` (the candidate list, or the postings
   * themselves when no filter is left to run, which must not be written to), and how many
   * candidates were `read` (all of them when the count is complete).
   */
  private keepUpTo(plan: SearchPlan, stopAt: number): { matches: Int32Array; total: number; read: number } {
    if (plan.passes.length === 0) return { matches: plan.start, total: plan.start.length, read: plan.start.length };
    const out = this.candidates;
    const chunk = this.chunk;
    const size = chunk.length;
    const source = plan.start;
    let total = 0;
    let at = 0;
    for (; at < source.length && total < stopAt; at += size) {
      let from = source.subarray(at, Math.min(at + size, source.length));
      let kept = from.length;
      for (const pass of plan.passes) {
        kept = pass(from, kept, chunk);
        from = chunk;
      }
      out.set(chunk.subarray(0, kept), total);
      total += kept;
    }
    return { matches: out, total, read: Math.min(at, source.length) };
  }

  /**
   * The first `end` listings (positions) of `order` from its place `start` on that every one of
   * `passes` lets through (fewer when the order ends first), found by filtering the order a
   * stretch at a time: the first stretch about twice the page, each next one twice as long, up to
   * the chunk's size. Undefined once more than `most` listings were read without reaching `end`.
   */
  private walkUntil(order: Int32Array, start: number, passes: readonly Pass[], end: number, most: number): Int32Array | undefined {
    const out = this.candidates;
    const chunk = this.chunk;
    let found = 0;
    let stretch = Math.min(chunk.length, Math.max(64, 2 * end));
    for (let at = start; at < order.length && found < end; at += stretch, stretch = Math.min(chunk.length, stretch * 2)) {
      if (at - start > most) return undefined;
      let from = order.subarray(at, Math.min(at + stretch, order.length));
      let kept = from.length;
      for (const pass of passes) {
        kept = pass(from, kept, chunk);
        from = chunk;
      }
      out.set(from.subarray(0, kept), found);
      found += kept;
    }
    return out.subarray(0, Math.min(found, end));
  }

  /**
   * About how many bytes the index holds: its typed arrays (postings in each sort order and the
   * remembered unions among them), the bitmaps made ahead (large codes, range cuts), and its
   * texts at two bytes a character (the remembered substring matches and their bitmaps come on
   * top, at most 64 MB per text column for the matches).
   */
  approximateBytes(): number {
    let bytes = 0;
    for (const value of Object.values(this)) {
      if (ArrayBuffer.isView(value)) {
        bytes += value.byteLength;
      } else if (value instanceof Map) {
        for (const item of value.values()) if (ArrayBuffer.isView(item)) bytes += item.byteLength;
      } else if (value instanceof TextColumn) {
        bytes += value.textBytes();
      } else if (value instanceof NearbyGrid || value instanceof CodeBitmaps || value instanceof RangeBitmaps) {
        bytes += value.approximateBytes();
      } else if (value instanceof Dictionary) {
        bytes += value.values.reduce((sum, text) => sum + 2 * text.length, 0);
      }
    }
    const inOrders = [...this.sortedPostings.values()].flatMap((kinds) => [...kinds.values()]);
    for (const postings of [this.cityPostings, this.categoryPostings, this.locationPostings, this.cityCategoryPostings, ...inOrders])
      for (const list of postings) bytes += list.byteLength;
    for (const list of this.unions.values()) bytes += list.byteLength;
    return bytes;
  }

  /**
   * The related listings of listing `siteId` as the detail page shows them (docs/product/catalogue.md,
   * "The detail page"): its staff picks that still exist (itself left out, at most `limit`), then
   * other listings of the same category, those in the same state first, each group nearest
   * first by the exact squared difference of latitude and longitude in micro-degrees, listings
   * without coordinates last, ties by id; picks are never repeated. The same answer as
   * `findSimilarSiteIds` of the SQL path. Undefined when the listing is not in this index.
   * `gone`: ids to leave out (listings changed or deleted since the build); `exists`: whether a
   * staff pick still exists (default: whether this index holds it).
   */
  relatedOf(siteId: number, limit: number, gone?: ReadonlySet<number>, exists?: (id: number) => boolean): number[] | undefined {
    const position = this.positionOf(siteId);
    if (position === undefined) return undefined;
    const pickedIds = (this.picks.get(position) ?? []).filter((id) => id !== siteId).slice(0, limit);
    const picked = pickedIds.filter((id) => (exists ? exists(id) : this.positionOf(id) !== undefined));
    const wanted = limit - picked.length;
    if (wanted <= 0) return picked;
    const left = new Set([siteId, ...pickedIds]);
    // listings changed or deleted since the build are left out too (`has` is all the search asks of the set)
    const excluded: ReadonlySet<number> = gone?.size
      ? ({ has: (id: number) => left.has(id) || gone.has(id) } as ReadonlySet<number>)
      : left;
    const category = this.categoryCodes[position] as number;
    const state = this.stateCodes[position] as number;
    const postings = this.categoryPostings[category] ?? new Int32Array(0);
    const sameState = this.nearestOf({ postings, state, inState: true, excluded, from: position, wanted });
    const otherStates =
      sameState.length < wanted
        ? this.nearestOf({ postings, state, inState: false, excluded, from: position, wanted: wanted - sameState.length })
        : [];
    return [...picked, ...sameState, ...otherStates];
  }

  /**
   * The sort keys of the listing at `position` ({@link SortKeys}), to place listings of another
   * index among this one's in a sort order.
   */
  sortKeysAt(position: number): SortKeys {
    return {
      id: this.siteIds[position] as number,
      paise: this.pricePaise[position] as number,
      createdMicros: this.createdMicros[position] as number,
      title: this.titles.textAt(position),
      pricePerSqft: this.pricePerSqft[position] as number,
    };
  }

  /**
   * Where the listing at `position` is, for the related listings' distances: its category and
   * state codes' texts (lower case), and its coordinates in micro-degrees (null when it has none).
   */
  placeAt(position: number): { category: string; state: string; point: { lon: number; lat: number } | null } {
    return {
      category: this.categories.values[this.categoryCodes[position] as number] as string,
      state: this.states.values[this.stateCodes[position] as number] as string,
      point: this.hasPoint[position] === 1 ? { lon: this.lonMicro[position] as number, lat: this.latMicro[position] as number } : null,
    };
  }

  /** The staff picks of the listing at `position` (ids, in their order; empty when none). */
  picksAt(position: number): readonly number[] {
    return this.picks.get(position) ?? [];
  }

  /** The position of listing `siteId` (found by halving: positions are in `site_id` order), or undefined when it is not in the index. */
  positionOf(siteId: number): number | undefined {
    const ids = this.siteIds;
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ids[middle] as number) < siteId) low = middle + 1;
      else high = middle;
    }
    return ids[low] === siteId ? low : undefined;
  }

  /**
   * Up to `wanted` ids of the category's listings in (`inState`) or outside the state, nearest
   * the listing at `from` first (see {@link relatedOf}). Distances are exact integers of
   * micro-degrees² while below 2^53 (any two places in India); should one be larger, the group
   * is sorted again with exact BigInt distances.
   */
  private nearestOf(group: NearbyGroup): number[] {
    const { state, inState, excluded, from, wanted } = group;
    const located = this.hasPoint[from] === 1;
    if (!located || inState) {
      const quick = located ? this.nearestFromGrid(group) : this.firstOf(group, false);
      if (quick) return quick;
    }
    const hereX = this.lonMicro[from] as number;
    const hereY = this.latMicro[from] as number;
    const nearest = new NearestSoFar(wanted, excluded);
    const postings = group.postings;
    for (let j = 0; j < postings.length; j++) {
      const i = postings[j] as number;
      if ((this.stateCodes[i] === state) !== inState) continue;
      let distance = Number.POSITIVE_INFINITY;
      if (located && this.hasPoint[i] === 1) {
        const dx = (this.lonMicro[i] as number) - hereX;
        const dy = (this.latMicro[i] as number) - hereY;
        distance = dx * dx + dy * dy;
        if (distance >= Number.MAX_SAFE_INTEGER) return this.nearestExactly(group);
      }
      nearest.offer(distance, this.siteIds[i] as number);
    }
    return nearest.found();
  }

  /**
   * {@link nearestOf} for the listing's own state through the grid: the located listings nearest
   * first, then, when there are too few, those without coordinates by id (as the pass over the
   * group orders them). Undefined when the grid says a pass over the group is cheaper.
   */
  private nearestFromGrid(group: NearbyGroup): number[] | undefined {
    const near = this.grid.nearest(group.from, group.excluded, group.wanted);
    if (!near) return undefined;
    if (near.ids.length === group.wanted || !near.complete) return near.ids;
    const rest = this.firstOf({ ...group, wanted: group.wanted - near.ids.length }, true);
    return [...near.ids, ...rest];
  }

  /**
   * The first `wanted` ids of the group by id, but for the excluded ones; with `unlocatedOnly`,
   * of its listings without coordinates only. This is the nearest-first order when the listing
   * itself has no coordinates (every distance is unknown, so ties by id decide).
   */
  private firstOf(group: NearbyGroup, unlocatedOnly: boolean): number[] {
    const { postings, state, inState, excluded, wanted } = group;
    const ids: number[] = [];
    // positions are in site_id order, so the postings are too
    for (let j = 0; j < postings.length && ids.length < wanted; j++) {
      const i = postings[j] as number;
      if ((this.stateCodes[i] === state) !== inState || (unlocatedOnly && this.hasPoint[i] === 1)) continue;
      const id = this.siteIds[i] as number;
      if (!excluded.has(id)) ids.push(id);
    }
    return ids;
  }

  /** {@link nearestOf} with every distance as an exact BigInt (for groups spanning more than about 67 degrees). */
  private nearestExactly(group: NearbyGroup): number[] {
    const { postings, state, inState, excluded, from, wanted } = group;
    const located = this.hasPoint[from] === 1;
    const hereX = BigInt(this.lonMicro[from] as number);
    const hereY = BigInt(this.latMicro[from] as number);
    const found: { distance: bigint | null; id: number }[] = [];
    for (const i of postings) {
      const id = this.siteIds[i] as number;
      if ((this.stateCodes[i] === state) !== inState || excluded.has(id)) continue;
      if (!located || this.hasPoint[i] !== 1) found.push({ distance: null, id });
      else {
        const dx = BigInt(this.lonMicro[i] as number) - hereX;
        const dy = BigInt(this.latMicro[i] as number) - hereY;
        found.push({ distance: dx * dx + dy * dy, id });
      }
    }
    found.sort((a, b) => {
      if (a.distance !== b.distance) {
        if (a.distance === null) return 1;
        if (b.distance === null) return -1;
        return a.distance < b.distance ? -1 : 1;
      }
      return a.id - b.id;
    });
    return found.slice(0, wanted).map((g) => g.id);
  }

  /**
   * How a search of `f` runs: its starting candidates (positions ascending), the postings of the
   * narrowest of the city, category and locality filters, or of a city and category pair (else
   * every listing), and the passes of the other filters, in the order they run (a walk of the
   * start's listings in a sort order runs the same); and how each filter's listings are written
   * to a bitmap, but for the map's box, which is left to its pass (`residual`). The `alive`
   * bitmap, when given, is one more filter. Undefined when no filter is present.
   */
  private planOf(f: SiteFilters, alive: Uint32Array | undefined): SearchPlan | undefined {
    const present = Object.values(f).some(
      (value) => value !== undefined && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0),
    );
    if (!present && !alive) return undefined;
    const wantedOf = (dictionary: Dictionary, values: readonly string[]): Uint8Array => {
      const wanted = new Uint8Array(dictionary.values.length);
      for (const value of values) {
        const code = value === NO_VALUE ? -1 : dictionary.find(value);
        if (code >= 0) wanted[code] = 1;
      }
      return wanted;
    };
    // substrings of the location text are decided once per distinct text (few: state, city, landmark, famous place)
    const locationWanted = (needles: readonly string[]): Uint8Array => {
      const lowered = needles.map((needle) => needle.toLowerCase());
      const wanted = new Uint8Array(this.locations.values.length);
      this.locations.values.forEach((text, code) => {
        if (lowered.some((needle) => text.includes(needle))) wanted[code] = 1;
      });
      return wanted;
    };
    const equalities: {
      key: 'city' | 'category' | 'location' | 'locality';
      codes: Int32Array;
      postings: Int32Array[];
      bitmaps: CodeBitmaps;
      wanted: Uint8Array;
    }[] = [];
    const cities = { codes: this.cityCodes, postings: this.cityPostings, bitmaps: this.cityBits };
    const categories = { codes: this.categoryCodes, postings: this.categoryPostings, bitmaps: this.categoryBits };
    const locations = { codes: this.locationCodes, postings: this.locationPostings, bitmaps: this.locationBits };
    if (f.city !== undefined) equalities.push({ key: 'city', ...cities, wanted: wantedOf(this.cities, f.city) });
    if (f.category !== undefined) equalities.push({ key: 'category', ...categories, wanted: wantedOf(this.categories, f.category) });
    if (f.location?.length) equalities.push({ key: 'location', ...locations, wanted: locationWanted(f.location) });
    if (f.locality) equalities.push({ key: 'locality', ...locations, wanted: locationWanted([f.locality]) });
    // the candidates: the listings of the narrowest of these filters, read from its postings
    // instead of checked one by one; the others are checked on them
    let narrowest: (typeof equalities)[number] | undefined;
    // (a union of large postings is not worth its sort: a pass over every listing is cheaper)
    let fewest = this.size / 4;
    for (const equality of equalities) {
      const count = equality.postings.reduce((sum, list, code) => sum + (equality.wanted[code] === 1 ? list.length : 0), 0);
      if (count < fewest) {
        fewest = count;
        narrowest = equality;
      }
    }
    // a city and a category together: their listings are known at once (postings of each pair)
    const city = equalities.find((e) => e.key === 'city');
    const category = equalities.find((e) => e.key === 'category');
    let pair: { postings: Int32Array[]; wanted: Uint8Array } | undefined;
    if (city && category) {
      const categoryCount = this.categories.values.length;
      const wanted = new Uint8Array(this.cityCategoryPostings.length);
      let count = 0;
      city.wanted.forEach((cityWanted, cityCode) => {
        if (cityWanted !== 1) return;
        category.wanted.forEach((categoryWanted, categoryCode) => {
          if (categoryWanted !== 1) return;
          const code = cityCode * categoryCount + categoryCode;
          wanted[code] = 1;
          count += (this.cityCategoryPostings[code] as Int32Array).length;
        });
      });
      if (count < fewest) {
        pair = { postings: this.cityCategoryPostings, wanted };
        narrowest = undefined;
      }
    }
    const start = pair ?? narrowest;
    const passes: Pass[] = [];
    const fills: Fill[] = [];
    const residual: Pass[] = [];
    const codesPass =
      (codes: Int32Array, wanted: Uint8Array): Pass =>
      (from, count, list) =>
        keepCodes(from, count, list, codes, wanted);
    const codesFill =
      (bitmaps: CodeBitmaps, wanted: Uint8Array): Fill =>
      (bits) => {
        bits.fill(0);
        bitmaps.orInto(bits, wanted);
      };
    const oneOf = (codes: Int32Array, bitmaps: CodeBitmaps, dictionary: Dictionary, values: readonly string[] | undefined) => {
      if (values === undefined) return;
      const wanted = wantedOf(dictionary, values);
      passes.push(codesPass(codes, wanted));
      fills.push(codesFill(bitmaps, wanted));
    };
    for (const equality of equalities) {
      fills.push(codesFill(equality.bitmaps, equality.wanted));
      const covered = equality === narrowest || (pair !== undefined && (equality === city || equality === category));
      if (!covered) passes.push(codesPass(equality.codes, equality.wanted));
    }
    if (alive) {
      passes.push((from, count, list) => keepInBits(from, count, list, alive));
      fills.push((bits) => bits.set(alive));
    }
    if (f.verified) {
      passes.push((from, count, list) => keepFlagged(from, count, list, [this.verified]));
      fills.push(codesFill(this.verifiedBits, Uint8Array.of(0, 1)));
    }
    oneOf(this.cityCodes, this.cityBits, this.cities, f.qCity);
    oneOf(this.categoryCodes, this.categoryBits, this.categories, f.qCategory);
    oneOf(this.stateCodes, this.stateBits, this.states, f.state);
    oneOf(this.possessionCodes, this.possessionBits, this.possessions, f.possession);
    oneOf(this.furnishingCodes, this.furnishingBits, this.furnishings, f.furnishing);
    const { minPrice, maxPrice, minArea, maxArea, bbox } = f;
    const minPaise = minPrice === undefined ? undefined : paiseOf(minPrice.toFixed(2));
    const maxPaise = maxPrice === undefined ? undefined : paiseOf(maxPrice.toFixed(2));
    if (minPaise !== undefined) passes.push((from, count, list) => keepAtLeast(from, count, list, this.pricePaise, minPaise));
    if (maxPaise !== undefined) passes.push((from, count, list) => keepAtMost(from, count, list, this.pricePaise, maxPaise));
    if (minPaise !== undefined || maxPaise !== undefined) fills.push((bits) => this.priceRanges.between(bits, minPaise, maxPaise));
    for (const bhk of [f.bhk, f.qBhk]) {
      if (bhk === undefined) continue;
      const mask = bhk.reduce((m, rooms) => m | (1 << rooms), 0);
      passes.push((from, count, list) => keepMasked(from, count, list, this.bhkMasks, mask));
      const rooms = new Uint8Array(32);
      for (let bit = 0; bit < 32; bit++) rooms[bit] = (mask >>> bit) & 1;
      fills.push(codesFill(this.bhkBits, rooms));
    }
    if (minArea !== undefined) {
      passes.push((from, count, list) => keepAtLeast(from, count, list, this.areaMax, minArea));
      fills.push((bits) => this.areaMaxRanges.between(bits, minArea, undefined));
    }
    if (maxArea !== undefined) {
      passes.push((from, count, list) => keepAtMost(from, count, list, this.areaMin, maxArea));
      fills.push((bits) => this.areaMinRanges.between(bits, undefined, maxArea));
    }
    if (bbox) {
      const inBox: Pass = (from, count, list) => keepInBox(from, count, list, this.xs, this.ys, bbox);
      passes.push(inBox);
      residual.push(inBox);
    }
    // the title and search text: the listings containing each needle are known at once (remembered per needle)
    const lowered = (needles: readonly string[]) => needles.map((needle) => needle.toLowerCase());
    const flagged = (flags: Uint8Array[]) => {
      passes.push((from, count, list) => keepFlagged(from, count, list, flags));
      fills.push((bits) => {
        bits.fill(0);
        for (const some of flags) orInto(bits, this.bitsOfText(some));
      });
    };
    if (f.title) flagged(this.titles.matchesOfAll(lowered([f.title])));
    if (f.search?.length) flagged(this.searchTexts.matchesOfAll(lowered(f.search)));
    if (f.text?.length) flagged(this.searchTexts.matchesOfAll(lowered(f.text)));
    return {
      start: start ? this.unionFor(start.postings, start.wanted) : this.allPositions,
      from: start,
      passes,
      walkPasses: passes,
      fills,
      residual,
    };
  }

  /** The bitmap of a text match's flags (one per position), made once per remembered match. */
  private bitsOfText(flags: Uint8Array): Uint32Array {
    let bits = this.textBits.get(flags);
    if (!bits) {
      bits = new Uint32Array(this.matchBits.length);
      for (let i = 0; i < flags.length; i++) if (flags[i] === 1) bits[i >>> 5] = (bits[i >>> 5] as number) | (1 << (i & 31));
      this.textBits.set(flags, bits);
    }
    return bits;
  }

  /** The matches of every filter of `plan` that has a bitmap, as a bitmap (`matchBits`, overwritten by the next search). */
  private matchBitsOf(plan: SearchPlan): Uint32Array {
    const bits = this.matchBits;
    plan.fills.forEach((fill, k) => {
      if (k === 0) {
        fill(bits);
        return;
      }
      fill(this.otherBits);
      andInto(bits, this.otherBits);
    });
    return bits;
  }

  /**
   * The listings of the `postings` lists of the wanted codes in the `sort` order: one list as
   * kept in that order, several merged by their places in it (remembered like {@link unionFor}).
   */
  private inOrder(from: { postings: Int32Array[]; wanted: Uint8Array }, sort: IndexedSort): Int32Array {
    const lists = this.sortedPostings.get(sort)?.get(from.postings);
    const order = this.orders.get(sort);
    if (!lists || !order) throw new Error(`No ${sort} order for these postings`);
    const codes = codesOf(from.wanted);
    if (codes.length <= 1) return codes.length === 1 ? (lists[codes[0] as number] as Int32Array) : new Int32Array(0);
    return this.remembered(`${sort}|${this.kindOf(from.postings)}:${codes.join(',')}`, () => {
      const union = this.unionFor(from.postings, from.wanted);
      const places = ranksOf(union, union.length, this.ranks.get(sort)).sort();
      for (let k = 0; k < places.length; k++) places[k] = order[places[k] as number] as number;
      return places;
    });
  }

  /** Which postings these are, for remembering their unions. */
  private kindOf(postings: Int32Array[]): string {
    if (postings === this.cityCategoryPostings) return 'pair';
    if (postings === this.cityPostings) return 'city';
    return postings === this.categoryPostings ? 'category' : 'location';
  }

  /**
   * The list remembered under `key`, made by `make` when not; the most recently used are kept,
   * up to eight times the catalogue's size in positions in all.
   */
  private remembered(key: string, make: () => Int32Array): Int32Array {
    let list = this.unions.get(key);
    if (list) {
      // a list in use moves to the end (most recently used); what is held stays the same
      this.unions.delete(key);
      this.unions.set(key, list);
      return list;
    }
    list = make();
    this.unions.set(key, list);
    this.heldPositions += list.length;
    for (const [oldest, kept] of this.unions) {
      if (this.heldPositions <= 8 * this.size || oldest === key) break;
      this.unions.delete(oldest);
      this.heldPositions -= kept.length;
    }
    return list;
  }

  /**
   * The positions (ascending) of the `postings` lists of the wanted codes. A union of several
   * lists (a city and its other names, a search category standing for several categories) is
   * remembered ({@link remembered}).
   */
  private unionFor(postings: Int32Array[], wanted: Uint8Array): Int32Array {
    const codes = codesOf(wanted);
    if (codes.length <= 1) return codes.length === 1 ? (postings[codes[0] as number] as Int32Array) : new Int32Array(0);
    return this.remembered(`${this.kindOf(postings)}:${codes.join(',')}`, () => unionOf(postings, wanted));
  }
}

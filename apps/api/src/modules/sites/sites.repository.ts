import type { SiteSort } from '@realty/contracts/sites/list-sites';
import type { Database } from '@realty/db/client';
import { siteCatalogueVersion, siteChanges, sites } from '@realty/db/schema';
import { and, asc, type Column, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.ts';

/** A `sites` row as Drizzle returns it (never leaves the API). */
export type SiteRow = typeof sites.$inferSelect;

/** The `sites` columns no answer of a listing shows: the search texts and point, and figures only searches and brokerage read. */
const NOT_ANSWERED = [
  'locationText',
  'searchText',
  'location',
  'areaSqftMin',
  'areaSqftMax',
  'brokeragePercent',
] as const satisfies readonly (keyof SiteRow)[];

/**
 * A listing's row as its answers need it (docs/product/catalogue.md, "The detail page"): a
 * {@link SiteRow} without the columns of {@link NOT_ANSWERED}. Every `SiteRow` is one.
 */
export type ListingRow = Omit<SiteRow, (typeof NOT_ANSWERED)[number]>;

/** The answered columns: each row key with its column, whose own decoder turns the driver's value into the row's. */
const LISTING_COLUMNS: readonly (readonly [string, Column])[] = Object.entries(getTableColumns(sites)).filter(
  ([key]) => !(NOT_ANSWERED as readonly string[]).includes(key),
);
/** The answered columns as a select list ("site_id", "site_title", …). */
const LISTING_SELECT_LIST = sql.raw(LISTING_COLUMNS.map(([, column]) => `"${column.name}"`).join(', '));

/**
 * Filters understood by {@link findSitePageRows} and {@link countSiteRows}, each one condition,
 * all combined with AND (docs/product/catalogue.md, "Searching"). Text is matched
 * case-insensitively; lists hold the values any of which may match. Prices are rupees, areas
 * square feet.
 */
export type SiteFilters = {
  /** Substring of the title. */
  title?: string | undefined;
  /** Substrings of state, city, landmark and famous place joined (the `location` filter with every name of a city in it). */
  location?: string[] | undefined;
  /** Substrings of title, city, landmark and famous place joined (the `search` filter, likewise). */
  search?: string[] | undefined;
  /** The words of `q` not understood: substrings like {@link SiteFilters.search}. */
  text?: string[] | undefined;
  /** A locality `q` named: substring of state, city, landmark and famous place joined. */
  locality?: string | undefined;
  /** Listing categories, lower case (the `category` filter). */
  category?: string[] | undefined;
  /** Listing categories, lower case (the category `q` named). */
  qCategory?: string[] | undefined;
  /** Every name of the state, lower case. */
  state?: string[] | undefined;
  /** Every name of the city, lower case (the `city` filter). */
  city?: string[] | undefined;
  /** Every name of the city `q` named, lower case. */
  qCity?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Bedroom counts any of which the listing offers (4 or more already spread to 4…20). */
  bhk?: number[] | undefined;
  /** Likewise, from `q`. */
  qBhk?: number[] | undefined;
  /** The listing's area range reaches this many square feet (carpet, else plot). */
  minArea?: number | undefined;
  /** The listing's area range starts at or below this many square feet. */
  maxArea?: number | undefined;
  possession?: string[] | undefined;
  furnishing?: string[] | undefined;
  verified?: boolean | undefined;
  /** West, south, east, north in degrees: listings whose location lies in the box (edges included). */
  bbox?: readonly [number, number, number, number] | undefined;
};

/** The filters in the order their conditions are written; a query's shape is which are present. */
const FILTER_KEYS = [
  'title',
  'location',
  'search',
  'text',
  'locality',
  'category',
  'qCategory',
  'state',
  'city',
  'qCity',
  'minPrice',
  'maxPrice',
  'bhk',
  'qBhk',
  'minArea',
  'maxArea',
  'possession',
  'furnishing',
  'verified',
  'bbox',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** Substring filters: one pattern keeps the plain `ilike` the planner knows best; several become `ilike any`. */
const PATTERN_KEYS = new Set<FilterKey>(['location', 'search', 'text']);

/** '0' absent, '1' present, '2' present with several patterns. */
function codeOf(f: SiteFilters, key: FilterKey): string {
  const value = f[key];
  if (value === undefined || value === false || value === '') return '0';
  if (Array.isArray(value) && PATTERN_KEYS.has(key)) return value.length === 0 ? '0' : value.length === 1 ? '1' : '2';
  return '1';
}

/** Which filters are present, as a short stable text such as '0100…' (part of statement names). */
function shapeOf(f: SiteFilters): string {
  return FILTER_KEYS.map((k) => codeOf(f, k)).join('');
}

/** A PostgreSQL array literal of `values` (each quoted and escaped), sent as one text parameter and cast in SQL. */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/** The WHERE conditions of a shape, with placeholders named after the filters. */
function conditionsOf(shape: string): SQL[] {
  const code = (key: FilterKey) => shape[FILTER_KEYS.indexOf(key)] ?? '0';
  const on = (key: FilterKey) => code(key) !== '0';
  const p = (key: FilterKey) => sql.placeholder(key);
  const like = (column: SQL | typeof sites.title, key: FilterKey) =>
    code(key) === '2' ? sql`${column} ilike any(cast(${p(key)} as text[]))` : sql`${column} ilike ${p(key)}`;
  const anyOf = (column: SQL, key: FilterKey) => sql`${column} = any(cast(${p(key)} as text[]))`;
  const conditions: SQL[] = [];
  if (on('title')) conditions.push(sql`${sites.title} ilike ${p('title')}`);
  if (on('location')) conditions.push(like(sql`${sites.locationText}`, 'location'));
  if (on('search')) conditions.push(like(sql`${sites.searchText}`, 'search'));
  if (on('text')) conditions.push(like(sql`${sites.searchText}`, 'text'));
  if (on('locality')) conditions.push(sql`${sites.locationText} ilike ${p('locality')}`);
  if (on('category')) conditions.push(anyOf(sql`lower(${sites.category})`, 'category'));
  if (on('qCategory')) conditions.push(anyOf(sql`lower(${sites.category})`, 'qCategory'));
  if (on('state')) conditions.push(anyOf(sql`lower(${sites.state})`, 'state'));
  if (on('city')) conditions.push(anyOf(sql`lower(${sites.city})`, 'city'));
  if (on('qCity')) conditions.push(anyOf(sql`lower(${sites.city})`, 'qCity'));
  if (on('minPrice')) conditions.push(sql`${sites.price} >= ${p('minPrice')}`);
  if (on('maxPrice')) conditions.push(sql`${sites.price} <= ${p('maxPrice')}`);
  if (on('bhk')) conditions.push(sql`${sites.bhk} && cast(${p('bhk')} as smallint[])`);
  if (on('qBhk')) conditions.push(sql`${sites.bhk} && cast(${p('qBhk')} as smallint[])`);
  if (on('minArea')) conditions.push(sql`${sites.areaSqftMax} >= cast(${p('minArea')} as numeric)`);
  if (on('maxArea')) conditions.push(sql`${sites.areaSqftMin} <= cast(${p('maxArea')} as numeric)`);
  if (on('possession')) conditions.push(anyOf(sql`${sites.possession}`, 'possession'));
  if (on('furnishing')) conditions.push(anyOf(sql`${sites.furnishing}`, 'furnishing'));
  if (on('verified')) conditions.push(sql`${sites.verified}`);
  if (on('bbox'))
    conditions.push(
      sql`${sites.location} <@ box(point(cast(${sql.placeholder('west')} as float8), cast(${sql.placeholder('south')} as float8)), point(cast(${sql.placeholder('east')} as float8), cast(${sql.placeholder('north')} as float8)))`,
    );
  return conditions;
}

export { conditionsOf as siteFilterConditionsOf, shapeOf as siteFilterShapeOf, valuesOf as siteFilterValuesOf };

/** Placeholder values for `f`: LIKE patterns for the substring filters, prices as exact decimal text, lists as array literals. */
function valuesOf(f: SiteFilters): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const patterns = (key: 'location' | 'search' | 'text') => {
    const list = f[key];
    if (!list?.length) return;
    values[key] = list.length === 1 ? containsPattern(list[0] as string) : arrayLiteral(list.map(containsPattern));
  };
  if (f.title) values.title = containsPattern(f.title);
  patterns('location');
  patterns('search');
  patterns('text');
  if (f.locality) values.locality = containsPattern(f.locality);
  for (const key of ['category', 'qCategory', 'state', 'city', 'qCity', 'possession', 'furnishing', 'bhk', 'qBhk'] as const) {
    const list = f[key];
    if (list) values[key] = arrayLiteral(list);
  }
  if (f.minPrice !== undefined) values.minPrice = f.minPrice.toFixed(2);
  if (f.maxPrice !== undefined) values.maxPrice = f.maxPrice.toFixed(2);
  if (f.minArea !== undefined) values.minArea = String(f.minArea);
  if (f.maxArea !== undefined) values.maxArea = String(f.maxArea);
  if (f.bbox) Object.assign(values, { west: f.bbox[0], south: f.bbox[1], east: f.bbox[2], north: f.bbox[3] });
  return values;
}

/**
 * A sort order: the leading sort expression (absent for the default id order), its SQL type
 * for comparing an anchor value, and the direction. Every order ends with `site_id` in the
 * same direction, so (leading, site_id) is unique and matches one index.
 */
type Order = { lead: SQL | undefined; cast: string; descending: boolean };

function orderSpecOf(sort: SiteSort | undefined): Order {
  switch (sort) {
    case 'Newest':
      return { lead: sql`${sites.createdAt}`, cast: 'timestamptz', descending: true };
    case 'priceLowHigh':
      return { lead: sql`${sites.price}`, cast: 'numeric', descending: false };
    case 'priceHighLow':
      return { lead: sql`${sites.price}`, cast: 'numeric', descending: true };
    // titles by the code points of their lower-cased text: the same on every server and locale, and
    // what the catalogue index reproduces for listings changed since its build (migration 0014)
    case 'titleAZ':
      return { lead: sql`(lower(${sites.title}) COLLATE "C")`, cast: 'text', descending: false };
    case 'titleZA':
      return { lead: sql`(lower(${sites.title}) COLLATE "C")`, cast: 'text', descending: true };
    case 'pricePerSqftLowHigh':
      // the expression of the sites_covering_price_per_sqft index: listings without one last
      return { lead: sql`coalesce(${sites.pricePerSqft}, 9223372036854775807)`, cast: 'bigint', descending: false };
    default:
      return { lead: undefined, cast: 'text', descending: false };
  }
}

function orderOf(sort: SiteSort | undefined): SQL[] {
  const { lead, descending } = orderSpecOf(sort);
  const dir = descending ? desc : asc;
  return lead ? [dir(lead), dir(sites.siteId)] : [dir(sites.siteId)];
}

/** Rows `>=` (or `<=` when descending) the anchor in sort order: the keyset condition. */
function fromAnchorCondition(sort: SiteSort | undefined): SQL {
  const { lead, cast, descending } = orderSpecOf(sort);
  const op = sql.raw(descending ? '<=' : '>=');
  if (!lead) return sql`${sites.siteId} ${op} ${sql.placeholder('anchorId')}`;
  return sql`(${lead}, ${sites.siteId}) ${op} (cast(${sql.placeholder('anchorKey')} as ${sql.raw(cast)}), ${sql.placeholder('anchorId')})`;
}

/**
 * Where a page begins in sort order: `offset` rows come before the row whose sort key is
 * `key` (the leading sort value as PostgreSQL text, exact to the microsecond or paisa) and
 * whose id is `siteId`.
 */
export type PageAnchor = { offset: number; key: string | null; siteId: number };

type Prepared<T> = { execute: (values?: Record<string, unknown>) => Promise<T[]> };
const preparedByDatabase = new WeakMap<Database, Map<string, Prepared<unknown>>>();

/**
 * The statement `name` of `db`, built by `build` the first time: building a Drizzle query
 * costs more CPU than running it (docs/benchmarks.md). Statements are prepared without a
 * server-side name, so PostgreSQL plans each run for its actual values (a substring pattern
 * or a deep offset can change the best plan) instead of settling on a generic plan.
 */
function prepared<T>(db: Database, name: string, build: () => Prepared<T>): Prepared<T> {
  let cache = preparedByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    preparedByDatabase.set(db, cache);
  }
  let statement = cache.get(name) as Prepared<T> | undefined;
  if (!statement) {
    statement = build();
    cache.set(name, statement as Prepared<unknown>);
  }
  return statement;
}

/**
 * How many listings match `filters`, counting at most `upTo` of them (docs/product/catalogue.md,
 * "Searching": a list answer counts one more than its bound, so it knows when more match), and
 * the catalogue version of the same snapshot, so a remembered total is always filed under the
 * version it was counted at.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export async function countSiteRows(db: Database, filters: SiteFilters, upTo: number): Promise<{ total: number; version: number }> {
  const shape = shapeOf(filters);
  const statement = prepared(db, `sites_count_${shape}`, () => {
    const matched = db
      .select({ one: sql<number>`1`.as('one') })
      .from(sites)
      .where(and(...conditionsOf(shape)))
      .limit(sql.placeholder('countUpTo'))
      .as('matched');
    return db
      .select({
        total: sql<number>`count(*)::int`,
        version: sql<string>`(select ${siteCatalogueVersion.version} from ${siteCatalogueVersion} limit 1)`,
      })
      .from(matched)
      .prepare('');
  });
  const [row] = await statement.execute({ ...valuesOf(filters), countUpTo: upTo });
  return { total: Number(row?.total ?? 0), version: Number(row?.version ?? 0) };
}

/**
 * The catalogue version: a number that changes whenever any listing is inserted, updated or
 * deleted (a statement trigger on `sites`). Caches of totals and page anchors are valid only
 * for the version they were made under.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export async function findCatalogueVersion(db: Database): Promise<number> {
  const statement = prepared(db, 'sites_catalogue_version', () =>
    db.select({ version: siteCatalogueVersion.version }).from(siteCatalogueVersion).limit(1).prepare(''),
  );
  const [row] = await statement.execute();
  return Number(row?.version ?? 0);
}

/**
 * One page of listings matching `filters` (docs/product/catalogue.md), sorted by `sort`: the `limit`
 * rows after skipping `offset`, or, with `anchor`, after skipping `offset - anchor.offset`
 * rows from the anchor on (a keyset start, so a deep page does not walk every earlier row).
 * A deferred join: the inner query pages over ids and sort keys only (an index-only scan where
 * the filter allows); only the rows shown are read in full. Also returns the anchor of the
 * page's first row, for later pages, and the catalogue version the page was read at
 * (undefined for an empty page).
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export async function findSitePageRows(
  db: Database,
  filters: SiteFilters,
  sort: SiteSort | undefined,
  offset: number,
  limit: number,
  anchor?: PageAnchor,
): Promise<{ rows: SiteRow[]; first: PageAnchor | undefined; version: number | undefined }> {
  const shape = shapeOf(filters);
  const anchored = anchor !== undefined;
  const name = `sites_page_${shape}_${sort ?? 'Default'}${anchored ? '_anchored' : ''}`;
  const statement = prepared(db, name, () => {
    const { lead } = orderSpecOf(sort);
    const conditions = conditionsOf(shape);
    if (anchored) conditions.push(fromAnchorCondition(sort));
    const page = db
      .select({ pageId: sites.siteId, pageKey: sql<string | null>`${lead ? sql`(${lead})::text` : sql`null::text`}`.as('page_key') })
      .from(sites)
      .where(and(...conditions))
      .orderBy(...orderOf(sort))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .as('page');
    return db
      .select({
        site: sites,
        pageKey: page.pageKey,
        version: sql<string>`(select ${siteCatalogueVersion.version} from ${siteCatalogueVersion} limit 1)`,
      })
      .from(sites)
      .innerJoin(page, eq(sites.siteId, page.pageId))
      .orderBy(...orderOf(sort))
      .prepare('');
  });
  const values: Record<string, unknown> = { ...valuesOf(filters), offset: offset - (anchor?.offset ?? 0), limit };
  if (anchor) Object.assign(values, { anchorKey: anchor.key, anchorId: anchor.siteId });
  const rows = await statement.execute(values);
  const head = rows[0];
  return {
    rows: rows.map((row) => row.site),
    first: head ? { offset, key: head.pageKey, siteId: head.site.siteId } : undefined,
    version: head ? Number(head.version) : undefined,
  };
}

/**
 * One page of listings matching `filters`, sorted by `sort` (the `limit` rows after skipping
 * `offset`, as {@link findSitePageRows} without an anchor), the number of matches counted up to
 * `upTo` (as {@link countSiteRows}) and the catalogue version, all of one snapshot and one
 * statement (docs/benchmarks.md, "The SQL path at 100,000 listings"); `offset + limit` must be
 * below `upTo`. Up to `upTo` matches are found first, in whatever order the cheapest index gives
 * them (the `sites_covering_*` indexes hold every filtered column and sort key, so that is an
 * index-only scan): their number is the count, and when it is below `upTo` they are every
 * match, and the page is the top of them in sort order. Only when `upTo` or more match is the
 * page found by walking the sort order, which then meets a match at least every few rows (one
 * listing in ten at 100,000). So a rare combination is never found by walking the whole order,
 * and the count and the page share one pass over the matches. Also returns the anchor of the
 * page's first row, as {@link findSitePageRows}.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export async function findSitePageAndTotal(
  db: Database,
  filters: SiteFilters,
  sort: SiteSort | undefined,
  offset: number,
  limit: number,
  upTo: number,
): Promise<{ rows: SiteRow[]; first: PageAnchor | undefined; version: number; total: number }> {
  const shape = shapeOf(filters);
  const statement = prepared(db, `sites_page_total_${shape}_${sort ?? 'Default'}`, () => {
    const { lead, descending } = orderSpecOf(sort);
    const key = lead ?? sql`${sites.siteId}`;
    const where = and(...conditionsOf(shape)) ?? sql`true`;
    const dir = sql.raw(descending ? 'desc' : 'asc');
    const upToParam = sql.placeholder('upTo');
    const offsetParam = sql.placeholder('offset');
    const limitParam = sql.placeholder('limit');
    const matched = db.$with('matched').as(
      db
        .select({ matchedId: sql<number>`${sites.siteId}`.as('matched_id'), matchedKey: sql`${key}`.as('matched_key') })
        .from(sites)
        .where(where)
        .limit(upToParam),
    );
    // both branches are planned, one runs: the other's one-time filter on the count is false
    const page = sql`(
      (select "matched_id" as "page_id", ("matched_key")::text as "page_key", "matched_key" as "page_order" from "matched"
        where (select count(*) from "matched") < ${upToParam}
        order by "matched_key" ${dir}, "matched_id" ${dir} offset ${offsetParam} limit ${limitParam})
      union all
      (select ${sites.siteId}, (${key})::text, ${key} from ${sites}
        where ${where} and (select count(*) from "matched") >= ${upToParam}
        order by ${key} ${dir}, ${sites.siteId} ${dir} offset ${offsetParam} limit ${limitParam})
    ) as "page"`;
    return db
      .with(matched)
      .select({
        site: sites,
        pageKey: sql<string | null>`"page"."page_key"`,
        total: sql<number>`(select count(*)::int from "matched")`,
        version: sql<string>`(select ${siteCatalogueVersion.version} from ${siteCatalogueVersion} limit 1)`,
      })
      .from(sql`(select 1) as "one"`)
      .leftJoin(page, sql`true`)
      .leftJoin(sites, sql`${sites.siteId} = "page"."page_id"`)
      .orderBy(sql`"page"."page_order" ${dir}`, sql`"page"."page_id" ${dir}`)
      .prepare('');
  });
  const rows = await statement.execute({ ...valuesOf(filters), upTo, offset, limit });
  const found = rows.flatMap((row) => (row.site ? [{ site: row.site, pageKey: row.pageKey }] : []));
  const head = found[0];
  return {
    rows: found.map((row) => row.site),
    first: head ? { offset, key: sortKeyOf(sort, head.pageKey), siteId: head.site.siteId } : undefined,
    version: Number(rows[0]?.version ?? 0),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The anchor key of a row whose sort key reads `text`: none for the default id order, as {@link findSitePageRows} gives it. */
function sortKeyOf(sort: SiteSort | undefined, text: string | null): string | null {
  return orderSpecOf(sort).lead ? text : null;
}

/**
 * The listing with id `siteId`, or undefined.
 * @see docs/product/catalogue.md ("The detail page (`/detailpage/{id}`, also `/detailproperty/{id}`)")
 */
export async function findSiteRow(db: Database, siteId: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.siteId, siteId)).limit(1);
  return row;
}

/**
 * Listings with the given ids, in no particular order.
 * @see docs/product/catalogue.md ("The detail page (`/detailpage/{id}`, also `/detailproperty/{id}`)")
 */
export async function findSiteRowsByIds(db: Database, ids: number[]): Promise<SiteRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sites).where(inArray(sites.siteId, ids));
}

/**
 * Every listing's filter fields for the catalogue index (docs/decisions/0016-catalogue-search-index.md),
 * in `site_id` order (only listings `ids` when given: those changed since an index's version,
 * docs/decisions/0022-near-real-time-catalogue-index.md): texts lower-cased by PostgreSQL's
 * `lower()` (as the filters compare them), numerics as exact text, the `location` point's x
 * (longitude) and y (latitude) as doubles, `created_at` in microseconds and the price per square
 * foot (the sort keys of listings placed among an index's).
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export function findIndexedListings(db: Database, ids?: readonly number[]) {
  return db
    .select(INDEXED_COLUMNS)
    .from(sites)
    .where(ids === undefined ? undefined : sql`${sites.siteId} = any(cast(${arrayLiteral(ids)} as int[]))`)
    .orderBy(asc(sites.siteId));
}

/** The columns {@link findIndexedListings} reads of a listing. */
const INDEXED_COLUMNS = {
  site_id: sites.siteId,
  title: sql<string>`lower(${sites.title})`,
  city: sql<string>`lower(${sites.city})`,
  state: sql<string>`lower(${sites.state})`,
  category: sql<string>`lower(${sites.category})`,
  location_text: sql<string>`lower(${sites.locationText})`,
  search_text: sql<string>`lower(${sites.searchText})`,
  price: sites.price,
  bhk: sites.bhk,
  area_min: sites.areaSqftMin,
  area_max: sites.areaSqftMax,
  possession: sites.possession,
  furnishing: sites.furnishing,
  verified: sites.verified,
  x: sql<number | null>`(${sites.location})[0]`,
  y: sql<number | null>`(${sites.location})[1]`,
  related_sites: sites.relatedSites,
  created_micros: sql<number>`(extract(epoch from ${sites.createdAt}) * 1000000)::float8`,
  price_per_sqft: sites.pricePerSqft,
};

/** A listing's columns as {@link findIndexedListings} reads them. */
export type IndexedListingRow = Awaited<ReturnType<typeof findIndexedListings>>[number];

/**
 * The catalogue's change log since version `since`, in one statement (one snapshot, one round
 * trip; docs/decisions/0022-near-real-time-catalogue-index.md): the current version, the version
 * up to which the log was pruned, the distinct ids of the listings inserted, updated or deleted by
 * statements of a later version (0 stands for a truncated table), and the current rows
 * ({@link findIndexedListings}' columns) of those that exist. Rejects with the database's error.
 */
export async function findCatalogueChanges(
  db: Database,
  since: number,
): Promise<{ version: number; prunedThrough: number; siteIds: number[]; rows: IndexedListingRow[] }> {
  const head = db
    .select({ version: siteCatalogueVersion.version, prunedThrough: siteCatalogueVersion.prunedThrough })
    .from(siteCatalogueVersion)
    .limit(1)
    .as('head');
  const changed = db
    .selectDistinct({ changedId: siteChanges.siteId })
    .from(siteChanges)
    .where(sql`${siteChanges.version} > ${since}`)
    .as('changed');
  const found = await db
    .select({ headVersion: head.version, prunedThrough: head.prunedThrough, changedId: changed.changedId, row: INDEXED_COLUMNS })
    .from(head)
    .leftJoin(changed, sql`true`)
    .leftJoin(sites, eq(sites.siteId, changed.changedId));
  const first = found[0];
  return {
    version: Number(first?.headVersion ?? 0),
    prunedThrough: Number(first?.prunedThrough ?? 0),
    siteIds: found.flatMap((r) => (r.changedId === null ? [] : [r.changedId])),
    rows: found.flatMap((r) => (r.row?.site_id == null ? [] : [r.row as IndexedListingRow])),
  };
}

/**
 * Deletes the change log's entries older than `before`, and records the newest version deleted
 * as `pruned_through` (an index older than that must be built anew). Returns how many entries
 * were deleted. Rejects with the database's error (a read replica refuses it).
 */
export async function pruneCatalogueChanges(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(siteChanges)
      .where(sql`${siteChanges.changedAt} < ${before.toISOString()}`)
      .returning({ version: siteChanges.version });
    const newest = deleted.reduce((most, row) => Math.max(most, Number(row.version)), 0);
    if (newest > 0)
      await tx.update(siteCatalogueVersion).set({ prunedThrough: sql`greatest(${siteCatalogueVersion.prunedThrough}, ${newest})` });
    return deleted.length;
  });
}

/**
 * Every listing id in the order `sort` pages them (the same `ORDER BY` as {@link findSitePageRows},
 * ties by `site_id`), for the catalogue index.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export async function findSiteIdsInOrder(db: Database, sort: SiteSort): Promise<number[]> {
  const rows = await db
    .select({ siteId: sites.siteId })
    .from(sites)
    .orderBy(...orderOf(sort));
  return rows.map((r) => r.siteId);
}

/**
 * Listings with the given ids (in no particular order) and the catalogue version of the same
 * snapshot, so a page found by the catalogue index is known to be of the index's version. Only
 * the columns an answer shows are read ({@link ListingRow}); rejects with the database's error.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 * @see docs/decisions/0021-lean-listing-reads.md
 */
export async function findSiteRowsWithVersion(db: Database, ids: number[]): Promise<{ rows: ListingRow[]; version: number }> {
  // the driver's rows, named by column, are decoded here: Drizzle's generic mapping of a select cost more than the query's own work
  const result = await db.execute(
    sql`select ${LISTING_SELECT_LIST}, (select ${siteCatalogueVersion.version} from ${siteCatalogueVersion} limit 1) as catalogue_version
      from ${sites} where ${sites.siteId} = any(cast(${arrayLiteral(ids)} as int[]))`,
  );
  const raw = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return { rows: raw.map(listingRowOf), version: raw[0] ? Number(raw[0].catalogue_version) : await findCatalogueVersion(db) };
}

/** Every answered key, null: a row starts as a copy of this, so its fields are set in place instead of added one by one (which makes a slow dictionary of an object of this many fields). */
const EMPTY_LISTING_ROW: Readonly<Record<string, unknown>> = Object.fromEntries(LISTING_COLUMNS.map(([key]) => [key, null]));

/** A driver's row of the answered columns (named as in the table) as a {@link ListingRow}, each value decoded as Drizzle would. */
function listingRowOf(raw: Record<string, unknown>): ListingRow {
  const row: Record<string, unknown> = { ...EMPTY_LISTING_ROW };
  for (const [key, column] of LISTING_COLUMNS) {
    const value = raw[column.name];
    if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
  }
  return row as ListingRow;
}

/**
 * Which of `ids` are listings (by the primary key alone), in no particular order.
 * @see docs/product/catalogue.md ("The detail page (`/detailpage/{id}`, also `/detailproperty/{id}`)")
 */
export async function findExistingSiteIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ siteId: sites.siteId }).from(sites).where(inArray(sites.siteId, ids));
  return rows.map((r) => r.siteId);
}

/** Extra nearest candidates read beyond `limit`, so that the exact re-sort sees every listing a float distance could misplace. */
const SIMILAR_CANDIDATE_MARGIN = 50;

/** Micro-degrees of a coordinate stored as numeric text with 6 decimals ("25.317600" → 25317600n). */
function microDegrees(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6)));
}

/** What the nearest-first search reads of a candidate: its id and coordinates (numeric text, 6 decimals). */
type Candidate = { siteId: number; lat: string | null; lon: string | null };

/** The exact squared distance in micro-degrees² between two listings' coordinates, or null when either has none. */
function squaredDistance(a: Candidate, b: Candidate): bigint | null {
  if (a.lat === null || a.lon === null || b.lat === null || b.lon === null) return null;
  const dLat = microDegrees(a.lat) - microDegrees(b.lat);
  const dLon = microDegrees(a.lon) - microDegrees(b.lon);
  return dLat * dLat + dLon * dLon;
}

/**
 * The ids of up to `limit` other listings of the same category as `site`, excluding
 * `excludeIds`, in order: those in the same state first, each group nearest first by
 * coordinates (squared difference of latitude and longitude in degrees, exact), listings without
 * coordinates last, ties by id.
 *
 * Each group's listings with coordinates are read nearest-first through the GiST index on
 * `location` (`ORDER BY location <-> point(lon, lat)`, docs/decisions/0010-structured-listings.md),
 * so a detail page reads about `limit` + 50 index entries instead of sorting every listing of the
 * category, and only their ids and coordinates; the candidates are then sorted exactly (the
 * index's float distances could swap two listings at equal distance), and listings without
 * coordinates follow by id. Answers are the same as sorting the whole category.
 * @see docs/product/catalogue.md ("The detail page (`/detailpage/{id}`, also `/detailproperty/{id}`)")
 */
export async function findSimilarSiteIds(db: Database, site: SiteRow, excludeIds: number[], limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const conditions = [sql`lower(${sites.category}) = lower(${site.category})`, ne(sites.siteId, site.siteId)];
  if (excludeIds.length) conditions.push(sql`${sites.siteId} <> all(${sql.raw(`ARRAY[${excludeIds.map(Number).join(',')}]::int[]`)})`);
  const hasPoint = site.lat !== null && site.lon !== null;
  const byExactDistance = (a: Candidate, b: Candidate): number => {
    const da = squaredDistance(a, site) as bigint;
    const db_ = squaredDistance(b, site) as bigint;
    return da === db_ ? a.siteId - b.siteId : da < db_ ? -1 : 1;
  };
  const narrow = { siteId: sites.siteId, lat: sites.lat, lon: sites.lon };
  /** Listings of the group without coordinates (or all, when `site` has none), by id. */
  const byId = (state: SQL, wanted: number, onlyWithoutPoint: boolean) =>
    db
      .select(narrow)
      .from(sites)
      .where(and(...conditions, state, ...(onlyWithoutPoint ? [sql`${sites.location} is null`] : [])))
      .orderBy(asc(sites.siteId))
      .limit(wanted);
  /**
   * The `wanted` nearest listings of the group that have coordinates: read nearest-first by the
   * index's float distance, then sorted exactly. When the last candidate read is as far as the
   * wanted-th one (a tie could straddle the window), the window grows and the read is repeated.
   */
  const nearest = async (state: SQL, wanted: number): Promise<Candidate[]> => {
    for (let window = wanted + SIMILAR_CANDIDATE_MARGIN; ; window *= 4) {
      const candidates = await db
        .select(narrow)
        .from(sites)
        .where(and(...conditions, state, sql`${sites.location} is not null`))
        .orderBy(sql`${sites.location} <-> point(${Number(site.lon)}::float8, ${Number(site.lat)}::float8)`)
        .limit(window);
      const sorted = [...candidates].sort(byExactDistance).slice(0, wanted);
      const last = candidates.at(-1);
      const boundary = sorted.at(-1);
      if (candidates.length < window || !last || !boundary) return sorted;
      // a float distance is within one part in a million of the exact one: a listing past the
      // window can only belong among the wanted ones when the last one read is that close
      const edge = squaredDistance(boundary, site) as bigint;
      if ((squaredDistance(last, site) as bigint) > edge + 1n + edge / 1_000_000n) return sorted;
    }
  };
  const group = async (state: SQL, wanted: number): Promise<Candidate[]> => {
    if (!hasPoint) return byId(state, wanted, false);
    const near = await nearest(state, wanted);
    return near.length >= wanted ? near : [...near, ...(await byId(state, wanted - near.length, true))];
  };
  const sameState = await group(sql`lower(${sites.state}) = lower(${site.state})`, limit);
  const found =
    sameState.length >= limit
      ? sameState
      : [...sameState, ...(await group(sql`lower(${sites.state}) <> lower(${site.state})`, limit - sameState.length))];
  return found.map((c) => c.siteId);
}

/**
 * {@link findSimilarSiteIds} read in full: the similar listings themselves, in the same order.
 * @see docs/product/catalogue.md ("The detail page (`/detailpage/{id}`, also `/detailproperty/{id}`)")
 */
export async function findSimilarSiteRows(db: Database, site: SiteRow, excludeIds: number[], limit: number): Promise<SiteRow[]> {
  const ids = await findSimilarSiteIds(db, site, excludeIds, limit);
  const rows = await findSiteRowsByIds(db, ids);
  return ids.map((id) => rows.find((r) => r.siteId === id)).filter((r): r is SiteRow => r !== undefined);
}

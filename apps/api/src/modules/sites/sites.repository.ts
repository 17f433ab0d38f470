import type { SiteSort } from '@realty/contracts/sites/list-sites';
import type { Database } from '@realty/db/client';
import { siteCatalogueVersion, sites } from '@realty/db/schema';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.ts';

/** A `sites` row as Drizzle returns it (never leaves the API). */
export type SiteRow = typeof sites.$inferSelect;

/** Filters understood by {@link findSitePageRows} and {@link countSiteRows}; text is matched case-insensitively, prices in rupees. */
export type SiteFilters = {
  title?: string | undefined;
  category?: string | undefined;
  location?: string | undefined;
  search?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

/** The filters in the order their conditions are written; a query's shape is which are present. */
const FILTER_KEYS = ['title', 'location', 'search', 'category', 'state', 'city', 'minPrice', 'maxPrice'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const present = (f: SiteFilters, key: FilterKey): boolean => (typeof f[key] === 'number' ? true : Boolean(f[key]));

/** Which filters are present, as a short stable text such as '01000100' (part of statement names). */
function shapeOf(f: SiteFilters): string {
  return FILTER_KEYS.map((k) => (present(f, k) ? '1' : '0')).join('');
}

/** The WHERE conditions of a shape, with placeholders named after the filters. */
function conditionsOf(shape: string): SQL[] {
  const on = (key: FilterKey) => shape[FILTER_KEYS.indexOf(key)] === '1';
  const p = (key: FilterKey) => sql.placeholder(key);
  const conditions: SQL[] = [];
  if (on('title')) conditions.push(sql`${sites.title} ilike ${p('title')}`);
  if (on('location')) conditions.push(sql`${sites.locationText} ilike ${p('location')}`);
  if (on('search')) conditions.push(sql`${sites.searchText} ilike ${p('search')}`);
  if (on('category')) conditions.push(sql`lower(${sites.category}) = lower(${p('category')})`);
  if (on('state')) conditions.push(sql`lower(${sites.state}) = lower(${p('state')})`);
  if (on('city')) conditions.push(sql`lower(${sites.city}) = lower(${p('city')})`);
  if (on('minPrice')) conditions.push(sql`${sites.price} >= ${p('minPrice')}`);
  if (on('maxPrice')) conditions.push(sql`${sites.price} <= ${p('maxPrice')}`);
  return conditions;
}

/** Placeholder values for `f`: LIKE patterns for the substring filters, prices as exact decimal text. */
function valuesOf(f: SiteFilters): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (f.title) values.title = containsPattern(f.title);
  if (f.location) values.location = containsPattern(f.location);
  if (f.search) values.search = containsPattern(f.search);
  if (f.category) values.category = f.category;
  if (f.state) values.state = f.state;
  if (f.city) values.city = f.city;
  if (f.minPrice !== undefined) values.minPrice = f.minPrice.toFixed(2);
  if (f.maxPrice !== undefined) values.maxPrice = f.maxPrice.toFixed(2);
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
    case 'titleAZ':
      return { lead: sql`lower(${sites.title})`, cast: 'text', descending: false };
    case 'titleZA':
      return { lead: sql`lower(${sites.title})`, cast: 'text', descending: true };
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
 * How many listings match `filters` (docs/product/catalogue.md), and the catalogue version of the same
 * snapshot, so a remembered total is always filed under the version it was counted at.
 * @see docs/product/catalogue.md ("Searching: `GET /api/sites`")
 */
export async function countSiteRows(db: Database, filters: SiteFilters): Promise<{ total: number; version: number }> {
  const shape = shapeOf(filters);
  const statement = prepared(db, `sites_count_${shape}`, () =>
    db
      .select({
        total: sql<number>`count(*)::int`,
        version: sql<string>`(select ${siteCatalogueVersion.version} from ${siteCatalogueVersion} limit 1)`,
      })
      .from(sites)
      .where(and(...conditionsOf(shape)))
      .prepare(''),
  );
  const [row] = await statement.execute(valuesOf(filters));
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
 * Up to `limit` other listings of the same category as `site`, nearest first by coordinates
 * (those without coordinates last), excluding `excludeIds`.
 * @see docs/product/catalogue.md ("The detail page (`/detailpage/{id}`, also `/detailproperty/{id}`)")
 */
export async function findSimilarSiteRows(db: Database, site: SiteRow, excludeIds: number[], limit: number): Promise<SiteRow[]> {
  if (limit <= 0) return [];
  const conditions = [sql`lower(${sites.category}) = lower(${site.category})`, ne(sites.siteId, site.siteId)];
  if (excludeIds.length) conditions.push(sql`${sites.siteId} <> all(${sql.raw(`ARRAY[${excludeIds.map(Number).join(',')}]::int[]`)})`);
  const order: SQL[] = [sql`lower(${sites.state}) = lower(${site.state}) desc`];
  if (site.lat !== null && site.lon !== null) {
    order.push(sql`coalesce((${sites.lat} - ${site.lat})^2 + (${sites.lon} - ${site.lon})^2, 1e9)`);
  }
  order.push(asc(sites.siteId));
  return db
    .select()
    .from(sites)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
}

import { AREA_UNITS, FACINGS, FURNISHINGS, OWNERSHIPS, POSSESSIONS, TRANSACTIONS } from '@realty/contracts/sites/listing-fields';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** `plot_area` in square feet, exact, rounded half up to 0.01 sq ft (1 sq yd = 9, 1 sq m = 10.7639, 1 acre = 43,560 sq ft). */
const PLOT_SQFT = `CASE "plot_area_unit" WHEN 'sqft' THEN round("plot_area", 2) WHEN 'sqyd' THEN round("plot_area" * 9, 2) WHEN 'sqm' THEN round("plot_area" * 10.7639, 2) WHEN 'acre' THEN round("plot_area" * 43560, 2) END`;
/** The area the catalogue's area filters and price per square foot read: the carpet area (the smallest when a range), else the plot. */
const AREA_FROM = `coalesce("carpet_area_sqft_min", "carpet_area_sqft_max", ${PLOT_SQFT})`;
const AREA_TO = `coalesce("carpet_area_sqft_max", "carpet_area_sqft_min", ${PLOT_SQFT})`;
/** A CHECK that `column` is null or one of `values`. */
const oneOf = (column: string, values: readonly string[]): SQL =>
  sql.raw(`"${column}" is null or "${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Properties (sites) of docs/product/catalogue.md. Money is rupees in exact numerics; the two
 * generated text columns feed the trigram indexes behind the `location` and `search`
 * filters (docs/product/catalogue.md).
 *
 * The structured fields (docs/product/catalogue.md, "Structured fields";
 * docs/decisions/0010-structured-listings.md): `bhk` (bedroom counts offered, 0 = 1 RK, empty
 * for plots), areas in square feet (numeric, 2 decimals), the plot area in its own unit, the
 * value lists of `@realty/contracts/sites/listing-fields` (checked here too), `approved_by` and
 * `loan_banks` as text arrays, `verified`. Generated from them: `plot_area_sqft`, the area range
 * `area_sqft_min`/`area_sqft_max` the area filters read, `price_per_sqft` (whole rupees) and
 * `location`, a `point(lon, lat)` with a GiST index for the map's bounding box and
 * nearest-first queries (`ORDER BY location <-> point(lon, lat)`).
 */
export const sites = pgTable(
  'sites',
  {
    siteId: integer('site_id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('site_title').notNull(),
    city: text('site_city').notNull().default(''),
    state: text('site_state').notNull().default(''),
    landmark: text('site_landmark').notNull().default(''),
    famousPlace: text('site_famous_place').notNull().default(''),
    category: text('site_category').notNull().default(''),
    developer: text('site_developer').notNull().default(''),
    reraNumber: text('site_rera_number').notNull().default(''),
    minPrice: numeric('site_min_price', { precision: 14, scale: 2 }).notNull().default('0'),
    maxPrice: numeric('site_max_price', { precision: 14, scale: 2 }).notNull().default('0'),
    price: numeric('site_price', { precision: 14, scale: 2 }).notNull().default('0'),
    area: text('site_area').notNull().default(''),
    description: text('site_description').notNull().default(''),
    /** The title in Hindi, given by staff or null (docs/product/catalogue.md, "Hindi title and description"). */
    titleHi: text('title_hi'),
    /** The description in Hindi, given by staff or null (docs/product/catalogue.md, "Hindi title and description"). */
    descriptionHi: text('description_hi'),
    status: text('site_status').notNull().default('Available'),
    lat: numeric('site_lat', { precision: 9, scale: 6 }),
    lon: numeric('site_lon', { precision: 9, scale: 6 }),
    youtubeLink: text('site_youtube_link').notNull().default(''),
    coverImages: jsonb('cover_images').$type<string[]>().notNull().default([]),
    innerImages: jsonb('inner_images').$type<string[]>().notNull().default([]),
    pdfs: jsonb('site_pdfs').$type<string[]>().notNull().default([]),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    relatedSites: jsonb('related_sites').$type<number[]>().notNull().default([]),
    locationText: text('site_location_text').generatedAlwaysAs(
      sql`site_state || ' ' || site_city || ' ' || site_landmark || ' ' || site_famous_place`,
    ),
    searchText: text('site_search_text').generatedAlwaysAs(
      sql`site_title || ' ' || site_city || ' ' || site_landmark || ' ' || site_famous_place`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    bhk: smallint('bhk').array().notNull().default(sql`'{}'::smallint[]`),
    carpetAreaSqftMin: numeric('carpet_area_sqft_min', { precision: 10, scale: 2 }),
    carpetAreaSqftMax: numeric('carpet_area_sqft_max', { precision: 10, scale: 2 }),
    builtUpAreaSqft: numeric('built_up_area_sqft', { precision: 10, scale: 2 }),
    superBuiltUpAreaSqft: numeric('super_built_up_area_sqft', { precision: 10, scale: 2 }),
    plotArea: numeric('plot_area', { precision: 14, scale: 4 }),
    plotAreaUnit: text('plot_area_unit'),
    plotAreaSqft: numeric('plot_area_sqft', { precision: 16, scale: 2 }).generatedAlwaysAs(sql.raw(PLOT_SQFT)),
    areaSqftMin: numeric('area_sqft_min', { precision: 16, scale: 2 }).generatedAlwaysAs(sql.raw(AREA_FROM)),
    areaSqftMax: numeric('area_sqft_max', { precision: 16, scale: 2 }).generatedAlwaysAs(sql.raw(AREA_TO)),
    pricePerSqft: bigint('price_per_sqft', { mode: 'number' }).generatedAlwaysAs(
      sql.raw(`CASE WHEN "site_price" > 0 AND ${AREA_FROM} > 0 THEN round("site_price" / ${AREA_FROM})::bigint END`),
    ),
    possession: text('possession'),
    possessionDate: date('possession_date', { mode: 'string' }),
    furnishing: text('furnishing'),
    facing: text('facing'),
    transaction: text('transaction'),
    ownership: text('ownership'),
    approvedBy: text('approved_by').array().notNull().default(sql`'{}'::text[]`),
    loanBanks: text('loan_banks').array().notNull().default(sql`'{}'::text[]`),
    verified: boolean('verified').notNull().default(false),
    /** What the builder pays the company on a booking, percent of the agreement value (docs/product/pipeline.md). */
    brokeragePercent: numeric('site_brokerage_percent', { precision: 5, scale: 2 }).notNull().default('2.00'),
    /** The builder whose approved project this listing is (docs/product/builders.md); null for staff-entered listings. */
    builderId: integer('builder_id'),
    /** When staff last approved the project behind this listing (docs/product/builders.md, "Verification"). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * The catalogue version of the statement that last inserted or updated this listing (set by a
     * trigger, migration 0014; docs/decisions/0022-near-real-time-catalogue-index.md): a row read
     * with a version above an index's is newer than that index.
     */
    catalogueVersion: bigint('catalogue_version', { mode: 'number' }).notNull().default(0),
    location: point('location', { mode: 'xy' }).generatedAlwaysAs(
      sql.raw(`CASE WHEN "site_lat" IS NOT NULL AND "site_lon" IS NOT NULL THEN point("site_lon"::float8, "site_lat"::float8) END`),
    ),
  },
  (t) => [
    index('sites_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('sites_location_trgm').using('gin', sql`${t.locationText} gin_trgm_ops`),
    index('sites_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // each lower(x) index also holds x itself, so counts run as index-only scans (PostgreSQL
    // only plans those when every referenced column is in the index; docs/benchmarks.md)
    index('sites_category_lower').on(sql`lower(${t.category})`, t.price, t.category),
    index('sites_city_lower').on(sql`lower(${t.city})`, t.city),
    index('sites_state_lower').on(sql`lower(${t.state})`, t.state),
    // bhk: the GIN index finds rare counts; the b-tree lets a count of a common one run as an
    // index-only scan (the overlap is checked on the index entries; docs/benchmarks.md)
    index('sites_bhk').using('gin', t.bhk),
    index('sites_bhk_list').on(t.bhk),
    // each area index also holds the other end, so the range filters count by index-only scans
    index('sites_area_min').on(t.areaSqftMin, t.areaSqftMax),
    index('sites_area_max').on(t.areaSqftMax, t.areaSqftMin),
    index('sites_possession').on(t.possession, t.furnishing),
    index('sites_furnishing').on(t.furnishing, t.possession),
    index('sites_verified').on(t.siteId).where(sql`${t.verified}`),
    index('sites_builder').on(t.builderId).where(sql`${t.builderId} is not null`),
    // the SQL path's search (migration 0016, docs/benchmarks.md "The SQL path at 100,000 listings"):
    // each also holds (INCLUDE, which Drizzle cannot declare) site_id, every column the filters
    // and sort keys read, so a search finds its matches (of a city and category, of a category in
    // a price band, of a price band) or walks a sort order by index-only scans; the title order
    // is lower(site_title) COLLATE "C" (migration 0014)
    index('sites_covering_city').on(sql`lower(${t.city})`, sql`lower(${t.category})`, t.price),
    index('sites_covering_category').on(sql`lower(${t.category})`, t.price),
    // (they replace the plain price, time, price-per-square-foot and title orders of the same keys;
    // titles sort by the code points of their lower-cased text, migration 0014; listings without a
    // price per square foot sort last, the key never null so keyset paging works)
    index('sites_covering_price').on(t.price, t.siteId),
    index('sites_covering_created_at').on(t.createdAt, t.siteId),
    index('sites_covering_price_per_sqft').on(sql`coalesce(${t.pricePerSqft}, 9223372036854775807)`, t.siteId),
    index('sites_covering_title').on(sql`(lower(${t.title}) COLLATE "C")`, t.siteId),
    // the map box and nearest-first queries; migration 0008 adds INCLUDE (site_id), which Drizzle
    // cannot declare, so a box's page of ids is an index-only scan (docs/benchmarks.md)
    index('sites_location').using('gist', t.location),
    check('sites_bhk_range_check', sql`${t.bhk} <@ '{0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20}'::smallint[]`),
    check('sites_plot_area_unit_check', oneOf('plot_area_unit', AREA_UNITS)),
    check('sites_plot_area_pair_check', sql`(${t.plotArea} is null) = (${t.plotAreaUnit} is null)`),
    check('sites_possession_check', oneOf('possession', POSSESSIONS)),
    check('sites_possession_date_check', sql`${t.possessionDate} is null or ${t.possession} = 'under_construction'`),
    check('sites_furnishing_check', oneOf('furnishing', FURNISHINGS)),
    check('sites_facing_check', oneOf('facing', FACINGS)),
    check('sites_transaction_check', oneOf('transaction', TRANSACTIONS)),
    check('sites_ownership_check', oneOf('ownership', OWNERSHIPS)),
  ],
);

/**
 * One row whose `version` changes with every statement that inserts, updates, deletes or
 * truncates listings (a statement trigger on `sites`, migration 0005). The catalogue API
 * keys its cached totals and deep-page anchors by it, so every instance drops them as soon
 * as any listing changes (docs/benchmarks.md).
 */
export const siteCatalogueVersion = pgTable('site_catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** Changes of `site_changes` up to this version were pruned: an index older than it is built anew. */
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
});

/**
 * The catalogue change log (migration 0014; docs/decisions/0022-near-real-time-catalogue-index.md):
 * one row per listing each statement on `sites` inserted, updated or deleted, with the
 * statement's catalogue version, written by triggers in the changing transaction (site_id 0: the
 * table was truncated). Catalogue indexes read it by version to apply changes instead of
 * reading the whole catalogue; rows older than a day are pruned.
 */
export const siteChanges = pgTable(
  'site_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_changes_version').on(t.version, t.siteId), index('site_changes_changed_at').on(t.changedAt)],
);

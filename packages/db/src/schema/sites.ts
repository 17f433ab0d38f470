import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Properties (sites) of docs/product/catalogue.md. Money is rupees in exact numerics; the two
 * generated text columns feed the trigram indexes behind the `location` and `search`
 * filters (docs/product/catalogue.md).
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
    index('sites_price').on(t.price, t.siteId),
    index('sites_created_at').on(t.createdAt, t.siteId),
    index('sites_title_order').on(sql`lower(${t.title})`, t.siteId),
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
});

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * States and the cities in them (docs/product/catalogue.md, "Places"), one table: a state row has
 * no `state_id`, a city row points at its state. `name` is the canonical spelling that listings
 * store in `site_state` / `site_city`; `aliases` are the other names people use (Allahabad for
 * Prayagraj; Banaras, Benares and Kashi for Varanasi). Every catalogue filter that takes a city or
 * a location matches all of a city's names. `localities` are the neighbourhoods the free-text search
 * recognises; `featured` marks the states and cities of the home page's featured filter, and
 * `sort_order` their order. `lat`/`lon` are a city's centre in degrees. The rows are written by
 * the migrations (0007) and read by the places module; staff do not edit them.
 */
export const places = pgTable(
  'places',
  {
    placeId: integer('place_id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    stateId: integer('state_id').references((): AnyPgColumn => places.placeId),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    localities: text('localities').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lon: numeric('lon', { precision: 9, scale: 6 }),
  },
  (t) => [
    uniqueIndex('places_kind_name').on(t.kind, sql`lower(${t.name})`),
    index('places_state').on(t.stateId),
    check('places_kind', sql`${t.kind} in ('state', 'city')`),
    check('places_city_has_state', sql`(${t.kind} = 'state') = (${t.stateId} is null)`),
  ],
);

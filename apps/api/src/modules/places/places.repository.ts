import type { Database } from '@realty/db/client';
import { places } from '@realty/db/schema';
import { asc } from 'drizzle-orm';

/** A `places` row as Drizzle returns it (never leaves the API; docs/product/catalogue.md, "Places"). */
export type PlaceRow = typeof places.$inferSelect;

/**
 * Every state and city of the places table, states and cities each in their `sort_order`
 * (then by name).
 * @see docs/product/catalogue.md ("Places")
 */
export async function findPlaceRows(db: Database): Promise<PlaceRow[]> {
  return db.select().from(places).orderBy(asc(places.kind), asc(places.sortOrder), asc(places.name));
}

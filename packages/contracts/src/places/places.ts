import { z } from 'zod';
import { blankToUndefined } from '../common/envelope.ts';

/**
 * The places the catalogue knows (docs/product/catalogue.md, "Places"): states, and the cities in
 * them with every name people use for them. Listings store a city's canonical name; every filter
 * that takes a city or a location matches all of its names.
 */

/**
 * A city: its canonical name (`city`, as listings store `site_city`), its other names
 * (`aliases`, e.g. Allahabad for Prayagraj), the localities the free-text search recognises (as
 * listings spell `site_landmark`), whether it is in the home page's featured filter, and its
 * centre in degrees (null when unknown). The object fits `SearchPlace` of
 * `listings/search-parser.ts`, so a page can hand the cities to `parseSearchText` as they come.
 * docs/product/catalogue.md, "Places".
 */
export const placeCitySchema = z
  .object({
    city: z.string(),
    aliases: z.array(z.string()),
    localities: z.array(z.string()),
    featured: z.boolean(),
    lat: z.number().nullable().meta({ description: 'Latitude of the centre, degrees' }),
    lon: z.number().nullable().meta({ description: 'Longitude of the centre, degrees' }),
  })
  .meta({ id: 'PlaceCity' });
/** Shape of {@link placeCitySchema} (docs/product/catalogue.md, "Places"). */
export type PlaceCity = z.infer<typeof placeCitySchema>;

/** A state: its canonical name (`site_state`), other names (e.g. UP), whether it is featured, and its cities in display order (featured first). docs/product/catalogue.md, "Places". */
export const placeStateSchema = z
  .object({
    state: z.string(),
    aliases: z.array(z.string()),
    featured: z.boolean(),
    cities: z.array(placeCitySchema),
  })
  .meta({ id: 'PlaceState' });
/** Shape of {@link placeStateSchema} (docs/product/catalogue.md, "Places"). */
export type PlaceState = z.infer<typeof placeStateSchema>;

/**
 * Query of `GET /api/places`: `featured=true` answers only the featured states and, in them, the
 * featured cities (the home page's "Only Uttar Pradesh" lookup); absent or blank answers every place.
 * Any other value is 400 'Featured must be true' (field featured). docs/product/catalogue.md, "Places".
 */
export const listPlacesQuerySchema = z.object({
  featured: z.preprocess(blankToUndefined, z.literal('true', { error: 'Featured must be true' }).optional()),
});
/** Parsed {@link listPlacesQuerySchema} (docs/product/catalogue.md, "Places"). */
export type ListPlacesQuery = z.infer<typeof listPlacesQuerySchema>;

/**
 * Answer of `GET /api/places`: `{ success: true, data: [{ state, aliases, featured, cities: [{ city,
 * aliases, localities, featured, lat, lon }] }] }`, states in display order. docs/product/catalogue.md, "Places".
 */
export const listPlacesResponseSchema = z.object({ success: z.literal(true), data: z.array(placeStateSchema) });
/** Shape of {@link listPlacesResponseSchema} (docs/product/catalogue.md, "Places"). */
export type ListPlacesResponse = z.infer<typeof listPlacesResponseSchema>;

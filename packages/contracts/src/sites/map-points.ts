import { z } from 'zod';
import { listSitesQuerySchema, searchUnderstoodSchema } from './list-sites.ts';

/**
 * Most listings `GET /api/sites/map` puts on the map at once (docs/product/catalogue.md, "The
 * listing page"): enough for every listing of a city, few enough for a phone to cluster at once
 * (about 60 bytes each, some 120 KB before compression).
 */
export const MAP_POINTS_CAP = 2000;

/**
 * Query of `GET /api/sites/map`: exactly the query of `GET /api/sites` (the same filters, free text
 * `q` and `bbox`, validated with the same messages), so the map shows the listings the list
 * matches; `page`, `pageSize`, `sort` and `fields` are accepted and ignored.
 */
export const mapPointsQuerySchema = listSitesQuerySchema;
/** Shape of {@link mapPointsQuerySchema} after parsing. */
export type MapPointsQuery = z.infer<typeof mapPointsQuerySchema>;

/** One listing on the map: its id, title, where it is (degrees), price (rupees, decimal text), locality and city. */
export const mapPointSchema = z
  .object({
    site_id: z.number().int(),
    site_title: z.string(),
    site_lat: z.number(),
    site_lon: z.number(),
    site_price: z.string(),
    site_landmark: z.string(),
    site_city: z.string(),
  })
  .meta({ id: 'MapPoint' });
/** Shape of {@link mapPointSchema}. */
export type MapPoint = z.infer<typeof mapPointSchema>;

/**
 * Answer of `GET /api/sites/map` (docs/product/catalogue.md, "The listing page"): every matching
 * listing that has a location, newest first, up to {@link MAP_POINTS_CAP} (`data`); `matched`, the
 * number of matching listings (with a location or not), counted up to `LIST_TOTAL_BOUND` + 1;
 * `capped: true` when more listings with a location match than `data` holds (zoom in or filter to
 * see them); with a non-blank `q`, `understood` as in `GET /api/sites`.
 */
export const mapPointsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(mapPointSchema),
  matched: z.number().int(),
  capped: z.boolean(),
  understood: searchUnderstoodSchema.optional(),
});
/** Shape of {@link mapPointsResponseSchema}. */
export type MapPointsResponse = z.infer<typeof mapPointsResponseSchema>;

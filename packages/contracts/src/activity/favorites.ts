import { z } from 'zod';
import { ERROR_CODES } from '../common/error-codes.ts';
import { idField, siteSummarySchema } from './fields.ts';

/** Path of `GET /api/user/favorites/{userId}` (docs/product/activity.md). */
export const favoritesUserParamsSchema = z.object({ userId: idField('Customer ID') });

/** One favourite: `fav_id`, `site_id`, `user_id`, when it was saved, and the listing's summary. */
export const favoriteSchema = z
  .object({
    fav_id: z.number().int(),
    site_id: z.number().int(),
    user_id: z.number().int(),
    created_at: z.string(),
    site: siteSummarySchema,
  })
  .meta({ id: 'Favorite' });

/** Shape of {@link favoriteSchema}. */
export type Favorite = z.infer<typeof favoriteSchema>;

/** Answer of `GET /api/user/favorites/{userId}`: newest first. */
export const listFavoritesResponseSchema = z.object({ success: z.literal(true), data: z.array(favoriteSchema) });
/** Shape of {@link listFavoritesResponseSchema}. */
export type ListFavoritesResponse = z.infer<typeof listFavoritesResponseSchema>;

/** Body of `POST /api/user/favorites` `{ user_id, site_id }` (docs/product/activity.md). */
export const addFavoriteBodySchema = z.object({ user_id: idField('Customer ID'), site_id: idField('Property ID') });
/** Shape of {@link addFavoriteBodySchema}. */
export type AddFavoriteBody = z.infer<typeof addFavoriteBodySchema>;

/** Answer of `POST /api/user/favorites` (201); a duplicate answers 409 'Already in favorites' with the existing `fav_id`. */
export const addFavoriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ fav_id: z.number().int(), site_id: z.number().int(), user_id: z.number().int() }),
});
/** Shape of {@link addFavoriteResponseSchema}. */
export type AddFavoriteResponse = z.infer<typeof addFavoriteResponseSchema>;

/** 409 answer of `POST /api/user/favorites` when the site is already a favourite. */
export const duplicateFavoriteResponseSchema = z.object({
  success: z.literal(false),
  code: z.literal(ERROR_CODES.ALREADY_FAVOURITE),
  message: z.string(),
  fav_id: z.number().int(),
});

/** Path of `DELETE /api/user/favorites/{favId}/{userId}` (docs/product/activity.md). */
export const removeFavoriteParamsSchema = z.object({ favId: idField('Favourite ID'), userId: idField('Customer ID') });

/** Answer of `DELETE /api/user/favorites/{favId}/{userId}`. */
export const removeFavoriteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

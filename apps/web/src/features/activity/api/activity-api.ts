import type { CreateEnquiryResponse } from '@realty/contracts/activity/enquiries';
import type { AddFavoriteResponse } from '@realty/contracts/activity/favorites';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query keys of this feature, so every screen invalidates the same lists. */
export const activityKeys = {
  favourites: (userId: number) => ['favourites', userId] as const,
  viewed: (userId: number) => ['viewed-sites', userId] as const,
  enquiries: (userId: number) => ['enquiries', userId] as const,
};

/** The signed-in customer's favourites (`GET /api/user/favorites/{userId}`); idle when `userId` is undefined. */
export function useFavouritesQuery(userId: number | undefined) {
  return useQuery({
    queryKey: activityKeys.favourites(userId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/user/favorites/${userId}`, {
        signal,
        schema: async () => (await import('@realty/contracts/activity/favorites')).listFavoritesResponseSchema,
      }),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The customer's recently viewed properties from the server, most recent first. */
export function useViewedSitesQuery(userId: number | undefined) {
  return useQuery({
    queryKey: activityKeys.viewed(userId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/user/viewed_site/${userId}`, {
        signal,
        schema: async () => (await import('@realty/contracts/activity/viewed-sites')).listViewedSitesResponseSchema,
      }),
    enabled: userId !== undefined,
  });
}

/** The customer's enquiries with status and date, newest first. */
export function useEnquiriesQuery(userId: number | undefined) {
  return useQuery({
    queryKey: activityKeys.enquiries(userId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/user/user_enquiry/${userId}`, {
        signal,
        schema: async () => (await import('@realty/contracts/activity/enquiries')).listEnquiriesResponseSchema,
      }),
    enabled: userId !== undefined,
  });
}

/** `POST /api/user/favorites`. @throws ApiError (409 when already a favourite, with `fav_id`). */
export const addFavourite = (userId: number, siteId: number) =>
  apiRequest<AddFavoriteResponse>('/user/favorites', { method: 'POST', body: { user_id: userId, site_id: siteId } });

/** `DELETE /api/user/favorites/{favId}/{userId}`. */
export const removeFavourite = (favId: number, userId: number) =>
  apiRequest<{ success: true; message: string }>(`/user/favorites/${favId}/${userId}`, { method: 'DELETE' });

/** `POST /api/user/viewed_site`. */
export const recordViewedSite = (userId: number, siteId: number) =>
  apiRequest('/user/viewed_site', { method: 'POST', body: { user_id: userId, site_id: siteId } });

/** `POST /api/user/user_enquiry` with an Idempotency-Key so a retried click is stored once. */
export const sendEnquiry = (userId: number, siteId: number, idempotencyKey: string, question?: string) =>
  apiRequest<CreateEnquiryResponse>('/user/user_enquiry', {
    method: 'POST',
    body: question?.trim() ? { user_id: userId, site_id: siteId, question: question.trim() } : { user_id: userId, site_id: siteId },
    headers: { 'idempotency-key': idempotencyKey },
  });

/** Refetches every activity list of `userId` (after a change or a sync). */
export function invalidateActivity(queryClient: QueryClient, userId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: activityKeys.favourites(userId) }),
    queryClient.invalidateQueries({ queryKey: activityKeys.viewed(userId) }),
    queryClient.invalidateQueries({ queryKey: activityKeys.enquiries(userId) }),
  ]);
}

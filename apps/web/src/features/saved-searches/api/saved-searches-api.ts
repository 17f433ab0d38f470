import {
  type SavedSearchChannel,
  type SavedSearchFrequency,
  savedSearchDeletedResponseSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
} from '@realty/contracts/activity/saved-searches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query key of the signed-in customer's saved searches. */
export const savedSearchesKey = ['saved-searches'] as const;

/** What the save form sends: `{ name, query, channels, frequency }` (docs/product/alerts.md "Saving a search"). */
export type SavedSearchInput = {
  name: string;
  query: Record<string, string>;
  channels: SavedSearchChannel[];
  frequency: SavedSearchFrequency;
};

/**
 * `GET /api/user/saved-searches`: the customer's saved searches, newest first, each with the
 * listings matching now and new since its last alert. Only fetched when `enabled` (a customer).
 */
export function useSavedSearches(enabled: boolean) {
  return useQuery({
    queryKey: savedSearchesKey,
    enabled,
    queryFn: ({ signal }) => apiRequest('/user/saved-searches', { signal, schema: savedSearchListResponseSchema }),
  });
}

/**
 * `POST /api/user/saved-searches` (201); 400 names the field at fault, 409 past 20 saved searches.
 * Refetches the list on success.
 */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchInput) => apiRequest('/user/saved-searches', { method: 'POST', body, schema: savedSearchResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** `PATCH /api/user/saved-searches/{id}` with any of the fields and `paused`; refetches the list. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: Partial<SavedSearchInput> & { paused?: boolean } }) =>
      apiRequest(`/user/saved-searches/${id}`, { method: 'PATCH', body: change, schema: savedSearchResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** `DELETE /api/user/saved-searches/{id}`; refetches the list. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/user/saved-searches/${id}`, { method: 'DELETE', schema: savedSearchDeletedResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

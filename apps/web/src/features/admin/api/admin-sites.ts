import { adminMessageResponseSchema } from '@realty/contracts/admin/common';
import { type AdminListSitesQuery, type AdminListSitesResponse, adminListSitesResponseSchema } from '@realty/contracts/admin/list-sites';
import {
  type AdminGetSiteResponse,
  type AdminSiteSavedResponse,
  adminGetSiteResponseSchema,
  adminSiteSavedResponseSchema,
  type SiteInputDraft,
} from '@realty/contracts/admin/site-input';
import type { AdminSiteMediaBody } from '@realty/contracts/admin/site-media';
import type { SiteStatus } from '@realty/contracts/sites/site';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryOf } from '../../../lib/api-client.ts';

/** Query of `GET /api/admin/sites`, typed by its contract (`adminListSitesQuerySchema`): q, status, category, sort, paging. */
export type AdminSitesFilter = QueryOf<AdminListSitesQuery>;

const sitesKey = ['admin', 'sites'] as const;

/** `GET /api/admin/sites`: one page of listings of any status (previous page shown while the next loads). */
export function useAdminSites(filter: AdminSitesFilter) {
  return useQuery<AdminListSitesResponse>({
    queryKey: [...sitesKey, 'list', filter],
    queryFn: ({ signal }) => apiRequest('/admin/sites', { query: filter, signal, schema: adminListSitesResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/sites/{id}`: the listing with its related listings; disabled without an id. */
export function useAdminSite(siteId: number | undefined) {
  return useQuery<AdminGetSiteResponse>({
    queryKey: [...sitesKey, 'one', siteId],
    queryFn: ({ signal }) => apiRequest(`/admin/sites/${siteId}`, { signal, schema: adminGetSiteResponseSchema }),
    enabled: siteId !== undefined,
  });
}

function useRefreshSites() {
  const queryClient = useQueryClient();
  // an upload answers with the public listing (no brokerage percent): the cached one keeps its own
  return (answer?: {
    success: true;
    message: string;
    data: Omit<AdminSiteSavedResponse['data'], 'site_brokerage_percent'> & { site_brokerage_percent?: string };
  }) => {
    if (answer)
      queryClient.setQueryData<AdminGetSiteResponse>([...sitesKey, 'one', answer.data.site_id], (old) =>
        old
          ? {
              ...old,
              data: {
                ...old.data,
                site: {
                  ...old.data.site,
                  ...answer.data,
                  site_brokerage_percent: answer.data.site_brokerage_percent ?? old.data.site.site_brokerage_percent,
                },
              },
            }
          : old,
      );
    void queryClient.invalidateQueries({ queryKey: sitesKey });
  };
}

/** `POST /api/admin/sites` (no id) or `PUT /api/admin/sites/{id}` with every editable field. */
export function useSaveSite() {
  const refresh = useRefreshSites();
  return useMutation<AdminSiteSavedResponse, Error, { siteId?: number; body: SiteInputDraft }>({
    mutationFn: ({ siteId, body }) =>
      apiRequest(siteId ? `/admin/sites/${siteId}` : '/admin/sites', {
        method: siteId ? 'PUT' : 'POST',
        body,
        schema: adminSiteSavedResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/admin/sites/{id}/status`: Available, Not Available or Sold. */
export function useSetSiteStatus() {
  const refresh = useRefreshSites();
  return useMutation<AdminSiteSavedResponse, Error, { siteId: number; status: SiteStatus }>({
    mutationFn: ({ siteId, status }) =>
      apiRequest(`/admin/sites/${siteId}/status`, { method: 'PATCH', body: { site_status: status }, schema: adminSiteSavedResponseSchema }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/admin/sites/{id}`. */
export function useDeleteSite() {
  const refresh = useRefreshSites();
  return useMutation({
    mutationFn: (siteId: number) => apiRequest(`/admin/sites/${siteId}`, { method: 'DELETE', schema: adminMessageResponseSchema }),
    onSuccess: () => refresh(),
  });
}

/** `PUT /api/admin/sites/{id}/media`: photo order, cover, brochures; left-out uploads are deleted. */
export function useSaveSiteMedia() {
  const refresh = useRefreshSites();
  return useMutation<AdminSiteSavedResponse, Error, { siteId: number; body: AdminSiteMediaBody }>({
    mutationFn: ({ siteId, body }) =>
      apiRequest(`/admin/sites/${siteId}/media`, { method: 'PUT', body, schema: adminSiteSavedResponseSchema }),
    onSuccess: refresh,
  });
}

/** Re-reads the listing and the tables after an upload finished outside TanStack Query. */
export function useAfterUpload() {
  return useRefreshSites();
}

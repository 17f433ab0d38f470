import { adminMessageResponseSchema } from '@realty/contracts/admin/common';
import { type AdminListSitesQuery, type AdminListSitesResponse, adminListSitesResponseSchema } from '@realty/contracts/admin/list-sites';
import { type AdminSaveSiteResponse, adminSaveSiteResponseSchema } from '@realty/contracts/admin/save-site';
import type { SiteInputDraft } from '@realty/contracts/admin/site-input';
import type { AdminSiteMediaBody } from '@realty/contracts/admin/site-media';
import { type GetSiteResponse, getSiteResponseSchema } from '@realty/contracts/sites/get-site';
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
  return useQuery<GetSiteResponse>({
    queryKey: [...sitesKey, 'one', siteId],
    queryFn: ({ signal }) => apiRequest(`/admin/sites/${siteId}`, { signal, schema: getSiteResponseSchema }),
    enabled: siteId !== undefined,
  });
}

function useRefreshSites() {
  const queryClient = useQueryClient();
  return (answer?: AdminSaveSiteResponse) => {
    if (answer)
      queryClient.setQueryData<GetSiteResponse>([...sitesKey, 'one', answer.data.site_id], (old) =>
        old ? { ...old, data: { ...old.data, site: answer.data } } : old,
      );
    void queryClient.invalidateQueries({ queryKey: sitesKey });
  };
}

/** `POST /api/admin/sites` (no id) or `PUT /api/admin/sites/{id}` with every editable field. */
export function useSaveSite() {
  const refresh = useRefreshSites();
  return useMutation<AdminSaveSiteResponse, Error, { siteId?: number; body: SiteInputDraft }>({
    mutationFn: ({ siteId, body }) =>
      apiRequest(siteId ? `/admin/sites/${siteId}` : '/admin/sites', {
        method: siteId ? 'PUT' : 'POST',
        body,
        schema: adminSaveSiteResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/admin/sites/{id}/status`: Available, Not Available or Sold. */
export function useSetSiteStatus() {
  const refresh = useRefreshSites();
  return useMutation<AdminSaveSiteResponse, Error, { siteId: number; status: SiteStatus }>({
    mutationFn: ({ siteId, status }) =>
      apiRequest(`/admin/sites/${siteId}/status`, { method: 'PATCH', body: { site_status: status }, schema: adminSaveSiteResponseSchema }),
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
  return useMutation<AdminSaveSiteResponse, Error, { siteId: number; body: AdminSiteMediaBody }>({
    mutationFn: ({ siteId, body }) =>
      apiRequest(`/admin/sites/${siteId}/media`, { method: 'PUT', body, schema: adminSaveSiteResponseSchema }),
    onSuccess: refresh,
  });
}

/** Re-reads the listing and the tables after an upload finished outside TanStack Query. */
export function useAfterUpload() {
  return useRefreshSites();
}

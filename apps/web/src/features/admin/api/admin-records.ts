import { type ListAuditQuery, listAuditResponseSchema } from '@realty/contracts/admin/list-audit';
import {
  type AdminListPeopleQuery,
  adminListPeopleResponseSchema,
  adminPersonDetailResponseSchema,
  adminPersonResponseSchema,
  type PersonKind,
} from '@realty/contracts/admin/people';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryOf } from '../../../lib/api-client.ts';

/** Query of `GET /api/admin/audit`, typed by its contract (`listAuditQuerySchema`): entity, paging. */
export type AuditFilter = QueryOf<ListAuditQuery>;

/** Query of `GET /api/admin/people`, typed by its contract (`adminListPeopleQuerySchema`): kind, status, q, paging. */
export type PeopleFilter = QueryOf<AdminListPeopleQuery>;

/** `GET /api/admin/audit` (admin only; docs/product/back-office.md): one page of the audit log, newest first. */
export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => apiRequest('/admin/audit', { query: filter, signal, schema: listAuditResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/people` (admin only; docs/product/back-office.md): customers or associates, Aadhaar and PAN masked. */
export function usePeople(filter: PeopleFilter) {
  return useQuery({
    queryKey: ['admin', 'people', filter],
    queryFn: ({ signal }) => apiRequest('/admin/people', { query: filter, signal, schema: adminListPeopleResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /api/admin/people/{kind}/{id}`: disable (sessions end) or enable. */
export function useSetPersonStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, status }: { kind: PersonKind; id: number; status: 'active' | 'disabled' }) =>
      apiRequest(`/admin/people/${kind}/${id}`, { method: 'PATCH', body: { status }, schema: adminPersonResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'people'] }),
  });
}

/**
 * `GET /api/admin/people/{kind}/{id}` (admin only): one person's record, fetched only when `isOpen`;
 * every opening is written to the staff access log (docs/product/privacy.md, "Staff access log").
 */
export function usePerson(kind: PersonKind, id: number, isOpen: boolean) {
  return useQuery({
    queryKey: ['admin', 'person', kind, id],
    enabled: isOpen,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) => apiRequest(`/admin/people/${kind}/${id}`, { signal, schema: adminPersonDetailResponseSchema }),
  });
}

import { listAuditResponseSchema } from '@realty/contracts/admin/list-audit';
import { adminListPeopleResponseSchema, adminPersonResponseSchema, type PersonKind } from '@realty/contracts/admin/people';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/audit` (admin only): one page of the audit log, newest first. */
export function useAuditLog(filter: { entity?: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => apiRequest('/admin/audit', { query: filter, signal, schema: listAuditResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/people` (admin only): customers or associates, Aadhaar and PAN masked. */
export function usePeople(filter: { kind: PersonKind; q?: string; page: number }) {
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

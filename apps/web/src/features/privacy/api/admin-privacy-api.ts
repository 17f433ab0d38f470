import type { PersonKind } from '@realty/contracts/admin/people';
import {
  accessLogResponseSchema,
  adminGrievanceResponseSchema,
  adminGrievancesResponseSchema,
  breachesResponseSchema,
  breachRecordedResponseSchema,
  type RecordBreachBody,
} from '@realty/contracts/privacy/admin-privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/grievances?status=&page=`: grievances with their due date and days left. */
export function useAdminGrievances(status: 'open' | 'resolved' | 'all', page: number) {
  return useQuery({
    queryKey: ['admin', 'grievances', status, page],
    queryFn: ({ signal }) => apiRequest('/admin/grievances', { signal, query: { status, page }, schema: adminGrievancesResponseSchema }),
  });
}

/** `POST /api/admin/grievances/{id}/resolve` `{ reply }` as a mutation that reloads the lists. */
export function useResolveGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      apiRequest(`/admin/grievances/${id}/resolve`, { method: 'POST', body: { reply }, schema: adminGrievanceResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'grievances'] }),
  });
}

/** `GET /api/admin/access-log` (admins): who opened which record, newest first. */
export function useAccessLog(filter: { kind?: PersonKind; record_id?: string }, page: number) {
  return useQuery({
    queryKey: ['admin', 'access-log', filter.kind ?? '', filter.record_id ?? '', page],
    queryFn: ({ signal }) =>
      apiRequest('/admin/access-log', {
        signal,
        query: { kind: filter.kind, record_id: filter.record_id, page },
        schema: accessLogResponseSchema,
      }),
  });
}

/** `GET /api/admin/breaches` (admins): recorded breaches, newest first. */
export function useBreaches(page: number) {
  return useQuery({
    queryKey: ['admin', 'breaches', page],
    queryFn: ({ signal }) => apiRequest('/admin/breaches', { signal, query: { page }, schema: breachesResponseSchema }),
  });
}

/** `POST /api/admin/breaches`: records a breach and queues its notices; reloads the list. @throws ApiError 400 naming the field. */
export function useRecordBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordBreachBody) => apiRequest('/admin/breaches', { method: 'POST', body, schema: breachRecordedResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'breaches'] }),
  });
}

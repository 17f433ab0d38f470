import { type CounterFloors, counterSettingsResponseSchema } from '@realty/contracts/admin/counter-floors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const countersKey = ['admin', 'counters'] as const;

/**
 * `GET /api/admin/counters`: each home page counter's marketing floor, today's count and the
 * figure shown (docs/product/back-office.md "Home page counters").
 */
export function useCounterSettings() {
  return useQuery({
    queryKey: countersKey,
    queryFn: ({ signal }) => apiRequest('/admin/counters', { signal, schema: counterSettingsResponseSchema }),
  });
}

/**
 * `PUT /api/admin/counters` `{ sites, associates, customers }` (admins only): saves the floors;
 * 400 names the counter at fault, 403 for an editor.
 */
export function useSaveCounterFloors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterFloors) => apiRequest('/admin/counters', { method: 'PUT', body, schema: counterSettingsResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(countersKey, { success: true, data: answer.data }),
  });
}

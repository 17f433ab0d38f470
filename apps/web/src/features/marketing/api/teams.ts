import type { ListTeamsResponse } from '@realty/contracts/content/list-teams';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/teams`: the team in display order (docs/product/content.md "About page", §7). */
export function useTeams() {
  return useQuery<ListTeamsResponse>({
    queryKey: ['teams'],
    queryFn: ({ signal }) =>
      apiRequest('/teams', { signal, schema: async () => (await import('@realty/contracts/content/list-teams')).listTeamsResponseSchema }),
    staleTime: 10 * 60_000,
  });
}

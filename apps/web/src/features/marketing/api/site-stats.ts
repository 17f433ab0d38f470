import type { SiteStatsResponse } from '@realty/contracts/content/site-stats';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/stats`: the home page's counters as the database counts them (docs/product/content.md "Counters"). */
export function useSiteStats() {
  return useQuery<SiteStatsResponse>({
    queryKey: ['site-stats'],
    queryFn: ({ signal }) =>
      apiRequest('/stats', { signal, schema: async () => (await import('@realty/contracts/content/site-stats')).siteStatsResponseSchema }),
    staleTime: 5 * 60_000,
  });
}

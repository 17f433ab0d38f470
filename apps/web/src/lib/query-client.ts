import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The app's single TanStack Query client: 30 s freshness, no retry on 4xx answers. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router.tsx';

/** Top of the React tree: the query client and the router (toasts live in the root layout). */
export function AppProviders({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

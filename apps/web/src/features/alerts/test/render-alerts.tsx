import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { basenameOf, i18nFor, type Language } from '../../../lib/i18n/i18n.ts';

// The machine running the tests may be busy: give async queries more than the default second.
configure({ asyncUtilTimeout: 3000 });

/** Shows the path a link led to. */
function WhereAmI() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{`at ${pathname}`}</p>;
}

/**
 * Renders `element` at `path` (query included) in a memory router with a fresh query client and
 * the toaster, in `language` (Hindi under the basename `/hi`, as the site does). Every other path
 * shows `at <path>`. Test code only.
 */
export function renderAlertsPage(element: ReactNode, path: string, language: Language = 'en') {
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0] ?? path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [language === 'hi' ? `/hi${path}` : path], basename: basenameOf(language) },
  );
  const page = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={10} />
    </QueryClientProvider>
  );
  return { ...render(<I18nextProvider i18n={i18nFor(language)}>{page}</I18nextProvider>), router, queryClient };
}

/** A JSON `Response` with `status` (default 200) and extra headers. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { basenameOf, i18nFor, type Language } from '../lib/i18n/i18n.ts';

// The machine running the tests may be busy: give async queries more than the default second.
configure({ asyncUtilTimeout: 3000 });

/** Shows the current path (and query, if any) so tests can see where a page navigated. */
function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`at ${pathname}${search}`}</p>;
}

/**
 * Renders `element` at `path` in a memory router with a fresh query client and the toaster;
 * every other path shows "at {path}{query}", so tests see where a screen navigated. With
 * `language` the page is drawn in that language, as the site does: Hindi under the router
 * basename `/hi` (`path` and the marker stay the spec's addresses, links get `/hi`). Returns what
 * `render` does, the router and the query client. Test code only.
 */
export function renderPage(element: ReactNode, path: string, language?: Language) {
  // sonner keeps its toasts in a module-wide store: start every test without old ones.
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0] ?? path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [language === 'hi' ? `/hi${path}` : path], basename: language ? basenameOf(language) : undefined },
  );
  const page = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={50} />
    </QueryClientProvider>
  );
  const result = render(language ? <I18nextProvider i18n={i18nFor(language)}>{page}</I18nextProvider> : page);
  return { ...result, router, queryClient };
}

/** A JSON `Response` with `status` (default 200). Test code only. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The path, method and parsed JSON body of every call of a `vi.spyOn(globalThis, 'fetch')` mock. Test code only. */
export function fetchCalls(mock: { mock: { calls: unknown[][] } }): { url: string; method: string; body: unknown }[] {
  return mock.mock.calls.map((call) => {
    const [input, init] = call as [string, RequestInit | undefined];
    return { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  });
}

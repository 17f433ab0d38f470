import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { basenameOf, i18nFor, type Language } from '../../../lib/i18n/i18n.ts';

// The machine running the tests may be busy: give async queries more than the default second.
configure({ asyncUtilTimeout: 3000 });

/** Shows the current path (and query, if any) so tests can see where a page navigated. */
function WhereAmI({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${label} ${pathname}${search}`}</p>;
}

/**
 * Renders `element` at `path` inside a memory router, a fresh query client and the toaster.
 * Every other path renders a marker `landed` with its own path and query, to assert redirects.
 * With `language` the page is drawn in that language, as the site does: Hindi under the router
 * basename `/hi` (so `path` and the `landed` marker stay the spec's addresses, links get `/hi`).
 * Test code only.
 */
export function renderAuth(element: ReactNode, path = '/page', language?: Language) {
  // sonner keeps its toasts in a module-wide store: start every test without old ones.
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const others = [
    '/',
    '/signinuser',
    '/signinassociate',
    '/verify',
    '/userdashboard',
    '/associatedashboard',
    '/registeruser',
    '/registerassociate',
    '/forgetpassword',
  ];
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0] ?? path, element },
      ...others.filter((p) => p !== path.split('?')[0]).map((p) => ({ path: p, element: <WhereAmI label="at" /> })),
      { path: '*', element: <WhereAmI label="at" /> },
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
  return { ...result, router };
}

/** A JSON `Response` with `status` (default 200). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The path and parsed JSON body of the `index`-th fetch call of a `vi.spyOn(globalThis, 'fetch')` mock. */
export function fetchCall(mock: { mock: { calls: unknown[][] } }, index: number): { url: string; method: string; body: unknown } {
  const [input, init] = mock.mock.calls[index] as [string, RequestInit | undefined];
  return { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
}

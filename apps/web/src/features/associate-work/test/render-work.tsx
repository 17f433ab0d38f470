import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { i18nFor, type Language } from '../../../lib/i18n/i18n.ts';

// The machine running the tests may be busy: give async queries more than the default second.
configure({ asyncUtilTimeout: 3000 });

function WhereAmI() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{`at ${pathname}`}</p>;
}

function EnglishTexts({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18nFor('en')}>{children}</I18nextProvider>;
}

function HindiTexts({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18nFor('hi')}>{children}</I18nextProvider>;
}

/** A `wrapper` for `render` giving its tree the texts of `language` (default English). Test code only. */
export function withTexts(language: Language = 'en') {
  return language === 'hi' ? HindiTexts : EnglishTexts;
}

/**
 * Renders `element` at `path` in a memory router with a fresh query client (no retries), the
 * texts of `language` (default English) and the toaster; every other path shows "at {path}", so
 * tests can see where a screen navigated. Test code only.
 */
export function renderWork(element: ReactNode, path = '/associatedashboard', language: Language = 'en') {
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0] ?? path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor(language)}>
        <RouterProvider router={router} />
        <Toaster visibleToasts={50} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A JSON `Response` with `status` (default 200). Test code only. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Every call of a `vi.spyOn(globalThis, 'fetch')` mock as URL, method and parsed JSON body. Test code only. */
export function fetchCalls(mock: { mock: { calls: unknown[][] } }): { url: string; method: string; body: unknown }[] {
  return mock.mock.calls.map((call) => {
    const [input, init] = call as [string, RequestInit | undefined];
    return { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  });
}

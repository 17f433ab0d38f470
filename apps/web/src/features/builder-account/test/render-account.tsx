import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';

// The machine running the tests may be busy: give async queries more than the default second.
configure({ asyncUtilTimeout: 3000 });

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`at ${pathname}${search}`}</p>;
}

/**
 * Renders `element` at `path` in a memory router with a fresh query client and the toaster; every
 * other path shows "at {path}", so tests see where a screen navigated. Test code only
 * (docs/product/builders.md, "Account").
 */
export function renderAccount(element: ReactNode, path: string) {
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0] ?? path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    {
      initialEntries: [path],
    },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={50} />
    </QueryClientProvider>,
  );
  return { ...result, router };
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

import type { ReactNode } from 'react';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { fetchCalls, renderPage } from '../../../test/render-page.tsx';

export { jsonResponse } from '../../../test/render-page.tsx';

/**
 * Renders `element` at `path` (default '/page') inside a memory router, a fresh query client and
 * the toaster ({@link renderPage}). Every other path renders a marker `landed` with its own path
 * and query, to assert redirects. With `language` the page is drawn in that language, as the site
 * does. Test code only.
 */
export function renderAuth(element: ReactNode, path = '/page', language?: Language) {
  return renderPage(element, path, language);
}

/** The path and parsed JSON body of the `index`-th fetch call of a `vi.spyOn(globalThis, 'fetch')` mock. */
export function fetchCall(mock: { mock: { calls: unknown[][] } }, index: number): { url: string; method: string; body: unknown } {
  const call = fetchCalls(mock)[index];
  if (!call) throw new Error(`There is no fetch call number ${index}`);
  return call;
}

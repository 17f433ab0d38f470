import type { ReactNode } from 'react';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { renderPage } from '../../../test/render-page.tsx';

export { fetchCalls, jsonResponse } from '../../../test/render-page.tsx';

/**
 * Renders `element` at `path` in a memory router with a fresh query client and the toaster
 * ({@link renderPage}); every other path shows "at {path}", so tests see where a screen navigated.
 * Test code only (docs/product/builders.md, "Account"). With `language` the page is drawn in that
 * language, Hindi under the router basename `/hi` as on the site.
 */
export function renderAccount(element: ReactNode, path: string, language?: Language) {
  return renderPage(element, path, language);
}

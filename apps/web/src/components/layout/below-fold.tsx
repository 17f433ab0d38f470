import { type ReactNode, Suspense } from 'react';

/**
 * Wraps a section that starts below the first screen of a phone (docs/decisions/0017-light-first-load.md):
 * - the browser lays it out and paints it only as it comes near the viewport (CSS
 *   `content-visibility: auto`, class `below-fold` in styles.css), so the first layout of a
 *   long page covers what is on screen;
 * - its Suspense boundary holds a section whose code loads on its own (`lazySection`): until
 *   that code is there, React keeps the server's markup, then hydrates the section. The empty
 *   fallback shows only when the browser draws the page itself and the code is still on its way.
 * Its text stays in the page for search engines, find-in-page and screen readers.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return (
    <div className="below-fold">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

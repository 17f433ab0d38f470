import type { ReactNode } from 'react';

/**
 * Wraps a section that starts below the first screen of a phone: the browser lays it out and
 * paints it only as it comes near the viewport (CSS `content-visibility: auto`, class
 * `below-fold` in styles.css), so the first layout of a long page covers what is on screen
 * (docs/decisions/0017-light-first-load.md). Its text stays in the page for search engines,
 * find-in-page and screen readers.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return <div className="below-fold">{children}</div>;
}

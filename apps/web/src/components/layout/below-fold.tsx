import { memo, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { isTakingOver } from '../../lib/takeover.ts';
import { observeNear } from '../ui/use-near-viewport.ts';
import type { LazySection } from './lazy-section.ts';

/**
 * Wraps a section that starts below the first screen of a phone (docs/decisions/0017-light-first-load.md):
 * the browser lays it out and paints it only as it comes near the viewport (CSS
 * `content-visibility: auto`, class `below-fold` in styles.css), so the first layout of a long
 * page covers what is on screen; React hydrates it as a boundary of its own. Its text stays in
 * the page for search engines, find-in-page and screen readers.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return (
    <div className="below-fold">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/**
 * How far ahead of the viewport a lazy section's code is fetched, in CSS pixels: about a phone's
 * screen, so on a slow network the code has arrived, and the section answers taps, by the time
 * the visitor reaches it.
 */
const LAZY_SECTION_MARGIN_PX = 800;

/** Asks for a section's code; a failed load is not thrown (the section is asked for again when next drawn). */
function requestCode(section: LazySection<object>): void {
  void section.preload().catch(() => {});
}

/** Asks for a section's code when React draws the boundary's fallback (the boundary is drawn by the browser). */
function LoadSection({ section }: { section: LazySection<object> }) {
  useEffect(() => requestCode(section), [section]);
  return null;
}

/**
 * A `BelowFold` section whose code loads on its own (`lazySection`), in a Suspense boundary
 * (docs/decisions/0017-light-first-load.md, points 9 and 12):
 * - on a page the server drew, the code is fetched when the section comes within 800 px of the
 *   viewport (or the router's state changes, `loadWaitingSections`), and React keeps the
 *   server's markup, not hydrated, until it is there, then hydrates it;
 * - on a page the browser draws itself, the code is fetched at once and the boundary shows
 *   nothing until it is there.
 * It takes no props but the section, and is memoised, so a redraw of the page above never
 * reaches markup React has not hydrated (which would make React drop that markup or hold the
 * redraw until the code came).
 */
export const LazyBelowFold = memo(function LazyBelowFold({ section: Section }: { section: LazySection<object> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // a failed load keeps the server's markup; the next page that draws the section tries again
    if (!isTakingOver()) {
      requestCode(Section);
      return;
    }
    return observeNear(element, () => requestCode(Section), LAZY_SECTION_MARGIN_PX);
  }, [Section]);
  return (
    <div className="below-fold" ref={ref}>
      <Suspense fallback={<LoadSection section={Section} />}>
        <Section />
      </Suspense>
    </div>
  );
});

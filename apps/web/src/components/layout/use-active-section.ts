import { startTransition, useEffect, useRef, useState } from 'react';
import { sectionAtOffset } from './nav-items.ts';

/** Offset below the viewport top at which a section counts as in view, in pixels (docs/product/catalogue.md). */
export const ACTIVE_SECTION_OFFSET_PX = 150;

/**
 * The id of the page section (among `sections`) that spans 150 px below the viewport top while
 * scrolling, or null when the page has none of them in that place (docs/product/catalogue.md). Reads
 * layout at most once per animation frame; re-checks when `pathname` changes.
 */
export function useActiveSection(sections: readonly string[], pathname: string): string | null {
  const [active, setActive] = useState<string | null>(null);
  const shown = useRef<string | null>(null);
  const key = sections.join('|');
  useEffect(() => {
    const ids = key.split('|').filter(Boolean);
    let frame = 0;
    // only a change is drawn, and not urgently: a highlight must not hold up the page (no update
    // while the section stays the same, so the header is not drawn again on every frame)
    const show = (section: string | null) => {
      if (shown.current === section) return;
      shown.current = section;
      startTransition(() => setActive(section));
    };
    const measure = () => {
      frame = 0;
      const boxes = ids.flatMap((id) => {
        const el = document.getElementById(id);
        if (!el) return [];
        const rect = el.getBoundingClientRect();
        return [{ id, top: rect.top, bottom: rect.bottom }];
      });
      show(sectionAtOffset(boxes, ACTIVE_SECTION_OFFSET_PX));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    show(null);
    // A new page (pathname) is measured once its first frame is drawn.
    if (pathname) frame = requestAnimationFrame(measure);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, pathname]);
  return active;
}

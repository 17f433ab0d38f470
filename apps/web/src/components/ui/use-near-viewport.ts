import { type RefObject, useEffect, useState } from 'react';

/** How far below (and above) the viewport an element counts as near it, in CSS pixels. */
export const NEAR_VIEWPORT_MARGIN_PX = 200;

/**
 * Calls `onNear` once, when `element` first comes within `marginPx` CSS pixels of the viewport
 * (default {@link NEAR_VIEWPORT_MARGIN_PX}; at once where the browser has no IntersectionObserver).
 * @returns a function that stops watching (nothing is called after it).
 */
export function observeNear(element: Element, onNear: () => void, marginPx = NEAR_VIEWPORT_MARGIN_PX): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${marginPx}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * React hook: false until the element of `ref` first comes within {@link NEAR_VIEWPORT_MARGIN_PX}
 * of the viewport, then true for good. Work a visitor only sees there (a carousel's measuring and
 * auto-moving) waits for it, so a phone's first seconds on a long page go to what is on screen
 * (docs/decisions/0017-light-first-load.md). False on the server and in the browser's first
 * render; true at once where the browser has no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    return observeNear(element, () => setNear(true));
  }, [ref, isNear]);
  return isNear;
}

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = (): boolean => typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);

/**
 * True while the visitor's system asks for reduced motion; follows changes live. Carousels,
 * rotating highlights, counters and the hero video stay still when it is true
 * (docs/product/content.md, WCAG 2.3.3).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

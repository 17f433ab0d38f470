import { vi } from 'vitest';

/**
 * Gives jsdom the layout APIs that carousels, maps and lazy sections read but jsdom lacks:
 * inert `ResizeObserver` and `IntersectionObserver` (nothing is ever observed to change) and, with
 * `matchMedia` (default true), a `window.matchMedia` that matches nothing when jsdom has none.
 * Call in `beforeAll`; undo with `vi.unstubAllGlobals()` in `afterAll`. Test code only.
 */
export function stubLayoutApis({ matchMedia = true }: { matchMedia?: boolean } = {}): void {
  class Inert {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Inert);
  vi.stubGlobal('IntersectionObserver', Inert);
  if (!matchMedia) return;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

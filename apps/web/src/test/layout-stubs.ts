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

/**
 * Stubs `IntersectionObserver` with one the test moves by hand, for code that waits until an
 * element comes near the viewport (`observeNear`, `useNearViewport`). Undo with
 * `vi.unstubAllGlobals()`. Test code only.
 * @returns `bringNear()`, which tells every observer still watching that its elements are near.
 */
export function stubNearViewport(): { bringNear: () => void } {
  type Watch = { callback: IntersectionObserverCallback; elements: Element[] };
  const watches: Watch[] = [];
  class HandMovedObserver {
    watch: Watch;
    constructor(callback: IntersectionObserverCallback) {
      this.watch = { callback, elements: [] };
      watches.push(this.watch);
    }
    observe(element: Element) {
      this.watch.elements.push(element);
    }
    unobserve(element: Element) {
      this.watch.elements = this.watch.elements.filter((watched) => watched !== element);
    }
    disconnect() {
      this.watch.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', HandMovedObserver);
  return {
    bringNear: () => {
      for (const { callback, elements } of watches) {
        if (elements.length === 0) continue;
        callback(
          elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}

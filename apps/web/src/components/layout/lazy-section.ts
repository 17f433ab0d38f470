import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { isTakingOver } from '../../lib/takeover.ts';

/** A section's module: its component is the default export. */
type SectionModule<P> = { default: ComponentType<P> };

/** A section whose code loads on its own; `preload` loads it (once) and resolves when it is ready. */
export type LazySection<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/** Every lazy section's preload, for the server renderer ({@link preloadLazySections}). */
const preloads = new Set<() => Promise<void>>();

/** The preloads of sections whose server markup waits, not hydrated, for them ({@link loadWaitingSections}). */
const waiting = new Set<() => Promise<void>>();

/**
 * A section below the first screen whose code is a chunk of its own (docs/decisions/0017-light-first-load.md,
 * points 9 and 12). Render it with `<LazyBelowFold section={section} />`, whose Suspense
 * boundary holds it:
 * - on a page the server drew, its code is fetched and evaluated only when the section comes
 *   near the viewport (`LazyBelowFold` calls `preload`) or the router's state changes
 *   ({@link loadWaitingSections}), and React keeps the server's markup until then and hydrates
 *   the section once the code is there;
 * - on a page the browser draws itself (after the first move to another page), its code loads at
 *   once, and the boundary shows nothing until it is there.
 * Once loaded (on the server, by {@link preloadLazySections} before a page is drawn), it renders
 * at once, without suspending, so the server draws it in full.
 * @param load the section's module, e.g. `() => import('./featured-section.tsx')`
 */
export function lazySection<P>(load: () => Promise<SectionModule<P>>): LazySection<P> {
  let loaded: SectionModule<P> | undefined;
  let loading: Promise<void> | undefined;
  let announceLoaded: (module: SectionModule<P>) => void = () => {};
  /** Settles when the module has loaded, whoever asked for it. */
  const whenLoaded = new Promise<SectionModule<P>>((resolve) => {
    announceLoaded = resolve;
  });
  const preload = () => {
    // a failed load (a dropped connection) is tried again the next time, not remembered
    loading ??= load().then(
      (module) => {
        loaded = module;
        announceLoaded(module);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  preloads.add(preload);
  /** The server's markup stays, not hydrated, until `LazyBelowFold` sees the section near or the router asks. */
  const waitUntilAsked = () => {
    waiting.add(preload);
    return whenLoaded;
  };
  // a module already loaded is handed over through a thenable that answers at once, so React
  // renders it in the same pass instead of suspending (which a server render would draw as empty)
  const section = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is how React's lazy renders a loaded module in the same pass
          then: (resolve: (module: SectionModule<P>) => void) => resolve(loaded as SectionModule<P>),
        } as Promise<SectionModule<P>>)
      : isTakingOver()
        ? waitUntilAsked()
        : preload().then(() => loaded as SectionModule<P>),
  );
  return Object.assign(section, { preload });
}

/**
 * Loads every lazy section that the modules evaluated so far declared (the server renderer calls
 * it once a page's route modules are loaded, before drawing the page).
 * @throws whatever loading a section's module throws.
 */
export async function preloadLazySections(): Promise<void> {
  await Promise.all([...preloads].map((preload) => preload()));
}

/**
 * Loads the code of every section whose server markup still waits for it. The app's start calls
 * it on any change of the router's state while a server-drawn page is taken over: React cannot
 * pass such a change (a context above the section) through markup it has not hydrated, so it
 * holds the change until the section's code is there. Loading it now keeps that wait short.
 * A failed load is not thrown: the section keeps its server markup and is tried again later.
 */
export function loadWaitingSections(): void {
  for (const preload of waiting) {
    void preload().then(
      () => waiting.delete(preload),
      () => {},
    );
  }
}

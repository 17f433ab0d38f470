import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A section's module: its component is the default export. */
type SectionModule<P> = { default: ComponentType<P> };

/** A section whose code loads on its own; `preload` loads it (once) and resolves when it is ready. */
export type LazySection<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/** Every lazy section's preload, for the server renderer ({@link preloadLazySections}). */
const preloads = new Set<() => Promise<void>>();

/**
 * A section below the first screen whose code is a chunk of its own (docs/decisions/0017-light-first-load.md,
 * point 9): the browser evaluates that code in a task of its own after the page's, and React
 * hydrates the section once it is there, keeping the server's markup meanwhile. Render it inside
 * `BelowFold`, whose Suspense boundary holds it. Once loaded (on the server, by
 * {@link preloadLazySections} before a page is drawn), it renders at once, without suspending,
 * so the server draws it in full.
 * @param load the section's module, e.g. `() => import('./featured-section.tsx')`
 */
export function lazySection<P>(load: () => Promise<SectionModule<P>>): LazySection<P> {
  let loaded: SectionModule<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    // a failed load (a dropped connection) is tried again the next time, not remembered
    loading ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  preloads.add(preload);
  // a module already loaded is handed over through a thenable that answers at once, so React
  // renders it in the same pass instead of suspending (which a server render would draw as empty)
  const section = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is how React's lazy renders a loaded module in the same pass
          then: (resolve: (module: SectionModule<P>) => void) => resolve(loaded as SectionModule<P>),
        } as Promise<SectionModule<P>>)
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

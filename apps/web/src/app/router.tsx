import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { basenameOf, type Language } from '../lib/i18n/i18n.ts';
import { routes } from './routes.tsx';

/** The browser router of the app (routes in {@link routes}). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Builds the browser router for a page in `language`: Hindi pages live under `/hi`, so the
 * router's basename is `/hi` there and every link of the app stays in Hindi
 * (docs/product/seo.md, "Hindi"). When the server already drew the page (`isHydrating`), the
 * route modules of the current address are loaded first, so the first render is the page
 * itself and matches that markup, not the 'Loading...' shown while a page's code downloads.
 */
export async function createAppRouter(isHydrating: boolean, language: Language = 'en'): Promise<AppRouter> {
  const basename = basenameOf(language);
  if (isHydrating) {
    const matches = matchRoutes(routes, window.location, basename) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = (await route.lazy()) as Partial<RouteObject>;
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, basename ? { basename } : undefined);
}

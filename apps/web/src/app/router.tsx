import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes.tsx';

/** The browser router of the app (routes in {@link routes}). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Builds the browser router. When the server already drew the page (`isHydrating`), the route
 * modules of the current address are loaded first, so the first render is the page itself and
 * matches that markup, not the 'Loading...' shown while a page's code downloads.
 */
export async function createAppRouter(isHydrating: boolean): Promise<AppRouter> {
  if (isHydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = (await route.lazy()) as Partial<RouteObject>;
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}

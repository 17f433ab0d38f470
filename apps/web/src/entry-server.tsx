/**
 * Server rendering of the public pages (docs/benchmarks.md: Lighthouse). Built by
 * `vite build --ssr` into `dist-server/entry-server.js` and loaded by the API's page shell
 * (apps/api/src/plugins/page-shell.ts), which puts the markup inside `<div id="root">`; the
 * browser then hydrates it (main.tsx) instead of drawing the page from nothing, so text and the
 * largest picture appear before the scripts have run.
 *
 * The markup is what any visitor sees before the session is read and any API answer arrives:
 * sessions live in the browser's storage (their server snapshot is "not known yet", drawn as a
 * neutral placeholder in the header) and queries are still pending on the server, exactly as in
 * the browser's first render, so hydration matches.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The HTML of the page at `url` (an absolute URL, e.g. `http://localhost/properties?city=Varanasi`),
 * or undefined when the router answers with a redirect instead of a page.
 * @throws whatever a page throws while rendering; the caller then serves the page unrendered.
 */
export async function renderPage(url: string): Promise<string | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

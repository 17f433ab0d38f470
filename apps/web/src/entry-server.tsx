/**
 * Server rendering of the public pages (docs/decisions/0005-server-drawn-landing-pages.md,
 * docs/decisions/0014-server-drawn-pages-and-heads.md). Built by `vite build --ssr` into
 * `dist-server/entry-server.js` and loaded by the API's page shell
 * (apps/api/src/plugins/page-shell.ts), which puts the head tags into `<head>`, the markup
 * inside `<div id="root">` and the answers the page was drawn with into a JSON data block; the
 * browser then hydrates it (main.tsx) with those answers, so its first render matches.
 *
 * The markup is what any visitor sees before the session is read: sessions live in the
 * browser's storage (their server snapshot is "not known yet", drawn as a neutral placeholder in
 * the header), and only public answers are fetched, without the visitor's cookies.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PageFrame } from './app/providers.tsx';
import { type RouteHandle, routes } from './app/routes.tsx';
import { preloadLazySections } from './components/layout/lazy-section.ts';
import { NOT_FOUND_ATTRIBUTE } from './components/seo/not-found-mark.tsx';
import { setServerFetch } from './lib/api-client.ts';
import { basenameOf, LANGUAGE_TAGS, type Language, languageOfPath } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { sendableQueryState } from './lib/query-state.ts';
import { beginTakeover } from './lib/takeover.ts';

/**
 * The renderer's own zod registry, exported so that the renderer's zod is evaluated while the
 * renderer loads: the API (plugins/page-shell.ts) gives it a schema registry of its own only
 * then. The contracts' schemas that pages fetch on demand are registered in it later; were zod
 * itself first evaluated with them, it would take the API's registry, and their ids (`Site`, …)
 * would be registered twice there and break the OpenAPI document.
 */
export { globalRegistry as rendererSchemaRegistry } from 'zod';

/** What the server renderer needs from its host. */
export type RenderOptions = {
  /** The site's public origin for absolute addresses in the head, e.g. `https://example.in`. */
  origin: string;
  /** Answers a public API GET (`/api/...` with its query) in process, without cookies. */
  fetchApi: (address: string) => Promise<Response>;
  /** Longest wait for a page's answers, in milliseconds (then it is drawn as loading). Default 3,000. */
  answerWaitMs?: number;
};

/** A page drawn on the server. */
export type RenderedPage = {
  /** 200, or 404 for an unknown address or an unknown listing or post. */
  status: number;
  /** The page's own head tags (title, description, canonical, Open Graph, hreflang, preloads). */
  head: string;
  /** The page's markup for `<div id="root">`. */
  html: string;
  /** The answers the page was drawn with, for the browser's first render (lib/query-state.ts). */
  queryState: unknown;
  /** The page's language and its `<html lang>` tag. */
  language: Language;
  htmlLang: string;
};

/** How many times a page is drawn at most while its answers arrive (answers may depend on earlier ones). */
const MAX_PASSES = 3;

/** Leading tags React 19 hoists out of the page (`<title>`, `<meta>`, `<link>`), which belong in `<head>`. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** Queries the page asked for that have not been fetched yet and are not switched off. */
function waitingQueries(queryClient: QueryClient, tried: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (tried.has(query.queryHash) || query.state.status !== 'pending') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return enabled !== false && typeof enabled !== 'function';
    });
}

/** The API fetcher of the page being drawn in this async context (several pages are drawn at once). */
const currentFetch = new AsyncLocalStorage<(address: string) => Promise<Response>>();

/** Most drawn pages remembered, with the answers they were drawn from. */
const MAX_REMEMBERED_PAGES = 200;

/** A drawn page and the exact API answers (address → status and body) it was drawn from. */
type Remembered = { page: RenderedPage; answers: Map<string, string> };
const remembered = new Map<string, Remembered>();

/** An API answer as compared between requests: status and body text. */
const answerKey = async (response: Response): Promise<string> => `${response.status} ${await response.clone().text()}`;

/**
 * The page at `url` drawn with its public answers ({@link drawPage}), reusing the markup drawn
 * earlier for the same address and origin when every API answer it was drawn from is still
 * byte-for-byte the same (drawing is a pure function of the address, the origin and those
 * answers, so the result is identical; a changed listing or post is drawn afresh). At most
 * {@link MAX_REMEMBERED_PAGES} pages are remembered.
 * @throws whatever a page throws while rendering; the caller then serves the page unrendered.
 */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage | { redirect: string }> {
  const key = `${options.origin} ${url}`;
  const known = remembered.get(key);
  if (known) {
    const same = await Promise.all(
      [...known.answers].map(async ([address, expected]) => (await answerKey(await options.fetchApi(address))) === expected),
    );
    if (same.every(Boolean)) return known.page;
  }
  const answers = new Map<string, string>();
  const recordingFetch = async (address: string): Promise<Response> => {
    const response = await options.fetchApi(address);
    answers.set(address, await answerKey(response));
    return response;
  };
  // pages are drawn concurrently: each one's queries ask the API through its own recorder
  const page = await currentFetch.run(recordingFetch, () => drawPage(url, options));
  if ('redirect' in page) return page;
  remembered.delete(key);
  remembered.set(key, { page, answers });
  if (remembered.size > MAX_REMEMBERED_PAGES) remembered.delete(remembered.keys().next().value as string);
  return page;
}

/**
 * The page at `url` (an absolute URL, e.g. `http://localhost/hi/properties?city=Varanasi`)
 * drawn with its public answers: drawn once, the queries it asked for are fetched through
 * `options.fetchApi` (no retries, at most `answerWaitMs`), then drawn again, up to
 * {@link MAX_PASSES} times. Returns `{ redirect }` when the router redirects instead.
 * @throws whatever a page throws while rendering; the caller then serves the page unrendered.
 */
async function drawPage(url: string, options: RenderOptions): Promise<RenderedPage | { redirect: string }> {
  const language = languageOfPath(new URL(url).pathname);
  const basename = basenameOf(language);
  const handler = createStaticHandler(routes, basename ? { basename } : undefined);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { redirect: context.headers.get('location') ?? '/' };
  const leaf = context.matches.at(-1)?.route;
  const isUnknownAddress = leaf?.path === '*';
  if (!isUnknownAddress && !(leaf?.handle as RouteHandle | undefined)?.serverDrawn) {
    // accounts, dashboards and the back office are drawn by the browser alone
    return { status: 200, head: '', html: '', queryState: null, language, htmlLang: LANGUAGE_TAGS[language] };
  }
  // the page's sections whose code is a chunk of their own are drawn in full, not as empty boundaries
  await preloadLazySections();
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // the server draws what a browser's first render of the page draws: the stores only a browser has give their server values
  beginTakeover();
  const draw = () =>
    renderToString(
      <StrictMode>
        <PageFrame queryClient={queryClient} language={language} origin={options.origin}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageFrame>
      </StrictMode>,
    );

  setServerFetch((address) => {
    const fetchApi = currentFetch.getStore();
    if (!fetchApi) throw new Error(`${address} was asked outside a page being drawn`);
    return fetchApi(address);
  });
  const tried = new Set<string>();
  let markup = draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = waitingQueries(queryClient, tried);
    if (waiting.length === 0) break;
    for (const query of waiting) tried.add(query.queryHash);
    const fetched = Promise.allSettled(
      waiting.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
    );
    await Promise.race([fetched, new Promise((resolve) => setTimeout(resolve, options.answerWaitMs ?? 3_000).unref?.())]);
    markup = draw();
  }

  // the 404 page, or a listing or post that does not exist, marks itself (components/seo/not-found-mark.tsx)
  const isNotFound = markup.includes(`${NOT_FOUND_ATTRIBUTE}=""`);
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return {
    status: isNotFound || isUnknownAddress ? 404 : 200,
    head,
    html: markup.slice(head.length),
    queryState: sendableQueryState(queryClient),
    language,
    htmlLang: LANGUAGE_TAGS[language],
  };
}

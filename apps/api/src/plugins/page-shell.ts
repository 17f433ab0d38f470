import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web app's server renderer (apps/web/src/entry-server.tsx) answers for one address. */
type RenderedPage = { status: number; head: string; html: string; queryState: unknown; htmlLang: string } | { redirect: string };

/** Draws the page at an absolute URL (the web app's `dist-server/entry-server.js`). */
type PageRenderer = (url: string, options: { origin: string; fetchApi: (address: string) => Promise<Response> }) => Promise<RenderedPage>;

/** One HTML answer of the page shell. */
export type ShellAnswer = { status: number; html: string; isDrawn?: boolean } | { status: 302; location: string };

/** What {@link createPageShell} returns: the HTML of the single-page app for one request. */
export type PageShell = {
  /**
   * The page for `path` (no query) and `search` (`?…` or empty), with absolute addresses in its
   * head on `origin` (`https://example.in`). Never throws for a page that fails to render.
   */
  html: (path: string, search: string, origin: string) => Promise<ShellAnswer>;
};

/** Addresses longer than this are drawn by the browser instead. */
const MAX_RENDERED_URL = 512;

/** Where {@link createPageShell} reports pages it could not draw, and a renderer it could not load. */
export type PageShellLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * The server renderer built beside `dist` (`../dist-server/entry-server.js`), if there is one.
 * A renderer that cannot be loaded (it throws on import, as a development build does under
 * NODE_ENV=production with 'jsxDEV is not a function') or has no `renderPage` function is
 * reported as an error and left out: every page is then the plain shell, drawn by the browser.
 */
async function loadRenderer(dist: string, log?: PageShellLog): Promise<PageRenderer | undefined> {
  const file = join(dist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  let loaded: { renderPage?: unknown };
  // zod keeps one schema registry per process on globalThis. The renderer bundles its own zod and
  // the contracts' schemas; with the API's registry it would register their ids (SiteSummary, …)
  // a second time and the API's OpenAPI document would refuse them. While it loads, its zod gets a
  // registry of its own; the API's is put back afterwards.
  const shared = globalThis as { __zod_globalRegistry?: unknown };
  const apiRegistry = shared.__zod_globalRegistry;
  shared.__zod_globalRegistry = undefined;
  try {
    loaded = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  } catch (error) {
    log?.error({ err: error, file }, 'The server renderer could not be loaded; pages are sent as the plain shell for the browser to draw');
    return undefined;
  } finally {
    shared.__zod_globalRegistry = apiRegistry;
  }
  if (typeof loaded.renderPage === 'function') return loaded.renderPage as PageRenderer;
  log?.error({ file }, 'The server renderer has no renderPage function; pages are sent as the plain shell for the browser to draw');
  return undefined;
}

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
const scriptSafeJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML shell of the single-page app (docs/decisions/0005-server-drawn-landing-pages.md,
 * docs/decisions/0014-server-drawn-pages-and-heads.md). Every page address goes through the web
 * app's server renderer (apps/web/src/entry-server.tsx), which decides what it draws:
 * - the public pages (marked `serverDrawn` in apps/web/src/app/routes.tsx), in English and under
 *   `/hi` in Hindi: their markup goes inside `<div id="root" inert>` for the browser to hydrate
 *   (and then make live); their own head tags (title, description, canonical, Open Graph,
 *   hreflang, the preload of their largest picture) replace the built page's title and
 *   description; the public API answers they were drawn with travel in
 *   `<script type="application/json" id="query-state">` (never executed, so the content security
 *   policy is unchanged) for the browser's first render; `<html lang>` follows the language;
 * - unknown addresses, listings and posts: the 404 page, with status 404 and `noindex`;
 * - every other page (accounts, dashboards, the back office): the built `index.html` as it is.
 *
 * The renderer asks the API through `fetchApi` (public GETs in process, never with the visitor's
 * cookies), so a drawn page never carries personal data. A page that fails to render is sent
 * empty (status 200) and drawn by the browser, with a warning in the log; without
 * `dist-server`, or with a renderer that cannot be loaded (reported on `log.error`), every page
 * is the plain shell.
 */
export async function createPageShell(
  dist: string,
  fetchApi: (address: string) => Promise<Response>,
  log?: PageShellLog,
): Promise<PageShell> {
  const render = await loadRenderer(dist, log);
  const base = readFileSync(join(dist, 'index.html'), 'utf8');

  /** The built page with the drawn page's head, language, answers and markup put in. */
  const compose = (page: Extract<RenderedPage, { head: string }>): string => {
    let html = base.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.htmlLang)}"`);
    if (page.head.includes('<title>')) html = html.replace(/\s*<title>[^<]*<\/title>/, '');
    if (page.head.includes('name="description"')) html = html.replace(/\s*<meta name="description"[^>]*>/, '');
    const state = page.html
      ? `<script type="application/json" id="query-state">${scriptSafeJson(JSON.stringify(page.queryState ?? null))}</script>`
      : '';
    // HTML's own spelling of React's camel-cased attributes (hreflang, fetchpriority) for readers of the raw page
    const head = `${page.head.replace(/ hrefLang=/g, ' hreflang=').replace(/ fetchPriority=/g, ' fetchpriority=')}${state}`;
    if (head) html = html.replace('</head>', `    ${head}\n  </head>`);
    return page.html ? html.replace('<div id="root"></div>', `<div id="root" inert>${page.html}</div>`) : html;
  };

  return {
    async html(path, search, origin) {
      const address = `${path}${search}`;
      if (!render || address.length > MAX_RENDERED_URL) return { status: 200, html: base };
      let page: RenderedPage;
      try {
        page = await render(`http://localhost${address}`, { origin, fetchApi });
      } catch (error) {
        log?.warn({ err: error, address }, 'Page could not be drawn on the server; the browser draws it');
        return { status: 200, html: base };
      }
      if ('redirect' in page) return { status: 302, location: page.redirect };
      return { status: page.status, html: compose(page), isDrawn: page.html !== '' };
    },
  };
}

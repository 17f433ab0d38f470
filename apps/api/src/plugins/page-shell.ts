import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAIN_PHOTO_SIZES, photoSources } from '@realty/contracts/media/image-variants';
import { photosOf } from '@realty/contracts/sites/site-photos';
import type { Database } from '@realty/db/client';
import { AppError } from '../lib/app-error.ts';
import { getSite } from '../modules/sites/sites.service.ts';

/** Highest listing id the detail page will look up (the API's own limit for `site_id`). */
const MAX_SITE_ID = 2_147_483_647;

/**
 * The pages a visitor most often lands on (routes in apps/web/src/app/routes.tsx), drawn on the
 * server, with the picture their first paint shows; `listing` pages also carry their listing.
 */
const PAGES: readonly { pattern: RegExp; image?: string; listing?: true }[] = [
  { pattern: /^\/$/, image: '/media/hero/hero-poster.webp' },
  { pattern: /^\/(properties|search-results)\/?$/ },
  { pattern: /^\/(detailpage|detailproperty)\/(\d{1,10})\/?$/, listing: true },
];

/** What {@link createPageShell} returns: the HTML of the single-page app for one request. */
export type PageShell = {
  /** The page for `path` (no query) and `search` (`?…` or empty). Never throws for a page that fails to render. */
  html: (path: string, search?: string) => Promise<string>;
};

/** Draws a page's markup for an absolute URL (the web app's `dist-server/entry-server.js`). */
type PageRenderer = (url: string) => Promise<string | undefined>;

/** Most rendered pages remembered (each 10 to 50 KB); they depend on the address alone. */
const MAX_RENDERED_PAGES = 200;
/** Addresses longer than this are drawn by the browser instead (nothing worth remembering). */
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

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
const scriptSafeJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** `<link rel=preload>` for a high-priority picture at `href`, with the `srcset` and `sizes` the page draws it with, if any. */
function imagePreload(href: string, srcSet?: string, sizes?: string): string {
  const responsive = srcSet && sizes ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(href)}"${responsive} fetchpriority="high">`;
}

/** The preload of a listing's main photo: the same `src`, `srcset` and `sizes` as the page's gallery. */
function mainPhotoPreload(path: string): string {
  const { src, srcSet } = photoSources(path);
  return imagePreload(src, srcSet, MAIN_PHOTO_SIZES);
}

/**
 * The HTML shell of the single-page app (docs/benchmarks.md: Lighthouse;
 * docs/decisions/0005-server-drawn-landing-pages.md). For the pages in {@link PAGES}:
 * - the page itself, drawn by the web app's server renderer (apps/web/src/entry-server.tsx)
 *   inside `<div id="root" inert>`, which the browser hydrates (and then makes live): text and
 *   pictures show before the scripts run. Rendered pages depend only on the address and are
 *   remembered (at most {@link MAX_RENDERED_PAGES}); a page that fails to render is sent empty
 *   and drawn by the browser, with a warning in the log. A listing page is drawn as loading;
 *   the browser fills it from the embedded answer below;
 * - a preload of the picture that is the page's largest paint (the home hero poster, a
 *   listing's main photo with the `srcset` and `sizes` the page draws it with);
 * - on a listing's detail page, the `GET /api/sites/{id}` answer itself, as a JSON data block
 *   (`<script type="application/json" id="page-data" data-api-path=…>`, never executed, so the
 *   content security policy is unchanged) that the page reads instead of asking again.
 *
 * Scripts are not preloaded: on a slow connection they would share the bandwidth with the
 * stylesheet and the picture that the first paint needs, and the page is readable without them.
 * Any other path gets the built `index.html` as it is; without `dist-server`, or with a
 * renderer that cannot be loaded (reported on `log.error`), nothing is drawn.
 */
export async function createPageShell(dist: string, db: Database, log?: PageShellLog): Promise<PageShell> {
  const render = await loadRenderer(dist, log);
  const rendered = new Map<string, string>();
  /** The markup of the page at `address` (path and query), or '' when there is none. */
  const markup = async (address: string): Promise<string> => {
    if (!render || address.length > MAX_RENDERED_URL) return '';
    const known = rendered.get(address);
    if (known !== undefined) return known;
    let html = '';
    try {
      html = (await render(`http://localhost${address}`)) ?? '';
    } catch (error) {
      log?.warn({ err: error, address }, 'Page could not be drawn on the server; the browser draws it');
    }
    rendered.set(address, html);
    if (rendered.size > MAX_RENDERED_PAGES) rendered.delete(rendered.keys().next().value as string);
    return html;
  };
  const base = readFileSync(join(dist, 'index.html'), 'utf8');
  const withHints = (hints: string[]): string => (hints.length ? base.replace('</head>', `    ${hints.join('\n    ')}\n  </head>`) : base);
  const withMarkup = (html: string, inner: string): string =>
    inner ? html.replace('<div id="root"></div>', `<div id="root" inert>${inner}</div>`) : html;
  const staticHtml = PAGES.map((page) => withHints(page.image ? [imagePreload(page.image)] : []));

  return {
    async html(path, search = '') {
      const index = PAGES.findIndex((page) => page.pattern.test(path));
      const page = PAGES[index];
      if (!page) return base;
      const address = `${path}${search}`;
      const plain = async () => withMarkup(staticHtml[index] ?? base, await markup(address));
      const siteId = page.listing ? Number(page.pattern.exec(path)?.[2]) : Number.NaN;
      if (!(Number.isInteger(siteId) && siteId > 0 && siteId <= MAX_SITE_ID)) return plain();
      let answer: Awaited<ReturnType<typeof getSite>>;
      try {
        answer = await getSite(db, siteId);
      } catch (error) {
        // an unknown listing: the page asks the API itself and shows 'Property not found.'
        if (error instanceof AppError) return plain();
        throw error;
      }
      const [photo] = photosOf(answer.data.site);
      const html = withHints([
        ...(photo ? [mainPhotoPreload(photo)] : []),
        `<script type="application/json" id="page-data" data-api-path="/api/sites/${siteId}">${scriptSafeJson(JSON.stringify(answer))}</script>`,
      ]);
      return withMarkup(html, await markup(address));
    },
  };
}

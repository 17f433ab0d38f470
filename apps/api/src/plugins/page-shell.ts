import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasVariants, IMAGE_WIDTHS, MAIN_PHOTO_SIZES, variantPath } from '@realty/contracts/media/image-variants';
import type { Database } from '@realty/db/client';
import { AppError } from '../lib/app-error.ts';
import { getSite } from '../modules/sites/sites.service.ts';

/** One chunk of the Vite build manifest (`dist/.vite/manifest.json`), keyed by source path. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Highest listing id the detail page will look up (the API's own limit for `site_id`). */
const MAX_SITE_ID = 2_147_483_647;

/**
 * The pages a visitor most often lands on, with the route module the web router loads for
 * each (apps/web/src/app/router.tsx) and what the first paint needs besides code.
 */
const PAGES: readonly { pattern: RegExp; module: string; image?: string }[] = [
  { pattern: /^\/$/, module: 'src/app/routes/home.tsx', image: '/media/hero/hero-poster.webp' },
  { pattern: /^\/(properties|search-results)\/?$/, module: 'src/app/routes/properties.tsx' },
  { pattern: /^\/(detailpage|detailproperty)\/(\d{1,10})\/?$/, module: 'src/app/routes/detail.tsx' },
];

/** What {@link createPageShell} returns: the HTML of the single-page app for one request path. */
export type PageShell = { html: (path: string) => Promise<string> };

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
const scriptSafeJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The built file names of `key` and every chunk it imports statically, depth first. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
}

/** `<link rel=preload>` for a listing photo with the same `srcset` and `sizes` the page draws it with. */
function photoPreload(path: string): string {
  const url = (p: string) => `/server/${p.split('/').map(encodeURIComponent).join('/')}`;
  if (!hasVariants(path)) return `<link rel="preload" as="image" href="${escapeAttribute(url(path))}" fetchpriority="high">`;
  const srcset = IMAGE_WIDTHS.map((w) => `${url(variantPath(path, w))} ${w}w`).join(', ');
  return `<link rel="preload" as="image" href="${escapeAttribute(url(variantPath(path, 960)))}" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${MAIN_PHOTO_SIZES}" fetchpriority="high">`;
}

/**
 * The HTML shell of the single-page app (architecture brief, "Budgets": Lighthouse). The built
 * `index.html` only names the entry script, so without help a browser learns of a page's own
 * code, its first API answer and its largest image one round trip after another. For the pages
 * in {@link PAGES} the shell adds, before `</head>`:
 * - `<link rel="modulepreload">` for the page's route chunk and the chunks it imports (from the
 *   Vite manifest), so they download alongside the entry;
 * - a preload of the picture that is the page's largest paint (the home hero poster, a
 *   listing's main photo with its `srcset`);
 * - on a listing's detail page, the `GET /api/sites/{id}` answer itself, as a JSON data block
 *   (`<script type="application/json" id="page-data" data-api-path=…>`, never executed, so the
 *   content security policy is unchanged) that the page reads instead of asking again.
 *
 * Any other path gets the built `index.html` as it is. Without a manifest (an older build) no
 * chunk is announced.
 */
export function createPageShell(dist: string, db: Database): PageShell {
  const base = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  // chunks the entry already announces are not announced again
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? 'index.html';
  const inEntry = new Set<string>();
  chunkFiles(manifest, entryKey, inEntry);

  const withHints = (hints: string[]): string => (hints.length ? base.replace('</head>', `    ${hints.join('\n    ')}\n  </head>`) : base);
  const staticHints = PAGES.map((page) => {
    const { js, css } = chunkFiles(manifest, page.module, new Set(inEntry));
    return [
      ...(page.image ? [`<link rel="preload" as="image" href="${escapeAttribute(page.image)}" fetchpriority="high">`] : []),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
      ...css.filter((file) => !base.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
    ];
  });
  const staticHtml = staticHints.map(withHints);

  return {
    async html(path) {
      const index = PAGES.findIndex((page) => page.pattern.test(path));
      if (index < 0) return base;
      const match = PAGES[index]?.pattern.exec(path);
      const siteId = PAGES[index]?.module.endsWith('detail.tsx') ? Number(match?.[2]) : Number.NaN;
      if (!(Number.isInteger(siteId) && siteId > 0 && siteId <= MAX_SITE_ID)) return staticHtml[index] ?? base;
      try {
        const answer = await getSite(db, siteId);
        const site = answer.data.site;
        const photo = site.cover_images[0] ?? site.inner_images[0];
        const apiPath = `/api/sites/${siteId}`;
        return withHints([
          ...(photo ? [photoPreload(photo)] : []),
          ...(staticHints[index] ?? []),
          `<script type="application/json" id="page-data" data-api-path="${apiPath}">${scriptSafeJson(JSON.stringify(answer))}</script>`,
        ]);
      } catch (error) {
        // an unknown listing: the page asks the API itself and shows 'Property not found.'
        if (error instanceof AppError) return staticHtml[index] ?? base;
        throw error;
      }
    },
  };
}

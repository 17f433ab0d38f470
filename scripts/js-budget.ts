// `npm run check:js-budget` (a tier of `npm test`, right after the build): the JavaScript each
// public page loads before the visitor's first tap, in KB gzip, against the budget of issue #35
// ("Lighter pages for cheap phones"): at most 170 KB on every public page. Reads the client
// build's manifest (apps/web/dist/.vite/manifest.json, `build.manifest` in apps/web/vite.config.ts);
// prints one line per page and exits 1 naming every page over the budget.
//
//   npm run check:js-budget                 the check (exit 1 when a page is over)
//   npm run check:js-budget -- --report-only  the same figures, never failing
//   npm run check:js-budget -- --ceiling 290  failing only past 290 KB (no page may grow while all are over the budget)
//
// How a page's set is computed: docs/decisions/0033-javascript-budget.md.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path or `_name.js` for shared chunks. */
export type ManifestChunk = {
  /** The built file, relative to the build's folder (`assets/home-D1kTpVn-.js`). */
  file: string;
  /** True for the HTML entry (`index.html`). */
  isEntry?: boolean;
  /** True for a chunk only ever loaded through `import()`. */
  isDynamicEntry?: boolean;
  /** Manifest keys this chunk imports statically: the browser fetches them when it reads the chunk. */
  imports?: string[];
  /** Manifest keys this chunk loads with `import()`: fetched only when that code runs. */
  dynamicImports?: string[];
  /** CSS files of the chunk (not counted: the budget is JavaScript). */
  css?: string[];
};

/** Vite's build manifest: manifest key → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** A public page of the budget: its address and the route module that draws it. */
export type BudgetPage = {
  /** The address as a visitor types it (`/detailpage/:id`). */
  path: string;
  /** The route module in the manifest, relative to apps/web (`src/app/routes/detail.tsx`). */
  routeModule: string;
};

/** The budget of issue #35: JavaScript loaded before the first interaction, per public page, in KB gzip (1 KB = 1,000 bytes, as Vite prints sizes). */
export const JS_BUDGET_KB = 170;

/**
 * The most the first script may weigh, in KB gzip: apps/web/src/main.tsx and what it imports
 * statically, loaded and run before the page the server drew is painted; React, the texts, the
 * router and the app's start come after, with `import()`, one step at a time
 * (docs/decisions/0017-light-first-load.md, point 7). A static import from it to one of those
 * chunks would load and run them all at once, before the paint.
 */
export const FIRST_SCRIPT_BUDGET_KB = 3;

/**
 * The public pages of the budget (issue #35) as paths of apps/web/src/app/routes.tsx: `''` is the
 * index route (`/`).
 */
export const BUDGET_ROUTE_PATHS: readonly string[] = ['', 'properties', 'detailpage/:id', 'blogs', 'aboutpage', 'faqs', 'contactus'];

/**
 * The manifest keys of `roots` and of every chunk they import statically, transitively (Vite's
 * `imports`, never `dynamicImports`): what the browser fetches once it reads those chunks. A key
 * missing from the manifest throws, so a renamed module is never silently counted as nothing.
 * @returns the keys in the order first reached (roots first).
 */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The manifest key of the HTML entry (`index.html`, whose script is apps/web/src/main.tsx). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the build's manifest, found ${entries.length}: ${entries.join(', ')}`);
  return entries[0] as string;
}

/**
 * The manifest keys of the JavaScript a server-drawn page loads before its first interaction
 * (docs/decisions/0033-javascript-budget.md): the entry (apps/web/src/main.tsx) and what it
 * imports statically; every chunk the entry loads with `import()` (main.tsx imports React's
 * renderer, the texts, the router and the app's start, one after the other, on every page, so
 * they are the start and not code loaded on demand); and the page's route module, which the
 * app's start loads before hydrating (apps/web/src/app/router.tsx) — each with its static imports,
 * transitively. A chunk the page only reaches through `import()` (a map, a gallery, a lazy
 * section) is not counted. The server sends no `<link rel="modulepreload">`
 * (`build.modulePreload: false`, docs/decisions/0017-light-first-load.md), so this is every
 * chunk the page fetches before the visitor can tap.
 */
export function pageChunks(manifest: Manifest, routeModule: string): string[] {
  const entry = entryKey(manifest);
  const boot = manifest[entry]?.dynamicImports ?? [];
  return staticClosure(manifest, [entry, ...boot, routeModule]).filter((key) => manifest[key]?.file.endsWith('.js'));
}

/** The manifest keys of the first script: the entry (apps/web/src/main.tsx) and its static imports, transitively (JavaScript only). */
export function firstScriptChunks(manifest: Manifest): string[] {
  return staticClosure(manifest, [entryKey(manifest)]).filter((key) => manifest[key]?.file.endsWith('.js'));
}

/**
 * The route module of every page of `routePaths` in the source of apps/web/src/app/routes.tsx:
 * the file of its `publicPage(() => import('./routes/….tsx'))` (the index route for `''`), as a
 * manifest key (`src/app/routes/home.tsx`). Throws when a page is missing or not a server-drawn
 * public page, so the budget never quietly skips one.
 */
export function publicRouteModules(routesSource: string, routePaths: readonly string[]): BudgetPage[] {
  return routePaths.map((routePath) => {
    const where = routePath === '' ? String.raw`index:\s*true` : String.raw`path:\s*'${routePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`;
    const found = new RegExp(String.raw`\{\s*${where},\s*\.\.\.publicPage\(\(\)\s*=>\s*import\('\./(routes/[^']+)'\)\)`).exec(routesSource);
    if (!found) throw new Error(`no public page for '${routePath}' in apps/web/src/app/routes.tsx`);
    return { path: `/${routePath}`, routeModule: `src/app/${found[1]}` };
  });
}

/** A page's figure: its chunks and their sum, in bytes gzip. */
export type PageWeight = BudgetPage & { files: string[]; gzipBytes: number };

/**
 * The weight of each of `pages` in `manifest`: the files of {@link pageChunks} and their sum,
 * each file measured with `gzipBytesOf` (bytes gzip of a built file, path relative to the build).
 */
export function pageWeights(manifest: Manifest, pages: readonly BudgetPage[], gzipBytesOf: (file: string) => number): PageWeight[] {
  return pages.map((page) => {
    const files = pageChunks(manifest, page.routeModule).map((key) => (manifest[key] as ManifestChunk).file);
    return { ...page, files, gzipBytes: files.reduce((sum, file) => sum + gzipBytesOf(file), 0) };
  });
}

/** `bytes` as KB with one decimal (1 KB = 1,000 bytes, as Vite prints sizes). */
export const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

/** The check: prints every page's figure and returns the exit code (1 when a page is over and `reportOnly` is false). */
function main(args: readonly string[]): number {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const dist = join(root, 'apps', 'web', 'dist');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`${manifestFile} is missing: build the web app first (npm run build)`);
    return 1;
  }
  const reportOnly = args.includes('--report-only');
  // `--ceiling <KB>`: fail past this figure while the pages are still over the budget, so none grows meanwhile
  const ceilingAt = args.indexOf('--ceiling');
  const ceiling = ceilingAt >= 0 ? Number(args[ceilingAt + 1]) : undefined;
  if (ceiling !== undefined && !(ceiling > 0)) {
    console.error('--ceiling needs a number of KB');
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = publicRouteModules(readFileSync(join(root, 'apps', 'web', 'src', 'app', 'routes.tsx'), 'utf8'), BUDGET_ROUTE_PATHS);
  // level 9, as scripts/precompress.mjs writes the .gz files the server sends
  const sizes = new Map<string, number>();
  const gzipBytesOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const weights = pageWeights(manifest, pages, gzipBytesOf);
  const limit = JS_BUDGET_KB * 1000;
  const firstScript = firstScriptChunks(manifest).reduce((sum, key) => sum + gzipBytesOf((manifest[key] as ManifestChunk).file), 0);
  console.log(`The first script, before the page is painted: ${kb(firstScript)} KB gzip (at most ${FIRST_SCRIPT_BUDGET_KB} KB).`);
  if (firstScript > FIRST_SCRIPT_BUDGET_KB * 1000 && !reportOnly) {
    console.error(
      `The first script (apps/web/src/main.tsx and its static imports) weighs ${kb(firstScript)} KB gzip, over ${FIRST_SCRIPT_BUDGET_KB} KB: it imports statically what its steps should load with import().`,
    );
    return 1;
  }
  console.log(`JavaScript before the first interaction, KB gzip (budget ${JS_BUDGET_KB} KB per page, issue #35):`);
  for (const page of weights) {
    const mark = page.gzipBytes > limit ? 'OVER' : 'ok';
    console.log(`  ${page.path.padEnd(16)} ${kb(page.gzipBytes).padStart(6)} KB  ${String(page.files.length).padStart(3)} files  ${mark}`);
  }
  const over = weights.filter((page) => page.gzipBytes > limit);
  if (over.length === 0) return 0;
  const names = over.map((page) => `${page.path} (${kb(page.gzipBytes)} KB)`).join(', ');
  if (ceiling !== undefined) {
    const past = weights.filter((page) => page.gzipBytes > ceiling * 1000);
    if (past.length > 0) {
      console.error(`Over the ceiling of ${ceiling} KB gzip: ${past.map((page) => `${page.path} (${kb(page.gzipBytes)} KB)`).join(', ')}.`);
      return 1;
    }
    console.log(`Over the budget of ${JS_BUDGET_KB} KB: ${names}; none over the ceiling of ${ceiling} KB.`);
    return 0;
  }
  if (reportOnly) {
    console.log(`Over the budget of ${JS_BUDGET_KB} KB: ${names} (reported only).`);
    return 0;
  }
  console.error(`Over the budget of ${JS_BUDGET_KB} KB gzip: ${names}.`);
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));

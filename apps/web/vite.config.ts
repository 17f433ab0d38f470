import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Absolute path of React Router's production build (`dist/production/index.mjs`), which its
 * package exports under no condition: every condition of `react-router`'s `exports` points to
 * `dist/development`, with its development-only checks and warnings (`ENABLE_DEV_WARNINGS`).
 * Issue #35, docs/decisions/0033-javascript-budget.md.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/**
 * The chunks of the app's start (apps/web/src/main.tsx), in the order main.tsx evaluates them:
 * React with its renderer, the texts' library, the router, then the app's start with every module it
 * imports statically (a group takes its modules' imports along). Every public page loads all of
 * them before its first tap; left to the bundler, the start's modules were split by which pages share
 * them into some sixty files of a few hundred bytes, each compressed on its own (issue #35,
 * docs/decisions/0033-javascript-budget.md). Higher priority groups take their modules first.
 */
const START_CHUNKS = [
  // what main.tsx itself needs (Vite's helper for `import()`) stays out of the start's chunk, so the
  // first script loads and runs nothing else before the page is painted (docs/decisions/0017-light-first-load.md)
  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 50 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'i18n', test: /node_modules[\\/]i18next[\\/]|src[\\/]lib[\\/]i18n[\\/]texts\.ts$/, priority: 30 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
  { name: 'start', test: /src[\\/]app[\\/]start\.tsx$/, priority: 10 },
];

/** Vite build of the SPA; in development `/api` and `/server` go to the API on port 3000. */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // zod without its `new Function` probe, which the content security policy refuses (src/lib/zod-jitless.ts)
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      // the browser's production build gets React Router's production build; `vite dev`, the tests
      // and the server renderer (which loads the package from node_modules) keep the development one
      ...(command === 'build' && !isSsrBuild ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/server': 'http://localhost:3000' },
  },
  // The server-rendering build (src/entry-server.tsx, into dist-server/) carries its own copy of
  // zod: with the API's copy shared, the contracts' schemas would register their ids (SiteSummary, …)
  // twice in zod's one global registry and the API's OpenAPI document would refuse them.
  ssr: { noExternal: [/^zod(\/|$)/] },
  // the server-rendering build needs no copy of public/
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: which chunks each page loads, read by the JavaScript budget
    // (scripts/js-budget.ts, docs/decisions/0033-javascript-budget.md)
    manifest: !isSsrBuild,
    // no script that appends a <link rel="modulepreload"> per chunk on a phone's main thread: a
    // chunk's imports download when the browser reads it (docs/decisions/0017-light-first-load.md)
    modulePreload: false,
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: START_CHUNKS } } },
  },
}));

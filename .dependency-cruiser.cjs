// Dependency rules for apps/ and packages/ (docs/decisions/0008-dependency-rules.md), checked by
// dependency-cruiser in `npm run deps` and so in `npm test`.
//
// This file cruises apps/api and packages/ with the swc parser, which reads every import as written,
// `import type` included. swc cannot read JSX in dependency-cruiser 17 (the last version for Node 20),
// so apps/web is cruised by .dependency-cruiser.web.cjs: the same rules, read through Babel, which drops
// `import type` lines. Type-only cycles in the web app are caught by Biome's noImportCycles (biome.json).
// TypeScript 7 has no JavaScript API, so dependency-cruiser's own TypeScript parser is not available.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // --- web app ---
    {
      name: 'web-feature-to-other-feature',
      comment:
        'A web feature imports another feature. Features stand side by side: move what both need to ' +
        'src/components, src/lib or src/config, or let src/app compose them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-to-feature-or-app',
      comment:
        'Shared web code (src/components, src/lib, src/config) imports a feature or the app shell. ' +
        'Shared code sits below the features: pass what it needs in as props or arguments.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },

    // --- API ---
    {
      name: 'api-module-to-other-module-repository',
      comment:
        "An API module imports another module's repository. Modules talk through services: call the " +
        "other module's service (or move the shared row type to @realty/db or @realty/contracts).",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/.+[.]repository[.]ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'api-routes-only-from-app',
      comment:
        'A route module (*.routes.ts) is imported by something other than apps/api/src/app.ts. Only app.ts ' +
        'wires route modules; everything else, other modules and tests included, goes through services ' +
        'or builds the app with app.ts (apps/api/test/test-app.ts).',
      severity: 'error',
      from: { pathNot: '^apps/api/src/app[.]ts$' },
      to: { path: '^apps/api/src/modules/.+[.]routes[.]ts$' },
    },
    {
      name: 'api-provider-to-module-or-plugin',
      comment:
        'A provider (src/providers) imports an API module or a Fastify plugin. Providers wrap outside ' +
        'services (SMS, storage, throttling, the member registry) and know nothing of the app above them.',
      severity: 'error',
      from: { path: '^apps/api/src/providers/' },
      to: { path: '^apps/api/src/(modules|plugins)/' },
    },

    // --- everywhere ---
    {
      name: 'no-circular',
      comment:
        'This module is part of an import cycle. Cycles make load order matter and let any part of the ' +
        'loop reach every other part: break it by moving what is shared into a module both can import.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'resolvable-imports',
      comment:
        'An import that dependency-cruiser cannot resolve to a file or a package. Beside a real typo this ' +
        'means the check itself has gone blind to that import, so the other rules could pass unseen.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // swc: reads TypeScript as written (no TypeScript JS API needed) and keeps `import type` edges.
    parser: 'swc',
    // npm packages are recorded as dependencies but not read
    doNotFollow: { path: '(^|/)node_modules/' },
    // build output and the generated migrations are not source
    exclude: { path: '^(apps|packages)/[^/]+/(dist|dist-server|coverage)/|^packages/db/migrations/' },
    // the workspace packages (@realty/contracts/*, @realty/db/*) resolve through the "exports" of their
    // package.json to packages/*/src/*.ts, as in Node and Vite
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    moduleSystems: ['es6', 'cjs'],
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

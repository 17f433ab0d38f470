// The dependency rules of .dependency-cruiser.cjs, for apps/web (docs/decisions/0008-dependency-rules.md).
//
// dependency-cruiser 17 (the last version for Node 20) cannot read JSX with swc, and TypeScript 7 has no
// JavaScript API for its own parser, so the web app is read through Babel (.dependency-cruiser.babel.cjs):
// it strips the types and keeps every import but `import type` lines, which it drops. Type-only
// cycles in the web app are caught by Biome's noImportCycles (biome.json) instead.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  options: {
    parser: 'acorn',
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    // the workspace packages are cruised, with type imports, by the main configuration
    doNotFollow: { path: '(^|/)node_modules/|^packages/' },
  },
};

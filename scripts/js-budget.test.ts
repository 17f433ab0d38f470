import { describe, expect, it } from 'vitest';
import { firstScriptChunks, type Manifest, pageChunks, pageWeights, publicRouteModules, staticClosure } from './js-budget.ts';

// A build's manifest in small: the entry imports the runtime statically and React's renderer and
// the app's start with import(); the start imports the router; the detail page imports shared
// code and, only through import(), the map (which imports Leaflet).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['node_modules/react-dom/client.js', 'src/app/start.tsx'],
    css: ['assets/index-a.css'],
  },
  '_runtime.js': { file: 'assets/runtime-b.js' },
  'node_modules/react-dom/client.js': { file: 'assets/client-c.js', isDynamicEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-d.js' },
  'src/app/start.tsx': { file: 'assets/start-e.js', isDynamicEntry: true, imports: ['_react.js', '_router.js'] },
  '_router.js': { file: 'assets/router-f.js', imports: ['_react.js'] },
  'src/app/routes/detail.tsx': {
    file: 'assets/detail-g.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_router.js'],
    dynamicImports: ['src/features/map/components/location-map-canvas.tsx'],
  },
  '_shared.js': { file: 'assets/shared-h.js', imports: ['_react.js'] },
  'src/features/map/components/location-map-canvas.tsx': {
    file: 'assets/location-map-canvas-i.js',
    isDynamicEntry: true,
    imports: ['_leaflet.js'],
  },
  '_leaflet.js': { file: 'assets/leaflet-j.js', css: ['assets/leaflet-k.css'] },
  '_leaflet.css': { file: 'assets/leaflet-k.css' },
  'src/app/routes/faqs.tsx': { file: 'assets/faqs-l.js', isDynamicEntry: true, imports: ['_shared.js'] },
};

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and never import()', () => {
    expect(staticClosure(manifest, ['src/app/routes/detail.tsx'])).toEqual([
      'src/app/routes/detail.tsx',
      '_shared.js',
      '_react.js',
      '_router.js',
    ]);
  });

  it('refuses a key the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/app/routes/gone.tsx'])).toThrow(/gone\.tsx is not in the build's manifest/);
  });
});

describe('firstScriptChunks', () => {
  it('is the entry and its static imports, not the steps it loads with import()', () => {
    expect(firstScriptChunks(manifest)).toEqual(['index.html', '_runtime.js']);
  });

  it('takes in the steps when the entry reaches them statically (a chunk shared with the start)', () => {
    const merged: Manifest = {
      ...manifest,
      'index.html': { ...(manifest['index.html'] as Manifest[string]), imports: ['_runtime.js', '_start-shared.js'] },
      '_start-shared.js': { file: 'assets/start-shared-m.js', imports: ['_react.js', '_router.js'] },
    };
    expect(firstScriptChunks(merged)).toEqual(['index.html', '_runtime.js', '_start-shared.js', '_react.js', '_router.js']);
  });
});

describe('pageChunks', () => {
  it("counts the entry, the chunks the entry imports at start, and the page's route module, each with its static imports, but not the map", () => {
    expect(pageChunks(manifest, 'src/app/routes/detail.tsx').sort()).toEqual(
      [
        'index.html',
        '_runtime.js',
        'node_modules/react-dom/client.js',
        '_react.js',
        'src/app/start.tsx',
        '_router.js',
        'src/app/routes/detail.tsx',
        '_shared.js',
      ].sort(),
    );
  });

  it('counts a chunk only once however many chunks import it', () => {
    const weights = pageWeights(manifest, [{ path: '/faqs', routeModule: 'src/app/routes/faqs.tsx' }], () => 1000);
    expect(weights[0]?.files).toHaveLength(new Set(weights[0]?.files).size);
    // the entry and the runtime, the renderer, the start and the router, React once, the page and its shared code
    expect(weights[0]?.gzipBytes).toBe(8 * 1000);
    expect(weights[0]?.files).not.toContain('assets/leaflet-j.js');
  });
});

describe('pageWeights', () => {
  it('sums the gzip size of every file of a page', () => {
    const sizes: Record<string, number> = {
      'assets/index-a.js': 1_000,
      'assets/runtime-b.js': 500,
      'assets/client-c.js': 64_000,
      'assets/react-d.js': 3_000,
      'assets/start-e.js': 12_000,
      'assets/router-f.js': 30_000,
      'assets/detail-g.js': 15_000,
      'assets/shared-h.js': 2_000,
    };
    const [detail] = pageWeights(manifest, [{ path: '/detailpage/:id', routeModule: 'src/app/routes/detail.tsx' }], (file) => {
      const size = sizes[file];
      if (size === undefined) throw new Error(`${file} should not be counted`);
      return size;
    });
    expect(detail?.gzipBytes).toBe(127_500);
  });
});

describe('publicRouteModules', () => {
  const routes = `
    { index: true, ...publicPage(() => import('./routes/home.tsx')) },
    { path: 'properties', ...publicPage(() => import('./routes/properties.tsx')) },
    { path: 'detailpage', element: <Navigate to="/properties" replace /> },
    { path: 'detailpage/:id', ...publicPage(() => import('./routes/detail.tsx')) },
    { path: 'signinuser', ...page(() => import('./routes/sign-in-user.tsx')) },
  `;

  it('finds the route module of each public page, the index route for /', () => {
    expect(publicRouteModules(routes, ['', 'properties', 'detailpage/:id'])).toEqual([
      { path: '/', routeModule: 'src/app/routes/home.tsx' },
      { path: '/properties', routeModule: 'src/app/routes/properties.tsx' },
      { path: '/detailpage/:id', routeModule: 'src/app/routes/detail.tsx' },
    ]);
  });

  it('refuses a page that is missing or not a server-drawn public page', () => {
    expect(() => publicRouteModules(routes, ['faqs'])).toThrow(/no public page for 'faqs'/);
    expect(() => publicRouteModules(routes, ['signinuser'])).toThrow(/no public page for 'signinuser'/);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites } from '../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// A small built site: the entry imports `react`, the detail page imports `react` and `zod`.
const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Kashi Realty</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'], css: ['assets/index-c1.css'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_zod-z1.js': { file: 'assets/zod-z1.js', imports: ['_react-r1.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['_react-r1.js'] },
  'src/app/routes/properties.tsx': { file: 'assets/properties-p1.js', imports: ['_react-r1.js'] },
  'src/app/routes/detail.tsx': { file: 'assets/detail-d1.js', imports: ['_react-r1.js', '_zod-z1.js'] },
};

let ctx: TestContext;
let dist: string;
let siteId: number;
let bareSiteId: number;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'realty-dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const chunk of Object.values(MANIFEST)) writeFileSync(join(dist, chunk.file), '// built code\n');
  ctx = await createTestContext({ WEB_DIST: dist });
  const ids = await insertSites(ctx.db, [
    {
      title: 'Sigra Heights </script><!-- "quoted"',
      coverImages: ['media/sites/9/cover-1.webp'],
      innerImages: ['media/sites/9/inner-1.webp'],
    },
    { title: 'Lanka Plots' },
  ]);
  siteId = ids[0] as number;
  bareSiteId = ids[1] as number;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};
const preloadedModules = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the page shell', () => {
  it('announces a listing page’s own chunks, not those the entry already names', async () => {
    const html = await page(`/detailpage/${bareSiteId}`);
    expect(preloadedModules(html)).toEqual(['/assets/react-r1.js', '/assets/detail-d1.js', '/assets/zod-z1.js']);
    expect(await page(`/detailproperty/${bareSiteId}`)).toContain('/assets/detail-d1.js');
  });

  it('embeds the listing’s API answer once, safe inside the page, and preloads its main photo', async () => {
    const html = await page(`/detailpage/${siteId}`);
    const api = await ctx.app.inject({ url: `/api/sites/${siteId}` });
    const block = /<script type="application\/json" id="page-data" data-api-path="\/api\/sites\/(\d+)">([\s\S]*?)<\/script>/.exec(html);
    expect(block?.[1]).toBe(String(siteId));
    expect(block?.[2]).not.toContain('<');
    expect(JSON.parse(block?.[2] ?? '')).toEqual(api.json());
    expect(html.match(/id="page-data"/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/server/media/sites/9/cover-1-w960.webp" imagesrcset="/server/media/sites/9/cover-1-w480.webp 480w, /server/media/sites/9/cover-1-w960.webp 960w, /server/media/sites/9/cover-1.webp 1600w" imagesizes="(min-width: 1280px) 800px, (min-width: 768px) 66vw, 100vw" fetchpriority="high">',
    );
  });

  it('sends an unknown listing’s page without data, so the page itself reports it missing', async () => {
    const html = await page('/detailpage/999999');
    expect(html).not.toContain('page-data');
    expect(html).toContain('/assets/detail-d1.js');
    expect(await page('/detailpage/99999999999')).not.toContain('page-data');
  });

  it('preloads the home hero poster and the listing search chunk', async () => {
    const home = await page('/');
    expect(home).toContain('<link rel="preload" as="image" href="/media/hero/hero-poster.webp" fetchpriority="high">');
    expect(preloadedModules(home)).toContain('/assets/home-h1.js');
    expect(preloadedModules(await page('/properties?city=Varanasi'))).toContain('/assets/properties-p1.js');
  });

  it('sends every other path the built page as it is', async () => {
    expect(await page('/aboutpage')).toBe(INDEX);
    expect(await page('/detailpage/abc')).toBe(INDEX);
  });
});

describe('compression', () => {
  it('sends a list of listings brotli-compressed to a browser that accepts it, and plain to one that does not', async () => {
    await insertSites(
      ctx.db,
      Array.from({ length: 9 }, (_, i) => ({ title: `Compressed Listing ${i}`, description: 'A long description. '.repeat(20) })),
    );
    const plain = await ctx.app.inject({ url: '/api/sites' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx.app.inject({ url: '/api/sites', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses the page itself with gzip when brotli is not accepted', async () => {
    const res = await ctx.app.inject({ url: `/detailpage/${siteId}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('id="page-data"');
  });
});

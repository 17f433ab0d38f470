import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSites } from '../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createPageShell } from './page-shell.ts';

// A small built site, and a server renderer like the web app's dist-server/entry-server.js.
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

// A server renderer like the web app's dist-server/entry-server.js: draws the address, fails on ?boom.
const RENDERER = `export async function renderPage(url) {
  const u = new URL(url);
  if (u.searchParams.has('boom')) throw new Error('render failed');
  globalThis.renderedAddresses = [...(globalThis.renderedAddresses ?? []), u.pathname + u.search];
  return '<main><h1>Drawn ' + (u.pathname + u.search).replace(/</g, '&lt;') + '</h1></main>';
}
`;
const rendered = () => (globalThis as { renderedAddresses?: string[] }).renderedAddresses ?? [];

let ctx: TestContext;
let root: string;
let dist: string;
let siteId: number;
let bareSiteId: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'realty-web-'));
  dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), RENDERER);
  writeFileSync(join(dist, 'index.html'), INDEX);
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
  rmSync(root, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};

describe('the page shell', () => {
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
    expect(await page('/detailpage/999999')).not.toContain('page-data');
    expect(await page('/detailpage/99999999999')).not.toContain('page-data');
    expect(await page(`/detailproperty/${bareSiteId}`)).toContain('id="page-data" data-api-path="/api/sites/');
  });

  it('preloads the home hero poster, and no scripts beyond those the built page names', async () => {
    const home = await page('/');
    expect(home).toContain('<link rel="preload" as="image" href="/media/hero/hero-poster.webp" fetchpriority="high">');
    expect(home.match(/rel="modulepreload"/g)).toHaveLength(1);
  });

  it('answers unknown API and upload paths with the JSON 404, not the page', async () => {
    for (const url of ['/api/nope', '/server/media/nope.webp']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('sends every other path the built page as it is', async () => {
    expect(await page('/aboutpage')).toBe(INDEX);
    expect(await page('/detailpage/abc')).toBe(INDEX);
  });
});

describe('server-drawn pages', () => {
  it('puts the drawn landing page inside the root element, inert until the browser takes it over', async () => {
    const html = await page('/properties?city=Varanasi&title=%3Cb%3E');
    expect(html).toContain('<div id="root" inert><main><h1>Drawn /properties?city=Varanasi&title=%3Cb%3E</h1></main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    expect(await page(`/detailpage/${bareSiteId}`)).toContain(
      `<div id="root" inert><main><h1>Drawn /detailpage/${bareSiteId}</h1></main></div>`,
    );
    expect(await page('/detailpage/999999')).toContain('<div id="root" inert><main><h1>Drawn /detailpage/999999</h1></main></div>');
  });

  it('draws each address once and answers again from memory', async () => {
    const first = await page('/properties?sort=titleAZ');
    expect(await page('/properties?sort=titleAZ')).toBe(first);
    expect(rendered().filter((a) => a === '/properties?sort=titleAZ')).toHaveLength(1);
  });

  it('sends an empty root for the browser to draw when drawing fails, instead of failing the page', async () => {
    const html = await page('/properties?boom=1');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-e1.js');
  });

  it('leaves pages it does not draw to the browser', async () => {
    expect(await page('/aboutpage')).toContain('<div id="root"></div>');
    expect(rendered()).not.toContain('/aboutpage');
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

// A development build of the server renderer run under NODE_ENV=production fails as it loads.
const BROKEN_RENDERERS = {
  'throws as it loads': `const jsxDEV = undefined;\nconst page = jsxDEV('main', {});\nexport async function renderPage() { return page; }\n`,
  'has no renderPage function': 'export const renderPage = "<main></main>";\n',
};

describe.each(Object.entries(BROKEN_RENDERERS))('a server renderer that %s', (_, source) => {
  let brokenRoot: string;
  let brokenDist: string;
  let broken: TestContext | undefined;
  beforeAll(async () => {
    brokenRoot = mkdtempSync(join(tmpdir(), 'realty-web-broken-'));
    brokenDist = join(brokenRoot, 'dist');
    mkdirSync(brokenDist, { recursive: true });
    mkdirSync(join(brokenRoot, 'dist-server'));
    writeFileSync(join(brokenRoot, 'dist-server', 'entry-server.js'), source);
    writeFileSync(join(brokenDist, 'index.html'), INDEX);
  });
  afterAll(async () => {
    await broken?.close();
    rmSync(brokenRoot, { recursive: true, force: true });
  });

  it('does not stop the server: every page is the plain shell, for the browser to draw', async () => {
    broken = await createTestContext({ WEB_DIST: brokenDist });
    for (const url of ['/', '/properties?city=Varanasi', '/aboutpage']) {
      const res = await broken.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    }
    const listing = await broken.app.inject({ url: `/detailpage/${(await insertSites(broken.db, [{ title: 'Assi Ghat Flats' }]))[0]}` });
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('id="page-data"');
    expect(listing.body).toContain('<div id="root"></div>');
  });

  it('reports the renderer as an error in the log', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const shell = await createPageShell(brokenDist, (broken ?? ctx).db, log);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ file: join(brokenDist, '..', 'dist-server', 'entry-server.js') });
    expect(log.error.mock.calls[0]?.[1]).toMatch(/^The server renderer (could not be loaded|has no renderPage function)/);
    expect(await shell.html('/properties')).toContain('<div id="root"></div>');
  });
});

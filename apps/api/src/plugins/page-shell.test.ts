import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSites } from '../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createPageShell, type PageShell, type ShellAnswer } from './page-shell.ts';

// A small built site: the page every address starts from (docs/decisions/0005-server-drawn-landing-pages.md).
const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The default description." />
    <title>Kashi Realty – Connecting Dreams with the Perfect Property</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * A server renderer with the contract of the web app's dist-server/entry-server.js
 * (`renderPage(url, { origin, fetchApi })`): it records each call on `globalThis.shellCalls`, asks
 * the API through `fetchApi` for a listing page, answers 404 for `/no-such-page` and an unknown
 * listing, redirects `/detailpage`, leaves `/userdashboard` to the browser (no markup), fails on
 * `?boom`, and draws every other address with a head of its own and answers that hold text a
 * script must not be closed by.
 */
const RENDERER = `const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
export async function renderPage(url, { origin, fetchApi }) {
  const u = new URL(url);
  const address = u.pathname + u.search;
  globalThis.shellCalls = [...(globalThis.shellCalls ?? []), { url, origin }];
  if (u.searchParams.has('boom')) throw new Error('render failed');
  if (u.pathname === '/detailpage') return { redirect: '/properties' };
  const htmlLang = u.pathname === '/hi' || u.pathname.startsWith('/hi/') ? 'hi-IN' : 'en-IN';
  if (u.pathname.endsWith('/userdashboard')) return { status: 200, head: '', html: '', queryState: null, htmlLang };
  const listing = /^\\/detailpage\\/(\\d+)$/.exec(u.pathname);
  if (listing) {
    const answer = await fetchApi('/api/sites/' + listing[1]);
    const body = await answer.json();
    if (answer.status === 404) {
      return { status: 404, head: '<title>Property not found | Kashi Realty</title><meta name="robots" content="noindex"/>', html: '<main><h1>Property not found</h1></main>', queryState: { queries: [] }, htmlLang };
    }
    const title = escape(body.data.site.site_title);
    return { status: 200, head: '<title>' + title + ' | Kashi Realty</title><meta name="description" content="' + title + ' in Varanasi."/>', html: '<main><h1>' + title + '</h1></main>', queryState: { queries: [{ queryKey: ['sites', 'detail', Number(listing[1])], state: { data: body.data } }] }, htmlLang };
  }
  if (u.pathname === '/no-such-page' || u.pathname === '/hi/no-such-page') {
    return { status: 404, head: '<title>Page not found | Kashi Realty</title><meta name="robots" content="noindex"/>', html: '<main><h1>Page not found</h1></main>', queryState: { queries: [] }, htmlLang };
  }
  return {
    status: 200,
    head: '<title>Drawn ' + escape(address) + ' | Kashi Realty</title><meta name="description" content="About ' + escape(address) + '"/><link rel="canonical" href="' + origin + escape(address) + '"/>',
    html: '<main><h1>Drawn ' + escape(address) + '</h1></main>',
    queryState: { queries: [{ queryKey: ['page', address], state: { data: { note: '</script><!-- "quoted" \\u2028 & more' } } }] },
    htmlLang,
  };
}
`;

type Call = { url: string; origin: string };
const calls = (): Call[] => (globalThis as { shellCalls?: Call[] }).shellCalls ?? [];

/** A built site in a new folder: `dist/index.html`, and `dist-server/entry-server.js` when `renderer` is given. */
function builtSite(renderer: string | undefined): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'realty-web-'));
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  if (renderer !== undefined) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'entry-server.js'), renderer);
  }
  return { root, dist };
}

/** Answers of a tiny API for the renderer: listing 7 exists, every other id is unknown. */
async function fakeApi(address: string): Promise<Response> {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (address === '/api/sites/7')
    return json(200, { success: true, data: { site: { site_id: 7, site_title: 'Sigra Heights' }, related_sites: [] } });
  return json(404, { success: false, code: 'NOT_FOUND', message: 'Property not found.' });
}

const ORIGIN = 'https://example.in';
const html = (answer: ShellAnswer): string => {
  if (!('html' in answer)) throw new Error(`expected a page, got a redirect to ${answer.location}`);
  return answer.html;
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the page shell with a server renderer', () => {
  let shell: PageShell;
  const log = { warn: vi.fn(), error: vi.fn() };
  beforeAll(async () => {
    const site = builtSite(RENDERER);
    folders.push(site.root);
    shell = await createPageShell(site.dist, fakeApi, log);
  });

  it('puts the page’s own head in place of the built title and description, and its markup inside the root, inert', async () => {
    const answer = await shell.html('/properties', '?city=Varanasi&title=%3Cb%3E', ORIGIN);
    expect(answer.status).toBe(200);
    const page = html(answer);
    expect(page).toContain('<title>Drawn /properties?city=Varanasi&amp;title=%3Cb%3E | Kashi Realty</title>');
    expect(page).toContain('<meta name="description" content="About /properties?city=Varanasi&amp;title=%3Cb%3E"/>');
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/properties?city=Varanasi&amp;title=%3Cb%3E"/>`);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).not.toContain('The default description.');
    expect(page.indexOf('<title>Drawn')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<div id="root" inert><main><h1>Drawn /properties?city=Varanasi&amp;title=%3Cb%3E</h1></main></div>');
    // the built page's own tags stay
    expect(page).toContain('<meta charset="UTF-8" />');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    expect(calls().at(-1)).toEqual({ url: 'http://localhost/properties?city=Varanasi&title=%3Cb%3E', origin: ORIGIN });
  });

  it('sets <html lang> to the page’s language', async () => {
    expect(html(await shell.html('/hi/aboutpage', '', ORIGIN))).toMatch(/^<!doctype html>\n<html lang="hi-IN">/);
    expect(html(await shell.html('/aboutpage', '', ORIGIN))).toMatch(/^<!doctype html>\n<html lang="en-IN">/);
  });

  it('sends the answers the page was drawn with as a JSON block no text in them can break out of', async () => {
    const page = html(await shell.html('/faqs', '', ORIGIN));
    const block = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(page);
    expect(block).not.toBeNull();
    const text = block?.[1] ?? '';
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({
      queries: [{ queryKey: ['page', '/faqs'], state: { data: { note: '</script><!-- "quoted" \u2028 & more' } } }],
    });
    expect(page.match(/id="query-state"/g)).toHaveLength(1);
    expect(page.indexOf('id="query-state"')).toBeLessThan(page.indexOf('</head>'));
  });

  it('passes a 404 through, with the page saying so and noindex', async () => {
    for (const path of ['/no-such-page', '/hi/no-such-page', '/detailpage/999999']) {
      const answer = await shell.html(path, '', ORIGIN);
      expect(answer.status).toBe(404);
      expect(html(answer)).toContain('<meta name="robots" content="noindex"/>');
      expect(html(answer)).toMatch(/<div id="root" inert><main><h1>(Page|Property) not found<\/h1><\/main><\/div>/);
    }
    const found = await shell.html('/detailpage/7', '', ORIGIN);
    expect(found.status).toBe(200);
    expect(html(found)).toContain('<title>Sigra Heights | Kashi Realty</title>');
  });

  it('passes a redirect through', async () => {
    expect(await shell.html('/detailpage', '', ORIGIN)).toEqual({ status: 302, location: '/properties' });
  });

  it('sends the built page, with its language, for a page the browser draws alone', async () => {
    const answer = await shell.html('/hi/userdashboard', '', ORIGIN);
    expect(answer.status).toBe(200);
    expect(html(answer)).toBe(INDEX.replace('<html lang="en-IN">', '<html lang="hi-IN">'));
  });

  it('sends the plain shell with 200 when drawing fails, and says so in the log', async () => {
    const answer = await shell.html('/properties', '?boom=1', ORIGIN);
    expect(answer).toEqual({ status: 200, html: INDEX });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ address: '/properties?boom=1' }),
      expect.stringMatching(/could not be drawn/),
    );
  });

  it('leaves very long addresses to the browser', async () => {
    const before = calls().length;
    expect(await shell.html('/properties', `?title=${'a'.repeat(600)}`, ORIGIN)).toEqual({ status: 200, html: INDEX });
    expect(calls()).toHaveLength(before);
  });
});

describe('the page shell without a server renderer', () => {
  it('sends the plain shell with 200 for every address', async () => {
    const site = builtSite(undefined);
    folders.push(site.root);
    const log = { warn: vi.fn(), error: vi.fn() };
    const shell = await createPageShell(site.dist, fakeApi, log);
    for (const path of ['/', '/properties', '/no-such-page', '/hi/aboutpage']) {
      expect(await shell.html(path, '', ORIGIN)).toEqual({ status: 200, html: INDEX });
    }
    expect(log.error).not.toHaveBeenCalled();
  });
});

// A development build of the server renderer run under NODE_ENV=production fails as it loads.
const BROKEN_RENDERERS = {
  'throws as it loads': `const jsxDEV = undefined;\nconst page = jsxDEV('main', {});\nexport async function renderPage() { return page; }\n`,
  'has no renderPage function': 'export const renderPage = "<main></main>";\n',
};

describe.each(Object.entries(BROKEN_RENDERERS))('a server renderer that %s', (_, source) => {
  it('is reported as an error, and every page is the plain shell for the browser to draw', async () => {
    const site = builtSite(source);
    folders.push(site.root);
    const log = { warn: vi.fn(), error: vi.fn() };
    const shell = await createPageShell(site.dist, fakeApi, log);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ file: join(site.dist, '..', 'dist-server', 'entry-server.js') });
    expect(log.error.mock.calls[0]?.[1]).toMatch(/^The server renderer (could not be loaded|has no renderPage function)/);
    for (const path of ['/', '/properties', '/aboutpage']) expect(await shell.html(path, '', ORIGIN)).toEqual({ status: 200, html: INDEX });
  });
});

describe('pages served by the app', () => {
  let ctx: TestContext;
  let siteId: number;
  beforeAll(async () => {
    const site = builtSite(RENDERER);
    folders.push(site.root);
    ctx = await createTestContext({ WEB_DIST: site.dist });
    [siteId] = (await insertSites(ctx.db, [{ title: 'Sigra Heights </script><!-- "quoted"' }])) as [number];
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers with the status the renderer gives, the renderer asking the API in process', async () => {
    const found = await ctx.app.inject({ url: `/detailpage/${siteId}` });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toContain('text/html');
    expect(found.body).toContain('<title>Sigra Heights &lt;/script>&lt;!-- &quot;quoted&quot; | Kashi Realty</title>');
    const missing = await ctx.app.inject({ url: '/detailpage/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await ctx.app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
    const redirect = await ctx.app.inject({ url: '/detailpage' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/properties');
  });

  it('draws the head on the request’s own origin', async () => {
    const res = await ctx.app.inject({ url: '/aboutpage', headers: { host: 'realty.test:8080' } });
    expect(res.body).toContain('<link rel="canonical" href="http://realty.test:8080/aboutpage"/>');
  });

  it('answers unknown API and upload paths with the JSON 404, not the page', async () => {
    for (const url of ['/api/nope', '/server/media/nope.webp']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('compresses pages and API answers: brotli when accepted, else gzip', async () => {
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
    const page = await ctx.app.inject({ url: `/properties?title=${'Sigra '.repeat(60)}`, headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString('utf8')).toContain('id="query-state"');
  });
});

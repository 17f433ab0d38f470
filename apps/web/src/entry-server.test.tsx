// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type RenderedPage, renderPage } from './entry-server.tsx';
import { sampleSite } from './test/sample-site.ts';

/** Answers of a tiny API: listing 12 exists, every other id is unknown; lists are empty. */
async function fetchApi(address: string): Promise<Response> {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const path = address.split('?')[0] ?? '';
  if (path === '/api/sites/12')
    return json(200, { success: true, data: { site: sampleSite(12, { related_sites: [] }), related_sites: [] } });
  if (/^\/api\/sites\/\d+$/.test(path)) return json(404, { success: false, code: 'NOT_FOUND', message: 'Property not found.' });
  if (path === '/api/sites') return json(200, { success: true, data: [], total: 0, page: 1, pageSize: 9 });
  return json(404, { success: false, code: 'NOT_FOUND', message: 'Not found.' });
}

const render = async (url: string): Promise<RenderedPage> => {
  const page = await renderPage(url, { origin: 'https://example.in', fetchApi });
  if ('redirect' in page) throw new Error(`redirected to ${page.redirect}`);
  return page;
};

// Runs without a DOM, as on the server: a page that touches window or storage while rendering fails here.
describe('server rendering of the public pages', { timeout: 30_000 }, () => {
  it('draws the home hero, its search box and the poster picture', async () => {
    const page = await render('http://localhost/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Connecting Dreams with the Perfect Property.');
    expect(page.html).toContain('Find Your Dream Property Today!');
    expect(page.html).toContain('src="/media/hero/hero-poster.webp"');
    expect(page.html).not.toContain('<!--$!-->');
  });

  it('draws the listing search with the criteria of its address', async () => {
    const page = await render('http://localhost/properties?title=Heights&category=Apartment');
    expect(page.html).toContain('Search Results for');
    expect(page.html).toContain('value="Heights"');
    expect(page.html).not.toContain('<!--$!-->');
  });

  it('draws a listing page with its listing, fetched through the host, and sends the answer along', async () => {
    const page = await render('http://localhost/detailpage/12');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Ganga View 12');
    expect(JSON.stringify(page.queryState)).toContain('Ganga View 12');
    // the server cannot know who is signed in: the header's account corner is a neutral placeholder
    expect(page.html).toContain('data-account-placeholder');
    expect(page.html).not.toContain('Register Now');
  });

  it('answers 404 for an unknown listing and for an unknown address', async () => {
    expect((await render('http://localhost/detailpage/999')).status).toBe(404);
    expect((await render('http://localhost/no-such-page')).status).toBe(404);
    expect((await render('http://localhost/hi/no-such-page')).status).toBe(404);
  });

  it('draws Hindi pages under /hi with the Hindi language tag', async () => {
    const page = await render('http://localhost/hi/detailpage/12');
    expect(page.status).toBe(200);
    expect(page.language).toBe('hi');
    expect(page.htmlLang).toBe('hi-IN');
    expect(page.html).toContain('Ganga View 12');
  });
});

describe('pages drawn before', { timeout: 30_000 }, () => {
  it('reuses a drawn page while its answers are unchanged, and draws it afresh when one changes', async () => {
    let title = 'Lanka Residency';
    const api = async (address: string) =>
      address.startsWith('/api/sites/77')
        ? new Response(JSON.stringify({ success: true, data: { site: sampleSite(77, { site_title: title }), related_sites: [] } }), {
            status: 200,
          })
        : fetchApi(address);
    const first = await renderPage('http://localhost/detailpage/77', { origin: 'https://example.in', fetchApi: api });
    const again = await renderPage('http://localhost/detailpage/77', { origin: 'https://example.in', fetchApi: api });
    expect(again).toBe(first);
    title = 'Lanka Residency Phase 2';
    const changed = await renderPage('http://localhost/detailpage/77', { origin: 'https://example.in', fetchApi: api });
    expect(changed).not.toBe(first);
    expect('html' in changed && changed.html).toContain('Lanka Residency Phase 2');
  });

  it('keeps the answers of pages drawn at the same time apart', async () => {
    const slow = (id: number, ms: number) => async (address: string) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return address.startsWith(`/api/sites/${id}`)
        ? new Response(JSON.stringify({ success: true, data: { site: sampleSite(id), related_sites: [] } }), { status: 200 })
        : fetchApi(address);
    };
    const [a, b] = await Promise.all([
      renderPage('http://localhost/detailpage/31', { origin: 'https://example.in', fetchApi: slow(31, 30) }),
      renderPage('http://localhost/detailpage/32', { origin: 'https://example.in', fetchApi: slow(32, 5) }),
    ]);
    expect('html' in a && a.html).toContain('Ganga View 31');
    expect('html' in b && b.html).toContain('Ganga View 32');
  });
});

import { gunzipSync } from 'node:zlib';
import { blogs } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SitemapItem } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { callAs, newBuilder, projectBody, type TestBuilder } from '../projects/test-kit.ts';
import { insertListings, parseSitemapIndexXml, parseUrlSet } from './seo-test-kit.ts';
import { PUBLIC_PAGES } from './sitemap.service.ts';

let ctx: TestContext;
let staff: TestStaff;
const HOST = 'http://localhost';

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());

/** A second app on the test database with other settings (`overrides`, as in `process.env`). */
async function appWith(overrides: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ctx.dataDir, ...overrides }), db: ctx.db });
  await app.ready();
  return app;
}
async function get(url: string, headers: Record<string, string> = {}, app: FastifyInstance = ctx.app) {
  return app.inject({ method: 'GET', url, headers });
}
async function urlsOf(url: string, app: FastifyInstance = ctx.app): Promise<SitemapItem[]> {
  const res = await get(url, {}, app);
  expect(res.statusCode, res.body).toBe(200);
  return parseUrlSet(res.body);
}
const find = (items: SitemapItem[], address: string) => items.find((item) => item.url === address);
const alternatesOf = (item: SitemapItem | undefined) => item?.links.map((link) => [link.lang, link.url]);

describe('GET /sitemap.xml', () => {
  it('is a sitemap index of the pages, listings and blog sitemaps, as cacheable XML', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex /);
    const index = await parseSitemapIndexXml(res.body);
    expect(index.map((item) => item.url)).toEqual([
      `${HOST}/sitemaps/pages.xml`,
      `${HOST}/sitemaps/listings-1.xml`,
      `${HOST}/sitemaps/blogs.xml`,
    ]);
    for (const item of index) {
      const child = await get(new URL(item.url).pathname);
      expect(child.statusCode, item.url).toBe(200);
      expect(child.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(child.headers['cache-control']).toBe('public, max-age=3600');
      await expect(parseUrlSet(child.body)).resolves.toBeInstanceOf(Array);
    }
  });
});

describe('GET /sitemaps/listings-{n}.xml', () => {
  it('lists every listing at /detailpage/{site_id} with its updated_at and its language alternates', async () => {
    const [first, second] = await insertListings(ctx.db, [
      { title: 'Assi Ghat View', updatedAt: new Date('2026-03-04T05:06:07Z') },
      { title: 'Lanka Residency', updatedAt: new Date('2026-06-30T23:59:59Z') },
    ]);
    const res = await get('/sitemaps/listings-1.xml');
    expect(res.body).toContain(`<loc>${HOST}/detailpage/${first}</loc>`);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${HOST}/hi/detailpage/${first}"/>`);
    const items = await parseUrlSet(res.body);
    const item = find(items, `${HOST}/detailpage/${first}`);
    expect(item?.lastmod).toBe('2026-03-04T05:06:07.000Z');
    expect(alternatesOf(item)).toEqual([
      ['en-IN', `${HOST}/detailpage/${first}`],
      ['hi-IN', `${HOST}/hi/detailpage/${first}`],
      ['x-default', `${HOST}/detailpage/${first}`],
    ]);
    expect(find(items, `${HOST}/detailpage/${second}`)?.lastmod).toBe('2026-06-30T23:59:59.000Z');
  });

  it('drops a listing deleted in the back office and shows a new one on the very next request', async () => {
    const [doomed] = await insertListings(ctx.db, [{ title: 'Soon Sold Out' }]);
    const address = `${HOST}/detailpage/${doomed}`;
    expect(find(await urlsOf('/sitemaps/listings-1.xml'), address)).toBeDefined();
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/sites/${doomed}`, headers: { cookie: staff.cookie } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(find(await urlsOf('/sitemaps/listings-1.xml'), address)).toBeUndefined();
    const [fresh] = await insertListings(ctx.db, [{ title: 'Just Listed' }]);
    expect(find(await urlsOf('/sitemaps/listings-1.xml'), `${HOST}/detailpage/${fresh}`)).toBeDefined();
  });

  it('answers 404 for a file past the last one and for names it does not know', async () => {
    for (const url of [
      '/sitemaps/listings-2.xml',
      '/sitemaps/listings-999.xml',
      '/sitemaps/listings-0.xml',
      '/sitemaps/nope.xml',
      '/sitemaps/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('is compressed for a client that accepts gzip, with the same content', async () => {
    const plain = await get('/sitemaps/listings-1.xml');
    const zipped = await get('/sitemaps/listings-1.xml', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('builder projects', () => {
  let builder: TestBuilder;
  let idle: TestBuilder;
  beforeAll(async () => {
    builder = await newBuilder(ctx.app, { company: 'Sitemap Test Infra' });
    idle = await newBuilder(ctx.app, { company: 'Sitemap Idle Homes' });
  });

  it('stay out until approved; then the listing and the developer page are in', async () => {
    const listingUrls = async () => (await urlsOf('/sitemaps/listings-1.xml')).map((item) => item.url);
    const before = await listingUrls();
    const draft = await callAs(ctx.app, idle.cookie, 'POST', '/api/builder/projects', projectBody({ site_title: 'Idle Draft Towers' }));
    expect(draft.statusCode, draft.body).toBe(201);
    const created = await callAs(ctx.app, builder.cookie, 'POST', '/api/builder/projects', projectBody({ site_title: 'Sitemap Towers' }));
    expect(created.statusCode, created.body).toBe(201);
    const projectId = created.json().data.project_id as number;
    expect((await callAs(ctx.app, builder.cookie, 'POST', `/api/builder/projects/${projectId}/submit`)).statusCode).toBe(200);

    // a draft and a project awaiting review: no listing, no developer page
    expect(await listingUrls()).toEqual(before);
    const pagesBefore = (await urlsOf('/sitemaps/pages.xml')).map((item) => item.url);
    expect(pagesBefore.filter((url) => url.includes('/developers/'))).toEqual([]);

    const approved = await callAs(ctx.app, staff.cookie, 'POST', `/api/admin/projects/${projectId}/review`, {
      decision: 'approve',
      comment: '',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const siteId = approved.json().data.site_id as number;
    expect(await listingUrls()).toEqual([...before, `${HOST}/detailpage/${siteId}`]);
    const pages = await urlsOf('/sitemaps/pages.xml');
    const developer = find(pages, `${HOST}/developers/${builder.builderId}`);
    expect(developer?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(alternatesOf(developer)).toContainEqual(['hi-IN', `${HOST}/hi/developers/${builder.builderId}`]);
    expect(find(pages, `${HOST}/developers/${idle.builderId}`)).toBeUndefined();
  });
});

describe('GET /sitemaps/pages.xml', () => {
  it('lists the public pages with their Hindi and default alternates', async () => {
    const items = await urlsOf('/sitemaps/pages.xml');
    const addresses = items.map((item) => item.url);
    expect(addresses.slice(0, PUBLIC_PAGES.length)).toEqual(PUBLIC_PAGES.map((path) => new URL(path, HOST).toString()));
    expect(addresses).toEqual(expect.arrayContaining([`${HOST}/`, `${HOST}/properties`, `${HOST}/blogs`, `${HOST}/builders`]));
    expect(alternatesOf(find(items, `${HOST}/`))).toEqual([
      ['en-IN', `${HOST}/`],
      ['hi-IN', `${HOST}/hi`],
      ['x-default', `${HOST}/`],
    ]);
    expect(alternatesOf(find(items, `${HOST}/faqs`))).toEqual([
      ['en-IN', `${HOST}/faqs`],
      ['hi-IN', `${HOST}/hi/faqs`],
      ['x-default', `${HOST}/faqs`],
    ]);
    expect(addresses.some((url) => /dashboard|signin|register|admin/.test(url))).toBe(false);
  });
});

describe('GET /sitemaps/blogs.xml', () => {
  it('lists every Active post at /blogs/{blog_id} with its updated_at and alternates, never a hidden one', async () => {
    const rows = await ctx.db
      .insert(blogs)
      .values([
        { title: 'Stamp duty in Uttar Pradesh', updatedAt: new Date('2026-02-10T08:30:00Z') },
        { title: 'Draft post', status: 'Hidden' },
      ])
      .returning({ id: blogs.blogId });
    const [shown, hidden] = rows.map((row) => row.id);
    const items = await urlsOf('/sitemaps/blogs.xml');
    const post = find(items, `${HOST}/blogs/${shown}`);
    expect(post?.lastmod).toBe('2026-02-10T08:30:00.000Z');
    expect(alternatesOf(post)).toEqual([
      ['en-IN', `${HOST}/blogs/${shown}`],
      ['hi-IN', `${HOST}/hi/blogs/${shown}`],
      ['x-default', `${HOST}/blogs/${shown}`],
    ]);
    expect(find(items, `${HOST}/blogs/${hidden}`)).toBeUndefined();

    await ctx.db
      .update(blogs)
      .set({ status: 'Hidden' })
      .where(eq(blogs.blogId, Number(shown)));
    expect(find(await urlsOf('/sitemaps/blogs.xml'), `${HOST}/blogs/${shown}`)).toBeUndefined();
  });
});

describe('GET /robots.txt', () => {
  it('keeps the old rules, adds the builder and Hindi dashboards, and names the sitemap index last', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/admin',
      '/api/',
      '/userdashboard',
      '/associatedashboard',
      '/builderdashboard',
      '/hi/userdashboard',
      '/hi/associatedashboard',
      '/hi/builderdashboard',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.at(-1)).toBe(`Sitemap: ${HOST}/sitemap.xml`);
  });

  it('refuses a Host header that is not a host name with a 400 naming host', async () => {
    const res = await get('/robots.txt', { host: 'bad_host!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: 'host' });
  });

  it('ignores X-Forwarded-Proto and X-Forwarded-Host while the app does not trust proxies', async () => {
    const res = await get('/robots.txt', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(res.body.trimEnd().split('\n').at(-1)).toBe(`Sitemap: ${HOST}/sitemap.xml`);
  });
});

describe('with PUBLIC_ORIGIN set', () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await appWith({ PUBLIC_ORIGIN: 'https://www.kashirealty.example' });
  });
  afterAll(async () => site?.close());

  it('writes every address under it, whatever the request says', async () => {
    const headers = { host: 'internal:3000', 'x-forwarded-proto': 'http' };
    const robots = await get('/robots.txt', headers, site);
    expect(robots.body.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://www.kashirealty.example/sitemap.xml');
    const index = await parseSitemapIndexXml((await get('/sitemap.xml', headers, site)).body);
    expect(index[0]?.url).toBe('https://www.kashirealty.example/sitemaps/pages.xml');
    const [id] = await insertListings(ctx.db, [{ title: 'Origin Test' }]);
    const item = find(await urlsOf('/sitemaps/listings-1.xml', site), `https://www.kashirealty.example/detailpage/${id}`);
    expect(alternatesOf(item)).toContainEqual(['hi-IN', `https://www.kashirealty.example/hi/detailpage/${id}`]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await appWith({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => proxied?.close());

  it('takes the scheme and host the proxy forwards', async () => {
    const res = await get('/robots.txt', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.in' }, proxied);
    expect(res.body.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://www.example.in/sitemap.xml');
  });
});

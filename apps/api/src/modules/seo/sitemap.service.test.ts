import { sites } from '@realty/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { robotsTxt } from './robots.service.ts';
import { insertListings, parseSitemapIndexXml, parseUrlSet, textOf } from './seo-test-kit.ts';
import { listingRowBatches } from './sitemap.repository.ts';
import {
  childSitemapXml,
  hindiPath,
  LISTINGS_PER_SITEMAP,
  listingSitemapCount,
  parseSitemapChild,
  SITEMAP_NOT_FOUND,
  sitemapIndexXml,
} from './sitemap.service.ts';

const ORIGIN = 'https://www.example.in';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('an empty catalogue and blog (the first tests of this file, before anything is stored)', () => {
  it('still answers listings-1.xml and blogs.xml, as empty but well-formed url sets', async () => {
    for (const file of ['listings-1.xml', 'blogs.xml']) {
      const xml = await textOf(await childSitemapXml(ctx.db, ORIGIN, file));
      expect(xml).toContain('<urlset');
      expect(await parseUrlSet(xml)).toEqual([]);
    }
    await expect(childSitemapXml(ctx.db, ORIGIN, 'listings-2.xml')).rejects.toMatchObject({ status: 404 });
    const index = await parseSitemapIndexXml(await textOf(await sitemapIndexXml(ctx.db, ORIGIN)));
    expect(index.map((item) => item.url)).toContain(`${ORIGIN}/sitemaps/listings-1.xml`);
  });
});

describe('child sitemap names and addresses', () => {
  it('reads pages.xml, blogs.xml and listings-{n}.xml, nothing else', () => {
    expect(parseSitemapChild('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapChild('blogs.xml')).toEqual({ kind: 'blogs' });
    expect(parseSitemapChild('listings-1.xml')).toEqual({ kind: 'listings', page: 1 });
    expect(parseSitemapChild('listings-27.xml')).toEqual({ kind: 'listings', page: 27 });
    for (const name of [
      'nope.xml',
      'listings-0.xml',
      'listings-01.xml',
      'listings-1.XML',
      'listings-.xml',
      'listings-1234567.xml',
      'pages.xml/',
    ]) {
      expect(parseSitemapChild(name), name).toBeUndefined();
    }
  });

  it('puts the Hindi page under /hi', () => {
    expect(hindiPath('/detailpage/7')).toBe('/hi/detailpage/7');
    expect(hindiPath('/')).toBe('/hi');
  });

  it('needs one listings file per 45,000 listings, and always one', () => {
    expect(LISTINGS_PER_SITEMAP).toBe(45_000);
    expect([0, 1, 45_000, 45_001, 100_000].map((n) => listingSitemapCount(n))).toEqual([1, 1, 1, 2, 3]);
  });
});

describe('public origin', () => {
  it('prefers PUBLIC_ORIGIN (its origin part), else the request scheme and host', () => {
    expect(publicOrigin('https://www.example.in/some/path', { protocol: 'http', host: 'other' })).toBe(ORIGIN);
    expect(publicOrigin(undefined, { protocol: 'https', host: 'www.example.in' })).toBe(ORIGIN);
    expect(publicOrigin(undefined, { protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(publicOrigin(undefined, { protocol: 'http', host: '[::1]:8080' })).toBe('http://[::1]:8080');
  });

  it.each(['evil.example/path', 'a b', 'host:99999', 'user@host', ''])('refuses the Host header %j with a 400 naming host', (host) => {
    expect(() => publicOrigin(undefined, { protocol: 'http', host })).toThrow(expect.objectContaining({ status: 400, field: 'host' }));
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the back office, the API and every dashboard, and names the sitemap last', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /userdashboard',
        'Disallow: /associatedashboard',
        'Disallow: /builderdashboard',
        'Disallow: /hi/userdashboard',
        'Disallow: /hi/associatedashboard',
        'Disallow: /hi/builderdashboard',
        '',
        'Sitemap: https://www.example.in/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('listings split into files (small files to keep the test quick)', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    const at = Date.UTC(2026, 4, 1, 10, 0, 0);
    ids = await insertListings(
      ctx.db,
      Array.from({ length: 5 }, (_, i) => ({ title: `Split ${i + 1}`, updatedAt: new Date(at + i * 1000) })),
    );
  });

  it('reads the listings in batches by id, from any offset, never more than asked', async () => {
    const batches: number[][] = [];
    for await (const batch of listingRowBatches(ctx.db, 1, 3, 2)) batches.push(batch.map((row) => row.id));
    expect(batches).toEqual([ids.slice(1, 3), ids.slice(3, 4)]);
    const tail: number[][] = [];
    for await (const batch of listingRowBatches(ctx.db, 3, 10, 2)) tail.push(batch.map((row) => row.id));
    expect(tail).toEqual([ids.slice(3, 5)]);
    const none: unknown[] = [];
    for await (const batch of listingRowBatches(ctx.db, 5, 10, 2)) none.push(batch);
    expect(none).toEqual([]);
  });

  it('gives the lastmod as ISO 8601 UTC text', async () => {
    const [first] = (await listingRowBatches(ctx.db, 0, 1).next()).value ?? [];
    expect(first).toEqual({ id: ids[0], lastmod: '2026-05-01T10:00:00.000Z' });
  });

  it('lists one file per two listings in the index and puts each listing in exactly one file', async () => {
    const index = await parseSitemapIndexXml(await textOf(await sitemapIndexXml(ctx.db, ORIGIN, 2)));
    expect(index.map((item) => item.url)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/listings-1.xml`,
      `${ORIGIN}/sitemaps/listings-2.xml`,
      `${ORIGIN}/sitemaps/listings-3.xml`,
      `${ORIGIN}/sitemaps/blogs.xml`,
    ]);
    const files = [];
    for (const n of [1, 2, 3]) {
      const items = await parseUrlSet(await textOf(await childSitemapXml(ctx.db, ORIGIN, `listings-${n}.xml`, 2)));
      files.push(items.map((item) => item.url));
    }
    const address = (id: number | undefined) => `${ORIGIN}/detailpage/${id}`;
    expect(files).toEqual([[address(ids[0]), address(ids[1])], [address(ids[2]), address(ids[3])], [address(ids[4])]]);
  });

  it('answers 404 past the last file, and for a name it does not know', async () => {
    for (const file of ['listings-4.xml', 'listings-999.xml', 'nope.xml']) {
      await expect(childSitemapXml(ctx.db, ORIGIN, file, 2), file).rejects.toMatchObject({ status: 404, message: SITEMAP_NOT_FOUND });
    }
  });
});

describe('the strict XML check of these tests', () => {
  it('refuses a cut-off or mismatched document', async () => {
    const xml = await textOf(await childSitemapXml(ctx.db, ORIGIN, 'pages.xml'));
    await expect(parseUrlSet(xml)).resolves.not.toHaveLength(0);
    await expect(parseUrlSet(xml.slice(0, -'</urlset>'.length))).rejects.toThrow();
    await expect(parseUrlSet(xml.replace('</loc>', '</lo>'))).rejects.toThrow();
  });
});

describe('a listing deleted straight in the database', () => {
  it('is gone from the next answer', async () => {
    const [id] = await insertListings(ctx.db, [{ title: 'Short-lived' }]);
    const address = `${ORIGIN}/detailpage/${id}`;
    const before = await parseUrlSet(await textOf(await childSitemapXml(ctx.db, ORIGIN, 'listings-1.xml')));
    expect(before.map((item) => item.url)).toContain(address);
    await ctx.db.delete(sites);
    const after = await parseUrlSet(await textOf(await childSitemapXml(ctx.db, ORIGIN, 'listings-1.xml')));
    expect(after).toEqual([]);
  });
});

import { parseSearchText } from '@realty/contracts/listings/search-parser';
import { type ListSitesResponse, listSitesQuerySchema, SITE_SORTS } from '@realty/contracts/sites/list-sites';
import { sites } from '@realty/db/schema';
import { createRandom } from '@realty/db/seed/random';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { insertSites } from '../../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { loadPlaceIndex } from '../../places/places.service.ts';
import { findCatalogueVersion } from '../sites.repository.ts';
import { configureListTotalBound, getSite, listAnswerCounts, listSites, listSitesJson, siteFiltersOf } from '../sites.service.ts';
import {
  catalogueIndexBuilt,
  catalogueIndexStats,
  configureCatalogueIndex,
  loadCatalogueIndex,
  startCatalogueIndexBuild,
} from './store.ts';
import { generatedListings, randomQuery } from './test-catalogue.ts';

/**
 * The catalogue index (docs/decisions/0016-catalogue-search-index.md) must answer every list
 * request exactly as the SQL queries do (docs/product/catalogue.md, "Searching"): the same
 * listings in the same order on the same page, and the same total. The generated catalogue has
 * ties in every sort key (equal prices, equal times, titles equal but for case), listings without
 * coordinates, areas, possession or furnishing, plots without bedrooms, a city stored under its
 * old name and in capitals, and texts a substring filter finds in several places.
 */

let ctx: TestContext;
let ids: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  const fixtures = generatedListings(createRandom(20261126).next, 600);
  // a category spread over the globe: distances beyond 2^53 micro-degrees², where a double can
  // no longer tell 10^16 (100° east of the first) from 10^16 + 1 (the listing before it)
  const far: [number, number][] = [
    [0, 0],
    [0.000001, 100],
    [0, 100],
    [60, 10],
    [-60, 10],
    [0, -170],
    [45, 120],
    [-45, -120],
  ];
  for (const [k, [lat, lon]] of far.entries())
    fixtures.push({ title: `Farm ${k}`, category: 'Farm Lands', state: 'Far Lands', lat: lat.toFixed(6), lon: lon.toFixed(6) });
  ids = await insertSites(ctx.db, fixtures);
  // staff picks: existing listings, the listing itself, a listing that does not exist, more than six
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0] = ids;
  const picks: [number, number[]][] = [
    [a, [b, c]],
    [b, [b, 999_999, d]],
    [c, [a, b, d, e, f, g, 999_998]],
    [d, [999_997]],
  ];
  for (const [siteId, related] of picks) await ctx.db.update(sites).set({ relatedSites: related }).where(eq(sites.siteId, siteId));
}, 120_000);

afterAll(async () => {
  configureCatalogueIndex({ from: 5_000 });
  configureListTotalBound(undefined);
  await ctx?.close();
});

/** The answer of `GET /api/sites` for `raw` as the route makes it: through the catalogue index when one is built, else by SQL. */
async function answerOf(raw: Record<string, string>): Promise<ListSitesResponse> {
  return JSON.parse((await listSitesJson(ctx.db, listSitesQuerySchema.parse(raw))).json) as ListSitesResponse;
}

/** Moves the catalogue version on without changing a listing, so that answers remembered at the last version are made again. */
async function answersMadeAgain(): Promise<void> {
  await ctx.db.execute(sql`update sites set site_title = site_title where false`);
}

describe('the catalogue index', () => {
  it('answers 400 random searches exactly as the SQL queries do: listings, order, page and total', async () => {
    const { next } = createRandom(7);
    // queries the API would refuse (a minimum above the maximum) are left out
    const queries = Array.from({ length: 450 }, () => randomQuery(next))
      .filter((q) => listSitesQuerySchema.safeParse(q).success)
      .slice(0, 400);
    expect(queries).toHaveLength(400);
    configureCatalogueIndex({ from: 0 });
    const bySql = [];
    for (const q of queries) bySql.push(await answerOf(q));

    await answersMadeAgain();
    configureCatalogueIndex({ from: 1 });
    startCatalogueIndexBuild(ctx.db);
    expect((await catalogueIndexBuilt(ctx.db))?.size).toBe(ids.length);
    const before = listAnswerCounts().indexed;
    for (const [i, q] of queries.entries()) {
      const answer = await answerOf(q);
      expect({ q, ids: answer.data.map((s) => s.site_id), total: answer.total }).toEqual({
        q,
        ids: bySql[i]?.data.map((s) => s.site_id),
        total: bySql[i]?.total,
      });
      expect(answer).toEqual(bySql[i]);
    }
    // (a query asked twice is answered from memory the second time)
    expect(listAnswerCounts().indexed - before).toBe(new Set(queries.map((q) => JSON.stringify(listSitesQuerySchema.parse(q)))).size);
    // the JSON text the route sends, put together from rows kept between requests, is the same answer
    for (const [i, q] of queries.entries()) {
      expect({ q, json: (await listSitesJson(ctx.db, listSitesQuerySchema.parse(q))).json }).toEqual({ q, json: JSON.stringify(bySql[i]) });
    }
    // an index that combines its filters' bitmaps for every search (as a large catalogue does for broad ones) finds the same pages and totals
    configureCatalogueIndex({ from: 1, bitmapsFrom: 0 });
    const bitmapIndex = await loadCatalogueIndex(ctx.db);
    const places = await loadPlaceIndex(ctx.db);
    for (const [i, q] of queries.entries()) {
      const query = listSitesQuerySchema.parse(q);
      const understood = query.q === undefined ? undefined : parseSearchText(query.q, places.searchPlaces);
      const offset = (query.page - 1) * query.pageSize;
      const found = bitmapIndex.search(
        siteFiltersOf(query, places, understood),
        query.sort,
        offset,
        query.pageSize,
        Number.MAX_SAFE_INTEGER,
      );
      expect({ q, ids: found.ids, total: found.total }).toEqual({ q, ids: bySql[i]?.data.map((s) => s.site_id), total: bySql[i]?.total });
    }
    // the comparison means something only if the searches found listings, on more than one page
    expect(bySql.filter((a) => a.data.length > 0).length).toBeGreaterThan(150);
    expect(bySql.filter((a) => a.total > a.data.length && a.data.length > 0).length).toBeGreaterThan(50);
  }, 240_000);

  it('counts exactly up to the bound, then answers the bound as a lower bound: SQL and the index alike, pages unchanged', async () => {
    // a bound of 40 on 608 listings: broad searches stop counting, as 10,000 does on a large catalogue
    const bound = 40;
    const { next } = createRandom(11);
    const queries = Array.from({ length: 330 }, () => randomQuery(next))
      .filter((q) => listSitesQuerySchema.safeParse(q).success)
      .slice(0, 300);
    configureCatalogueIndex({ from: 0 });
    configureListTotalBound(undefined);
    const exact = [];
    for (const q of queries) exact.push(await answerOf(q));
    const expected = exact.map((answer) => {
      const countUpTo = Math.max(bound, answer.page * answer.pageSize);
      const { understood, ...rest } = answer;
      const bounded: Record<string, unknown> = { ...rest, total: Math.min(answer.total, countUpTo) };
      if (answer.total > countUpTo) bounded.totalIsLowerBound = true;
      if (understood) bounded.understood = understood;
      return bounded;
    });
    configureListTotalBound(bound);
    onTestFinished(() => configureListTotalBound(undefined));
    // the SQL path
    for (const [i, q] of queries.entries()) expect({ q, answer: await answerOf(q) }).toEqual({ q, answer: expected[i] });
    // the index, filtering 16 candidates at a time so searches cross many chunks and stop in the middle of one
    await answersMadeAgain();
    configureCatalogueIndex({ from: 1, chunkSize: 16 });
    startCatalogueIndexBuild(ctx.db);
    expect((await catalogueIndexBuilt(ctx.db))?.size).toBe(ids.length);
    const before = listAnswerCounts().indexed;
    for (const [i, q] of queries.entries()) {
      expect({ q, answer: await answerOf(q) }).toEqual({ q, answer: expected[i] });
      // the JSON text the route sends: the same fields in the same order
      expect({ q, json: (await listSitesJson(ctx.db, listSitesQuerySchema.parse(q))).json }).toEqual({
        q,
        json: JSON.stringify(expected[i]),
      });
    }
    expect(listAnswerCounts().indexed - before).toBeGreaterThanOrEqual(queries.length);
    // both kinds of answer were compared, in the default order and in sort orders
    const lowerBounds = expected.filter((a) => a.totalIsLowerBound === true);
    expect(lowerBounds.length).toBeGreaterThan(60);
    expect(expected.length - lowerBounds.length).toBeGreaterThan(60);
    expect(queries.filter((q, i) => q.sort !== undefined && expected[i]?.totalIsLowerBound).length).toBeGreaterThan(30);
    expect(queries.filter((q, i) => q.sort === undefined && expected[i]?.totalIsLowerBound).length).toBeGreaterThan(5);
  }, 240_000);

  it('gives every listing the related listings the SQL path gives: staff picks, then the same category nearest first', async () => {
    configureCatalogueIndex({ from: 0 });
    const bySql = [];
    for (const id of ids) bySql.push(await getSite(ctx.db, id));
    configureCatalogueIndex({ from: 1 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    for (const [i, id] of ids.entries()) {
      const answer = await getSite(ctx.db, id);
      expect({ id, related: answer.data.related_sites.map((s) => s.site_id) }).toEqual({
        id,
        related: bySql[i]?.data.related_sites.map((s) => s.site_id),
      });
      expect(answer).toEqual(bySql[i]);
    }
    // listings without coordinates, and ties at the same spot, are among them
    expect(bySql.filter((a) => a.data.site.site_lat === null).length).toBeGreaterThan(20);
    expect(bySql.filter((a) => a.data.site.site_category !== 'Farm Lands').every((a) => a.data.related_sites.length === 6)).toBe(true);
    await expect(getSite(ctx.db, 999_999)).rejects.toMatchObject({ status: 404 });
  }, 240_000);

  it('applies an edit, an insert and a delete without building again, and answers stay exact', async () => {
    configureCatalogueIndex({ from: 1, refreshMs: 0 });
    startCatalogueIndexBuild(ctx.db);
    const base = await catalogueIndexBuilt(ctx.db);
    const query = { city: 'Varanasi', sort: 'priceHighLow' };
    const first = await answerOf(query);
    const [top, second] = first.data;
    if (!top || !second) throw new Error('no Varanasi listings');
    // the most expensive Varanasi listing becomes the cheapest, a new one tops the list, the second is deleted
    await ctx.db.update(sites).set({ price: '1' }).where(eq(sites.siteId, top.site_id));
    const [added] = await insertSites(ctx.db, [{ title: 'Kashi Crown', city: 'Varanasi', price: '99000000' }]);
    await ctx.db.delete(sites).where(eq(sites.siteId, second.site_id));
    const counted = listAnswerCounts().indexed;
    const changed = await answerOf(query);
    // the index answered, from the same base: the changes were applied, not rebuilt
    expect(listAnswerCounts().indexed).toBe(counted + 1);
    expect(await catalogueIndexBuilt(ctx.db)).toBe(base);
    // masked: the edited and the deleted listing; in the delta: the edited one's new row and the new one
    expect(catalogueIndexStats(ctx.db)?.changed).toBe(4);
    expect(changed.data[0]?.site_id).toBe(added);
    expect(changed.data.map((s) => s.site_id)).not.toContain(top.site_id);
    expect(changed.data.map((s) => s.site_id)).not.toContain(second.site_id);
    expect(changed.total).toBe(first.total);
    const cheapest = await answerOf({ city: 'Varanasi', sort: 'priceLowHigh', minPrice: '1', pageSize: '3' });
    expect(cheapest.data[0]).toMatchObject({ site_id: top.site_id, site_price: '1.00' });
    // the same answers as the SQL path, on every page of every sort
    for (const sort of [undefined, ...SITE_SORTS])
      for (const page of ['1', '2', '7']) {
        const q = { city: 'Varanasi', page, ...(sort ? { sort } : {}) };
        expect({ q, answer: await answerOf(q) }).toEqual({ q, answer: await listSites(ctx.db, listSitesQuerySchema.parse(q)) });
      }
    // put back for the other tests
    await ctx.db.delete(sites).where(eq(sites.siteId, added as number));
  }, 120_000);

  it('never shows a row kept from before a change', async () => {
    configureCatalogueIndex({ from: 1, refreshMs: 0 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    const json = async (query: Record<string, string>) =>
      JSON.parse((await listSitesJson(ctx.db, listSitesQuerySchema.parse(query))).json) as {
        data: { site_id: number; site_title: string }[];
      };
    const shown = await json({ city: 'Varanasi', sort: 'priceLowHigh' });
    const [first] = shown.data;
    if (!first) throw new Error('no Varanasi listing');
    // the same listing again, now from the rows kept in memory
    expect((await json({ city: 'Varanasi', sort: 'priceLowHigh', pageSize: '8' })).data[0]).toEqual(first);
    expect((await json({ city: 'Varanasi', sort: 'priceLowHigh', pageSize: '5' })).data[0]).toEqual(first);
    await ctx.db.update(sites).set({ title: 'Assi Ghat Residency' }).where(eq(sites.siteId, first.site_id));
    const indexed = listAnswerCounts().indexed;
    expect((await json({ city: 'Varanasi', sort: 'priceLowHigh', pageSize: '6' })).data[0]?.site_title).toBe('Assi Ghat Residency');
    expect(listAnswerCounts().indexed).toBe(indexed + 1);
    const detail = await getSite(ctx.db, first.site_id);
    expect(detail.data.site.site_title).toBe('Assi Ghat Residency');
  }, 120_000);

  it('over HTTP, answers a search or a listing as of a version no older than the freshness allows, and names it', async () => {
    configureCatalogueIndex({ from: 1, refreshMs: 0 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/sites?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return { ...(res.json() as { data: { site_id: number }[]; total: number }), version: Number(res.headers['x-catalogue-version']) };
    };
    const before = await list('city=Patna&sort=Newest&pageSize=30');
    const [gone] = before.data;
    if (!gone) throw new Error('no Patna listing');
    await ctx.db.delete(sites).where(eq(sites.siteId, gone.site_id));
    const [fresh] = await insertSites(ctx.db, [
      { title: 'Boring Road Towers', city: 'Patna', state: 'Bihar', createdAt: new Date('2027-01-01') },
    ]);
    const after = await list('city=Patna&sort=Newest&pageSize=29');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.data[0]?.site_id).toBe(fresh);
    expect(after.data.map((s) => s.site_id)).not.toContain(gone.site_id);
    expect(after.total).toBe(before.total);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/sites/${gone.site_id}` })).statusCode).toBe(404);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/sites/${fresh}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.site.site_title).toBe('Boring Road Towers');
    expect(Number(shown.headers['x-catalogue-version'])).toBeGreaterThan(0);
    const pastEnd = await list('city=Patna&sort=Newest&page=400');
    expect(pastEnd).toMatchObject({ data: [], total: before.total });
    await ctx.db.delete(sites).where(eq(sites.siteId, fresh as number));
  }, 120_000);

  it('reflects a change once CATALOGUE_REFRESH_MS has passed (a moved clock), and the writer at once (read-your-writes)', async () => {
    configureCatalogueIndex({ from: 1, refreshMs: 60_000 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const query = 'city=Prayagraj&sort=priceHighLow&pageSize=3';
    const list = async (cookie?: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/sites?${query}`, headers: cookie ? { cookie } : {} });
      return {
        body: res.json() as { data: { site_id: number; site_price: string }[] },
        version: Number(res.headers['x-catalogue-version']),
      };
    };
    const before = await list();
    const [top] = before.body.data;
    if (!top) throw new Error('no Prayagraj listing');
    await ctx.db.update(sites).set({ price: '98000000' }).where(eq(sites.siteId, top.site_id));
    const written = await findCatalogueVersion(ctx.db);
    // within the refresh time a search may answer the version before: it says so
    vi.setSystemTime(Date.now() + 10_000);
    const early = await list();
    expect(early.version).toBe(before.version);
    expect(early.body.data[0]?.site_price).toBe(top.site_price);
    // the writer's own next search is at least of the version its write returned
    const own = await list(`catalogue_version=${written}`);
    expect(own.version).toBeGreaterThanOrEqual(Number(written));
    expect(own.body.data[0]).toMatchObject({ site_id: top.site_id, site_price: '98000000.00' });
    // and once the refresh time has passed, everyone's
    vi.setSystemTime(Date.now() + 61_000);
    const later = await list();
    expect(later.version).toBeGreaterThanOrEqual(Number(written));
    expect(later.body.data[0]).toMatchObject({ site_id: top.site_id, site_price: '98000000.00' });
  }, 120_000);

  it('answers a made-up catalogue_version cookie from the index at the newest version, not by SQL', async () => {
    configureCatalogueIndex({ from: 1, refreshMs: 60_000 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    const newest = await findCatalogueVersion(ctx.db);
    const indexed = listAnswerCounts().indexed;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/sites?city=Patna&sort=priceLowHigh&pageSize=4',
      headers: { cookie: `catalogue_version=${newest + 10_000_000_000}` },
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-catalogue-version'])).toBe(newest);
    expect(listAnswerCounts().indexed).toBe(indexed + 1);
  }, 120_000);
});

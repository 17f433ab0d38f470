import { parseSearchText } from '@realty/contracts/listings/search-parser';
import { listSitesQuerySchema, SITE_SORTS } from '@realty/contracts/sites/list-sites';
import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import { sites } from '@realty/db/schema';
import { createRandom } from '@realty/db/seed/random';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { insertSites, type SiteFixture } from '../../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { loadPlaceIndex } from '../../places/places.service.ts';
import { configureListTotalBound, getSite, listAnswerCounts, listSites, listSitesJson, siteFiltersOf } from '../sites.service.ts';
import { catalogueIndexBuilt, configureCatalogueIndex, loadCatalogueIndex, noteCatalogueTotal } from './store.ts';

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
const CITIES = [
  { city: 'Varanasi', state: 'Uttar Pradesh', landmarks: ['Lanka', 'Sigra', 'Assi Ghat'], lat: 25.3176, lon: 82.9739 },
  { city: 'Prayagraj', state: 'Uttar Pradesh', landmarks: ['Civil Lines', 'Jhunsi'], lat: 25.4358, lon: 81.8463 },
  { city: 'Allahabad', state: 'Uttar Pradesh', landmarks: ['Civil Lines'], lat: 25.4358, lon: 81.8463 },
  { city: 'LUCKNOW', state: 'Uttar Pradesh', landmarks: ['Gomti Nagar', 'Hazratganj'], lat: 26.8467, lon: 80.9462 },
  { city: 'Patna', state: 'Bihar', landmarks: ['Boring Road', 'Lanka Colony'], lat: 25.5941, lon: 85.1376 },
];
const TITLES = ['Ganga Heights', 'ganga heights', 'Green Park Residency', 'Lanka Enclave', 'Sunrise Villa', 'Plot 12_A', '100% Homes'];
const PRICES = ['0', '1500000', '2500000', '2500000.50', '4000000', '4000000', '6000000', '9900000', '15000000'];

beforeAll(async () => {
  ctx = await createTestContext();
  const { next } = createRandom(20261126);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const base = Date.UTC(2026, 0, 1);
  const fixtures: SiteFixture[] = [];
  for (let i = 0; i < 600; i++) {
    const place = pick(CITIES);
    const category = pick([...SITE_CATEGORIES, 'apartment']);
    const plot = category === 'Plots';
    const carpet = next() < 0.2 ? null : String(400 + Math.floor(next() * 30) * 50);
    const spot = next();
    const plotArea = plot && next() < 0.7 ? String(100 + Math.floor(next() * 10) * 20) : null;
    fixtures.push({
      title: `${pick(TITLES)}${next() < 0.5 ? '' : ` ${i % 7}`}`,
      city: place.city,
      state: place.state,
      landmark: pick(place.landmarks),
      famousPlace: next() < 0.2 ? 'Near Lanka Gate' : '',
      category,
      price: pick(PRICES),
      // every third listing shares its time with another
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      bhk: plot || next() < 0.1 ? [] : [1 + Math.floor(next() * 4), ...(next() < 0.3 ? [5 + Math.floor(next() * 3)] : [])],
      carpetAreaSqftMin: carpet,
      carpetAreaSqftMax: carpet === null ? null : String(Number(carpet) + (next() < 0.5 ? 0 : 250)),
      plotArea,
      plotAreaUnit: plotArea === null ? null : 'sqyd',
      possession: next() < 0.3 ? null : pick(['ready', 'under_construction']),
      furnishing: next() < 0.4 ? null : pick(['unfurnished', 'semi', 'furnished']),
      verified: next() < 0.3,
      // a tenth without coordinates, a tenth on the city centre itself (ties), the rest around it
      lat: spot < 0.1 ? null : (place.lat + (spot < 0.2 ? 0 : (next() - 0.5) / 10)).toFixed(6),
      lon: spot < 0.1 ? null : (place.lon + (spot < 0.2 ? 0 : (next() - 0.5) / 10)).toFixed(6),
    });
  }
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

/** A random query string of the list API, as a visitor's filters, sort and page could make it. */
function randomQuery(next: () => number): Record<string, string> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const q: Record<string, string> = {};
  const maybe = (chance: number, key: string, values: readonly string[]) => {
    if (next() < chance) q[key] = pick(values);
  };
  maybe(0.3, 'city', ['Varanasi', 'Prayagraj', 'Allahabad', 'lucknow', 'Patna', 'Kanpur']);
  maybe(0.1, 'state', ['Uttar Pradesh', 'bihar']);
  maybe(0.2, 'location', ['Lanka', 'civil lines', 'Gomti', 'Prayagraj', 'Allahabad', 'Uttar', 'Nowhere']);
  maybe(0.3, 'category', [...SITE_CATEGORIES, 'Plot', 'House', 'apartment']);
  maybe(0.25, 'minPrice', ['1500000', '2500000.5', '2500000.50', '4000000']);
  maybe(0.25, 'maxPrice', ['2500000', '4000000', '9900000', '2500000.49']);
  maybe(0.2, 'bhk', ['1', '2', '3', '2,3', '4', '0']);
  maybe(0.15, 'minArea', ['500', '900', '1200.5']);
  maybe(0.1, 'maxArea', ['600', '1000']);
  maybe(0.1, 'possession', ['ready', 'under_construction', 'ready,under_construction']);
  maybe(0.1, 'furnishing', ['semi', 'furnished,unfurnished']);
  maybe(0.1, 'verified', ['true']);
  maybe(0.1, 'bbox', ['82.9,25.2,83.1,25.4', '80,25,86,27', '81.8463,25.4358,81.8463,25.4358']);
  maybe(0.15, 'search', ['lanka', 'GANGA', '100%', '12_a', 'heights 3', 'jhunsi']);
  maybe(0.1, 'title', ['ganga', 'Park', 'villa 4']);
  maybe(0.15, 'q', ['2 bhk flat in lanka under 60 lakh', 'plot in jhunsi', 'villa varanasi', '3 bhk above 40 lakh', 'ganga heights']);
  maybe(0.8, 'sort', SITE_SORTS);
  q.page = String(1 + Math.floor(next() * (next() < 0.2 ? 40 : 4)));
  maybe(0.5, 'pageSize', ['5', '20', '50']);
  return q;
}

async function answerOf(raw: Record<string, string>) {
  return listSites(ctx.db, listSitesQuerySchema.parse(raw));
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

    configureCatalogueIndex({ from: 1 });
    noteCatalogueTotal(ctx.db, 600);
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
    expect(listAnswerCounts().indexed - before).toBe(queries.length);
    // the JSON text the route sends, put together from rows kept between requests, is the same answer
    for (const [i, q] of queries.entries()) {
      expect({ q, json: await listSitesJson(ctx.db, listSitesQuerySchema.parse(q)) }).toEqual({ q, json: JSON.stringify(bySql[i]) });
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
    configureCatalogueIndex({ from: 1, chunkSize: 16 });
    noteCatalogueTotal(ctx.db, 600);
    expect((await catalogueIndexBuilt(ctx.db))?.size).toBe(ids.length);
    const before = listAnswerCounts().indexed;
    for (const [i, q] of queries.entries()) {
      expect({ q, answer: await answerOf(q) }).toEqual({ q, answer: expected[i] });
      // the JSON text the route sends: the same fields in the same order
      expect({ q, json: await listSitesJson(ctx.db, listSitesQuerySchema.parse(q)) }).toEqual({ q, json: JSON.stringify(expected[i]) });
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
    noteCatalogueTotal(ctx.db, 600);
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

  it('is not used once the catalogue changed, until it is built again, and answers stay current', async () => {
    configureCatalogueIndex({ from: 1 });
    noteCatalogueTotal(ctx.db, 600);
    await catalogueIndexBuilt(ctx.db);
    const query = { city: 'Varanasi', sort: 'priceHighLow' };
    const first = await answerOf(query);
    const [top] = first.data;
    if (!top) throw new Error('no Varanasi listing');
    // the most expensive Varanasi listing becomes the cheapest, and a new one tops the list
    await ctx.db.update(sites).set({ price: '1' }).where(eq(sites.siteId, top.site_id));
    const [added] = await insertSites(ctx.db, [{ title: 'Kashi Crown', city: 'Varanasi', price: '99000000' }]);
    const counted = listAnswerCounts().indexed;
    const changed = await answerOf(query);
    expect(listAnswerCounts().indexed).toBe(counted);
    expect(changed.data[0]?.site_id).toBe(added);
    expect(changed.data.map((s) => s.site_id)).not.toContain(top.site_id);
    expect(changed.total).toBe(first.total + 1);

    await catalogueIndexBuilt(ctx.db);
    const rebuilt = await answerOf(query);
    expect(listAnswerCounts().indexed).toBe(counted + 1);
    expect(rebuilt).toEqual(changed);
  }, 120_000);

  it('never shows a row kept from before a change, once the index is built again', async () => {
    configureCatalogueIndex({ from: 1 });
    noteCatalogueTotal(ctx.db, 600);
    await catalogueIndexBuilt(ctx.db);
    const json = async (query: Record<string, string>) =>
      JSON.parse(await listSitesJson(ctx.db, listSitesQuerySchema.parse(query))) as { data: { site_id: number; site_title: string }[] };
    const shown = await json({ city: 'Varanasi', sort: 'priceLowHigh' });
    const [first] = shown.data;
    if (!first) throw new Error('no Varanasi listing');
    // the same listing again, now from the rows kept in memory
    expect((await json({ city: 'Varanasi', sort: 'priceLowHigh', pageSize: '8' })).data[0]).toEqual(first);
    await ctx.db.update(sites).set({ title: 'Assi Ghat Residency' }).where(eq(sites.siteId, first.site_id));
    // the next search notices the change (SQL answers it) and starts a build of the new version
    expect((await json({ city: 'Varanasi', sort: 'priceLowHigh', pageSize: '6' })).data[0]?.site_title).toBe('Assi Ghat Residency');
    await catalogueIndexBuilt(ctx.db);
    const indexed = listAnswerCounts().indexed;
    const after = await json({ city: 'Varanasi', sort: 'priceLowHigh', pageSize: '7' });
    expect(listAnswerCounts().indexed).toBe(indexed + 1);
    expect(after.data[0]).toMatchObject({ site_id: first.site_id, site_title: 'Assi Ghat Residency' });
    const detail = await getSite(ctx.db, first.site_id);
    expect(detail.data.site.site_title).toBe('Assi Ghat Residency');
  }, 120_000);

  it('over HTTP, never answers a search or a listing from an index older than the catalogue', async () => {
    configureCatalogueIndex({ from: 1 });
    noteCatalogueTotal(ctx.db, 600);
    await catalogueIndexBuilt(ctx.db);
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/sites?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { site_id: number }[]; total: number };
    };
    const before = await list('city=Patna&sort=Newest&pageSize=30');
    const [gone] = before.data;
    if (!gone) throw new Error('no Patna listing');
    await ctx.db.delete(sites).where(eq(sites.siteId, gone.site_id));
    const [fresh] = await insertSites(ctx.db, [
      { title: 'Boring Road Towers', city: 'Patna', state: 'Bihar', createdAt: new Date('2027-01-01') },
    ]);
    // new questions (other page sizes, a page past the end): the stale index is noticed and SQL answers
    const after = await list('city=Patna&sort=Newest&pageSize=29');
    expect(after.data[0]?.site_id).toBe(fresh);
    expect(after.data.map((s) => s.site_id)).not.toContain(gone.site_id);
    expect(after.total).toBe(before.total);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/sites/${gone.site_id}` })).statusCode).toBe(404);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/sites/${fresh}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.site.site_title).toBe('Boring Road Towers');
    const pastEnd = await list('city=Patna&sort=Newest&page=400');
    expect(pastEnd).toMatchObject({ data: [], total: before.total });
    // once rebuilt, the index answers the same
    await catalogueIndexBuilt(ctx.db);
    const indexed = listAnswerCounts().indexed;
    expect(await list('city=Patna&sort=Newest&pageSize=28')).toMatchObject({ total: before.total, data: after.data.slice(0, 28) });
    expect(listAnswerCounts().indexed).toBe(indexed + 1);
  }, 120_000);
});

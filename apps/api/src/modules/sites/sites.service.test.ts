import { listSitesQuerySchema, SITE_SORTS, type SiteSort } from '@realty/contracts/sites/list-sites';
import { sites } from '@realty/db/schema';
import { seedScale } from '@realty/db/seed/scale';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { findCatalogueVersion, findSitePageRows } from './sites.repository.ts';
import { listSites, SITE_ANCHOR_FROM, SITE_TOTAL_CACHE_FROM } from './sites.service.ts';

// The page reads of the service are watched (and passed through unchanged), so a test can tell
// that a page really was read from a remembered anchor rather than from the start.
vi.mock('./sites.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./sites.repository.ts')>();
  return { ...actual, findSitePageRows: vi.fn(actual.findSitePageRows) };
});
const pageReads = vi.mocked(findSitePageRows);

let ctx: TestContext;
const LISTINGS = 1_500;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedScale(ctx.db, LISTINGS);
}, 120_000);
afterAll(async () => ctx?.close());

const list = (query: Record<string, string>) => listSites(ctx.db, listSitesQuerySchema.parse(query));
const ids = (rows: { site_id: number }[] | { siteId: number }[]) => rows.map((r) => ('site_id' in r ? r.site_id : r.siteId));

/**
 * The order of each sort as docs/product/catalogue.md describes it, written out here rather than
 * taken from the repository: the sort key, then the id in the same direction.
 */
const PLAIN_ORDER: Record<SiteSort | 'Default', SQL[]> = {
  Default: [asc(sites.siteId)],
  Newest: [desc(sites.createdAt), desc(sites.siteId)],
  priceLowHigh: [asc(sites.price), asc(sites.siteId)],
  priceHighLow: [desc(sites.price), desc(sites.siteId)],
  titleAZ: [asc(sql`lower(${sites.title})`), asc(sites.siteId)],
  titleZA: [desc(sql`lower(${sites.title})`), desc(sites.siteId)],
  pricePerSqftLowHigh: [sql`${sites.pricePerSqft} asc nulls last`, asc(sites.siteId)],
};

/** Ids of page `page` (9 rows) by a plain `OFFSET` query over the rows matching `where`: the expected answer. */
async function plainPageIds(where: SQL | undefined, sort: SiteSort | undefined, page: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ siteId: sites.siteId })
    .from(sites)
    .where(where)
    .orderBy(...PLAIN_ORDER[sort ?? 'Default'])
    .offset((page - 1) * 9)
    .limit(9);
  return ids(rows);
}

/** How many rows match `where`, by a plain count. */
async function plainTotal(where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(sites).where(where);
  return Number(row?.n ?? 0);
}

describe('catalogue version', () => {
  it('moves on with every insert, update and delete of listings', async () => {
    const v0 = await findCatalogueVersion(ctx.db);
    const [id] = await insertSites(ctx.db, [{ title: 'Version Probe Residency' }]);
    const v1 = await findCatalogueVersion(ctx.db);
    await ctx.db
      .update(sites)
      .set({ status: 'Sold' })
      .where(eq(sites.siteId, id as number));
    const v2 = await findCatalogueVersion(ctx.db);
    await ctx.db.delete(sites).where(eq(sites.siteId, id as number));
    const v3 = await findCatalogueVersion(ctx.db);
    expect(v1).toBeGreaterThan(v0);
    expect(v2).toBeGreaterThan(v1);
    expect(v3).toBeGreaterThan(v2);
  });
});

describe('remembered totals', () => {
  it('answers a large total again without recounting, and the true total right after a change', async () => {
    const first = await list({});
    expect(first.total).toBe(LISTINGS);
    expect(first.total).toBeGreaterThanOrEqual(SITE_TOTAL_CACHE_FROM);
    expect((await list({})).total).toBe(LISTINGS);
    const [id] = await insertSites(ctx.db, [{ title: 'Fresh Listing Heights' }]);
    expect((await list({})).total).toBe(LISTINGS + 1);
    await ctx.db.delete(sites).where(eq(sites.siteId, id as number));
    expect((await list({})).total).toBe(LISTINGS);
  });

  it('keeps small totals exact and filters case-insensitively', async () => {
    const lower = await list({ city: 'varanasi', category: 'apartment' });
    const upper = await list({ city: 'VARANASI', category: 'Apartment' });
    expect(upper.total).toBe(lower.total);
    expect(lower.total).toBeGreaterThan(0);
    expect(lower.total).toBeLessThan(SITE_TOTAL_CACHE_FROM);
  });
});

describe('deep pages from remembered anchors', () => {
  const deepPage = Math.ceil((SITE_ANCHOR_FROM + 1) / 9) + 1;

  it.each([...SITE_SORTS, undefined] as (SiteSort | undefined)[])('match plain offset paging for sort %s', async (sort) => {
    const query = (page: number) => ({ page: String(page), ...(sort ? { sort } : {}) });
    for (const page of [deepPage, deepPage, deepPage + 1, deepPage + 40, deepPage - 1]) {
      const answer = await list(query(page));
      expect(ids(answer.data), `page ${page}`).toEqual(await plainPageIds(undefined, sort, page));
      expect(answer.data).toHaveLength(9);
    }
  });

  // A substring filter (LIKE pattern) and a price filter that together keep about 1,100 of the
  // 1,500 listings: enough for paging with the filters to go well past SITE_ANCHOR_FROM.
  const filters = { location: 'PRADESH', maxPrice: '15000000' };
  const filtered = sql`${sites.locationText} ilike '%pradesh%' and ${sites.price} <= 15000000`;
  /** The first page that starts SITE_ANCHOR_FROM rows in or deeper: the first page that leaves an anchor. */
  const firstDeepPage = Math.ceil(SITE_ANCHOR_FROM / 9) + 1;

  it.each([...SITE_SORTS, undefined] as (SiteSort | undefined)[])(
    'match plain offset paging with filters across the anchor, sort %s',
    async (sort) => {
      const total = await plainTotal(filtered);
      const lastPage = Math.ceil(total / 9);
      expect(total, 'the filters must leave pages beyond the anchor').toBeGreaterThan(SITE_ANCHOR_FROM + 9 * 10);
      expect(total, 'the filters must leave some listings out').toBeLessThan(LISTINGS);
      // first deep page (leaves an anchor), the same again, pages after it (read from it), the
      // last page (part full), one past the end, and the page just before the anchor threshold
      const visits: [number, 'from anchor' | 'from start'][] = [
        [firstDeepPage, 'from start'],
        [firstDeepPage, 'from anchor'],
        [firstDeepPage + 1, 'from anchor'],
        [firstDeepPage + 7, 'from anchor'],
        [lastPage, 'from anchor'],
        [lastPage + 1, 'from anchor'],
        [firstDeepPage - 1, 'from start'],
      ];
      for (const [page, how] of visits) {
        pageReads.mockClear();
        const answer = await list({ ...filters, page: String(page), ...(sort ? { sort } : {}) });
        const expected = await plainPageIds(filtered, sort, page);
        expect(ids(answer.data), `page ${page}`).toEqual(expected);
        expect(answer.total, `page ${page}`).toBe(total);
        expect(
          pageReads.mock.calls.map((call) => (call[5] === undefined ? 'from start' : 'from anchor')),
          `page ${page} read`,
        ).toEqual([how]);
      }
      expect(await plainPageIds(filtered, sort, lastPage)).not.toHaveLength(0);
      expect(await plainPageIds(filtered, sort, lastPage + 1)).toHaveLength(0);
    },
  );

  it('follow the catalogue when a listing is added before the anchor', async () => {
    const before = await list({ page: String(deepPage), sort: 'priceLowHigh' });
    const [cheapest] = await insertSites(ctx.db, [{ title: 'Cheapest Plot Vihar', category: 'Plots', price: '1000' }]);
    const after = await list({ page: String(deepPage), sort: 'priceLowHigh' });
    expect(ids(after.data)).toEqual(await plainPageIds(undefined, 'priceLowHigh', deepPage));
    expect(ids(after.data).slice(1)).toEqual(ids(before.data).slice(0, 8));
    await ctx.db.delete(sites).where(eq(sites.siteId, cheapest as number));
  });
});

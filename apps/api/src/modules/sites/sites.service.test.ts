import { listSitesQuerySchema, SITE_SORTS, type SiteSort } from '@realty/contracts/sites/list-sites';
import { sites } from '@realty/db/schema';
import { seedScale } from '@realty/db/seed/scale';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { findCatalogueVersion, findSitePageRows } from './sites.repository.ts';
import { listSites, SITE_ANCHOR_FROM, SITE_TOTAL_CACHE_FROM } from './sites.service.ts';

let ctx: TestContext;
const LISTINGS = 1_500;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedScale(ctx.db, LISTINGS);
}, 120_000);
afterAll(async () => ctx?.close());

const list = (query: Record<string, string>) => listSites(ctx.db, listSitesQuerySchema.parse(query));
const ids = (rows: { site_id: number }[] | { siteId: number }[]) => rows.map((r) => ('site_id' in r ? r.site_id : r.siteId));

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
      const plain = await findSitePageRows(ctx.db, {}, sort, (page - 1) * 9, 9);
      expect(ids(answer.data), `page ${page}`).toEqual(ids(plain.rows));
      expect(answer.data).toHaveLength(9);
    }
  });

  it('match plain offset paging with filters', async () => {
    const filters = { category: 'Apartment' };
    const deepest = Math.floor((await list(filters)).total / 9);
    for (const page of [deepest - 1, deepest, deepest + 1]) {
      const answer = await list({ ...filters, page: String(page), sort: 'priceLowHigh' });
      const plain = await findSitePageRows(ctx.db, filters, 'priceLowHigh', (page - 1) * 9, 9);
      expect(ids(answer.data)).toEqual(ids(plain.rows));
    }
  });

  it('follow the catalogue when a listing is added before the anchor', async () => {
    const before = await list({ page: String(deepPage), sort: 'priceLowHigh' });
    const [cheapest] = await insertSites(ctx.db, [{ title: 'Cheapest Plot Vihar', category: 'Plots', price: '1000' }]);
    const after = await list({ page: String(deepPage), sort: 'priceLowHigh' });
    const plain = await findSitePageRows(ctx.db, {}, 'priceLowHigh', (deepPage - 1) * 9, 9);
    expect(ids(after.data)).toEqual(ids(plain.rows));
    expect(ids(after.data).slice(1)).toEqual(ids(before.data).slice(0, 8));
    await ctx.db.delete(sites).where(eq(sites.siteId, cheapest as number));
  });
});

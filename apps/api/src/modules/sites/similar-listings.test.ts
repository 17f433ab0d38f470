import { sites } from '@realty/db/schema';
import { createRandom } from '@realty/db/seed/random';
import { and, asc, ne, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites, type SiteFixture } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { findSimilarSiteRows, findSiteRow } from './sites.repository.ts';

/**
 * Similar listings read nearest-first through the GiST index must answer exactly what sorting the
 * whole category answers (docs/product/catalogue.md, "The detail page"): same state first, then
 * the squared coordinate distance, listings without coordinates last, ties by id. The catalogue
 * below has exact ties (listings at the same spot and at mirrored offsets), missing coordinates,
 * other states and other categories.
 */

let ctx: TestContext;
let ids: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  const { next } = createRandom(20261125);
  const fixtures: SiteFixture[] = [];
  for (let i = 0; i < 400; i++) {
    const kind = i % 10;
    const centre = { lat: 25.3176, lon: 82.9739 };
    // mirrored offsets and repeated spots make exact ties; every tenth has no coordinates
    const offset = Math.round(next() * 2000) / 10_000;
    const lat = kind === 0 ? null : (centre.lat + (kind % 2 ? offset : -offset)).toFixed(6);
    const lon = kind === 0 ? null : (centre.lon + (kind % 3 === 0 ? offset : -offset)).toFixed(6);
    fixtures.push({
      title: `Listing ${i}`,
      category: ['Apartment', 'Plots', 'Family Houses'][i % 3] as string,
      state: i % 7 === 0 ? 'Bihar' : 'Uttar Pradesh',
      lat: kind === 5 ? '25.317600' : lat,
      lon: kind === 5 ? '82.973900' : lon,
    });
  }
  ids = await insertSites(ctx.db, fixtures);
}, 120_000);
afterAll(async () => ctx?.close());

/** The straightforward reference: sort every listing of the category (the query this replaced). */
async function reference(siteId: number, excludeIds: number[], limit: number) {
  const site = await findSiteRow(ctx.db, siteId);
  if (!site) throw new Error('no such listing');
  const conditions = [sql`lower(${sites.category}) = lower(${site.category})`, ne(sites.siteId, site.siteId)];
  if (excludeIds.length) conditions.push(sql`${sites.siteId} <> all(${sql.raw(`ARRAY[${excludeIds.join(',')}]::int[]`)})`);
  const order: SQL[] = [sql`lower(${sites.state}) = lower(${site.state}) desc`];
  if (site.lat !== null && site.lon !== null) {
    order.push(sql`coalesce((${sites.lat} - ${site.lat})^2 + (${sites.lon} - ${site.lon})^2, 1e9)`);
  }
  order.push(asc(sites.siteId));
  const rows = await ctx.db
    .select({ siteId: sites.siteId })
    .from(sites)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => r.siteId);
}

describe('similar listings nearest-first', () => {
  it('answer exactly what sorting the whole category answers, for every kind of listing and limit', async () => {
    let compared = 0;
    for (const siteId of ids.filter((_, i) => i % 7 === 0 || i % 10 === 0 || i % 10 === 5).slice(0, 60)) {
      const site = await findSiteRow(ctx.db, siteId);
      if (!site) throw new Error('no such listing');
      for (const [exclude, limit] of [
        [[], 3],
        [[], 12],
        [ids.slice(1, 4), 6],
        [[], 150],
      ] as const) {
        const got = (await findSimilarSiteRows(ctx.db, site, [...exclude], limit)).map((r) => r.siteId);
        expect(got, `listing ${siteId}, limit ${limit}`).toEqual(await reference(siteId, [...exclude], limit));
        compared += 1;
      }
    }
    expect(compared).toBe(240);
  }, 120_000);

  it('reaches past the same state into the others when the state has too few', async () => {
    const bihar = ids.filter((_, i) => i % 7 === 0 && i % 3 === 1);
    const site = await findSiteRow(ctx.db, bihar[0] as number);
    if (!site) throw new Error('no such listing');
    const got = await findSimilarSiteRows(ctx.db, site, [], 40);
    expect(got).toHaveLength(40);
    const states = got.map((r) => r.state);
    expect(states.indexOf('Uttar Pradesh')).toBe(states.filter((s) => s === 'Bihar').length);
  });
});

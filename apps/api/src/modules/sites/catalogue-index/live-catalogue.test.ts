import { type ListSitesResponse, listSitesQuerySchema } from '@realty/contracts/sites/list-sites';
import { sites } from '@realty/db/schema';
import { createRandom } from '@realty/db/seed/random';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites } from '../../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { findCatalogueVersion, pruneCatalogueChanges } from '../sites.repository.ts';
import { getSiteAt, listSites, listSitesJson } from '../sites.service.ts';
import { catalogueIndexBuilt, catalogueIndexStats, configureCatalogueIndex, startCatalogueIndexBuild } from './store.ts';
import { generatedListings, PRICES, randomQuery, TITLES } from './test-catalogue.ts';

/**
 * The live catalogue index under change (docs/decisions/0022-near-real-time-catalogue-index.md,
 * docs/product/catalogue.md, "Freshness"): random price, status and title edits, inserts and
 * deletes are committed while random searches run. Every answer must be of a version no older
 * than the freshness allows (every change committed `refreshMs` before the search arrived); at
 * checkpoints, with the edits paused, every answer must equal the SQL path's at the same version;
 * and no edit may make the index read the whole catalogue again (only merges of a delta grown past
 * `mergeFrom` do). Runs on PGlite and on PostgreSQL.
 */

let ctx: TestContext;
const REFRESH_MS = 150;
const METRICS_TOKEN = 'catalogue-metrics-token-0123';

beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN });
  await insertSites(ctx.db, generatedListings(createRandom(20261128).next, 400));
}, 120_000);

afterAll(async () => {
  configureCatalogueIndex({ from: 5_000 });
  await ctx?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A random search the API accepts (not a minimum above the maximum), as its query string and parsed. */
function validQuery(next: () => number) {
  for (;;) {
    const raw = randomQuery(next);
    const parsed = listSitesQuerySchema.safeParse(raw);
    if (parsed.success) return { raw, query: parsed.data };
  }
}

describe('the live catalogue index', () => {
  it('answers exactly, and as fresh as promised, while listings are edited, inserted and deleted', async () => {
    // a small merge threshold, so that merges of the delta also happen under the edits
    configureCatalogueIndex({ from: 1, refreshMs: REFRESH_MS, mergeFrom: 40 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    const { next } = createRandom(30);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const live = new Set((await ctx.db.select({ id: sites.siteId }).from(sites)).map((r) => r.id));
    /** When each edit's transaction had committed, and the version it left. */
    const commits: { at: number; version: number }[] = [];
    /** When each search arrived, and the version its answer is of. */
    const answers: { arrived: number; version: number }[] = [];

    async function edit(): Promise<void> {
      const roll = next();
      const id = pick([...live]);
      if (roll < 0.35)
        await ctx.db
          .update(sites)
          .set({ price: pick(PRICES) })
          .where(eq(sites.siteId, id));
      else if (roll < 0.5)
        await ctx.db
          .update(sites)
          .set({ title: `${pick(TITLES)} ${Math.floor(next() * 9)}` })
          .where(eq(sites.siteId, id));
      else if (roll < 0.6)
        await ctx.db
          .update(sites)
          .set({ status: pick(['Available', 'Sold Out', 'Booked']) })
          .where(eq(sites.siteId, id));
      else if (roll < 0.8)
        for (const added of await insertSites(ctx.db, generatedListings(next, 1 + Math.floor(next() * 3)))) live.add(added);
      else {
        await ctx.db.delete(sites).where(eq(sites.siteId, id));
        live.delete(id);
      }
      // the only writer: the version read after its commit is the version its edit left
      commits.push({ at: Date.now(), version: await findCatalogueVersion(ctx.db) });
    }

    async function searches(until: () => boolean): Promise<number> {
      let count = 0;
      while (!until()) {
        const { query } = validQuery(next);
        const arrived = Date.now();
        const { json, version } = await listSitesJson(ctx.db, query);
        expect(() => JSON.parse(json)).not.toThrow();
        answers.push({ arrived, version });
        count += 1;
        await sleep(next() * 5);
      }
      return count;
    }

    for (let checkpoint = 0; checkpoint < 4; checkpoint++) {
      // edits and searches at the same time
      let editing = true;
      const writer = (async () => {
        for (let k = 0; k < 30; k++) {
          await edit();
          await sleep(next() * 15);
        }
        editing = false;
      })();
      const [found] = await Promise.all([searches(() => !editing), searches(() => !editing), writer]);
      expect(found).toBeGreaterThan(0);
      // no answer older than the freshness allows: every change committed REFRESH_MS before it arrived is in it
      for (const answer of answers) {
        const due = commits.filter((c) => c.at <= answer.arrived - REFRESH_MS).reduce((most, c) => Math.max(most, c.version), 0);
        expect(answer.version).toBeGreaterThanOrEqual(due);
      }
      // a checkpoint: the edits paused, every search equals the SQL path's at the same version
      const current = await findCatalogueVersion(ctx.db);
      for (let k = 0; k < 40; k++) {
        const { raw, query } = validQuery(next);
        const { json, version } = await listSitesJson(ctx.db, query, current);
        expect(version).toBe(current);
        expect({ raw, answer: JSON.parse(json) as ListSitesResponse }).toEqual({ raw, answer: await listSites(ctx.db, query) });
      }
      // and every listing's page, with its related listings
      for (const id of [...live].slice(0, 25)) {
        const { answer } = await getSiteAt(ctx.db, id, current);
        expect(answer.data.site.site_id).toBe(id);
        expect(answer.data.related_sites.every((s) => live.has(s.site_id))).toBe(true);
      }
    }
    const stats = catalogueIndexStats(ctx.db);
    // 120 edits, a handful of merges (each delta past 40 listings), never a build per edit
    expect(stats?.builds).toBeGreaterThanOrEqual(2);
    expect(stats?.builds).toBeLessThan(20);
    expect(answers.length).toBeGreaterThan(50);
  }, 300_000);

  it('gives each listing the same related listings as the SQL path after edits, inserts and deletes', async () => {
    configureCatalogueIndex({ from: 1, refreshMs: 0, mergeFrom: 1_000_000 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    const { next } = createRandom(31);
    const ids = (await ctx.db.select({ id: sites.siteId }).from(sites)).map((r) => r.id);
    // moves, new neighbours and deleted ones among the related listings
    for (let k = 0; k < 30; k++) {
      const id = ids[Math.floor(next() * ids.length)] as number;
      await ctx.db
        .update(sites)
        .set({ lat: (25 + next()).toFixed(6), lon: (82 + next()).toFixed(6) })
        .where(eq(sites.siteId, id));
    }
    await insertSites(ctx.db, generatedListings(next, 20));
    for (const id of ids.slice(0, 10)) await ctx.db.delete(sites).where(eq(sites.siteId, id));
    const after = (await ctx.db.select({ id: sites.siteId }).from(sites)).map((r) => r.id);
    const current = await findCatalogueVersion(ctx.db);
    const byIndex = [];
    for (const id of after) byIndex.push((await getSiteAt(ctx.db, id, current)).answer);
    expect(catalogueIndexStats(ctx.db)?.changed).toBeGreaterThan(40);
    configureCatalogueIndex({ from: 0 });
    for (const [i, id] of after.entries()) {
      const bySql = (await getSiteAt(ctx.db, id)).answer;
      expect({ id, related: byIndex[i]?.data.related_sites.map((s) => s.site_id) }).toEqual({
        id,
        related: bySql.data.related_sites.map((s) => s.site_id),
      });
    }
  }, 300_000);

  it('reports its size, lag and last merge in /metrics', async () => {
    configureCatalogueIndex({ from: 1, refreshMs: 0 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    const [first] = await ctx.db.select({ id: sites.siteId }).from(sites).limit(1);
    await ctx.db
      .update(sites)
      .set({ price: '4000000' })
      .where(eq(sites.siteId, first?.id as number));
    await listSitesJson(ctx.db, listSitesQuerySchema.parse({}));
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const figure = (name: string) => Number(new RegExp(`^${name}\\{database="primary"\\} (\\S+)$`, 'm').exec(res.body)?.[1]);
    expect(figure('catalogue_index_bytes')).toBeGreaterThan(10_000);
    expect(figure('catalogue_index_version_lag')).toBe(0);
    expect(figure('catalogue_index_last_merge_seconds')).toBeGreaterThanOrEqual(0);
    expect(figure('catalogue_index_last_merge_seconds')).toBeLessThan(60);
    expect(figure('catalogue_index_changed_listings')).toBe(2);
  }, 120_000);

  it('builds anew when the change log was pruned past its version, and answers exactly meanwhile', async () => {
    configureCatalogueIndex({ from: 1, refreshMs: 0, mergeFrom: 1_000_000 });
    startCatalogueIndexBuild(ctx.db);
    await catalogueIndexBuilt(ctx.db);
    const builds = catalogueIndexStats(ctx.db)?.builds ?? 0;
    const [first] = await ctx.db.select({ id: sites.siteId }).from(sites).orderBy(sites.siteId).limit(1);
    await ctx.db
      .update(sites)
      .set({ price: '77000000' })
      .where(eq(sites.siteId, first?.id as number));
    // the log's entries are pruned before this index read them (a day later, by the clock of the prune)
    expect(await pruneCatalogueChanges(ctx.db, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThan(0);
    const query = listSitesQuerySchema.parse({ sort: 'priceHighLow', pageSize: '1' });
    const answer = JSON.parse((await listSitesJson(ctx.db, query)).json) as ListSitesResponse;
    expect(answer.data[0]).toMatchObject({ site_id: first?.id, site_price: '77000000.00' });
    await catalogueIndexBuilt(ctx.db);
    expect(catalogueIndexStats(ctx.db)?.builds).toBeGreaterThan(builds);
    expect(JSON.parse((await listSitesJson(ctx.db, query)).json)).toEqual(answer);
  }, 120_000);
});

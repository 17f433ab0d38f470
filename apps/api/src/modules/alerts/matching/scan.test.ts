import { savedQuerySchema } from '@realty/contracts/activity/saved-searches';
import { openDatabase } from '@realty/db/client';
import { alertItems, alertMatches, alertScanState, favorites, listingAlertPrices, savedSearches, sites, users } from '@realty/db/schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../../../test/fixtures/accounts.ts';
import { insertSites, type SiteFixture } from '../../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { loadPlaceIndex } from '../../places/places.service.ts';
import { readIndexedCatalogue } from '../../sites/catalogue-index/store.ts';
import { ALERT_DELIVER_JOB } from '../alert-jobs.ts';
import { expandAlertMatches } from './expand.ts';
import { filtersOfSavedQuery, matchSavedSearches } from './predicate.ts';
import { RememberedSearches } from './remembered-searches.ts';
import { listingKeysOf, matchSummaryOf } from './saved-query-index.ts';
import { runAlertScan } from './scan.ts';

// Finding what to alert (docs/product/alerts.md, "Alerts"): new listings and price drops matched
// against saved searches with the listing page's own predicate, favourites' price drops, dedupe,
// paused searches, several instances and restarts.

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;

let ctx: TestContext;
let asha: Customer;
let ravi: Customer;
let meera: Customer;

/** A job queue that records what is sent. */
function recorder() {
  const sent: { name: string; data: unknown; singletonKey?: string }[] = [];
  return {
    sent,
    send: async (name: string, data: object, options?: { singletonKey?: string }) => {
      sent.push({ name, data, singletonKey: options?.singletonKey });
      return 'job';
    },
  };
}

const saveSearch = async (who: Customer, query: Record<string, string>, extra: Record<string, unknown> = {}) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/saved-searches',
    headers: { cookie: who.cookie },
    payload: { name: 'A search', query, channels: ['sms'], frequency: 'instant', ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.saved_search_id as number;
};

const itemsOf = (savedSearchId: number) =>
  ctx.db.select().from(alertItems).where(eq(alertItems.savedSearchId, savedSearchId)).orderBy(alertItems.alertItemId);

const setPrice = (siteId: number, price: string) => ctx.db.update(sites).set({ price }).where(eq(sites.siteId, siteId));

beforeAll(async () => {
  // the every-minute scan is run by the tests themselves
  ctx = await createTestContext({ JOB_WORKERS: 'false' });
  asha = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  ravi = await signUpCustomer(ctx.app, { user_name: 'Ravi Gupta' });
  meera = await signUpCustomer(ctx.app, { user_name: 'Meera Singh' });
  await insertSites(ctx.db, [
    { title: 'Ganga Residency', bhk: [2], price: '5500000' },
    { title: 'Hazratganj Homes', bhk: [2], price: '4500000', city: 'Lucknow' },
  ]);
  // what was listed before anyone saved a search is seen once and never announced
  await runAlertScan(ctx.db);
}, 60_000);
afterAll(async () => ctx?.close());

describe('new listings', () => {
  it('alerts every saved search a new listing matches, once, and queues the delivery of instant ones', async () => {
    const twoBhk = await saveSearch(asha, { city: 'Varanasi', bhk: '2', maxPrice: '6000000' });
    const lucknow = await saveSearch(ravi, { city: 'Lucknow' });
    const daily = await saveSearch(meera, { city: 'Banaras' }, { frequency: 'daily' });
    const jobs = recorder();
    const [assi, lanka, nearby] = await insertSites(ctx.db, [
      { title: 'Assi Towers', bhk: [2], price: '5900000' },
      { title: 'Lanka Heights', bhk: [2], price: '7500000' },
      { title: 'Gomti Nagar Flats', bhk: [3], price: '3000000', city: 'Lucknow' },
    ]);
    const scan = await runAlertScan(ctx.db, jobs);
    expect(scan.newListings).toBe(3);
    expect((await itemsOf(twoBhk)).map((i) => [i.siteId, i.kind, i.price, i.previousPrice, i.frequency])).toEqual([
      [assi, 'new', '5900000.00', null, 'instant'],
    ]);
    expect((await itemsOf(lucknow)).map((i) => i.siteId)).toEqual([nearby]);
    // "Banaras" is another name of Varanasi, as on the listing page
    expect((await itemsOf(daily)).map((i) => [i.siteId, i.frequency]).sort()).toEqual([
      [assi, 'daily'],
      [lanka, 'daily'],
    ]);
    expect(jobs.sent).toEqual(
      [
        { name: ALERT_DELIVER_JOB, data: { userId: asha.user.user_id }, singletonKey: `alerts-deliver:${asha.user.user_id}` },
        { name: ALERT_DELIVER_JOB, data: { userId: ravi.user.user_id }, singletonKey: `alerts-deliver:${ravi.user.user_id}` },
      ].sort((a, b) => (a.data.userId as number) - (b.data.userId as number)),
    );

    // nothing changed: nothing more
    const again = recorder();
    const second = await runAlertScan(ctx.db, again);
    expect(second.savedSearchItems + second.favouriteItems).toBe(0);
    expect(again.sent).toEqual([]);
    // an edit that is not a price drop alerts nothing
    await ctx.db
      .update(sites)
      .set({ description: 'Now with a lift' })
      .where(eq(sites.siteId, assi as number));
    expect((await runAlertScan(ctx.db)).savedSearchItems).toBe(0);
    expect(await itemsOf(twoBhk)).toHaveLength(1);
  });

  it('skips a paused saved search, and alerts it again for listings published after it is resumed', async () => {
    const id = await saveSearch(asha, { city: 'Kanpur' });
    const pause = (paused: boolean) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/user/saved-searches/${id}`, headers: { cookie: asha.cookie }, payload: { paused } });
    expect((await pause(true)).statusCode).toBe(200);
    await insertSites(ctx.db, [{ title: 'Swaroop Nagar Villa', city: 'Kanpur', price: '9000000' }]);
    await runAlertScan(ctx.db);
    expect(await itemsOf(id)).toEqual([]);
    expect((await pause(false)).statusCode).toBe(200);
    const [later] = await insertSites(ctx.db, [{ title: 'Kidwai Nagar Flat', city: 'Kanpur', price: '4000000' }]);
    await runAlertScan(ctx.db);
    expect((await itemsOf(id)).map((i) => i.siteId)).toEqual([later]);
  });

  it('finds a saved search whose query was changed by its new query, not its old one', async () => {
    const id = await saveSearch(ravi, { city: 'Agra' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/saved-searches/${id}`,
      headers: { cookie: ravi.cookie },
      payload: { query: { city: 'Meerut' } },
    });
    expect(res.statusCode).toBe(200);
    const [agra, meerut] = await insertSites(ctx.db, [
      { title: 'Taj View', city: 'Agra' },
      { title: 'Meerut Greens', city: 'Meerut' },
    ]);
    await runAlertScan(ctx.db);
    expect((await itemsOf(id)).map((i) => i.siteId)).toEqual([meerut]);
    expect(agra).toBeDefined();
  });
});

describe('the index over saved queries', () => {
  it('derives every summary again when the rules they were made with change', async () => {
    const id = await saveSearch(meera, { city: 'Ayodhya' });
    await runAlertScan(ctx.db);
    // a summary made by other rules (here: one that admits nothing)
    await ctx.db.update(savedSearches).set({ matchKeys: [] }).where(eq(savedSearches.savedSearchId, id));
    await ctx.db.update(alertScanState).set({ matchRules: '0:older' });
    const [site] = await insertSites(ctx.db, [{ title: 'Saket Vihar', city: 'Ayodhya' }]);
    await runAlertScan(ctx.db);
    expect((await itemsOf(id)).map((i) => i.siteId)).toEqual([site]);
    const [row] = await ctx.db.select({ keys: savedSearches.matchKeys }).from(savedSearches).where(eq(savedSearches.savedSearchId, id));
    expect(row?.keys).toEqual(['ayodhya|*|*', 'faizabad|*|*']);
  });
});

describe('the saved searches each instance remembers', () => {
  it('catches up from the stamps of what the last scan derived, whichever instance ran it', async () => {
    // another instance's memory, loaded whole before the changes
    const other = new RememberedSearches();
    const places = await loadPlaceIndex(ctx.db);
    await runAlertScan(ctx.db);
    await ctx.db.transaction((tx) => other.refresh(tx, places));
    const before = other.size;
    expect(before).toBeGreaterThan(0);
    const moved = await saveSearch(asha, { city: 'Kanpur' });
    await runAlertScan(ctx.db);
    await ctx.db.transaction((tx) => other.refresh(tx, places));
    const added = await saveSearch(ravi, { city: 'Jhansi', bhk: '3' });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/saved-searches/${moved}`,
      headers: { cookie: asha.cookie },
      payload: { query: { city: 'Gorakhpur' } },
    });
    expect(patched.statusCode).toBe(200);
    // this process's scan derives both; the other instance reads just those two
    await runAlertScan(ctx.db);
    expect(await ctx.db.transaction((tx) => other.refresh(tx, places))).toBe(2);
    expect(other.size).toBe(before + 2);
    const [kanpur, gorakhpur, jhansi3, jhansi2] = await insertSites(ctx.db, [
      { title: 'Kanpur Court', city: 'Kanpur' },
      { title: 'Gorakh Dham', city: 'Gorakhpur' },
      { title: 'Rani Mahal', city: 'Jhansi', bhk: [3] },
      { title: 'Jhansi Flats', city: 'Jhansi', bhk: [2] },
    ]);
    const { rows } = await readIndexedCatalogue(ctx.db);
    const matchesOf = (siteId: number | undefined) => {
      const row = rows.find((r) => r.site_id === siteId);
      if (!row) throw new Error(`listing ${siteId} not in the catalogue`);
      return other.matchesOf(row);
    };
    expect(matchesOf(kanpur)).not.toContain(moved);
    expect(matchesOf(gorakhpur)).toContain(moved);
    expect(matchesOf(jhansi3)).toContain(added);
    expect(matchesOf(jhansi2)).not.toContain(added);
    // nothing derived since: nothing read
    await runAlertScan(ctx.db);
    expect(await ctx.db.transaction((tx) => other.refresh(tx, places))).toBe(0);
  });
});

describe('price drops', () => {
  it('alerts a cheaper listing again only below every price already alerted, with the price before', async () => {
    const id = await saveSearch(meera, { city: 'Gorakhpur', maxPrice: '5000000' });
    const [site] = (await insertSites(ctx.db, [{ title: 'Gorakhnath Enclave', city: 'Gorakhpur', price: '5200000' }])) as [number];
    await runAlertScan(ctx.db);
    // too dear for the search: nothing yet
    expect(await itemsOf(id)).toEqual([]);
    await setPrice(site, '4900000');
    await runAlertScan(ctx.db);
    expect((await itemsOf(id)).map((i) => [i.kind, i.price, i.previousPrice])).toEqual([['price_drop', '4900000.00', '5200000.00']]);
    // up, then back down to the price already alerted: nothing
    await setPrice(site, '5000000');
    await runAlertScan(ctx.db);
    await setPrice(site, '4900000');
    await runAlertScan(ctx.db);
    expect(await itemsOf(id)).toHaveLength(1);
    // down by one paisa below it: alerted again
    await setPrice(site, '4899999.99');
    await runAlertScan(ctx.db);
    expect((await itemsOf(id)).map((i) => [i.kind, i.price, i.previousPrice])).toEqual([
      ['price_drop', '4900000.00', '5200000.00'],
      ['price_drop', '4899999.99', '4900000.00'],
    ]);
  });

  it('tells the savers of a favourite that got cheaper, unless they turned the setting off', async () => {
    const [site] = (await insertSites(ctx.db, [{ title: 'Civil Lines Bungalow', city: 'Bareilly', price: '8000000' }])) as [number];
    await runAlertScan(ctx.db);
    await ctx.db.insert(favorites).values([
      { userId: asha.user.user_id, siteId: site },
      { userId: ravi.user.user_id, siteId: site },
    ]);
    await ctx.db.update(users).set({ favouritePriceAlerts: false }).where(eq(users.userId, ravi.user.user_id));
    const jobs = recorder();
    await setPrice(site, '7500000');
    const scan = await runAlertScan(ctx.db, jobs);
    expect(scan.priceDrops).toBe(1);
    const items = await ctx.db
      .select()
      .from(alertItems)
      .where(and(eq(alertItems.siteId, site), isNull(alertItems.savedSearchId)));
    expect(items.map((i) => [i.userId, i.kind, i.price, i.previousPrice, i.frequency])).toEqual([
      [asha.user.user_id, 'price_drop', '7500000.00', '8000000.00', 'instant'],
    ]);
    expect(jobs.sent.map((j) => j.data)).toEqual([{ userId: asha.user.user_id }]);
    // a rise and a fall back to the same price: not again
    await setPrice(site, '7800000');
    await runAlertScan(ctx.db);
    await setPrice(site, '7500000');
    await runAlertScan(ctx.db);
    await setPrice(site, '7000000');
    await runAlertScan(ctx.db);
    const after = await ctx.db
      .select()
      .from(alertItems)
      .where(and(eq(alertItems.siteId, site), isNull(alertItems.savedSearchId)));
    expect(after.map((i) => i.price)).toEqual(['7500000.00', '7000000.00']);
  });
});

describe('deleted listings', () => {
  it('forgets a deleted listing, and one listed and deleted between two scans alerts nobody', async () => {
    const id = await saveSearch(ravi, { city: 'Jhansi' });
    const [kept, gone] = (await insertSites(ctx.db, [
      { title: 'Fort View', city: 'Jhansi' },
      { title: 'Gone Soon', city: 'Jhansi' },
    ])) as [number, number];
    await ctx.db.delete(sites).where(eq(sites.siteId, gone));
    await runAlertScan(ctx.db);
    expect((await itemsOf(id)).map((i) => i.siteId)).toEqual([kept]);
    await ctx.db.delete(sites).where(eq(sites.siteId, kept));
    await runAlertScan(ctx.db);
    expect(
      await ctx.db
        .select()
        .from(listingAlertPrices)
        .where(inArray(listingAlertPrices.siteId, [kept, gone])),
    ).toEqual([]);
  });

  it('deletes the items of a deleted listing, saved search or customer, and keeps the others', async () => {
    const lalit = await signUpCustomer(ctx.app, { user_name: 'Lalit Mishra' });
    const byRavi = await saveSearch(ravi, { city: 'Bareilly' });
    const dropped = await saveSearch(ravi, { city: 'Bareilly', category: 'Apartment' });
    const byLalit = await saveSearch(lalit, { city: 'Bareilly' });
    const [first, second] = (await insertSites(ctx.db, [
      { title: 'Civil Lines Court', city: 'Bareilly', category: 'Apartment', price: '4000000' },
      { title: 'Rampur Garden Plots', city: 'Bareilly', category: 'Apartment', price: '4200000' },
    ])) as [number, number];
    await ctx.db.insert(favorites).values({ userId: lalit.user.user_id, siteId: second });
    await runAlertScan(ctx.db);
    await setPrice(second, '3900000');
    await runAlertScan(ctx.db);
    const sitesOf = async (where: ReturnType<typeof eq>) =>
      (await ctx.db.select().from(alertItems).where(where)).map((i) => `${i.savedSearchId ?? 'favourite'}:${i.siteId}:${i.kind}`).sort();
    expect(await sitesOf(eq(alertItems.userId, lalit.user.user_id))).toEqual(
      [`${byLalit}:${first}:new`, `${byLalit}:${second}:new`, `${byLalit}:${second}:price_drop`, `favourite:${second}:price_drop`].sort(),
    );
    expect((await itemsOf(dropped)).length).toBe(3);
    // a listing
    await ctx.db.delete(sites).where(eq(sites.siteId, first));
    expect((await itemsOf(byRavi)).map((i) => i.siteId)).toEqual([second, second]);
    // a saved search
    await ctx.db.delete(savedSearches).where(eq(savedSearches.savedSearchId, dropped));
    expect(await itemsOf(dropped)).toEqual([]);
    expect((await itemsOf(byRavi)).length).toBe(2);
    // a customer: their saved searches' items and their favourites' too
    await ctx.db.delete(users).where(eq(users.userId, lalit.user.user_id));
    expect(await sitesOf(eq(alertItems.userId, lalit.user.user_id))).toEqual([]);
    expect((await itemsOf(byRavi)).length).toBe(2);
  });

  it('compares the whole catalogue when the change log was pruned past the last scan', async () => {
    const id = await saveSearch(meera, { city: 'Mathura' });
    const [site] = (await insertSites(ctx.db, [{ title: 'Vrindavan Kunj', city: 'Mathura' }])) as [number];
    // the log's entries are gone, as after a day without a scan
    await ctx.db.execute(sql`update site_catalogue_version set pruned_through = (select max(version) from site_changes) where id = 1`);
    await ctx.db.execute(sql`delete from site_changes`);
    const scan = await runAlertScan(ctx.db);
    expect(scan.wholeCatalogue).toBe(true);
    expect((await itemsOf(id)).map((i) => i.siteId)).toEqual([site]);
    expect((await runAlertScan(ctx.db)).savedSearchItems).toBe(0);
  });
});

describe('several instances and restarts', () => {
  it('never writes an item twice when scans run at once, and a restarted process goes on where the last scan stopped', async () => {
    const id = await saveSearch(asha, { city: 'Aligarh' });
    const url = ctx.env.DATABASE_URL;
    // a second process on the same database (PostgreSQL), or a second scan of this one (PGlite)
    const other = url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : undefined;
    const second = other?.db ?? ctx.db;
    try {
      const created: number[] = [];
      for (let round = 0; round < 6; round++) {
        created.push(...(await insertSites(ctx.db, [{ title: `Aligarh ${round}`, city: 'Aligarh', price: String(3_000_000 + round) }])));
        if (round % 2 === 1) await setPrice(created[0] as number, String(2_000_000 - round));
        await Promise.all([runAlertScan(ctx.db), runAlertScan(second), runAlertScan(ctx.db), runAlertScan(second)]);
      }
      const items = await itemsOf(id);
      const pairs = items.map((i) => `${i.siteId}@${i.price}`);
      expect(new Set(pairs).size).toBe(pairs.length);
      expect(
        items
          .filter((i) => i.kind === 'new')
          .map((i) => i.siteId)
          .sort(),
      ).toEqual([...created].sort());
      expect(items.filter((i) => i.kind === 'price_drop').map((i) => i.price)).toEqual(['1999999.00', '1999997.00', '1999995.00']);
      // the state is in the database: another process's scan finds nothing left to do
      const [state] = await second.select().from(alertScanState);
      expect(state?.throughVersion).toBeGreaterThan(0);
      expect((await runAlertScan(second)).savedSearchItems).toBe(0);
    } finally {
      await other?.close();
    }
  }, 60_000);
});

describe('a scan that fails', () => {
  it('leaves nothing behind, and the next scan does the same work once', async () => {
    const id = await saveSearch(ravi, { city: 'Mirzapur' });
    const [site] = (await insertSites(ctx.db, [{ title: 'Vindhyachal View', city: 'Mirzapur', price: '3100000' }])) as [number];
    const [before] = await ctx.db.select().from(alertScanState);
    // the scan is cut short where it records the matches (as by a lost connection or a stopped process)
    await ctx.db.execute(sql.raw(`alter table alert_matches add constraint alert_matches_cut_short check (site_id <> ${Number(site)})`));
    try {
      await expect(runAlertScan(ctx.db)).rejects.toThrow();
    } finally {
      await ctx.db.execute(sql`alter table alert_matches drop constraint alert_matches_cut_short`);
    }
    const [after] = await ctx.db.select().from(alertScanState);
    expect(after?.throughVersion).toBe(before?.throughVersion);
    expect(await ctx.db.select().from(listingAlertPrices).where(eq(listingAlertPrices.siteId, site))).toEqual([]);
    expect(await ctx.db.select().from(alertMatches)).toEqual([]);
    expect(await itemsOf(id)).toEqual([]);
    await runAlertScan(ctx.db);
    await runAlertScan(ctx.db);
    expect((await itemsOf(id)).map((i) => [i.siteId, i.kind])).toEqual([[site, 'new']]);
  });
});

describe('an expansion that fails', () => {
  it('keeps what the scan recorded, and the next expansion writes each item once', async () => {
    const id = await saveSearch(ravi, { city: 'Sonbhadra' });
    const [site] = (await insertSites(ctx.db, [{ title: 'Robertsganj Residency', city: 'Sonbhadra', price: '2700000' }])) as [number];
    // the expansion is cut short where it writes the items
    await ctx.db.execute(sql.raw(`alter table alert_items add constraint alert_items_cut_short check (site_id <> ${Number(site)})`));
    try {
      await expect(runAlertScan(ctx.db)).rejects.toThrow();
    } finally {
      await ctx.db.execute(sql`alter table alert_items drop constraint alert_items_cut_short`);
    }
    // the scan itself committed: its match is recorded, not yet told
    const recorded = await ctx.db.select().from(alertMatches).where(eq(alertMatches.siteId, site));
    expect(recorded.map((m) => [m.kind, m.price, m.savedSearchIds.includes(id)])).toEqual([['new', '2700000.00', true]]);
    expect(await itemsOf(id)).toEqual([]);
    expect((await expandAlertMatches(ctx.db)).matches).toBe(1);
    expect((await expandAlertMatches(ctx.db)).matches).toBe(0);
    expect((await itemsOf(id)).map((i) => [i.siteId, i.kind])).toEqual([[site, 'new']]);
    expect(await ctx.db.select().from(alertMatches)).toEqual([]);
  });

  it('tells nothing for a saved search paused, or a listing withdrawn, between the scan and the expansion', async () => {
    const paused = await saveSearch(ravi, { city: 'Ballia' });
    const kept = await saveSearch(ravi, { city: 'Ballia', bhk: '2' });
    const [site, withdrawn] = (await insertSites(ctx.db, [
      { title: 'Ballia Greens', city: 'Ballia', price: '2400000', bhk: [2] },
      { title: 'Ballia Heights', city: 'Ballia', price: '2600000', bhk: [2] },
    ])) as [number, number];
    const scan = await runAlertScan(ctx.db, undefined, { expansion: 'queued' });
    expect(scan.recordedMatches).toBeGreaterThanOrEqual(4);
    expect(await itemsOf(paused)).toEqual([]);
    await ctx.db.update(savedSearches).set({ paused: true }).where(eq(savedSearches.savedSearchId, paused));
    await ctx.db.delete(sites).where(eq(sites.siteId, withdrawn));
    await expandAlertMatches(ctx.db);
    expect(await itemsOf(paused)).toEqual([]);
    expect((await itemsOf(kept)).map((i) => i.siteId)).toEqual([site]);
  });
});

// ---------------------------------------------------------------------------------------------
// The differential test: for random saved queries and random new listings, the saved searches
// alerted for a listing are exactly those whose query, sent to GET /api/sites, shows it.

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function randomOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const CITIES = ['Varanasi', 'Lucknow', 'Prayagraj', 'Kanpur', 'Noida'];
const CITY_WORDS = ['Varanasi', 'Banaras', 'Lucknow', 'Allahabad', 'Prayagraj', 'Kanpur', 'Noida', 'Agra'];
const CATEGORIES = ['Apartment', 'Plots', 'Family Houses', 'Town Houses'];
const CATEGORY_WORDS = ['Apartment', 'Plots', 'Plot', 'House', 'Villa', 'Family Houses', 'Town Houses'];
const LANDMARKS = ['Assi Ghat', 'Sigra', 'Hazratganj', 'Civil Lines', 'Gomti Nagar', 'Lanka', ''];
const Q_TEXTS = [
  '2 bhk flat in lucknow under 50 lakh',
  'plot in varanasi',
  '3 bhk house',
  'apartment near sigra',
  'villa in prayagraj above 1 crore',
  'flats under 40 lakh',
  'ganga view',
];

function randomQuery(r: ReturnType<typeof randomOf>): Record<string, string> {
  const query: Record<string, string> = {};
  if (r.chance(0.6)) query.city = r.pick(CITY_WORDS);
  if (r.chance(0.4)) query.category = r.pick(CATEGORY_WORDS);
  if (r.chance(0.4)) query.bhk = r.pick(['1', '2', '3', '4+', '2,3', '1,4+']);
  if (r.chance(0.4)) query.minPrice = String(r.pick([1_000_000, 2_500_000, 4_000_000, 6_000_000]));
  if (r.chance(0.4)) query.maxPrice = String(r.pick([3_000_000, 5_000_000, 8_000_000, 20_000_000]));
  if (r.chance(0.15)) query.q = r.pick(Q_TEXTS);
  if (r.chance(0.1)) query.search = r.pick(['ganga', 'sigra', 'allahabad', 'heights']);
  if (r.chance(0.1)) query.location = r.pick(['lanka', 'civil lines', 'banaras']);
  if (r.chance(0.1)) query.possession = r.pick(['ready', 'under_construction', 'ready,under_construction']);
  if (r.chance(0.1)) query.furnishing = r.pick(['furnished', 'semi', 'unfurnished,semi']);
  if (r.chance(0.1)) query.verified = 'true';
  if (r.chance(0.1)) query.minArea = String(r.pick([500, 900, 1500]));
  if (r.chance(0.1)) query.maxArea = String(r.pick([800, 1200, 2500]));
  return query;
}

function randomListing(r: ReturnType<typeof randomOf>, i: number): SiteFixture {
  const category = r.pick(CATEGORIES);
  const plot = category === 'Plots';
  const area = r.pick([450, 750, 1000, 1400, 2200]);
  return {
    title: `${r.pick(['Ganga', 'Shiv', 'Heights', 'Royal', 'Green'])} ${r.pick(['Residency', 'Heights', 'Enclave', 'Villa'])} ${i}`,
    city: r.pick(CITIES),
    state: 'Uttar Pradesh',
    landmark: r.pick(LANDMARKS),
    category,
    price: String(r.pick([900_000, 2_500_000, 3_000_000, 4_000_000, 4_999_999.5, 5_000_000, 6_000_000, 8_000_000, 15_000_000])),
    bhk: plot ? [] : r.pick([[1], [2], [3], [4], [5], [2, 3]]),
    possession: r.chance(0.7) ? r.pick(['ready', 'under_construction']) : null,
    furnishing: r.chance(0.6) ? r.pick(['furnished', 'semi', 'unfurnished']) : null,
    verified: r.chance(0.4),
    ...(plot
      ? { plotArea: String(area), plotAreaUnit: 'sqft' }
      : { carpetAreaSqftMin: String(area), carpetAreaSqftMax: String(area + 100) }),
  };
}

describe('the predicate is the listing page’s', () => {
  let differentialCtx: TestContext;
  beforeEach(async () => {
    differentialCtx ??= await createTestContext({ JOB_WORKERS: 'false' });
  }, 60_000);
  afterAll(async () => differentialCtx?.close());

  it('alerts for each new listing exactly the saved searches whose query shows it on GET /api/sites', async () => {
    const db = differentialCtx.db;
    const r = randomOf(20_260_129);
    const owner = await signUpCustomer(differentialCtx.app, { user_name: 'Differential Owner' });
    await runAlertScan(db);
    const queries: Record<string, string>[] = [];
    while (queries.length < 150) {
      const parsed = savedQuerySchema.safeParse(randomQuery(r));
      if (parsed.success) queries.push(parsed.data);
    }
    // (stored directly: the limit of 20 a customer is the route's, not the scan's)
    const saved = await db
      .insert(savedSearches)
      .values(
        queries.map((query, i) => ({ userId: owner.user.user_id, name: `Search ${i}`, query, channels: ['sms'], frequency: 'instant' })),
      )
      .returning({ id: savedSearches.savedSearchId, query: savedSearches.query });
    const listed = await insertSites(
      db,
      Array.from({ length: 60 }, (_, i) => randomListing(r, i)),
    );
    await runAlertScan(db);
    const items = await db.select().from(alertItems);
    const alerted = new Set(items.map((i) => `${i.savedSearchId}:${i.siteId}`));
    const expected = new Set<string>();
    for (const search of saved) {
      for (let page = 1; ; page++) {
        const params = new URLSearchParams({ ...search.query, pageSize: '60', page: String(page) });
        const res = await differentialCtx.app.inject({ url: `/api/sites?${params}` });
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data as { site_id: number }[];
        for (const site of data) if (listed.includes(site.site_id)) expected.add(`${search.id}:${site.site_id}`);
        if (data.length < 60) break;
      }
    }
    expect(expected.size).toBeGreaterThan(100);
    expect([...alerted].sort()).toEqual([...expected].sort());

    // then 20 of them get 10 to 60 % cheaper: each alerts exactly the saved searches whose query
    // shows it at its new price (every earlier alert of it was at a higher price)
    const dropped = listed.filter(() => r.chance(0.33)).slice(0, 20);
    for (const siteId of dropped) {
      await db
        .update(sites)
        .set({ price: sql`round(${sites.price} * ${(40 + Math.floor(r.next() * 51)) / 100}, 2)` })
        .where(eq(sites.siteId, siteId));
    }
    await runAlertScan(db);
    const drops = await db
      .select()
      .from(alertItems)
      .where(and(eq(alertItems.kind, 'price_drop'), inArray(alertItems.siteId, dropped)));
    const alertedDrops = new Set(drops.map((i) => `${i.savedSearchId}:${i.siteId}`));
    const expectedDrops = new Set<string>();
    for (const search of saved) {
      for (let page = 1; ; page++) {
        const params = new URLSearchParams({ ...search.query, pageSize: '60', page: String(page) });
        const data = (await differentialCtx.app.inject({ url: `/api/sites?${params}` })).json().data as { site_id: number }[];
        for (const site of data) if (dropped.includes(site.site_id)) expectedDrops.add(`${search.id}:${site.site_id}`);
        if (data.length < 60) break;
      }
    }
    expect(expectedDrops.size).toBeGreaterThan(20);
    expect([...alertedDrops].sort()).toEqual([...expectedDrops].sort());
    expect(drops.every((i) => i.previousPrice !== null && Number(i.price) < Number(i.previousPrice))).toBe(true);
  }, 180_000);

  it('never leaves out of the candidates a saved search the predicate matches (the summaries are looser than the queries)', async () => {
    const db = differentialCtx.db;
    const r = randomOf(7_041_947);
    const places = await loadPlaceIndex(db);
    const { rows } = await readIndexedCatalogue(db);
    expect(rows.length).toBeGreaterThan(50);
    const searches = Array.from({ length: 1_500 }, (_, i) => ({ savedSearchId: i + 1, query: randomQuery(r) }));
    const matches = matchSavedSearches(rows, searches, places);
    let checked = 0;
    for (const search of searches) {
      const summary = matchSummaryOf(filtersOfSavedQuery(search.query, places));
      for (const siteId of matches.get(search.savedSearchId) ?? []) {
        const listing = rows.find((row) => row.site_id === siteId);
        if (!listing) throw new Error('a match outside the listings');
        // the candidate statement's conditions, one by one
        const paise = (rupees: string) => Math.round(Number(rupees) * 100);
        expect(
          listingKeysOf(listing).some((key) => summary.keys.includes(key)),
          JSON.stringify(search.query),
        ).toBe(true);
        if (summary.minPrice !== null) expect(paise(summary.minPrice)).toBeLessThanOrEqual(paise(listing.price));
        if (summary.maxPrice !== null) expect(paise(listing.price)).toBeLessThanOrEqual(paise(summary.maxPrice));
        if (summary.bhk !== null) expect(listing.bhk.some((n) => summary.bhk?.includes(n))).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1_000);
    // a query the listing page refuses matches nothing, and is never a candidate
    expect(matchSummaryOf(filtersOfSavedQuery({ bhk: 'many' }, places)).keys).toEqual([]);
  });
});

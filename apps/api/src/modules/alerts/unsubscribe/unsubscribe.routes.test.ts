import { alertItems, savedSearches, users } from '@realty/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

// One-click unsubscribe (docs/product/alerts.md, "Unsubscribing"; RFC 8058) and the customer's
// alert settings ("Price drops of favourites").

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;

let ctx: TestContext;
let asha: Customer;
let ravi: Customer;
let searchId: number;
let siteId: number;

const tokenFor = (who: Customer, savedSearchId: number | null, at = new Date()) =>
  unsubscribeToken(ctx.app.identity.keys, { userId: who.user.user_id, savedSearchId, at });
const describeLink = (token: string) => ctx.app.inject({ url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}` });
const confirmLink = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: payload as object });
const pausedOf = async (id: number) =>
  (await ctx.db.select({ paused: savedSearches.paused }).from(savedSearches).where(eq(savedSearches.savedSearchId, id)))[0]?.paused;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_ORIGIN: 'https://www.kashirealty.in' });
  asha = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  ravi = await signUpCustomer(ctx.app, { user_name: 'Ravi Gupta' });
  [siteId = 0] = await insertSites(ctx.db, [{ title: 'Ganga Residency', bhk: [2], price: '5500000' }]);
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/saved-searches',
    headers: { cookie: asha.cookie },
    payload: { name: '2 BHK in Sigra', query: { city: 'Varanasi' }, channels: ['sms', 'email'], frequency: 'instant' },
  });
  searchId = saved.json().data.saved_search_id;
}, 60_000);
afterAll(async () => ctx?.close());

describe('GET and POST /api/alerts/unsubscribe', { timeout: 30_000 }, () => {
  it('describes the link without signing in, then pauses the saved search and drops what is queued; twice is fine', async () => {
    await ctx.db.insert(alertItems).values({
      userId: asha.user.user_id,
      savedSearchId: searchId,
      siteId,
      kind: 'new',
      price: '5500000.00',
      frequency: 'instant',
    });
    const token = tokenFor(asha, searchId);
    const described = await describeLink(token);
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({
      success: true,
      data: { target: 'saved_search', name: '2 BHK in Sigra', stopped: false, language: 'en' },
    });
    expect(await pausedOf(searchId)).toBe(false);

    const done = await confirmLink({ token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Alerts stopped for this saved search. You can turn them on again from your dashboard.',
      data: { stopped: true, name: '2 BHK in Sigra' },
    });
    expect(await pausedOf(searchId)).toBe(true);
    const pending = await ctx.db
      .select()
      .from(alertItems)
      .where(and(eq(alertItems.savedSearchId, searchId), isNull(alertItems.deliveredAt)));
    expect(pending).toHaveLength(0);
    expect((await confirmLink({ token })).statusCode).toBe(200);
    expect((await describeLink(token)).json().data.stopped).toBe(true);

    // the dashboard turns them on again
    const resumed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/saved-searches/${searchId}`,
      headers: { cookie: asha.cookie },
      payload: { paused: false },
    });
    expect(resumed.json().data.paused).toBe(false);
  });

  it('answers the RFC 8058 one-click POST at the page’s own address with the form body List-Unsubscribe=One-Click', async () => {
    const token = tokenFor(asha, searchId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ target: 'saved_search', stopped: true });
    expect(await pausedOf(searchId)).toBe(true);
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
  });

  it('turns the favourites’ price drops off with a favourites link', async () => {
    const token = tokenFor(ravi, null);
    expect((await describeLink(token)).json().data).toEqual({ target: 'favourites', name: null, stopped: false, language: 'en' });
    expect((await confirmLink({ token })).json().message).toBe(
      'Price-drop alerts of your favourites are stopped. You can turn them on again from your dashboard.',
    );
    const [row] = await ctx.db.select({ on: users.favouritePriceAlerts }).from(users).where(eq(users.userId, ravi.user.user_id));
    expect(row?.on).toBe(false);
  });

  it('says a deleted saved search gets no alerts', async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/saved-searches',
      headers: { cookie: ravi.cookie },
      payload: { name: 'Plots', query: { city: 'Lucknow' }, channels: ['sms'], frequency: 'daily' },
    });
    const id = saved.json().data.saved_search_id as number;
    const token = tokenFor(ravi, id);
    await ctx.app.inject({ method: 'DELETE', url: `/api/user/saved-searches/${id}`, headers: { cookie: ravi.cookie } });
    const res = await confirmLink({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'This saved search was deleted: no alerts are sent for it.',
      data: { name: null, stopped: true },
    });
  });

  it.each([
    ['forged (signed with another key)', () => `v1.s.${searchId}.1.k5x.${'A'.repeat(43)}`],
    ['tampered (another saved search’s id)', () => tokenFor(asha, searchId).replace(`v1.s.${searchId}.`, `v1.s.${searchId + 1}.`)],
    ['tampered (another customer)', () => tokenFor(asha, searchId).replace(`.${asha.user.user_id}.`, `.${ravi.user.user_id}.`)],
    ['tampered (the signature’s last character)', () => tokenFor(asha, searchId).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    ['not a token at all', () => 'hello'],
    ['too long', () => 'x'.repeat(400)],
  ])('refuses a %s token with 400 TOKEN_INVALID naming token, in words, and changes nothing', async (_name, make) => {
    await ctx.db.update(savedSearches).set({ paused: false }).where(eq(savedSearches.savedSearchId, searchId));
    for (const res of [await describeLink(make()), await confirmLink({ token: make() })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field: 'token' });
      expect(res.json().message).toMatch(/unsubscribe link/);
    }
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${encodeURIComponent(make())}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(400);
    expect(await pausedOf(searchId)).toBe(false);
  });

  it('refuses a missing token with 400 naming token, and an expired one (over a year old) with TOKEN_EXPIRED', async () => {
    const missing = await confirmLink({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      field: 'token',
      message: 'The unsubscribe link is incomplete. Please open the whole link from the alert.',
    });
    expect((await ctx.app.inject({ url: '/api/alerts/unsubscribe' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/alerts/unsubscribe' })).statusCode).toBe(400);
    for (const [type, body] of [
      ['application/json', '{'],
      ['application/xml', '<x/>'],
      ['application/x-www-form-urlencoded', 'x'.repeat(10_000)],
    ]) {
      const odd = await ctx.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${encodeURIComponent(tokenFor(asha, searchId))}`,
        headers: { 'content-type': type },
        payload: body,
      });
      expect(odd.statusCode, `${type}: ${odd.body}`).toBeGreaterThanOrEqual(400);
      expect(odd.statusCode).toBeLessThan(500);
    }

    const old = tokenFor(asha, searchId, new Date(Date.now() - 400 * 24 * 3600_000));
    const expired = await confirmLink({ token: old });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED', field: 'token' });
  });

  it('reads back what it wrote, and nothing else', () => {
    const at = new Date('2026-12-01T06:30:00Z');
    const token = unsubscribeToken(ctx.app.identity.keys, { userId: 7, savedSearchId: 42, at });
    expect(readUnsubscribeToken(ctx.app.identity.keys, token, at)).toMatchObject({ target: 'saved_search', savedSearchId: 42, userId: 7 });
    const other = { ...ctx.app.identity.keys, hashKey: Buffer.from('another key of at least thirty-two characters') };
    expect(readUnsubscribeToken(other, token, at)).toBe('invalid');
  });
});

describe('GET and PATCH /api/user/alert-settings', { timeout: 30_000 }, () => {
  const settings = (who: { cookie: string } | null, method: 'GET' | 'PATCH' = 'GET', payload?: unknown) =>
    ctx.app.inject({ method, url: '/api/user/alert-settings', headers: who ? { cookie: who.cookie } : {}, payload: payload as object });

  it('reads and changes the signed-in customer’s own favourites switch only', async () => {
    expect((await settings(asha)).json()).toEqual({ success: true, data: { favourite_price_alerts: true } });
    const off = await settings(asha, 'PATCH', { favourite_price_alerts: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: 'Price-drop alerts of your favourites are off.',
      data: { favourite_price_alerts: false },
    });
    expect((await settings(asha)).json().data.favourite_price_alerts).toBe(false);
    const on = await settings(asha, 'PATCH', { favourite_price_alerts: true });
    expect(on.json().message).toBe('Price-drop alerts of your favourites are on.');
    // Ravi's switch is his own (turned off by his link above)
    expect((await settings(ravi)).json().data.favourite_price_alerts).toBe(false);
  });

  it('is for customers: guests 401, associates 403; a value that is not true/false is 400 naming the field', async () => {
    expect((await settings(null)).statusCode).toBe(401);
    expect((await settings(null, 'PATCH', { favourite_price_alerts: false })).statusCode).toBe(401);
    const associate = await signUpAssociate(ctx.app);
    const refused = await settings(associate);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only customers have alert settings.');
    for (const payload of [{ favourite_price_alerts: 'yes' }, {}, { favourite_price_alerts: null }]) {
      const bad = await settings(asha, 'PATCH', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'favourite_price_alerts' });
      expect(bad.json().message).not.toMatch(/favourite_price_alerts/);
    }
  });
});

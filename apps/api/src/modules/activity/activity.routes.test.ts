import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

type Auth = { cookie: string; token: string; userId: number };

let ctx: TestContext;
let siteIds: number[];
let alice: Auth;
let bob: Auth;
let associate: { cookie: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  siteIds = await insertSites(ctx.db, [
    { title: 'Sigra Heights', area: '1,250 sq ft carpet area', coverImages: ['media/sites/a/cover.webp'] },
    { title: 'Lanka Residency', status: 'Sold' },
    { title: 'Sarnath Plots', category: 'Plots' },
  ]);
  const a = await signUpCustomer(ctx.app);
  const b = await signUpCustomer(ctx.app);
  alice = { cookie: a.cookie, token: a.token, userId: a.user.user_id };
  bob = { cookie: b.cookie, token: b.token, userId: b.user.user_id };
  associate = await signUpAssociate(ctx.app);
});
afterAll(async () => ctx?.close());

const as = (who: { cookie: string } | undefined) => (who ? { cookie: who.cookie } : {});
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who?: { cookie: string },
  payload?: unknown,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method, url, headers: { ...as(who), ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('favourites', () => {
  it('refuses a guest with 401 and an associate with 403 and the spec message', async () => {
    const guest = await call('POST', '/api/user/favorites', undefined, { user_id: alice.userId, site_id: siteIds[0] });
    expect(guest.statusCode).toBe(401);
    const byAssociate = await call('POST', '/api/user/favorites', associate, { user_id: alice.userId, site_id: siteIds[0] });
    expect(byAssociate.statusCode).toBe(403);
    expect(byAssociate.json().message).toBe('You are not allowed to add favorites.');
  });

  it('adds a favourite once: the second add answers 409 with the existing fav_id', async () => {
    const first = await call('POST', '/api/user/favorites', alice, { user_id: alice.userId, site_id: siteIds[0] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Added to favorites successfully!',
      data: { site_id: siteIds[0], user_id: alice.userId },
    });
    const again = await call('POST', '/api/user/favorites', alice, { user_id: alice.userId, site_id: siteIds[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Already in favorites', fav_id: first.json().data.fav_id });
  });

  it('two quick adds of the same site leave exactly one favourite', async () => {
    const body = { user_id: alice.userId, site_id: siteIds[1] };
    const answers = await Promise.all([call('POST', '/api/user/favorites', alice, body), call('POST', '/api/user/favorites', alice, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const list = (await call('GET', `/api/user/favorites/${alice.userId}`, alice)).json();
    expect(list.data.filter((f: { site_id: number }) => f.site_id === siteIds[1])).toHaveLength(1);
  });

  it('lists the favourites newest first with the listing summary', async () => {
    const res = await call('GET', `/api/user/favorites/${alice.userId}`, alice);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((f: { site_id: number }) => f.site_id)).toEqual([siteIds[1], siteIds[0]]);
    expect(data[1]).toMatchObject({
      fav_id: expect.any(Number),
      site: { site_title: 'Sigra Heights', site_area: '1,250 sq ft carpet area', cover_image: 'media/sites/a/cover.webp' },
    });
  });

  it("keeps customers out of each other's favourites", async () => {
    const aliceFav = (await call('GET', `/api/user/favorites/${alice.userId}`, alice)).json().data[0].fav_id;
    expect((await call('GET', `/api/user/favorites/${alice.userId}`, bob)).statusCode).toBe(403);
    expect((await call('POST', '/api/user/favorites', bob, { user_id: alice.userId, site_id: siteIds[2] })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/favorites/${aliceFav}/${alice.userId}`, bob)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/favorites/${aliceFav}/${bob.userId}`, bob)).statusCode).toBe(403);
    expect((await call('GET', `/api/user/favorites/${alice.userId}`)).statusCode).toBe(401);
    // still there
    expect((await call('GET', `/api/user/favorites/${alice.userId}`, alice)).json().data[0].fav_id).toBe(aliceFav);
  });

  it('answers 404 for an unknown site and 400 naming the field for a bad one', async () => {
    const unknown = await call('POST', '/api/user/favorites', alice, { user_id: alice.userId, site_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const bad = await call('POST', '/api/user/favorites', alice, { user_id: alice.userId, site_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('site_id');
  });

  it('removes a favourite, then a second removal is 404', async () => {
    const favId = (await call('GET', `/api/user/favorites/${alice.userId}`, alice)).json().data[0].fav_id;
    const removed = await call('DELETE', `/api/user/favorites/${favId}/${alice.userId}`, alice);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Removed from favorites successfully!');
    expect((await call('DELETE', `/api/user/favorites/${favId}/${alice.userId}`, alice)).statusCode).toBe(404);
  });

  it('accepts a Bearer token instead of the cookie', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/favorites/${bob.userId}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('viewed sites', () => {
  it('keeps one record per site, most recent first, with the viewed-site fields', async () => {
    for (const id of [siteIds[0], siteIds[1], siteIds[0]]) {
      const res = await call('POST', '/api/user/viewed_site', alice, { user_id: alice.userId, site_id: id });
      expect(res.statusCode).toBe(200);
    }
    const { data } = (await call('GET', `/api/user/viewed_site/${alice.userId}`, alice)).json();
    expect(data.map((v: { site_id: number }) => v.site_id)).toEqual([siteIds[0], siteIds[1]]);
    expect(data[1]).toMatchObject({
      site_title: 'Lanka Residency',
      site_status: 'Sold',
      site_city: 'Varanasi',
      site_state: 'Uttar Pradesh',
      viewed_at: expect.any(String),
    });
  });

  it('refuses other customers, associates and guests', async () => {
    expect((await call('GET', `/api/user/viewed_site/${alice.userId}`, bob)).statusCode).toBe(403);
    expect((await call('POST', '/api/user/viewed_site', bob, { user_id: alice.userId, site_id: siteIds[2] })).statusCode).toBe(403);
    expect((await call('POST', '/api/user/viewed_site', associate, { user_id: alice.userId, site_id: siteIds[2] })).statusCode).toBe(403);
    expect((await call('GET', `/api/user/viewed_site/${alice.userId}`)).statusCode).toBe(401);
  });
});

describe('enquiries', () => {
  it('stores an enquiry with status new and answers with the spec message', async () => {
    const res = await call('POST', '/api/user/user_enquiry', alice, { user_id: alice.userId, site_id: siteIds[0] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Enquiry sent successfully.', data: { status: 'new' } });
  });

  it('does not store a quick retry about the same property twice', async () => {
    const first = (await call('GET', `/api/user/user_enquiry/${alice.userId}`, alice)).json().data;
    const retry = await call('POST', '/api/user/user_enquiry', alice, { user_id: alice.userId, site_id: siteIds[0] });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.enquiry_id).toBe(first[0].enquiry_id);
    expect((await call('GET', `/api/user/user_enquiry/${alice.userId}`, alice)).json().data).toHaveLength(1);
  });

  it('stores a request with an Idempotency-Key once, even when sent twice at the same time', async () => {
    const body = { user_id: alice.userId, site_id: siteIds[2] };
    const headers = { 'idempotency-key': 'enq-123' };
    const answers = await Promise.all([
      call('POST', '/api/user/user_enquiry', alice, body, headers),
      call('POST', '/api/user/user_enquiry', alice, body, headers),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().data.enquiry_id).toBe(answers[1]?.json().data.enquiry_id);
    const list = (await call('GET', `/api/user/user_enquiry/${alice.userId}`, alice)).json().data;
    expect(list.map((e: { site_id: number }) => e.site_id)).toEqual([siteIds[2], siteIds[0]]);
    expect(list[0]).toMatchObject({ status: 'new', site: { site_title: 'Sarnath Plots' }, created_at: expect.any(String) });
  });

  it('answers the spec messages for a missing property, an associate and a guest', async () => {
    const missing = await call('POST', '/api/user/user_enquiry', alice, { user_id: alice.userId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Property ID is missing.', field: 'site_id' });
    const byAssociate = await call('POST', '/api/user/user_enquiry', associate, { user_id: alice.userId, site_id: siteIds[0] });
    expect(byAssociate.statusCode).toBe(403);
    expect(byAssociate.json().message).toBe('You are not allowed to make an enquiry.');
    const guest = await call('POST', '/api/user/user_enquiry', undefined, { user_id: alice.userId, site_id: siteIds[0] });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Please login to make an enquiry.');
  });

  it("keeps customers out of each other's enquiries", async () => {
    expect((await call('GET', `/api/user/user_enquiry/${alice.userId}`, bob)).statusCode).toBe(403);
    expect((await call('POST', '/api/user/user_enquiry', bob, { user_id: alice.userId, site_id: siteIds[1] })).statusCode).toBe(403);
    expect((await call('GET', `/api/user/user_enquiry/${bob.userId}`, bob)).json().data).toEqual([]);
  });

  it("keeps the customer's question ('Ask For Details') with the enquiry, and names the field of one too long", async () => {
    const question = 'Please share more details about Sarnath Plots:\nthe price and a site visit.';
    const res = await call('POST', '/api/user/user_enquiry', bob, {
      user_id: bob.userId,
      site_id: siteIds[2],
      question: `  ${question}  `,
    });
    expect(res.statusCode).toBe(201);
    const [listed] = (await call('GET', `/api/user/user_enquiry/${bob.userId}`, bob)).json().data;
    expect(listed).toMatchObject({ site_id: siteIds[2], question });
    const plain = await call('POST', '/api/user/user_enquiry', bob, { user_id: bob.userId, site_id: siteIds[0] });
    expect(plain.statusCode).toBe(201);
    const all = (await call('GET', `/api/user/user_enquiry/${bob.userId}`, bob)).json().data as { site_id: number; question: string }[];
    expect(all.find((e) => e.site_id === siteIds[0])?.question).toBe('');
    const long = await call('POST', '/api/user/user_enquiry', bob, {
      user_id: bob.userId,
      site_id: siteIds[1],
      question: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Question must be at most 1000 characters', field: 'question' });
  });
});

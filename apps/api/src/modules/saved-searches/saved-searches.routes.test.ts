import { savedSearches } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// Saved searches (docs/product/alerts.md "Saving a search").

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;

let ctx: TestContext;
let asha: Customer;
let ravi: Customer;

const TWO_BHK_VARANASI = { city: 'Varanasi', bhk: '2', maxPrice: '6000000' };
const body = (overrides: Record<string, unknown> = {}) => ({
  name: '2 BHK apartments in Varanasi under ₹60 L',
  query: TWO_BHK_VARANASI,
  channels: ['sms', 'email'],
  frequency: 'instant',
  ...overrides,
});
const save = (who: { cookie: string } | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/saved-searches',
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as object,
  });
const list = async (who: Customer) =>
  (await ctx.app.inject({ url: '/api/user/saved-searches', headers: { cookie: who.cookie } })).json().data as Array<
    Record<string, unknown>
  >;

beforeAll(async () => {
  ctx = await createTestContext();
  asha = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  ravi = await signUpCustomer(ctx.app, { user_name: 'Ravi Gupta' });
  await insertSites(ctx.db, [
    { title: 'Ganga Residency', bhk: [2], price: '5500000' },
    { title: 'Assi Towers', bhk: [3], price: '5500000' },
    { title: 'Lanka Heights', bhk: [2], price: '7500000' },
    { title: 'Hazratganj Homes', bhk: [2], price: '4500000', city: 'Lucknow' },
  ]);
});
afterAll(async () => ctx?.close());

describe('saving a search', () => {
  it('stores the query exactly as sent and answers it back, 201', async () => {
    const res = await save(asha, body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Search saved. We will tell you when new properties match it.',
      data: {
        name: '2 BHK apartments in Varanasi under ₹60 L',
        query: TWO_BHK_VARANASI,
        channels: ['sms', 'email'],
        frequency: 'instant',
        paused: false,
      },
    });
    expect(res.json().data.saved_search_id).toEqual(expect.any(Number));
  });

  it('lists them newest first with the listings matching now, counted as the listing page counts them', async () => {
    const page = (await ctx.app.inject({ url: '/api/sites?city=Varanasi&bhk=2&maxPrice=6000000' })).json();
    const [first] = await list(asha);
    expect(first).toMatchObject({ query: TWO_BHK_VARANASI, matching: page.total, new_since_alert: 0 });
    expect(page.total).toBe(1);
  });

  it('counts a matching listing added after it was saved as new', async () => {
    await insertSites(ctx.db, [{ title: 'Sigra Enclave', bhk: [2], price: '5900000', createdAt: new Date(Date.now() + 60_000) }]);
    const [first] = await list(asha);
    expect(first).toMatchObject({ matching: 2, new_since_alert: 1 });
  });

  it('keeps the channels once each in the product order', async () => {
    const res = await save(asha, body({ channels: ['email', 'sms', 'email'] }));
    expect(res.json().data.channels).toEqual(['sms', 'email']);
  });

  it.each([
    [{ name: '' }, 'name', 'Give the search a name.'],
    [{ name: 'x'.repeat(81) }, 'name', 'The name can be at most 80 characters.'],
    [{ channels: [] }, 'channels', 'Choose at least one way to be told: SMS, push or e-mail.'],
    [{ channels: ['whatsapp'] }, 'channels.0', 'Ways to be told are SMS, push and e-mail.'],
    [{ frequency: 'weekly' }, 'frequency', 'Choose how often: instant or daily.'],
    [{ query: 'city=Varanasi' }, 'query', undefined],
    [{ query: { colour: 'blue' } }, 'query.colour', 'This is not a filter of the listing page.'],
    [{ query: { city: 'Varanasi', page: '2' } }, 'query.page', 'A saved search keeps filters only, not the page or the page size.'],
    [{ query: { bhk: 2 } }, 'query.bhk', 'Each filter of the search must be text, as in the listing page’s address.'],
    [{ query: { bhk: 'two' } }, 'query.bhk', undefined],
    [{ query: { minPrice: '7000000', maxPrice: '6000000' } }, 'query.minPrice', undefined],
  ])('refuses %j with 400 naming the field', async (overrides, field, message) => {
    const before = (await list(asha)).length;
    const res = await save(asha, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    if (message) expect(res.json().message).toBe(message);
    expect(await list(asha)).toHaveLength(before);
  });

  it('is for signed-in customers: guests 401, associates 403', async () => {
    expect((await save(null, body())).statusCode).toBe(401);
    const associate = await signUpAssociate(ctx.app);
    const res = await save(associate, body());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only customers can save searches.');
  });
});

describe('changing and deleting', () => {
  it('pauses and resumes, renames and changes the query; another customer gets 403 NOT_OWNER and changes nothing', async () => {
    const id = (await save(asha, body({ name: 'Plots in Lucknow', query: { city: 'Lucknow', category: 'Plot' } }))).json().data
      .saved_search_id;
    const patch = (who: Customer, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/user/saved-searches/${id}`, headers: { cookie: who.cookie }, payload });

    const paused = await patch(asha, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ message: 'Alerts paused for this search.', data: { paused: true } });
    expect((await patch(asha, { paused: false })).json().message).toBe('Alerts turned on again for this search.');
    const changed = await patch(asha, { name: 'Homes in Lucknow', query: { city: 'Lucknow' }, frequency: 'daily' });
    expect(changed.json().data).toMatchObject({ name: 'Homes in Lucknow', query: { city: 'Lucknow' }, frequency: 'daily', matching: 1 });

    const byRavi = await patch(ravi, { paused: true });
    expect(byRavi.statusCode).toBe(403);
    expect(byRavi.json()).toMatchObject({ code: 'NOT_OWNER', message: 'This saved search is not yours.' });
    const deleteByRavi = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/saved-searches/${id}`,
      headers: { cookie: ravi.cookie },
    });
    expect(deleteByRavi.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.savedSearchId, id));
    expect(row).toMatchObject({ name: 'Homes in Lucknow', paused: false });

    expect((await patch(asha, {})).statusCode).toBe(400);
    const gone = await ctx.app.inject({ method: 'DELETE', url: `/api/user/saved-searches/${id}`, headers: { cookie: asha.cookie } });
    expect(gone.json()).toEqual({ success: true, message: 'Saved search deleted.' });
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/user/saved-searches/${id}`, headers: { cookie: asha.cookie } });
    expect(again.statusCode).toBe(404);
    expect((await patch(asha, { paused: true })).statusCode).toBe(404);
  });
});

describe('the limit of 20', () => {
  it('never lets saves sent at once pass 20, and says why past it with 409', async () => {
    const meera = await signUpCustomer(ctx.app, { user_name: 'Meera Pandey' });
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => save(meera, body({ name: `Search ${i + 1}` }))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().message).toBe('You can keep up to 20 saved searches. Delete one to save another.');
    expect(await list(meera)).toHaveLength(20);
  });
});

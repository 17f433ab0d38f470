import { associates, auditLog, sites } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// The home page counters' marketing floors (docs/product/content.md "Counters";
// docs/product/back-office.md "Home page counters").

let ctx: TestContext;
let admin: TestStaff;
let editor: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInTestStaff(ctx.app, 'admin');
  editor = await signInTestStaff(ctx.app, 'editor');
  await ctx.db.insert(sites).values([{ title: 'Ganga View Plots' }, { title: 'Sarnath Homes' }]);
  await ctx.db
    .insert(associates)
    .values([{ name: 'A', email: 'a@example.in', mobile: '9415000101', passwordHash: 'x', memberId: 'KR000101' }]);
});
afterAll(async () => ctx?.close());

const put = (body: unknown, staff: TestStaff | null = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/counters', headers: staff ? { cookie: staff.cookie } : {}, payload: body as object });
const stats = async () => (await ctx.app.inject({ url: '/api/stats' })).json().data;

describe('the counters’ marketing floors', () => {
  it('shows the counts alone, with no floor named, until staff set floors', async () => {
    expect(await stats()).toEqual({ sites: 2, associates: 1, customers: 0 });
    const res = await ctx.app.inject({ url: '/api/admin/counters', headers: { cookie: editor.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      floors: { sites: 0, associates: 0, customers: 0 },
      counted: { sites: 2, associates: 1, customers: 0 },
      shown: { sites: 2, associates: 1, customers: 0 },
      updated_at: null,
      updated_by: null,
    });
  });

  it('lets only an admin set floors; guests get 401 and editors 403, and nothing changes', async () => {
    expect((await put({ sites: 5, associates: 0, customers: 0 }, null)).statusCode).toBe(401);
    const byEditor = await put({ sites: 5, associates: 0, customers: 0 }, editor);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().message).toBe('Only an admin can do this.');
    const customer = await signUpCustomer(ctx.app);
    const byCustomer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/counters',
      headers: { cookie: customer.cookie },
      payload: { sites: 5, associates: 0, customers: 0 },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect((await stats()).sites).toBe(2);
  });

  it('shows the larger of the count and the floor, names the floored counters, and audits the change', async () => {
    const res = await put({ sites: 0, associates: '1,000', customers: 500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Counter floors saved. The home page shows them within 5 minutes.');
    expect(res.json().data).toMatchObject({
      floors: { sites: 0, associates: 1000, customers: 500 },
      shown: { sites: 2, associates: 1000, customers: 500 },
    });
    expect(res.json().data.updated_at).toEqual(expect.any(String));
    expect(res.json().data.updated_by).toEqual(expect.any(String));
    // one more customer signed up above: the count is 1, the floor 500
    expect(await stats()).toEqual({ sites: 2, associates: 1000, customers: 500, floored: ['associates', 'customers'] });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'counter-floors'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: admin.staffId,
      action: 'update',
      before: { sites: 0, associates: 0, customers: 0 },
      after: { sites: 0, associates: 1000, customers: 500 },
    });
  });

  it('stops marking a counter once the count passes its floor, and saving the same floors writes no audit entry', async () => {
    await put({ sites: 3, associates: 1000, customers: 500 });
    expect(await stats()).toMatchObject({ sites: 3, floored: ['sites', 'associates', 'customers'] });
    await ctx.db.insert(sites).values([{ title: 'Assi Ghat Flats' }, { title: 'Lanka Villas' }]);
    expect(await stats()).toEqual({ sites: 4, associates: 1000, customers: 500, floored: ['associates', 'customers'] });
    const before = (await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'counter-floors'))).length;
    expect((await put({ sites: 3, associates: 1000, customers: 500 })).statusCode).toBe(200);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'counter-floors'))).toHaveLength(before);
    await put({ sites: 0, associates: 0, customers: 0 });
    expect(await stats()).toEqual({ sites: 4, associates: 1, customers: 1 });
  });

  it.each([
    [{ sites: -1, associates: 0, customers: 0 }, 'sites', 'Listed Properties: the floor cannot be below 0'],
    [{ sites: 0, associates: 'fifty', customers: 0 }, 'associates', 'Associate Members: enter a whole number (0 for no floor)'],
    [{ sites: 0, associates: 0, customers: 2.5 }, 'customers', 'Registered Customers: enter a whole number (0 for no floor)'],
    [{ sites: 0, associates: 0, customers: 10_000_001 }, 'customers', 'Registered Customers: the floor can be at most 1,00,00,000'],
  ])('refuses %j with 400 naming the field, and keeps the floors saved', async (body, field, message) => {
    await put({ sites: 7, associates: 0, customers: 0 });
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field, message });
    expect((await stats()).sites).toBe(7);
  });

  it('applies saves made at the same time one after the other: each audit entry starts where the last one ended', async () => {
    const from = (await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'counter-floors'))).length;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => put({ sites: 100 + i, associates: 0, customers: 0 })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const entries = (await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'counter-floors')).orderBy(auditLog.id)).slice(from);
    expect(entries).toHaveLength(8);
    for (let i = 1; i < entries.length; i++) expect(entries[i]?.before).toEqual(entries[i - 1]?.after);
    const last = entries.at(-1)?.after as { sites: number } | undefined;
    expect((await stats()).sites).toBe(last?.sites);
  });

  it('refuses a body without every counter, or with one it does not know', async () => {
    expect((await put({ sites: 1 })).statusCode).toBe(400);
    expect((await put({ sites: 1, associates: 0, customers: 0, rating: 9 })).statusCode).toBe(400);
  });
});

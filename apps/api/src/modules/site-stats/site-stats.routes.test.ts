import { associates, sites, users } from '@realty/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('GET /api/stats', () => {
  it('counts nothing in an empty database', async () => {
    const res = await ctx.app.inject({ url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { sites: 0, associates: 0, customers: 0 } });
  });

  it('counts the listings, the active associates and the active customers stored', async () => {
    await ctx.db.insert(sites).values([{ title: 'Ganga View Plots' }, { title: 'Sarnath Homes' }, { title: 'Civil Lines Flats' }]);
    await ctx.db.insert(associates).values([
      { name: 'A', email: 'a@example.in', mobile: '9415000101', passwordHash: 'x', memberId: 'KR000101' },
      { name: 'B', email: 'b@example.in', mobile: '9415000102', passwordHash: 'x', memberId: 'KR000102', status: 'inactive' },
    ]);
    await ctx.db.insert(users).values([
      { name: 'C', email: 'c@example.in', mobile: '9839000101', passwordHash: 'x' },
      { name: 'D', email: 'd@example.in', mobile: '9839000102', passwordHash: 'x' },
    ]);
    const res = await ctx.app.inject({ url: '/api/stats' });
    expect(res.json()).toEqual({ success: true, data: { sites: 3, associates: 1, customers: 2 } });
    expect(res.headers['cache-control']).toMatch(/public/);
  });
});

import { associates, users } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from './fixtures/accounts.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: `/api${url}`, payload: payload as object, headers });

const TOKEN = '{"endpoint":"https://push.example/send/abc","keys":{"p256dh":"BNc","auth":"tBH"}}';

// docs/product/accounts.md, "Web Push": the subscription is saved when a person turns alerts on.
describe('PUT /api/user/push_subscription and /api/associate/push_subscription', () => {
  it('saves a customer’s subscription after they turn on visit updates', async () => {
    const customer = await signUpCustomer(ctx.app);
    const res = await put('/user/push_subscription', { token: TOKEN }, { cookie: customer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await ctx.db.select({ notiToken: users.notiToken }).from(users).where(eq(users.userId, customer.user.user_id));
    expect(row?.notiToken).toBe(TOKEN);
  });

  it('saves an associate’s subscription after they turn on offer alerts', async () => {
    const associate = await signUpAssociate(ctx.app);
    const res = await put('/associate/push_subscription', { token: TOKEN }, { cookie: associate.cookie });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ notiToken: associates.notiToken })
      .from(associates)
      .where(eq(associates.assId, associate.user.ass_id));
    expect(row?.notiToken).toBe(TOKEN);
  });

  it('asks for the right account, and names the field of a blank token', async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await put('/user/push_subscription', { token: TOKEN })).statusCode).toBe(401);
    expect((await put('/associate/push_subscription', { token: TOKEN }, { cookie: customer.cookie })).statusCode).toBe(403);
    const blank = await put('/user/push_subscription', { token: '' }, { cookie: customer.cookie });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ success: false, field: 'token' });
  });
});

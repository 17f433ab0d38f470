import { users } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastOtpFor,
  postPasswordSignIn,
  readOutbox,
  signUpAssociate,
  signUpCustomer,
  uniqueIp,
  uniqueMobile,
} from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// Mobile numbers as Indians type and paste them (docs/product/accounts.md, "Mobile numbers"):
// every account kind stores and messages the 10 digits the person meant.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress: uniqueIp() });

/** "+91 98390 11223" for the mobile 9839011223. */
const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

describe('mobile numbers with +91, 0, spaces and dashes', () => {
  it('sends a customer OTP to the 10 digits and stores them, never the first 10 characters typed', async () => {
    const mobile = uniqueMobile();
    const sent = await post('/auth/user/send-otp', { mobile: spaced(mobile), purpose: 'signup' });
    expect(sent.statusCode).toBe(200);
    expect(readOutbox(ctx.app).at(-1)?.to).toBe(mobile);
    const res = await post('/user/sign-up', {
      user_name: 'Meera Joshi',
      user_email: `meera.${mobile}@example.in`,
      user_mobile: `0${mobile.slice(0, 5)}-${mobile.slice(5)}`,
      user_alt_mobile: `(+91) ${uniqueMobile()}`,
      user_password: 'Kashi@Vishwanath1',
      otp: lastOtpFor(ctx.app, mobile),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.user_mobile).toBe(mobile);
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.altMobile).toMatch(/^\d{10}$/);
    const signIn = await postPasswordSignIn(ctx.app, 'customer', spaced(mobile), 'Kashi@Vishwanath1');
    expect(signIn.statusCode).toBe(200);
  });

  it('sends the associate and builder OTPs to the 10 digits and finds the associate by them', async () => {
    const associate = uniqueMobile();
    expect((await post('/auth/associate/send-otp', { mobile: `91${associate}` })).statusCode).toBe(200);
    expect(readOutbox(ctx.app).at(-1)?.to).toBe(associate);
    const builder = uniqueMobile();
    expect((await post('/auth/builder/send-otp', { mobile: spaced(builder), purpose: 'signup' })).statusCode).toBe(200);
    expect(readOutbox(ctx.app).at(-1)?.to).toBe(builder);

    const typed = uniqueMobile();
    const account = await signUpAssociate(ctx.app, { ass_mobile: spaced(typed), ass_email: `vikram.${typed}@example.in` });
    expect(account.user.ass_mobile).toBe(typed);
    expect(account.user.ass_mobile).toMatch(/^\d{10}$/);
    const signIn = await postPasswordSignIn(ctx.app, 'associate', spaced(account.user.ass_mobile), account.password);
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a number cut short rather than keeping part of it', async () => {
    const res = await post('/auth/user/send-otp', { mobile: '+91 98390 112' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Mobile must be 10 digits', field: 'mobile' });
  });

  it('keeps a signed-up customer findable when signing in with the number typed another way', async () => {
    const account = await signUpCustomer(ctx.app);
    const signIn = await postPasswordSignIn(ctx.app, 'customer', `0${account.mobile}`, account.password);
    expect(signIn.statusCode).toBe(200);
  });
});

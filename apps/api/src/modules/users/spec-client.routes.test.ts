import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOtpFor, readOutbox, uniqueIp, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

/**
 * A client built from the customer OTP calls alone (docs/product/accounts.md, "Customer sign-in"):
 * it never sends the optional `purpose`, keeps only the Bearer token it is given, and still
 * completes sign-up, the two-step sign-in and logout.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

function call(method: 'GET' | 'POST', url: string, payload?: object, token?: string) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: '10.9.0.1',
  });
}

describe('a client that follows the OTP calls without `purpose`', () => {
  it('signs up, signs in in two steps and logs out', async () => {
    const mobile = uniqueMobile();
    const password = 'Ganga@Ghat2024';

    // sign-up: send-otp and verify-otp with { mobile } and { mobile, otp } only
    const sent = await call('POST', '/auth/user/send-otp', { mobile });
    expect(sent.statusCode).toBe(200);
    const verified = await call('POST', '/auth/user/verify-otp', { mobile, otp: lastOtpFor(ctx.app, mobile) });
    expect(verified.json()).toEqual({ success: true, message: 'OTP verified' });
    const signUp = await call('POST', '/user/sign-up', {
      user_name: 'Asha Verma',
      user_email: `asha.${mobile}@example.in`,
      user_mobile: mobile,
      user_password: password,
    });
    expect(signUp.statusCode).toBe(201);
    const signUpToken = (signUp.json() as { token: string }).token;
    expect((await call('POST', '/auth/logout', {}, signUpToken)).statusCode).toBe(200);
    expect((await call('GET', '/auth/session', undefined, signUpToken)).statusCode).toBe(401);

    // sign-in step 1: the password opens a pending session and texts a code
    const signIn = await call('POST', '/user/sign-in', { user_mobile: mobile, user_password: password });
    expect(signIn.statusCode).toBe(200);
    const pending = (signIn.json() as { token: string; otp_required: boolean }).token;
    expect((await call('GET', '/auth/session', undefined, pending)).statusCode).toBe(401);

    // a resend while holding the pending session sends a new sign-in code instead of 'Mobile already registered'
    ctx.app.identity.now = () => new Date(Date.now() + 31_000);
    try {
      const before = readOutbox(ctx.app).filter((m) => m.to === mobile).length;
      const resent = await call('POST', '/auth/user/send-otp', { mobile }, pending);
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ success: true, resend_after: 30 });
      expect(readOutbox(ctx.app).filter((m) => m.to === mobile)).toHaveLength(before + 1);
    } finally {
      ctx.app.identity.now = () => new Date();
    }

    // step 2: verify-otp with { mobile, otp } completes the sign-in
    const done = await call('POST', '/auth/user/verify-otp', { mobile, otp: lastOtpFor(ctx.app, mobile) }, pending);
    expect(done.statusCode).toBe(200);
    const body = done.json() as { success: boolean; message: string; token: string; user: { user_mobile: string } };
    expect(body).toMatchObject({ success: true, message: 'Signed in successfully!', user: { user_mobile: mobile } });
    expect(body.token).not.toBe(pending);
    const session = await call('GET', '/auth/session', undefined, body.token);
    expect(session.json()).toMatchObject({ success: true, role: 'customer', user: { user_mobile: mobile } });
    expect((await call('GET', '/auth/session', undefined, pending)).statusCode).toBe(401);

    // logout ends it
    expect((await call('POST', '/auth/logout', {}, body.token)).json()).toEqual({ success: true, message: 'Logged out' });
    expect((await call('GET', '/auth/session', undefined, body.token)).statusCode).toBe(401);
  });

  it('without a pending session, send-otp for a registered mobile is still the sign-up step: 409 MOBILE_TAKEN', async () => {
    const mobile = uniqueMobile();
    await call('POST', '/auth/user/send-otp', { mobile });
    await call('POST', '/auth/user/verify-otp', { mobile, otp: lastOtpFor(ctx.app, mobile) });
    await call('POST', '/user/sign-up', {
      user_name: 'Ravi Kumar',
      user_email: `ravi.${mobile}@example.in`,
      user_mobile: mobile,
      user_password: 'Sarnath@Stupa9',
    });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/user/send-otp', payload: { mobile }, remoteAddress: uniqueIp() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'MOBILE_TAKEN', message: 'Mobile already registered', field: 'mobile' });
  });
});

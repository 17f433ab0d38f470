import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { mapTileOrigin, razorpayPolicy } from './security.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_ORIGIN: 'https://www.kashirealty.example' });
});
afterAll(async () => ctx?.close());

const FOREIGN = { success: false, code: 'FORBIDDEN', message: 'This request did not come from this site.' };

/** A cookie-authenticated write (the customer's saved location) carrying `headers`. */
async function writeWith(cookie: string, userId: number, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/user_locations',
    headers: { host: 'kashi.example', cookie, ...headers },
    payload: { user_id: userId, user_loc_lat: 25.3, user_loc_lon: 82.9 },
  });
}

describe('cookie-authenticated writes from other sites', () => {
  it('refuses Origin: null exactly like a foreign origin', async () => {
    const customer = await signUpCustomer(ctx.app);
    const foreign = await writeWith(customer.cookie, customer.user.user_id, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(FOREIGN);

    const opaque = await writeWith(customer.cookie, customer.user.user_id, { origin: 'null' });
    expect(opaque.statusCode).toBe(foreign.statusCode);
    expect(opaque.json()).toEqual(foreign.json());
  });

  it('still accepts this site, by its own host or its public origin, and writes without an Origin', async () => {
    const customer = await signUpCustomer(ctx.app);
    const sameSite: Record<string, string>[] = [
      { origin: 'https://kashi.example' },
      { origin: 'https://www.kashirealty.example' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://kashi.example' },
      {},
    ];
    for (const headers of sameSite) {
      const res = await writeWith(customer.cookie, customer.user.user_id, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves bearer-token writes without cookies alone', async () => {
    const customer = await signUpCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/user_locations',
      headers: { authorization: `Bearer ${customer.token}`, origin: 'null' },
      payload: { user_id: customer.user.user_id, user_loc_lat: 25.3, user_loc_lon: 82.9 },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the image policy lets the map tiles in', () => {
  it('allows the default tile server, or the configured one, and nothing else', async () => {
    const page = await ctx.app.inject({ url: '/api/sites?pageSize=1' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
    expect(mapTileOrigin('https://{s}.tiles.example.in/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.in');
    expect(mapTileOrigin('not a url')).toBeNull();
  });
});

describe('the policy lets Razorpay Checkout in only when Razorpay takes payments', () => {
  it('allows checkout.razorpay.com’s script and api.razorpay.com’s frame with Razorpay’s settings, and neither without', async () => {
    const without = String((await ctx.app.inject({ url: '/api/sites?pageSize=1' })).headers['content-security-policy']);
    expect(without).toMatch(/script-src 'self';/);
    expect(without).not.toContain('razorpay');
    const policy = razorpayPolicy({ RAZORPAY_KEY_ID: 'rzp_test_K4shiRe4lty01' });
    expect(policy.script).toEqual(['https://checkout.razorpay.com']);
    expect(policy.frame).toContain('https://api.razorpay.com');
    const withRazorpay = await createTestContext({
      RAZORPAY_KEY_ID: 'rzp_test_K4shiRe4lty01',
      RAZORPAY_KEY_SECRET: 'test-key-secret-0123456789',
      RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
    });
    try {
      const header = String((await withRazorpay.app.inject({ url: '/api/sites?pageSize=1' })).headers['content-security-policy']);
      expect(header).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com;/);
      expect(header).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    } finally {
      await withRazorpay.close();
    }
  });
});

import { otpVerifications } from '@realty/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastOtpFor, readOutbox, uniqueIp, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, payload: object, remoteAddress = uniqueIp()) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
const wrongCode = (code: string) => (code === '999999' ? '000000' : String(Number(code) + 1).padStart(6, '0'));

/** Moves the clock forward (Date only; timers keep running). */
function advanceClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

describe('OTP rules (both audiences)', () => {
  it('texts six digits with the agreed wording to the mobile and keeps only a keyed hash', async () => {
    const mobile = uniqueMobile();
    await post('/auth/user/send-otp', { mobile });
    const message = readOutbox(ctx.app)
      .filter((m) => m.to === mobile)
      .at(-1);
    expect(message?.body).toMatch(
      /^\d{6} is your Kashi Realty verification code\. It is valid for 5 minutes\. Do not share it with anyone\.$/,
    );
    expect(new Date(message?.at ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    const code = lastOtpFor(ctx.app, mobile);
    const rows = await ctx.db.select().from(otpVerifications).where(eq(otpVerifications.target, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe('user-signup');
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    const lifetime = new Date(rows[0]?.expiresAt ?? 0).getTime() - new Date(rows[0]?.createdAt ?? 0).getTime();
    expect(lifetime).toBe(300_000);
  });

  it('answers Invalid OTP for a wrong code and accepts the right one once', async () => {
    const mobile = uniqueMobile();
    await post('/auth/user/send-otp', { mobile });
    const code = lastOtpFor(ctx.app, mobile);
    const wrong = await post('/auth/user/verify-otp', { mobile, otp: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' });
    expect((await post('/auth/user/verify-otp', { mobile, otp: code })).json()).toEqual({ success: true, message: 'OTP verified' });
    const reused = await post('/auth/user/verify-otp', { mobile, otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, code: 'OTP_EXPIRED', message: 'Invalid OTP', field: 'otp' });
  });

  it('answers Invalid OTP when no code was ever sent', async () => {
    const res = await post('/auth/user/verify-otp', { mobile: uniqueMobile(), otp: '123456' });
    expect(res.json()).toEqual({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' });
  });

  it('refuses a malformed code with Enter 6-digit OTP', async () => {
    const res = await post('/auth/user/verify-otp', { mobile: uniqueMobile(), otp: '12ab' });
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'Enter 6-digit OTP', field: 'otp' });
  });

  it('expires a code after 5 minutes (expires_at moved back in the database)', async () => {
    const mobile = uniqueMobile();
    await post('/auth/user/send-otp', { mobile });
    const code = lastOtpFor(ctx.app, mobile);
    await ctx.db
      .update(otpVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpVerifications.target, mobile));
    const res = await post('/auth/user/verify-otp', { mobile, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'OTP_EXPIRED', message: 'OTP expired. Please request a new one.', field: 'otp' });
  });

  it('expires a code after 5 minutes (clock moved forward)', async () => {
    const mobile = uniqueMobile();
    await post('/auth/associate/send-otp', { mobile });
    const code = lastOtpFor(ctx.app, mobile);
    advanceClock(5 * 60_000 + 1000);
    const res = await post('/auth/associate/verify-otp', { mobile, otp: code });
    expect(res.json()).toEqual({ success: false, code: 'OTP_EXPIRED', message: 'OTP expired. Please request a new one.', field: 'otp' });
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const mobile = uniqueMobile();
    await post('/auth/user/send-otp', { mobile });
    const code = lastOtpFor(ctx.app, mobile);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/auth/user/verify-otp', { mobile, otp: wrongCode(code) })).json()).toMatchObject({ message: 'Invalid OTP' });
    }
    const dead = await post('/auth/user/verify-otp', { mobile, otp: code });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toEqual({
      success: false,
      code: 'OTP_EXPIRED',
      message: 'Too many wrong attempts. Please request a new OTP.',
      field: 'otp',
    });
    const [row] = await ctx.db.select().from(otpVerifications).where(eq(otpVerifications.target, mobile));
    expect(row?.attempts).toBe(5);
  });

  it('a new code replaces the previous one', async () => {
    const mobile = uniqueMobile();
    await post('/auth/user/send-otp', { mobile });
    const first = lastOtpFor(ctx.app, mobile);
    advanceClock(31_000);
    expect((await post('/auth/user/send-otp', { mobile })).statusCode).toBe(200);
    const second = lastOtpFor(ctx.app, mobile);
    if (first !== second)
      expect((await post('/auth/user/verify-otp', { mobile, otp: first })).json()).toMatchObject({ message: 'Invalid OTP' });
    expect((await post('/auth/user/verify-otp', { mobile, otp: second })).statusCode).toBe(200);
  });

  it('makes a resend wait 30 seconds with Retry-After', async () => {
    const mobile = uniqueMobile();
    expect((await post('/auth/user/send-otp', { mobile })).statusCode).toBe(200);
    const tooSoon = await post('/auth/user/send-otp', { mobile });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Please wait 30 seconds before requesting another OTP.',
    });
    expect(tooSoon.headers['retry-after']).toBe('30');

    advanceClock(12_000);
    const stillSoon = await post('/auth/user/send-otp', { mobile });
    expect(stillSoon.statusCode).toBe(429);
    const wait = Number(stillSoon.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(17);
    expect(wait).toBeLessThanOrEqual(18);
    expect(stillSoon.json().message).toBe(`Please wait ${wait} seconds before requesting another OTP.`);

    advanceClock(19_000);
    expect((await post('/auth/user/send-otp', { mobile })).statusCode).toBe(200);
  });

  it('sends at most 5 codes per mobile per hour', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i += 1) {
      const ok = await post('/auth/associate/send-otp', { mobile });
      expect(ok.statusCode, `send ${i + 1}`).toBe(200);
      advanceClock(31_000);
    }
    const sixth = await post('/auth/associate/send-otp', { mobile });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: 'Too many OTP requests. Please try again later.' });
    const retry = Number(sixth.headers['retry-after']);
    expect(retry).toBeGreaterThan(3600 - 5 * 31 - 5);
    expect(retry).toBeLessThanOrEqual(3600);
    // the customer form shares the per-mobile allowance
    expect((await post('/auth/user/send-otp', { mobile })).statusCode).toBe(429);
    advanceClock(3600_000);
    expect((await post('/auth/associate/send-otp', { mobile })).statusCode).toBe(200);
  });

  it('sends at most 20 codes per IP address per hour', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i += 1) {
      expect((await post('/auth/user/send-otp', { mobile: uniqueMobile() }, ip)).statusCode, `send ${i + 1}`).toBe(200);
    }
    const blocked = await post('/auth/user/send-otp', { mobile: uniqueMobile() }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    // reset requests for unknown numbers count too (no way around the limit)
    expect((await post('/auth/user/send-otp', { mobile: uniqueMobile(), purpose: 'reset' }, ip)).statusCode).toBe(429);
    expect((await post('/auth/user/send-otp', { mobile: uniqueMobile() }, '203.0.113.10')).statusCode).toBe(200);
  });

  it('keeps customer and associate codes apart', async () => {
    const mobile = uniqueMobile();
    await post('/auth/associate/send-otp', { mobile });
    const code = lastOtpFor(ctx.app, mobile);
    expect((await post('/auth/user/verify-otp', { mobile, otp: code })).json()).toMatchObject({ message: 'Invalid OTP' });
    expect((await post('/auth/associate/verify-otp', { mobile, otp: code })).json()).toEqual({
      success: true,
      msg: 'Mobile verified',
      message: 'Mobile verified',
    });
    const rows = await ctx.db
      .select()
      .from(otpVerifications)
      .where(and(eq(otpVerifications.target, mobile), eq(otpVerifications.purpose, 'associate-signup')));
    expect(rows[0]?.verifiedAt).not.toBeNull();
  });
});

import { sessions, users } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastOtpFor, sessionCookieOf, signInCustomer, signUpCustomer, uniqueIp, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock forward (Date only; timers keep running), e.g. past the 30-second OTP resend wait. */
function advanceClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress: uniqueIp() });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

const valid = () => {
  const mobile = uniqueMobile();
  return { user_name: 'Meera Joshi', user_email: `meera.${mobile}@example.in`, user_mobile: mobile, user_password: 'Kashi@Vishwanath1' };
};

describe('POST /api/user/sign-up validation (docs/product/accounts.md)', () => {
  it.each([
    [{ user_name: '' }, 'Name is required.', 'user_name'],
    [{ user_name: '   ' }, 'Name is required.', 'user_name'],
    [{ user_email: '' }, 'Email is required.', 'user_email'],
    [{ user_email: 'meera@' }, 'Enter a valid email address.', 'user_email'],
    [{ user_mobile: '94150' }, 'Mobile must be 10 digits', 'user_mobile'],
    [{ user_mobile: '94150000ab' }, 'Mobile must be 10 digits', 'user_mobile'],
    [{ user_alt_mobile: '12345' }, 'Alternate mobile must be 10 digits', 'user_alt_mobile'],
    [{ user_password: 'abc12' }, 'Password must be at least 8 characters', 'user_password'],
    [{ otp: '12345' }, 'Enter 6-digit OTP', 'otp'],
    [{ user_password: 'password123' }, 'This password is too common. Choose a less common one.', 'user_password'],
    // the sign-up: "123456" and "😀😀" (docs/product/accounts.md, "Passwords", "Names")
    [{ user_password: '123456' }, 'Password must be at least 8 characters', 'user_password'],
    [{ user_password: 'Password@2024' }, 'This password is too common. Choose a less common one.', 'user_password'],
    [{ user_password: 'KashiRealty#1' }, 'This password is too common. Choose a less common one.', 'user_password'],
    [{ user_password: '12345678' }, 'This password is too common. Choose a less common one.', 'user_password'],
    [{ user_name: '😀😀' }, 'A name needs at least one letter.', 'user_name'],
    [{ user_name: '1234' }, 'A name needs at least one letter.', 'user_name'],
    [{}, 'Verify your mobile number with the OTP first.', 'otp'],
  ])('%j answers 400 %s', async (override, message, field) => {
    const res = await post('/user/sign-up', { ...valid(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: message.startsWith('Verify your mobile') ? 'OTP_NOT_VERIFIED' : 'VALIDATION_FAILED',
      message,
      field,
    });
  });

  it('reports a missing name before anything else', async () => {
    const res = await post('/user/sign-up', {});
    expect(res.json()).toMatchObject({ message: 'Name is required.', field: 'user_name' });
  });

  it('accepts a name in Hindi', async () => {
    const body = valid();
    await post('/auth/user/send-otp', { mobile: body.user_mobile, purpose: 'signup' });
    const res = await post('/user/sign-up', { ...body, user_name: 'मीरा जोशी', otp: lastOtpFor(ctx.app, body.user_mobile) });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.user_name).toBe('मीरा जोशी');
  });

  it('accepts an empty alternate mobile as absent', async () => {
    const res = await post('/user/sign-up', { ...valid(), user_alt_mobile: '' });
    expect(res.json()).toMatchObject({ message: 'Verify your mobile number with the OTP first.' });
  });
});

describe('customer sign-up with OTP', () => {
  it('sends the OTP SMS with the exact text and creates the account in one call with the code', async () => {
    const body = valid();
    const sent = await post('/auth/user/send-otp', { mobile: body.user_mobile });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
    const code = lastOtpFor(ctx.app, body.user_mobile);
    expect(code).toMatch(/^\d{6}$/);

    const res = await post('/user/sign-up', { ...body, user_email: ` ${body.user_email.toUpperCase()} `, otp: code });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      message: 'Account created successfully',
      user: { user_name: 'Meera Joshi', user_email: body.user_email, user_mobile: body.user_mobile },
    });
    expect(json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(typeof json.user.user_id).toBe('number');

    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, body.user_mobile));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(body.user_password);
    const [stored] = await ctx.db.select().from(sessions).where(eq(sessions.subjectId, json.user.user_id));
    expect(stored?.tokenHash).not.toContain(json.token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('also accepts a mobile verified beforehand with verify-otp (then no otp is needed)', async () => {
    const body = valid();
    await post('/auth/user/send-otp', { mobile: body.user_mobile, purpose: 'signup' });
    const verified = await post('/auth/user/verify-otp', { mobile: body.user_mobile, otp: lastOtpFor(ctx.app, body.user_mobile) });
    expect(verified.json()).toEqual({ success: true, message: 'OTP verified' });
    const res = await post('/user/sign-up', body);
    expect(res.statusCode).toBe(201);
    // the verification is used up
    const again = await post('/user/sign-up', { ...valid(), user_mobile: body.user_mobile });
    expect(again.statusCode).toBe(409);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie (not Secure outside production)', async () => {
    const body = valid();
    await post('/auth/user/send-otp', { mobile: body.user_mobile });
    const res = await post('/user/sign-up', { ...body, otp: lastOtpFor(ctx.app, body.user_mobile) });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
    expect(header).toContain(`Max-Age=${30 * 86_400}`);
    expect(header).toContain(res.json().token);
  });

  it('refuses a taken e-mail or mobile with 409', async () => {
    const existing = await signUpCustomer(ctx.app);
    const byEmail = await post('/user/sign-up', { ...valid(), user_email: existing.user.user_email.toUpperCase(), otp: '123456' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({ success: false, code: 'EMAIL_TAKEN', message: 'Email already registered', field: 'user_email' });
    const byMobile = await post('/user/sign-up', { ...valid(), user_mobile: existing.mobile, otp: '123456' });
    expect(byMobile.statusCode).toBe(409);
    expect(byMobile.json()).toEqual({ success: false, code: 'MOBILE_TAKEN', message: 'Mobile already registered', field: 'user_mobile' });
    const otp = await post('/auth/user/send-otp', { mobile: existing.mobile });
    expect(otp.statusCode).toBe(409);
    expect(otp.json()).toMatchObject({ message: 'Mobile already registered' });
  });

  it('refuses a wrong OTP given with the sign-up', async () => {
    const body = valid();
    await post('/auth/user/send-otp', { mobile: body.user_mobile });
    const code = lastOtpFor(ctx.app, body.user_mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/user/sign-up', { ...body, otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' });
  });
});

describe('duplicate checks', () => {
  it('check-email and check-mobile tell taken from free', async () => {
    const existing = await signUpCustomer(ctx.app);
    expect((await post('/auth/user/check-email', { email: existing.user.user_email.toUpperCase() })).json()).toEqual({
      success: true,
      exists: true,
    });
    expect((await post('/auth/user/check-email', { email: 'nobody.here@example.in' })).json()).toEqual({ success: true, exists: false });
    expect((await post('/auth/user/check-mobile', { mobile: existing.mobile })).json()).toEqual({ success: true, exists: true });
    expect((await post('/auth/user/check-mobile', { mobile: uniqueMobile() })).json()).toEqual({ success: true, exists: false });
  });

  it('check-mobile refuses anything but 10 digits', async () => {
    for (const mobile of ['12345', '12345678901', 'abcdefghij', '']) {
      const res = await post('/auth/user/check-mobile', { mobile });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'Mobile must be 10 digits', field: 'mobile' });
    }
  });

  it('check-email refuses a malformed e-mail', async () => {
    const res = await post('/auth/user/check-email', { email: 'not-an-email' });
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'Enter a valid email address.', field: 'email' });
  });
});

describe('POST /api/user/sign-in', () => {
  it.each([
    [{}, 'Please enter mobile number and password', 'user_mobile'],
    [{ user_mobile: '9415012345' }, 'Please enter mobile number and password', 'user_password'],
    [{ user_password: 'secret1' }, 'Please enter mobile number and password', 'user_mobile'],
    [{ user_mobile: '94150', user_password: 'secret1' }, 'Enter a valid 10-digit mobile number', 'user_mobile'],
  ])('%j answers 400 %s', async (payload, message, field) => {
    const res = await post('/user/sign-in', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
  });

  it('answers 401 alike for an unknown mobile and a wrong password', async () => {
    const existing = await signUpCustomer(ctx.app);
    for (const payload of [
      { user_mobile: uniqueMobile(), user_password: existing.password },
      { user_mobile: existing.mobile, user_password: 'Wrong-password-1' },
    ]) {
      const res = await post('/user/sign-in', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid mobile number or password' });
    }
  });

  it('opens a pending session that is refused until the OTP is verified, then activates under a new token', async () => {
    const existing = await signUpCustomer(ctx.app);
    const res = await post('/user/sign-in', { user_mobile: existing.mobile, user_password: existing.password });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
      otp_required: true,
      user: { user_id: existing.user.user_id, user_mobile: existing.mobile },
    });
    const pendingCookie = sessionCookieOf(res);
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=600');

    // no usable session yet: profile, session and owner routes all say 401
    expect((await get('/user/profile', { cookie: pendingCookie })).statusCode).toBe(401);
    expect((await get('/user/profile', { authorization: `Bearer ${json.token}` })).statusCode).toBe(401);
    expect((await get('/auth/session', { cookie: pendingCookie })).statusCode).toBe(401);
    const loc = await post(
      '/user/user_locations',
      { user_id: existing.user.user_id, user_loc_lat: 25.3, user_loc_lon: 82.9 },
      { cookie: pendingCookie },
    );
    expect(loc.statusCode).toBe(401);

    // verify-otp signin without the pending session is refused
    const code = lastOtpFor(ctx.app, existing.mobile);
    const orphan = await post('/auth/user/verify-otp', { mobile: existing.mobile, otp: code, purpose: 'signin' });
    expect(orphan.statusCode).toBe(401);

    const verified = await post(
      '/auth/user/verify-otp',
      { mobile: existing.mobile, otp: code, purpose: 'signin' },
      { cookie: pendingCookie },
    );
    expect(verified.statusCode).toBe(200);
    const active = verified.json();
    expect(active).toMatchObject({ success: true, message: 'Signed in successfully!', user: existing.user });
    expect(active.token).not.toBe(json.token);
    const activeCookie = sessionCookieOf(verified);
    expect(activeCookie).toBe(`session=${active.token}`);

    expect((await get('/user/profile', { cookie: pendingCookie })).statusCode).toBe(401); // the pending token is gone
    const profile = await get('/user/profile', { cookie: activeCookie });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      success: true,
      user: { ...existing.user, user_alt_mobile: '', user_address: '' },
    });
    expect((await get('/user/profile', { authorization: `Bearer ${active.token}` })).statusCode).toBe(200);
  });

  it('lets the pending session resend the sign-in OTP, and only for its own mobile', async () => {
    const existing = await signUpCustomer(ctx.app);
    const other = await signUpCustomer(ctx.app);
    const res = await post('/user/sign-in', { user_mobile: existing.mobile, user_password: existing.password });
    const cookie = sessionCookieOf(res);
    const tooSoon = await post('/auth/user/send-otp', { mobile: existing.mobile, purpose: 'signin' }, { cookie });
    expect(tooSoon.statusCode).toBe(429);
    const foreign = await post('/auth/user/send-otp', { mobile: other.mobile, purpose: 'signin' }, { cookie });
    expect(foreign.statusCode).toBe(401);
    const withoutSession = await post('/auth/user/send-otp', { mobile: existing.mobile, purpose: 'signin' });
    expect(withoutSession.statusCode).toBe(401);
  });
});

describe('sessions, logout and owner checks', () => {
  it('GET /auth/session names the role and user; logout revokes the token and clears the cookie', async () => {
    const customer = await signUpCustomer(ctx.app);
    const session = await get('/auth/session', { cookie: customer.cookie });
    expect(session.json()).toEqual({ success: true, role: 'customer', user: customer.user });

    const out = await post('/auth/logout', {}, { cookie: customer.cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out' });
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(/^session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    expect((await get('/user/profile', { cookie: customer.cookie })).statusCode).toBe(401);
    expect((await get('/user/profile', { authorization: `Bearer ${customer.token}` })).statusCode).toBe(401);
    expect((await get('/auth/session', { cookie: customer.cookie })).json()).toMatchObject({ success: false });
  });

  it('logout by bearer token revokes it too, and logout without a session is still 200', async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await post('/auth/logout', {}, { authorization: `Bearer ${customer.token}` })).statusCode).toBe(200);
    expect((await get('/user/profile', { authorization: `Bearer ${customer.token}` })).statusCode).toBe(401);
    expect((await post('/auth/logout', {})).json()).toEqual({ success: true, message: 'Logged out' });
    expect((await post('/auth/logout', {}, { authorization: 'Bearer not-a-real-token' })).statusCode).toBe(200);
  });

  it('a new sign-in gives a new token and leaves the earlier session working', async () => {
    const customer = await signUpCustomer(ctx.app);
    const again = await signInCustomer(ctx.app, customer.mobile, customer.password);
    expect(again.token).not.toBe(customer.token);
    expect((await get('/user/profile', { cookie: customer.cookie })).statusCode).toBe(200);
    expect((await get('/user/profile', { cookie: again.cookie })).statusCode).toBe(200);
  });

  it('user_locations saves for the own user_id and refuses another with 403', async () => {
    const customer = await signUpCustomer(ctx.app);
    const other = await signUpCustomer(ctx.app);
    const mine = await post(
      '/user/user_locations',
      {
        user_id: customer.user.user_id,
        user_loc_lat: 25.3176,
        user_loc_lon: '82.9739',
        user_noti_token: '{"endpoint":"https://push.example/1"}',
        user_address: 'Sigra, Varanasi',
      },
      { cookie: customer.cookie },
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ success: true });
    const [row] = await ctx.db.select().from(users).where(eq(users.userId, customer.user.user_id));
    expect(row).toMatchObject({
      locLat: '25.317600',
      locLon: '82.973900',
      address: 'Sigra, Varanasi',
      notiToken: '{"endpoint":"https://push.example/1"}',
    });
    expect((await get('/user/profile', { cookie: customer.cookie })).json().user.user_address).toBe('Sigra, Varanasi');

    const theirs = await post(
      '/user/user_locations',
      { user_id: other.user.user_id, user_loc_lat: 25.3, user_loc_lon: 82.9 },
      { cookie: customer.cookie },
    );
    expect(theirs.statusCode).toBe(403);
    const anonymous = await post('/user/user_locations', { user_id: customer.user.user_id, user_loc_lat: 25.3, user_loc_lon: 82.9 });
    expect(anonymous.statusCode).toBe(401);
    const badLat = await post(
      '/user/user_locations',
      { user_id: customer.user.user_id, user_loc_lat: 125, user_loc_lon: 82.9 },
      { cookie: customer.cookie },
    );
    expect(badLat.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Latitude must be between -90 and 90',
      field: 'user_loc_lat',
    });
  });

  it('refuses cookie writes from another site (CSRF) but not bearer ones', async () => {
    const customer = await signUpCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/user_locations',
      headers: { cookie: customer.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { user_id: customer.user.user_id, user_loc_lat: 25.3, user_loc_lon: 82.9 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  it('answers alike for unknown numbers and sends nothing to them', async () => {
    const unknown = uniqueMobile();
    const res = await post('/auth/user/send-otp', { mobile: unknown, purpose: 'reset' });
    expect(res.json()).toEqual({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
    expect(() => lastOtpFor(ctx.app, unknown)).toThrow();
    const reset = await post('/auth/user/reset-password', { mobile: unknown, otp: '123456', new_password: 'Another#Pass9' });
    expect(reset.json()).toEqual({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' });
  });

  it('sets the new password and revokes every session of the customer', async () => {
    const customer = await signUpCustomer(ctx.app);
    const second = await signInCustomer(ctx.app, customer.mobile, customer.password);
    await post('/auth/user/send-otp', { mobile: customer.mobile, purpose: 'reset' });
    const code = lastOtpFor(ctx.app, customer.mobile);

    const common = await post('/auth/user/reset-password', { mobile: customer.mobile, otp: code, new_password: 'qwerty123' });
    expect(common.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'This password is too common. Choose a less common one.',
      field: 'new_password',
    });
    const short = await post('/auth/user/reset-password', { mobile: customer.mobile, otp: code, new_password: 'abc' });
    expect(short.json()).toMatchObject({ message: 'Password must be at least 8 characters', field: 'new_password' });

    const res = await post('/auth/user/reset-password', { mobile: customer.mobile, otp: code, new_password: 'Dashashwamedh#7' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password updated. Please sign in with your new password.' });

    expect((await get('/user/profile', { cookie: customer.cookie })).statusCode).toBe(401);
    expect((await get('/user/profile', { cookie: second.cookie })).statusCode).toBe(401);
    expect((await post('/user/sign-in', { user_mobile: customer.mobile, user_password: customer.password })).statusCode).toBe(401);
    advanceClock(31_000); // past the sign-in OTP resend wait
    const fresh = await signInCustomer(ctx.app, customer.mobile, 'Dashashwamedh#7');
    expect((await get('/user/profile', { cookie: fresh.cookie })).statusCode).toBe(200);

    // the code was single use
    const reuse = await post('/auth/user/reset-password', { mobile: customer.mobile, otp: code, new_password: 'Manikarnika#8' });
    expect(reuse.json()).toMatchObject({ message: 'Invalid OTP' });
  });

  it('accepts a reset code proven first with verify-otp purpose reset', async () => {
    const customer = await signUpCustomer(ctx.app);
    await post('/auth/user/send-otp', { mobile: customer.mobile, purpose: 'reset' });
    const code = lastOtpFor(ctx.app, customer.mobile);
    expect((await post('/auth/user/verify-otp', { mobile: customer.mobile, otp: code, purpose: 'reset' })).json()).toEqual({
      success: true,
      message: 'OTP verified',
    });
    const res = await post('/auth/user/reset-password', { mobile: customer.mobile, otp: code, new_password: 'Tulsi#Ghat2025' });
    expect(res.statusCode).toBe(200);
  });
});

import { builders, sessions } from '@realty/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lastOtpFor,
  sessionCookieOf,
  signInBuilder,
  signUpBuilder,
  signUpCustomer,
  uniqueIp,
  uniqueMobile,
} from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
// The clock stands still during each test (Date only; timers keep running) and moves only when a test moves it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the standing clock forward by `ms` milliseconds. */
function advanceClock(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress: uniqueIp() });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

const PASSWORD = 'Manikarnika#Ghat7';
const valid = () => {
  const mobile = uniqueMobile();
  return {
    builder_company: 'Kashi Heights Pvt Ltd',
    builder_name: 'Sunita Mishra',
    builder_email: `sunita.${mobile}@example.in`,
    builder_mobile: mobile,
    builder_password: PASSWORD,
    builder_address: 'Lanka, Varanasi 221005',
  };
};

/** Sends the sign-up OTP for `mobile` and returns the code from the SMS outbox. */
async function signUpOtp(mobile: string): Promise<string> {
  const sent = await post('/auth/builder/send-otp', { mobile });
  expect(sent.statusCode).toBe(200);
  return lastOtpFor(ctx.app, mobile);
}

const storedBuilder = async (mobile: string) => (await ctx.db.select().from(builders).where(eq(builders.mobile, mobile)))[0];

describe('POST /api/builder/sign-up validation (docs/product/builders.md, "Account")', () => {
  it.each([
    [{ builder_company: '' }, 'Company name is required.', 'builder_company'],
    [{ builder_company: undefined }, 'Company name is required.', 'builder_company'],
    [{ builder_name: '  ' }, 'Contact person is required.', 'builder_name'],
    [{ builder_email: '' }, 'Email is required.', 'builder_email'],
    [{ builder_email: 'sunita@' }, 'Enter a valid email address.', 'builder_email'],
    [{ builder_mobile: '94150' }, 'Mobile must be 10 digits', 'builder_mobile'],
    [{ builder_password: 'abc12' }, 'Password must be at least 8 characters', 'builder_password'],
    [{ builder_password: 'password' }, 'This password is too common. Choose a less common one.', 'builder_password'],
    [{ builder_name: '😀😀' }, 'A name needs at least one letter.', 'builder_name'],
    [{ builder_address: '' }, 'Office address is required.', 'builder_address'],
    [{ builder_address: undefined }, 'Office address is required.', 'builder_address'],
    [{ builder_gstin: '27AAPFU0939F1ZW' }, 'Enter a valid GSTIN', 'builder_gstin'],
    [{ builder_gstin: '29ABCDE1234F1Z5' }, 'Enter a valid GSTIN', 'builder_gstin'],
    [{ builder_gstin: '27AAPFU0939F1Z' }, 'Enter a valid GSTIN', 'builder_gstin'],
    [{ builder_gstin: '27AAPFU0939F1ZV9' }, 'Enter a valid GSTIN', 'builder_gstin'],
    [{ builder_gstin: '27AAPFU0939F1Z-' }, 'Enter a valid GSTIN', 'builder_gstin'],
    [{ builder_gstin: 27 }, 'Enter a valid GSTIN', 'builder_gstin'],
    [
      { builder_rera_promoter_no: 'UPRERA PRM 1' },
      'RERA promoter number: up to 30 characters, A–Z, 0–9, / and -',
      'builder_rera_promoter_no',
    ],
    [
      { builder_rera_promoter_no: 'A'.repeat(31) },
      'RERA promoter number: up to 30 characters, A–Z, 0–9, / and -',
      'builder_rera_promoter_no',
    ],
    [{ otp: '12345' }, 'Enter 6-digit OTP', 'otp'],
    [{ builder_password: 'password123' }, 'This password is too common. Choose a less common one.', 'builder_password'],
    [{}, 'Verify your mobile number with the OTP first.', 'otp'],
  ])('%j answers 400 %s', async (override, message, field) => {
    const res = await post('/builder/sign-up', { ...valid(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: message.startsWith('Verify your mobile') ? 'OTP_NOT_VERIFIED' : 'VALIDATION_FAILED',
      message,
      field,
    });
  });

  it('refuses a wrong OTP and creates nothing', async () => {
    const body = valid();
    const code = await signUpOtp(body.builder_mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/builder/sign-up', { ...body, otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' });
    expect(await storedBuilder(body.builder_mobile)).toBeUndefined();
    // the right code still works afterwards
    expect((await post('/builder/sign-up', { ...body, otp: code })).statusCode).toBe(201);
  });

  it('does not accept a customer sign-up OTP for a builder account', async () => {
    const body = valid();
    await post('/auth/user/send-otp', { mobile: body.builder_mobile });
    const res = await post('/builder/sign-up', { ...body, otp: lastOtpFor(ctx.app, body.builder_mobile) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'otp' });
  });
});

describe('builder sign-up', () => {
  it('creates the builder with a valid GSTIN (verified) and promoter number, signs it in and answers 201', async () => {
    const body = { ...valid(), builder_gstin: ' 27aapfu0939f1zv ', builder_rera_promoter_no: 'uprera/prm-1234', builder_city: 'Varanasi' };
    const otp = await signUpOtp(body.builder_mobile);
    const res = await post('/builder/sign-up', { ...body, builder_email: body.builder_email.toUpperCase(), otp });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toEqual({
      success: true,
      message: 'Account created successfully',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      role: 'builder',
      user: {
        builder_id: expect.any(Number),
        builder_company: 'Kashi Heights Pvt Ltd',
        builder_name: 'Sunita Mishra',
        builder_email: body.builder_email,
        builder_mobile: body.builder_mobile,
        language: 'en',
        email_confirmed: false,
      },
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain(`Max-Age=${30 * 86_400}`);

    const row = await storedBuilder(body.builder_mobile);
    expect(row).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      gstinVerified: true,
      reraPromoterNo: 'UPRERA/PRM-1234',
      city: 'Varanasi',
      address: 'Lanka, Varanasi 221005',
      status: 'active',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.subjectType, 'builder'), eq(sessions.subjectId, json.user.builder_id)));
    expect(session?.status).toBe('active');

    const me = await get('/auth/session', { cookie: sessionCookieOf(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, role: 'builder', user: json.user });
    const byBearer = await get('/auth/session', { authorization: `Bearer ${json.token}` });
    expect(byBearer.json()).toMatchObject({ role: 'builder' });
  });

  it('accepts a second known-valid GSTIN and stores none (not verified) when no GSTIN is given', async () => {
    const withGstin = await signUpBuilder(ctx, { builder_gstin: '29AAGCB7383J1Z4' });
    expect(await storedBuilder(withGstin.mobile)).toMatchObject({ gstin: '29AAGCB7383J1Z4', gstinVerified: true });
    const without = await signUpBuilder(ctx, { builder_gstin: '', builder_rera_promoter_no: '' });
    expect(await storedBuilder(without.mobile)).toMatchObject({ gstin: '', gstinVerified: false, reraPromoterNo: '' });
  });

  it('accepts a mobile verified beforehand with verify-otp, then uses the verification up', async () => {
    const body = valid();
    await post('/auth/builder/send-otp', { mobile: body.builder_mobile, purpose: 'signup' });
    const verified = await post('/auth/builder/verify-otp', { mobile: body.builder_mobile, otp: lastOtpFor(ctx.app, body.builder_mobile) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: 'OTP verified' });
    expect((await post('/builder/sign-up', body)).statusCode).toBe(201);
    const again = await post('/builder/sign-up', { ...valid(), builder_mobile: body.builder_mobile });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a taken mobile or e-mail with 409 and its code, at send-otp and at sign-up', async () => {
    const first = await signUpBuilder(ctx);
    const sendAgain = await post('/auth/builder/send-otp', { mobile: first.mobile });
    expect(sendAgain.statusCode).toBe(409);
    expect(sendAgain.json()).toEqual({ success: false, code: 'MOBILE_TAKEN', message: 'Mobile already registered', field: 'mobile' });

    const sameMobile = await post('/builder/sign-up', { ...valid(), builder_mobile: first.mobile, otp: '123456' });
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json()).toEqual({
      success: false,
      code: 'MOBILE_TAKEN',
      message: 'Mobile already registered',
      field: 'builder_mobile',
    });

    const sameEmail = await post('/builder/sign-up', {
      ...valid(),
      builder_email: ` ${first.user.builder_email.toUpperCase()} `,
      otp: '123456',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ success: false, code: 'EMAIL_TAKEN', message: 'Email already registered', field: 'builder_email' });
  });

  it('lets a customer register as a builder with the same mobile (separate accounts)', async () => {
    const customer = await signUpCustomer(ctx);
    const builder = await signUpBuilder(ctx, { builder_mobile: customer.mobile });
    expect(builder.user.builder_mobile).toBe(customer.mobile);
  });
});

describe('builder sign-in: password, then OTP', () => {
  it('opens a pending session refused everywhere until the OTP activates it', async () => {
    const builder = await signUpBuilder(ctx);
    advanceClock(31_000);
    const first = await post('/builder/sign-in', { builder_mobile: builder.mobile, builder_password: builder.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
      otp_required: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      resend_after: 30,
      user: { builder_id: builder.user.builder_id, builder_mobile: builder.mobile },
    });
    const pending = sessionCookieOf(first);
    expect((await get('/builder/profile', { cookie: pending })).statusCode).toBe(401);
    expect((await get('/auth/session', { cookie: pending })).statusCode).toBe(401);

    // a resend within 30 seconds waits; after that a new code comes
    const early = await post('/auth/builder/send-otp', { mobile: builder.mobile, purpose: 'signin' }, { cookie: pending });
    expect(early.statusCode).toBe(429);
    advanceClock(31_000);
    const resent = await post('/auth/builder/send-otp', { mobile: builder.mobile }, { cookie: pending });
    expect(resent.json()).toEqual({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });

    const done = await post(
      '/auth/builder/verify-otp',
      { mobile: builder.mobile, otp: lastOtpFor(ctx.app, builder.mobile) },
      { cookie: pending },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Signed in successfully!',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      role: 'builder',
      user: builder.user,
    });
    const active = sessionCookieOf(done);
    expect(active).not.toBe(pending);
    expect((await get('/auth/session', { cookie: active })).json()).toEqual({ success: true, role: 'builder', user: builder.user });
  });

  it('refuses a wrong OTP at the second step', async () => {
    const builder = await signUpBuilder(ctx);
    advanceClock(31_000);
    const first = await post('/builder/sign-in', { builder_mobile: builder.mobile, builder_password: builder.password });
    const code = lastOtpFor(ctx.app, builder.mobile);
    const res = await post(
      '/auth/builder/verify-otp',
      { mobile: builder.mobile, otp: code === '000000' ? '111111' : '000000', purpose: 'signin' },
      { cookie: sessionCookieOf(first) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' });
  });

  it('answers the signin step without the pending session with 401 Please sign in again.', async () => {
    const builder = await signUpBuilder(ctx);
    const res = await post('/auth/builder/verify-otp', { mobile: builder.mobile, otp: '123456', purpose: 'signin' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in again.' });
  });

  it('refuses a customer’s pending sign-in for the builder OTP step', async () => {
    const customer = await signUpCustomer(ctx);
    await signUpBuilder(ctx, { builder_mobile: customer.mobile });
    advanceClock(31_000);
    const customerPending = await post('/user/sign-in', { user_mobile: customer.mobile, user_password: customer.password });
    const res = await post(
      '/auth/builder/verify-otp',
      { mobile: customer.mobile, otp: lastOtpFor(ctx.app, customer.mobile), purpose: 'signin' },
      { cookie: sessionCookieOf(customerPending) },
    );
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ builder_mobile: '', builder_password: 'x' }, 'Please enter mobile number and password', 'builder_mobile'],
    [{ builder_mobile: '9415000001' }, 'Please enter mobile number and password', 'builder_password'],
    [{ builder_mobile: '94150', builder_password: 'x' }, 'Enter a valid 10-digit mobile number', 'builder_mobile'],
  ])('%j answers 400 %s', async (body, message, field) => {
    const res = await post('/builder/sign-in', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
  });

  it('answers a wrong password and an unknown mobile alike with 401, and locks after 10 wrong passwords', async () => {
    const builder = await signUpBuilder(ctx);
    const wrong = { success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid mobile number or password' };
    const unknown = await post('/builder/sign-in', { builder_mobile: uniqueMobile(), builder_password: builder.password });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong);
    for (let i = 0; i < 10; i += 1) {
      const res = await post('/builder/sign-in', { builder_mobile: builder.mobile, builder_password: 'Not-the-password-9' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(wrong);
    }
    const locked = await post('/builder/sign-in', { builder_mobile: builder.mobile, builder_password: 'Not-the-password-9' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many wrong passwords. Please try again in 1 minute.',
    });
    // the right password still proceeds to the OTP (the second factor) while locked
    advanceClock(31_000);
    const right = await post('/builder/sign-in', { builder_mobile: builder.mobile, builder_password: builder.password });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a disabled builder like a wrong password', async () => {
    const builder = await signUpBuilder(ctx);
    await ctx.db.update(builders).set({ status: 'disabled' }).where(eq(builders.builderId, builder.user.builder_id));
    const res = await post('/builder/sign-in', { builder_mobile: builder.mobile, builder_password: builder.password });
    expect(res.statusCode).toBe(401);
    // and the session of a disabled builder no longer describes anyone
    expect((await get('/auth/session', { cookie: builder.cookie })).statusCode).toBe(401);
  });
});

describe('GET /api/builder/profile', () => {
  it('answers the signed-in builder’s own account', async () => {
    const builder = await signUpBuilder(ctx, { builder_gstin: '07AAACR5055K1Z9', builder_rera_promoter_no: 'PRM-77' });
    const res = await get('/builder/profile', { cookie: builder.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: {
        ...builder.user,
        builder_address: 'Sigra, Varanasi',
        builder_city: '',
        builder_gstin: '07AAACR5055K1Z9',
        gstin_verified: true,
        builder_rera_promoter_no: 'PRM-77',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });

  it('is 401 for guests and 403 for customers', async () => {
    expect((await get('/builder/profile')).json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Unauthorized: Please log in again.',
    });
    const customer = await signUpCustomer(ctx);
    const res = await get('/builder/profile', { cookie: customer.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'This is for builder accounts only.' });
  });
});

describe('what a builder may not do (403 with a message)', () => {
  it('cannot favourite or enquire', async () => {
    const builder = await signUpBuilder(ctx);
    const id = builder.user.builder_id;
    const favourite = await post('/user/favorites', { user_id: id, site_id: 1 }, { cookie: builder.cookie });
    expect(favourite.statusCode).toBe(403);
    expect(favourite.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'You are not allowed to add favorites.' });
    const enquiry = await post('/user/user_enquiry', { user_id: id, site_id: 1 }, { cookie: builder.cookie });
    expect(enquiry.statusCode).toBe(403);
    expect(enquiry.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'You are not allowed to make an enquiry.' });
    const profile = await get('/user/profile', { cookie: builder.cookie });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'This is for customer accounts only.' });
  });

  it('cannot reach associate routes', async () => {
    const builder = await signUpBuilder(ctx);
    const res = await get('/associate/earnings', { cookie: builder.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'This is for associate accounts only.' });
  });

  it('cannot reach staff routes', async () => {
    const builder = await signUpBuilder(ctx);
    for (const url of ['/admin/contacts', '/admin/people?kind=customer']) {
      const res = await get(url, { cookie: builder.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'This is for staff only.' });
    }
  });
});

describe('logout', () => {
  it('revokes the builder session', async () => {
    const builder = await signUpBuilder(ctx);
    const res = await post('/auth/logout', {}, { cookie: builder.cookie });
    expect(res.statusCode).toBe(200);
    expect((await get('/auth/session', { cookie: builder.cookie })).statusCode).toBe(401);
    expect((await get('/builder/profile', { authorization: `Bearer ${builder.token}` })).statusCode).toBe(401);
  });

  it('after sign-in with the OTP, too', async () => {
    const builder = await signUpBuilder(ctx);
    advanceClock(31_000);
    const again = await signInBuilder(ctx, builder.mobile, builder.password);
    expect((await get('/builder/profile', { cookie: again.cookie })).statusCode).toBe(200);
    await post('/auth/logout', {}, { cookie: again.cookie });
    expect((await get('/builder/profile', { cookie: again.cookie })).statusCode).toBe(401);
    // the sign-up session is another one, still active
    expect((await get('/builder/profile', { cookie: builder.cookie })).statusCode).toBe(200);
  });
});

import { associates } from '@realty/db/schema';
import { FOUNDING_ASSOCIATE, seedAccounts } from '@realty/db/seed/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastOtpFor,
  sessionCookieOf,
  signInFoundingAssociate,
  signUpAssociate,
  signUpCustomer,
  uniqueIp,
  uniqueMobile,
} from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { decryptPii, loadPiiKeys } from '../../lib/crypto.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedAccounts(ctx.db);
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: uniqueIp() });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** A mobile verified through send-otp + verify-otp, ready for sign-up. */
async function verifiedMobile(): Promise<string> {
  const mobile = uniqueMobile();
  expect((await post('/auth/associate/send-otp', { mobile })).json()).toEqual({ success: true, msg: 'OTP sent', message: 'OTP sent' });
  expect((await post('/auth/associate/verify-otp', { mobile, otp: lastOtpFor(ctx.app, mobile) })).statusCode).toBe(200);
  return mobile;
}

const form = (mobile: string) => ({
  ass_name: 'Pooja Mishra',
  ass_email: `pooja.${mobile}@example.in`,
  ass_mobile: mobile,
  ass_password: 'Ramnagar#Fort5',
  ass_sponsor_id: FOUNDING_ASSOCIATE.memberId,
  ass_lat: 25.3176,
  ass_lon: 82.9739,
});

describe('sponsor lookup', () => {
  it('names a known sponsor and 404s an unknown one', async () => {
    const res = await get('/associate/sponsor/KR000001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { member_id: 'KR000001', name: 'Rajesh Kumar Srivastava' } });
    expect((await get('/associate/sponsor/kr000001')).json().data.member_id).toBe('KR000001');
    const missing = await get('/associate/sponsor/KR999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Invalid Sponsor ID' });
  });
});

describe('POST /api/associate/sign-up checks in the order of docs/product/accounts.md', () => {
  it('steps 1–5 come from the form fields, first failure wins', async () => {
    const cases: [object, string, string][] = [
      [{}, 'Full Name required.', 'ass_name'],
      [{ ass_name: '😀😀' }, 'A name needs at least one letter.', 'ass_name'],
      [{ ass_name: 'Pooja' }, 'Valid Email required.', 'ass_email'],
      [{ ass_name: 'Pooja', ass_email: 'pooja@x' }, 'Valid Email required.', 'ass_email'],
      [{ ass_name: 'Pooja', ass_email: 'pooja@example.in' }, 'Valid Mobile required.', 'ass_mobile'],
      [{ ass_name: 'Pooja', ass_email: 'pooja@example.in', ass_mobile: '94150' }, 'Valid Mobile required.', 'ass_mobile'],
      [{ ass_name: 'Pooja', ass_email: 'pooja@example.in', ass_mobile: '9415011111' }, 'Password must be 8+ chars.', 'ass_password'],
      [
        { ass_name: 'Pooja', ass_email: 'pooja@example.in', ass_mobile: '9415011111', ass_password: 'qwerty123' },
        'This password is too common. Choose a less common one.',
        'ass_password',
      ],
      [
        { ass_name: 'Pooja', ass_email: 'pooja@example.in', ass_mobile: '9415011111', ass_password: 'abc' },
        'Password must be 8+ chars.',
        'ass_password',
      ],
      [
        { ass_name: 'Pooja', ass_email: 'pooja@example.in', ass_mobile: '9415011111', ass_password: 'Sarnath#1' },
        'Sponsor ID required.',
        'ass_sponsor_id',
      ],
      [
        { ass_name: 'Pooja', ass_email: 'pooja@example.in', ass_mobile: '9415011111', ass_password: 'Sarnath#1', ass_sponsor_id: ' ' },
        'Sponsor ID required.',
        'ass_sponsor_id',
      ],
    ];
    for (const [payload, message, field] of cases) {
      const res = await post('/associate/sign-up', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
    }
  });

  it('steps 6–10 and the password list are checked by the server', async () => {
    const unverified = uniqueMobile();
    const mobile = await verifiedMobile();
    const cases: [object, string, string][] = [
      [{ ...form(unverified), ass_sponsor_id: 'KR424242' }, 'Enter valid Sponsor ID', 'ass_sponsor_id'],
      [form(unverified), 'Verify mobile first.', 'ass_mobile'],
      [{ ...form(mobile), ass_lat: undefined, ass_lon: undefined }, 'Please enable your location to continue.', 'ass_lat'],
      [{ ...form(mobile), ass_lon: '' }, 'Please enable your location to continue.', 'ass_lon'],
      [{ ...form(mobile), ass_lat: 'north' }, 'Please enable your location to continue.', 'ass_lat'],
      [{ ...form(mobile), ass_aadhaar: '1234 5678' }, 'Aadhaar must be 12 digits', 'ass_aadhaar'],
      [{ ...form(mobile), ass_aadhaar: '1234 1234 1234' }, 'An Aadhaar number never starts with 0 or 1', 'ass_aadhaar'],
      [
        { ...form(mobile), ass_aadhaar: '2345 6789 0123' },
        'Enter a valid Aadhaar number: the last digit does not match the check digit',
        'ass_aadhaar',
      ],
      [{ ...form(mobile), ass_pan: 'ABCDE12345' }, 'PAN must look like ABCDE1234F', 'ass_pan'],
      [{ ...form(mobile), ass_password: 'iloveyou' }, 'This password is too common. Choose a less common one.', 'ass_password'],
    ];
    for (const [payload, message, field] of cases) {
      const res = await post('/associate/sign-up', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
      expect(res.body).not.toContain('1234 5678');
      expect(res.body).not.toContain('ABCDE12345');
    }
    // none of those used the verification up
    expect((await post('/associate/sign-up', form(mobile))).statusCode).toBe(201);
  });
});

describe('associate sign-up', () => {
  it('registers under the sponsor with the next member id, a session cookie and encrypted Aadhaar/PAN', async () => {
    const mobile = await verifiedMobile();
    const aadhaar = '234567890124';
    const res = await post('/associate/sign-up', {
      ...form(mobile),
      ass_email: `  Pooja.${mobile}@Example.IN `,
      ass_aadhaar: aadhaar,
      ass_pan: 'abcpm1234q',
      ass_noti_token: '{"endpoint":"https://push.example/a"}',
      member_id: 'KR123456',
      ass_sponsor_name: 'Someone Else',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful!',
      associate: {
        ass_name: 'Pooja Mishra',
        ass_email: `pooja.${mobile}@example.in`,
        ass_mobile: mobile,
        ass_sponsor_id: 'KR000001',
        ass_sponsor_name: 'Rajesh Kumar Srivastava',
        role: 'Associate',
      },
    });
    expect(body.associate.member_id).toMatch(/^KR\d{6}$/);
    expect(body.associate.member_id).not.toBe('KR123456');
    expect(body.associate.member_db_id).toBe(String(Number(body.associate.member_id.slice(2))));
    expect(sessionCookieOf(res)).toBe(`session=${body.token}`);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);

    const [row] = await ctx.db.select().from(associates).where(eq(associates.mobile, mobile));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(aadhaar);
    expect(stored).not.toContain('ABCPM1234Q');
    expect(stored).not.toContain('Ramnagar#Fort5');
    expect(row?.aadhaarLast4).toBe('0124');
    expect(row?.panLast4).toBe('234Q');
    expect(row?.aadhaarHash).toMatch(/^[0-9a-f]{64}$/);
    const keys = loadPiiKeys(ctx.env);
    expect(decryptPii(keys, row?.aadhaarEnc ?? '')).toBe(aadhaar);
    expect(decryptPii(keys, row?.panEnc ?? '')).toBe('ABCPM1234Q');

    const profile = await get(`/associate/find-associate/${mobile}`, { cookie: sessionCookieOf(res) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      success: true,
      data: {
        ass_id: body.associate.ass_id,
        reg_mem_name: 'Pooja Mishra',
        ass_name: 'Pooja Mishra',
        ass_email: `pooja.${mobile}@example.in`,
        ass_mobile: mobile,
        member_id: body.associate.member_id,
        ass_sponsor_id: 'KR000001',
        ass_sponsor_name: 'Rajesh Kumar Srivastava',
        aadhaar_masked: 'XXXX-XXXX-0124',
        pan_masked: 'XXXXXX234Q',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        language: 'en',
      },
    });
    expect(profile.body).not.toContain(aadhaar);

    // the new associate can sponsor others
    expect((await get(`/associate/sponsor/${body.associate.member_id}`)).json().data.name).toBe('Pooja Mishra');
  });

  it('refuses duplicates of e-mail, mobile, Aadhaar and PAN with 409 DUPLICATE', async () => {
    const first = await signUpAssociate(ctx.app, { ass_aadhaar: '345678901238', ass_pan: 'BCDEF2345G' });
    const checks = [
      ['/auth/associate/check-email', { email: first.user.ass_email.toUpperCase() }],
      ['/auth/associate/check-mobile', { mobile: first.mobile }],
      ['/auth/associate/check-aadhaar', { aadhaar: '345678901238' }],
      ['/auth/associate/check-pan', { pan: 'bcdef2345g' }],
    ] as const;
    for (const [url, payload] of checks) expect((await post(url, payload)).json(), url).toEqual({ success: true, exists: true });
    expect((await post('/auth/associate/check-aadhaar', { aadhaar: '456789012341' })).json()).toEqual({ success: true, exists: false });
    expect((await post('/auth/associate/check-pan', { pan: 'ZZZZZ9999Z' })).json()).toEqual({ success: true, exists: false });
    expect((await post('/auth/associate/check-email', { email: 'fresh@example.in' })).json()).toEqual({ success: true, exists: false });

    for (const duplicate of [{ ass_email: first.user.ass_email }, { ass_aadhaar: '3456 7890 1238' }, { ass_pan: 'BCDEF2345G' }]) {
      const mobile = await verifiedMobile();
      const res = await post('/associate/sign-up', { ...form(mobile), ...duplicate });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'DUPLICATE',
        message: 'User already exists with provided Email/Mobile/Aadhaar/PAN',
      });
      expect(res.body).not.toContain('345678901238');
    }
    const sendAgain = await post('/auth/associate/send-otp', { mobile: first.mobile });
    expect(sendAgain.statusCode).toBe(409);
    expect(sendAgain.json()).toEqual({ success: false, code: 'MOBILE_TAKEN', message: 'Mobile already registered', field: 'mobile' });
  });

  it('validates the duplicate-check inputs', async () => {
    expect((await post('/auth/associate/check-aadhaar', { aadhaar: '12345' })).json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Aadhaar must be 12 digits',
      field: 'aadhaar',
    });
    // the example: 12 digits, but no Aadhaar number (starts with 1, wrong Verhoeff check digit)
    expect((await post('/auth/associate/check-aadhaar', { aadhaar: '123412341234' })).json()).toMatchObject({
      success: false,
      message: 'An Aadhaar number never starts with 0 or 1',
      field: 'aadhaar',
    });
    expect((await post('/auth/associate/check-aadhaar', { aadhaar: '234567890123' })).json()).toMatchObject({
      success: false,
      message: 'Enter a valid Aadhaar number: the last digit does not match the check digit',
      field: 'aadhaar',
    });
    expect((await post('/auth/associate/check-pan', { pan: '12345ABCDE' })).json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'PAN must look like ABCDE1234F',
      field: 'pan',
    });
    expect((await post('/auth/associate/check-mobile', { mobile: '123' })).json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Enter valid mobile',
      field: 'mobile',
    });
    expect((await post('/auth/associate/send-otp', { mobile: '123' })).json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Enter valid mobile',
      field: 'mobile',
    });
    expect((await post('/auth/associate/verify-otp', { mobile: uniqueMobile(), otp: '' })).json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Enter OTP first',
      field: 'otp',
    });
    expect((await post('/auth/associate/verify-otp', { mobile: uniqueMobile(), otp: '123456' })).json()).toEqual({
      success: false,
      code: 'OTP_INVALID',
      message: 'Invalid OTP',
      field: 'otp',
    });
  });
});

describe('associate sign-in and profile', () => {
  it.each([
    [{}, 'Please enter mobile number and password', 'reg_mobile'],
    [{ reg_mobile: '9415000001' }, 'Please enter mobile number and password', 'reg_password'],
    [{ reg_mobile: '941500', reg_password: 'x' }, 'Enter a valid 10-digit mobile number', 'reg_mobile'],
  ])('%j answers 400 %s', async (payload, message, field) => {
    const res = await post('/associate/sign-in', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
  });

  it('signs the founding associate in without an OTP step', async () => {
    const wrong = await post('/associate/sign-in', { reg_mobile: '9415000001', reg_password: 'Founder@2019' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid mobile number or password' });
    const res = await post('/associate/sign-in', { reg_mobile: '9415000001', reg_password: 'Founder@2018' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Signed in successfully!',
      user: { reg_mem_name: 'Rajesh Kumar Srivastava', member_id: 'KR000001', ass_mobile: '9415000001' },
    });
    expect(sessionCookieOf(res)).toBe(`session=${body.token}`);
    const session = await get('/auth/session', { authorization: `Bearer ${body.token}` });
    expect(session.json()).toEqual({ success: true, role: 'associate', user: body.user });
  });

  it('find-associate shows only the own profile (403 for another mobile, 401 signed out, 403 for customers)', async () => {
    const founder = await signInFoundingAssociate(ctx.app);
    const other = await signUpAssociate(ctx.app);
    const own = await get(`/associate/find-associate/${founder.mobile}`, { authorization: `Bearer ${founder.token}` });
    expect(own.json()).toMatchObject({
      success: true,
      data: { reg_mem_name: 'Rajesh Kumar Srivastava', aadhaar_masked: null, pan_masked: null },
    });
    const foreign = await get(`/associate/find-associate/${other.mobile}`, { cookie: founder.cookie });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'You can only view your own profile.' });
    expect((await get(`/associate/find-associate/${founder.mobile}`)).statusCode).toBe(401);
    const customer = await signUpCustomer(ctx.app);
    expect((await get(`/associate/find-associate/${founder.mobile}`, { cookie: customer.cookie })).statusCode).toBe(403);
    // and customers' routes refuse associates
    expect((await get('/user/profile', { cookie: founder.cookie })).statusCode).toBe(403);
  });
});

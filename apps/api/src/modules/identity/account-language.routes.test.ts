import { associates, builders, users } from '@realty/db/schema';
import { FOUNDING_ASSOCIATE, seedAccounts } from '@realty/db/seed/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastOtpFor, readOutbox, sessionCookieOf, uniqueIp, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

/**
 * The language of an account (docs/product/accounts.md, "Language of an account and Hindi listing
 * text"): sign-up stores it, the answers that describe the account carry it, and every SMS of the
 * identity core (sign-up, sign-in and reset codes, the lock SMS) is written in it.
 */

let ctx: TestContext;
let clock: () => Date;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedAccounts(ctx.db);
  clock = ctx.app.identity.now;
});
afterAll(async () => ctx?.close());
afterEach(() => {
  ctx.app.identity.now = clock;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: uniqueIp() });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

const HINDI_OTP = /^(\d{6}) आपका Kashi Realty OTP है। यह 5 मिनट तक ही मान्य है। इसे किसी के साथ साझा न करें।$/;
const ENGLISH_OTP = /^\d{6} is your Kashi Realty verification code\. It is valid for 5 minutes\. Do not share it with anyone\.$/;

/** The newest SMS sent to `mobile`. */
const lastSmsTo = (mobile: string): string =>
  readOutbox(ctx)
    .filter((m) => m.to === mobile)
    .at(-1)?.body ?? '';

/** The code of the newest SMS to `mobile`, which must be the Hindi OTP text. */
function hindiOtpFor(mobile: string): string {
  const body = lastSmsTo(mobile);
  expect(body).toMatch(HINDI_OTP);
  return body.match(HINDI_OTP)?.[1] ?? '';
}

/** Moves the identity clock `ms` ahead of now (OTP resend waits, lock lengths). */
const later = (ms: number) => {
  ctx.app.identity.now = () => new Date(Date.now() + ms);
};

const customerForm = (mobile: string) => ({
  user_name: 'Sita Devi',
  user_email: `sita.${mobile}@example.in`,
  user_mobile: mobile,
  user_password: 'Sangam#Prayag2024',
});

/** A customer signed up in Hindi through the API; returns the mobile, password and the sign-up answer. */
async function hindiCustomer() {
  const mobile = uniqueMobile();
  expect((await post('/auth/user/send-otp', { mobile, language: 'hi' })).statusCode).toBe(200);
  const res = await post('/user/sign-up', { ...customerForm(mobile), otp: hindiOtpFor(mobile), language: 'hi' });
  expect(res.statusCode).toBe(201);
  return { mobile, password: 'Sangam#Prayag2024', res };
}

describe('the sign-up OTP in the language asked for', () => {
  it.each([
    ['/auth/user/send-otp', {}],
    ['/auth/associate/send-otp', {}],
    ['/auth/builder/send-otp', { purpose: 'signup' }],
  ])('%s sends Hindi with language hi, English without or with en', async (url, extra) => {
    const hindi = uniqueMobile();
    expect((await post(url, { mobile: hindi, ...extra, language: 'hi' })).statusCode).toBe(200);
    expect(lastSmsTo(hindi)).toMatch(HINDI_OTP);
    const english = uniqueMobile();
    expect((await post(url, { mobile: english, ...extra })).statusCode).toBe(200);
    expect(lastSmsTo(english)).toMatch(ENGLISH_OTP);
    const chosen = uniqueMobile();
    expect((await post(url, { mobile: chosen, ...extra, language: 'en' })).statusCode).toBe(200);
    expect(lastSmsTo(chosen)).toMatch(ENGLISH_OTP);
  });

  it.each(['/auth/user/send-otp', '/auth/associate/send-otp', '/auth/builder/send-otp'])(
    '%s refuses any other language 400 naming the field, before sending anything',
    async (url) => {
      for (const language of ['fr', 'HI', ' hi', 'h\u000bi', 7, ['hi'], { code: 'hi' }]) {
        const mobile = uniqueMobile();
        const res = await post(url, { mobile, language });
        expect(res.statusCode, JSON.stringify(language)).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Language must be en (English) or hi (Hindi)',
          field: 'language',
        });
        expect(lastSmsTo(mobile)).toBe('');
      }
    },
  );
});

describe('a customer’s language', () => {
  it('is stored at sign-up and shown by the sign-up, session and profile answers', async () => {
    const { mobile, res } = await hindiCustomer();
    const body = res.json();
    expect(body.user).toEqual({
      user_id: expect.any(Number),
      user_name: 'Sita Devi',
      user_email: `sita.${mobile}@example.in`,
      user_mobile: mobile,
      language: 'hi',
      email_confirmed: false,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.language).toBe('hi');
    const cookie = sessionCookieOf(res);
    expect((await get('/auth/session', { cookie })).json()).toEqual({ success: true, role: 'customer', user: body.user });
    expect((await get('/user/profile', { cookie })).json()).toEqual({
      success: true,
      user: { ...body.user, user_alt_mobile: '', user_address: '' },
    });
  });

  it('is English when sign-up does not say, whatever language the sign-up code was sent in', async () => {
    const mobile = uniqueMobile();
    await post('/auth/user/send-otp', { mobile, language: 'hi' });
    const res = await post('/user/sign-up', { ...customerForm(mobile), otp: hindiOtpFor(mobile), language: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('en');
  });

  it('refuses a sign-up in another language 400 naming the field', async () => {
    const res = await post('/user/sign-up', { ...customerForm(uniqueMobile()), otp: '123456', language: 'english' });
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Language must be en (English) or hi (Hindi)',
      field: 'language',
    });
  });

  it('writes the sign-in code, its resend and the reset code in Hindi, whatever the request says', async () => {
    const { mobile, password } = await hindiCustomer();
    const first = await post('/user/sign-in', { user_mobile: mobile, user_password: password });
    expect(first.statusCode).toBe(200);
    const pending = sessionCookieOf(first);
    hindiOtpFor(mobile);

    later(31_000);
    const resent = await post('/auth/user/send-otp', { mobile, purpose: 'signin', language: 'en' }, { cookie: pending });
    expect(resent.statusCode).toBe(200);
    const code = hindiOtpFor(mobile);
    const done = await post('/auth/user/verify-otp', { mobile, otp: code, purpose: 'signin' }, { cookie: pending });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.language).toBe('hi');

    expect((await post('/auth/user/send-otp', { mobile, purpose: 'reset', language: 'en' })).statusCode).toBe(200);
    hindiOtpFor(mobile);
  });

  it('writes the lock SMS in Hindi when wrong passwords lock the account', async () => {
    const { mobile } = await hindiCustomer();
    for (let i = 0; i < 10; i += 1) await post('/user/sign-in', { user_mobile: mobile, user_password: 'Not-the-password-9' });
    expect(lastSmsTo(mobile)).toBe(
      'Kashi Realty: आपके खाते पर 10 बार गलत पासवर्ड डाला गया, इसलिए कुछ देर के लिए लॉग-इन रोक दिया गया है। आप अपने पासवर्ड और हमारे भेजे OTP से अब भी लॉग-इन कर सकते हैं। OTP कभी किसी को न बताएं।',
    );
  });

  it('keeps English accounts in English (the wire contract’s texts)', async () => {
    const mobile = uniqueMobile();
    await post('/auth/user/send-otp', { mobile });
    const res = await post('/user/sign-up', { ...customerForm(mobile), otp: lastOtpFor(ctx.app, mobile) });
    expect(res.json().user.language).toBe('en');
    const first = await post('/user/sign-in', { user_mobile: mobile, user_password: 'Sangam#Prayag2024' });
    expect(first.statusCode).toBe(200);
    expect(lastSmsTo(mobile)).toMatch(ENGLISH_OTP);
  });
});

describe('an associate’s language', () => {
  it('is stored at sign-up and shown by the sign-up, sign-in, session and profile answers', async () => {
    const mobile = uniqueMobile();
    await post('/auth/associate/send-otp', { mobile, language: 'hi' });
    expect((await post('/auth/associate/verify-otp', { mobile, otp: hindiOtpFor(mobile) })).statusCode).toBe(200);
    const res = await post('/associate/sign-up', {
      ass_name: 'Ramesh Yadav',
      ass_email: `ramesh.${mobile}@example.in`,
      ass_mobile: mobile,
      ass_password: 'Civil#Lines2024',
      ass_sponsor_id: FOUNDING_ASSOCIATE.memberId,
      ass_lat: 25.4358,
      ass_lon: 81.8463,
      language: 'hi',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().associate.language).toBe('hi');
    const [row] = await ctx.db.select().from(associates).where(eq(associates.mobile, mobile));
    expect(row?.language).toBe('hi');

    const signIn = await post('/associate/sign-in', { reg_mobile: mobile, reg_password: 'Civil#Lines2024' });
    expect(signIn.json().user).toEqual({
      ass_id: row?.assId,
      reg_mem_name: 'Ramesh Yadav',
      member_id: row?.memberId,
      ass_mobile: mobile,
      language: 'hi',
      email_confirmed: false,
    });
    const cookie = sessionCookieOf(signIn);
    expect((await get('/auth/session', { cookie })).json()).toMatchObject({ role: 'associate', user: { language: 'hi' } });
    expect((await get(`/associate/find-associate/${mobile}`, { cookie })).json()).toMatchObject({ data: { language: 'hi' } });
  });

  it('refuses a sign-up in another language 400 naming the field', async () => {
    const res = await post('/associate/sign-up', {
      ass_name: 'Ramesh Yadav',
      ass_email: 'ramesh@example.in',
      ass_mobile: uniqueMobile(),
      ass_password: 'Civil#Lines2024',
      ass_sponsor_id: FOUNDING_ASSOCIATE.memberId,
      language: 'bhojpuri',
    });
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Language must be en (English) or hi (Hindi)',
      field: 'language',
    });
  });
});

describe('a builder’s language', () => {
  it('is stored at sign-up, shown by the answers, and writes the sign-in codes in Hindi', async () => {
    const mobile = uniqueMobile();
    await post('/auth/builder/send-otp', { mobile, language: 'hi' });
    const password = 'Ghat#Walk2024';
    const res = await post('/builder/sign-up', {
      builder_company: 'Triveni Developers',
      builder_name: 'Anil Kesarwani',
      builder_email: `anil.${mobile}@example.in`,
      builder_mobile: mobile,
      builder_password: password,
      builder_address: 'Civil Lines, Prayagraj',
      otp: hindiOtpFor(mobile),
      language: 'hi',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('hi');
    const [row] = await ctx.db.select().from(builders).where(eq(builders.mobile, mobile));
    expect(row?.language).toBe('hi');
    expect((await get('/builder/profile', { cookie: sessionCookieOf(res) })).json()).toMatchObject({ user: { language: 'hi' } });

    const first = await post('/builder/sign-in', { builder_mobile: mobile, builder_password: password });
    expect(first.statusCode).toBe(200);
    const pending = sessionCookieOf(first);
    hindiOtpFor(mobile);
    later(31_000);
    expect((await post('/auth/builder/send-otp', { mobile, purpose: 'signin' }, { cookie: pending })).statusCode).toBe(200);
    const done = await post('/auth/builder/verify-otp', { mobile, otp: hindiOtpFor(mobile), purpose: 'signin' }, { cookie: pending });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.language).toBe('hi');
    expect((await get('/auth/session', { cookie: sessionCookieOf(done) })).json()).toMatchObject({
      role: 'builder',
      user: { language: 'hi' },
    });
  });

  it('refuses a sign-up in another language 400 naming the field', async () => {
    const res = await post('/builder/sign-up', {
      builder_company: 'Triveni Developers',
      builder_name: 'Anil Kesarwani',
      builder_email: 'anil@example.in',
      builder_mobile: uniqueMobile(),
      builder_password: 'Ghat#Walk2024',
      builder_address: 'Civil Lines, Prayagraj',
      language: 'hindi',
    });
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Language must be en (English) or hi (Hindi)',
      field: 'language',
    });
  });
});

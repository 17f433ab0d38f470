import { accountSignInFailures } from '@realty/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lastOtpFor,
  type PasswordSignInKind,
  postPasswordSignIn,
  readOutbox,
  sessionCookieOf,
  signInCustomer,
  signUpAssociate,
  signUpCustomer,
  uniqueIp,
  uniqueMobile,
} from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createStaff } from '../admin-auth/staff.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
// The clock stands still during each test (Date only; timers keep running), so waits such as
// Retry-After are exact however slow the machine is, and moves only when a test moves it.
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

const WRONG = 'Not-the-password-9';
const LOCKED_1_MINUTE = { success: false, code: 'RATE_LIMITED', message: 'Too many wrong passwords. Please try again in 1 minute.' };
const WRONG_ANSWER = { success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid mobile number or password' };

type Account = { kind: PasswordSignInKind; sessionKind: 'user' | 'associate' | 'staff'; mobile: string; password: string };

async function newCustomer(): Promise<Account> {
  const customer = await signUpCustomer(ctx.app);
  return { kind: 'customer', sessionKind: 'user', mobile: customer.mobile, password: customer.password };
}
async function newAssociate(): Promise<Account> {
  const associate = await signUpAssociate(ctx.app);
  return { kind: 'associate', sessionKind: 'associate', mobile: associate.mobile, password: associate.password };
}
async function newStaff(): Promise<Account> {
  const mobile = `9${uniqueMobile().slice(1)}`;
  const password = 'Dashashwamedh#2024';
  await createStaff(ctx.db, { name: 'Kabir Khan', mobile, role: 'editor', password, mustChangePassword: false });
  return { kind: 'staff', sessionKind: 'staff', mobile, password };
}

/** `count` wrong passwords one after another; returns their statuses. */
async function wrongPasswords(account: Account, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await postPasswordSignIn(ctx, account.kind, account.mobile, WRONG)).statusCode);
  return statuses;
}

const lockSmsTo = (mobile: string) => readOutbox(ctx).filter((m) => m.to === mobile && !/^\d{6} is your/.test(m.body));

async function failureRow(account: Account, id: number) {
  const [row] = await ctx.db
    .select()
    .from(accountSignInFailures)
    .where(and(eq(accountSignInFailures.accountKind, account.sessionKind), eq(accountSignInFailures.accountId, id)));
  return row;
}

describe.each([
  ['customer', newCustomer],
  ['associate', newAssociate],
  ['staff', newStaff],
] as const)('%s: wrong passwords per account', (_kind, create) => {
  it('10 wrong passwords lock the account: the next wrong one is 429 with Retry-After, and the owner gets one SMS', async () => {
    const account = await create();
    expect(await wrongPasswords(account, 10)).toEqual(Array(10).fill(401));
    const locked = await postPasswordSignIn(ctx, account.kind, account.mobile, WRONG);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual(LOCKED_1_MINUTE);

    expect(await wrongPasswords(account, 3)).toEqual([429, 429, 429]);
    const sms = lockSmsTo(account.mobile);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toBe(
      'Kashi Realty: 10 wrong passwords were tried on your account, so sign-in is paused for a while. You can still sign in with your password and the OTP we send you. Never share an OTP with anyone.',
    );

    // the lock ends after a minute; the next wrong password locks it again, for longer, without another SMS
    advanceClock(61_000);
    expect(await wrongPasswords(account, 1)).toEqual([401]);
    const longer = await postPasswordSignIn(ctx, account.kind, account.mobile, WRONG);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('120');
    expect(longer.json().message).toBe('Too many wrong passwords. Please try again in 2 minutes.');
    expect(lockSmsTo(account.mobile)).toHaveLength(1);
  });

  it('forgets wrong passwords after 15 quiet minutes', async () => {
    const account = await create();
    expect(await wrongPasswords(account, 9)).toEqual(Array(9).fill(401));
    advanceClock(15 * 60_000);
    // counted from one again: without forgetting, the second of these would already be refused with 429
    expect(await wrongPasswords(account, 9)).toEqual(Array(9).fill(401));
    expect(lockSmsTo(account.mobile)).toHaveLength(0);
  });

  it('counts every one of 10 simultaneous wrong passwords', async () => {
    const account = await create();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postPasswordSignIn(ctx, account.kind, account.mobile, WRONG).then((r) => r.statusCode)),
    );
    expect(answers).toEqual(Array(10).fill(401));
    expect((await postPasswordSignIn(ctx, account.kind, account.mobile, WRONG)).statusCode).toBe(429);
    expect(lockSmsTo(account.mobile)).toHaveLength(1);
  });
});

describe('unknown mobiles', () => {
  it('answer 401 alike however often they are tried, and nothing is stored or sent', async () => {
    const mobile = uniqueMobile();
    await Promise.all(
      (['customer', 'associate', 'staff'] as const).map(async (kind) => {
        for (let i = 0; i < 11; i += 1) {
          const res = await postPasswordSignIn(ctx, kind, mobile, WRONG);
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual(WRONG_ANSWER);
        }
      }),
    );
    expect(readOutbox(ctx).filter((m) => m.to === mobile)).toHaveLength(0);
  });
});

describe('a locked account still lets its owner in with the right password and the OTP', () => {
  it('customer: the right password proceeds to the OTP step as usual, the OTP signs in and the failures are forgotten', async () => {
    const account = await newCustomer();
    await wrongPasswords(account, 10);
    const first = await postPasswordSignIn(ctx, 'customer', account.mobile, account.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
      otp_required: true,
    });
    const otp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/verify-otp',
      headers: { cookie: sessionCookieOf(first) },
      payload: { mobile: account.mobile, otp: lastOtpFor(ctx, account.mobile), purpose: 'signin' },
      remoteAddress: uniqueIp(),
    });
    expect(otp.statusCode).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: sessionCookieOf(otp) } });
    expect(profile.statusCode).toBe(200);
    // the lock is over: a wrong password is counted from one again
    expect(await wrongPasswords(account, 1)).toEqual([401]);
  });

  it('customer: a right password alone (no OTP) forgets nothing', async () => {
    const account = await newCustomer();
    await wrongPasswords(account, 10);
    expect((await postPasswordSignIn(ctx, 'customer', account.mobile, account.password)).statusCode).toBe(200);
    expect(await wrongPasswords(account, 1)).toEqual([429]);
  });

  it('staff: the right password proceeds to the OTP, the OTP signs in and the failures are forgotten', async () => {
    const account = await newStaff();
    await wrongPasswords(account, 10);
    const first = await postPasswordSignIn(ctx, 'staff', account.mobile, account.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, otp_required: true });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/verify-otp',
      headers: { cookie: sessionCookieOf(first) },
      payload: { mobile: account.mobile, otp: lastOtpFor(ctx, account.mobile) },
      remoteAddress: uniqueIp(),
    });
    expect(second.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie: sessionCookieOf(second) } });
    expect(me.statusCode).toBe(200);
    expect(await wrongPasswords(account, 1)).toEqual([401]);
  });

  it('associate: the right password asks for the OTP sent to the mobile, and verify-otp completes the sign-in', async () => {
    const account = await newAssociate();
    await wrongPasswords(account, 10);
    const first = await postPasswordSignIn(ctx, 'associate', account.mobile, account.password);
    expect(first.statusCode).toBe(200);
    const pending = first.json();
    expect(pending).toEqual({
      success: true,
      message: 'Too many wrong passwords were tried on this account. Enter the OTP sent to your mobile to sign in.',
      otp_required: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      resend_after: 30,
    });
    const cookie = sessionCookieOf(first);
    const find = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/associate/find-associate/${account.mobile}`, headers });
    // the pending session is no session
    expect((await find({ cookie })).statusCode).toBe(401);

    const verify = (payload: object, headers: Record<string, string> = { cookie }) =>
      ctx.app.inject({ method: 'POST', url: '/api/associate/sign-in/verify-otp', headers, payload, remoteAddress: uniqueIp() });
    const code = lastOtpFor(ctx, account.mobile);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await verify({ mobile: account.mobile, otp: wrongCode })).json()).toEqual({
      success: false,
      code: 'OTP_INVALID',
      message: 'Invalid OTP',
      field: 'otp',
    });
    const noSession = await verify({ mobile: account.mobile, otp: code }, {});
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in again.' });

    const done = await verify({ mobile: account.mobile, otp: code });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(Object.keys(body)).toEqual(['success', 'message', 'token', 'user']);
    expect(body).toMatchObject({ success: true, message: 'Signed in successfully!', user: { ass_mobile: account.mobile } });
    expect(body.token).not.toBe(pending.token);
    expect((await find({ cookie: sessionCookieOf(done) })).statusCode).toBe(200);
    expect((await find({ authorization: `Bearer ${body.token}` })).statusCode).toBe(200);

    // the failures are forgotten: the right password signs in at once again, with the usual answer
    const again = await postPasswordSignIn(ctx, 'associate', account.mobile, account.password);
    expect(again.statusCode).toBe(200);
    expect(Object.keys(again.json())).toEqual(['success', 'message', 'token', 'user']);
  });

  it('associate: resend-otp needs the pending sign-in and keeps the 30-second wait', async () => {
    const account = await newAssociate();
    await wrongPasswords(account, 10);
    const first = await postPasswordSignIn(ctx, 'associate', account.mobile, account.password);
    const resend = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/associate/sign-in/resend-otp',
        headers,
        payload: { mobile: account.mobile },
        remoteAddress: uniqueIp(),
      });
    expect((await resend({})).statusCode).toBe(401);
    const early = await resend({ cookie: sessionCookieOf(first) });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    advanceClock(31_000);
    const later = await resend({ cookie: sessionCookieOf(first) });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
  });

  it('associate: a right password before the lock signs in at once and forgets the earlier wrong ones', async () => {
    const associate = await signUpAssociate(ctx.app);
    const account: Account = { kind: 'associate', sessionKind: 'associate', mobile: associate.mobile, password: associate.password };
    await wrongPasswords(account, 9);
    expect((await failureRow(account, associate.user.ass_id))?.failures).toBe(9);
    const res = await postPasswordSignIn(ctx, 'associate', account.mobile, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Signed in successfully!', user: { ass_id: associate.user.ass_id } });
    expect(await failureRow(account, associate.user.ass_id)).toBeUndefined();
    expect(await wrongPasswords(account, 9)).toEqual(Array(9).fill(401));
  });

  it('customer: the usual two-step helper still works while the account is locked', async () => {
    const account = await newCustomer();
    await wrongPasswords(account, 12);
    const signedIn = await signInCustomer(ctx.app, account.mobile, account.password);
    expect(signedIn.user.user_mobile).toBe(account.mobile);
  });
});

import { STAFF_SESSION_MAX_MS } from '@realty/contracts/admin/staff';
import { sessions, staff } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastOtpFor, sessionCookieOf, signInFoundingAssociate, signUpCustomer, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { requireStaffMember } from '../admin-auth/staff-guard.ts';
import { assertSameUser, optionalSession, requireAssociate, requireCustomer, requireSession } from './guards.ts';
import { startSession } from './session.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

function advanceClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}
const DAY = 86_400_000;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** A request as the guards see it, carrying `token` as a bearer. */
const requestWith = (token?: string) =>
  ({
    server: ctx.app,
    cookies: {},
    headers: token ? { authorization: `Bearer ${token}` } : {},
    sessionLookup: null,
  }) as unknown as FastifyRequest;

describe('sliding 30-day sessions', () => {
  it('slides at most once an hour and re-sends the cookie when it does', async () => {
    const customer = await signUpCustomer(ctx.app);
    const first = await get('/auth/session', { cookie: customer.cookie });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined(); // seen just now: no write

    advanceClock(2 * 3_600_000);
    const later = await get('/auth/session', { cookie: customer.cookie });
    expect(later.statusCode).toBe(200);
    expect(String(later.headers['set-cookie'])).toContain(`Max-Age=${30 * 86_400}`);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.subjectId, customer.user.user_id));
    expect(new Date(row?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 30 * DAY - 60_000);

    advanceClock(29 * DAY);
    expect((await get('/user/profile', { cookie: customer.cookie })).statusCode).toBe(200);
    advanceClock(29 * DAY);
    expect((await get('/user/profile', { authorization: `Bearer ${customer.token}` })).statusCode).toBe(200);
    advanceClock(31 * DAY);
    expect((await get('/user/profile', { cookie: customer.cookie })).statusCode).toBe(401);
  });

  it('lets a pending sign-in session lapse after 10 minutes', async () => {
    const customer = await signUpCustomer(ctx.app);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/sign-in',
      payload: { user_mobile: customer.mobile, user_password: customer.password },
      remoteAddress: uniqueIp(),
    });
    const code = lastOtpFor(ctx.app, customer.mobile);
    advanceClock(10 * 60_000 + 1000);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/verify-otp',
      headers: { cookie: sessionCookieOf(signIn) },
      payload: { mobile: customer.mobile, otp: code, purpose: 'signin' },
      remoteAddress: uniqueIp(),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in again.' });
  });
});

describe('guards for other modules', () => {
  it('requireCustomer gives the user id, 403s other roles with the given message and 401s strangers', async () => {
    const customer = await signUpCustomer(ctx.app);
    const founder = await signInFoundingAssociate(ctx.app);
    expect(await requireCustomer(requestWith(customer.token))).toMatchObject({ role: 'customer', userId: customer.user.user_id });
    await expect(
      requireCustomer(requestWith(founder.token), { forbiddenMessage: 'You are not allowed to add favorites.' }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'You are not allowed to add favorites.',
    });
    await expect(requireCustomer(requestWith(), { unauthorizedMessage: 'Please log in to add favorites' })).rejects.toMatchObject({
      status: 401,
      message: 'Please log in to add favorites',
    });
    await expect(requireCustomer(requestWith('made-up-token'))).rejects.toMatchObject({ status: 401 });
    expect(await requireAssociate(requestWith(founder.token))).toMatchObject({ role: 'associate', assId: founder.user.ass_id });
    await expect(requireAssociate(requestWith(customer.token))).rejects.toMatchObject({ status: 403 });
    expect(await optionalSession(requestWith())).toBeNull();
    expect((await requireSession(requestWith(customer.token))).subjectType).toBe('user');
    expect(() => assertSameUser(customer.user.user_id, String(customer.user.user_id))).not.toThrow();
    expect(() => assertSameUser(customer.user.user_id, customer.user.user_id + 1, 'Not yours')).toThrow('Not yours');
  });

  it('the staff guard reads the role from the staff table; GET /auth/session names staff', async () => {
    const [editor] = await ctx.db
      .insert(staff)
      .values({ name: 'Kavita Editor', mobile: '9415000201', passwordHash: 'x', role: 'editor', mustChangePassword: 0 })
      .returning();
    const [admin] = await ctx.db
      .insert(staff)
      .values({ name: 'Arun Admin', mobile: '9415000202', passwordHash: 'x', role: 'admin', mustChangePassword: 0 })
      .returning();
    const editorSession = await startSession(ctx.db, {
      subjectType: 'staff',
      subjectId: editor?.staffId ?? 0,
      status: 'active',
      now: new Date(),
    });
    const adminSession = await startSession(ctx.db, {
      subjectType: 'staff',
      subjectId: admin?.staffId ?? 0,
      status: 'active',
      now: new Date(),
    });
    expect(editorSession.lifetimeMs).toBe(STAFF_SESSION_MAX_MS);
    expect(await requireStaffMember(requestWith(editorSession.token))).toMatchObject({ role: 'editor', staffId: editor?.staffId });
    await expect(requireStaffMember(requestWith(editorSession.token), { role: 'admin' })).rejects.toMatchObject({ status: 403 });
    expect(await requireStaffMember(requestWith(adminSession.token), { role: 'admin' })).toMatchObject({ role: 'admin' });
    const customer = await signUpCustomer(ctx.app);
    await expect(requireStaffMember(requestWith(customer.token))).rejects.toMatchObject({ status: 403 });
    expect((await get('/auth/session', { authorization: `Bearer ${adminSession.token}` })).json()).toEqual({
      success: true,
      role: 'staff',
      user: { staff_id: admin?.staffId, staff_name: 'Arun Admin', staff_mobile: '9415000202', staff_role: 'admin' },
    });
    await ctx.db
      .update(staff)
      .set({ status: 'disabled' })
      .where(eq(staff.staffId, admin?.staffId ?? 0));
    await expect(requireStaffMember(requestWith(adminSession.token))).rejects.toMatchObject({ status: 401 });
  });
});

describe('Secure cookies', () => {
  it('are Secure with COOKIE_SECURE', async () => {
    const secure = await createTestContext({ COOKIE_SECURE: 'true' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/associate/sign-in',
        payload: { reg_mobile: '9415000001', reg_password: 'Founder@2018' },
      });
      expect(res.statusCode).toBe(401); // no founder in this empty database, and still no cookie
      expect(res.headers['set-cookie']).toBeUndefined();
      const founder = await signInFoundingAssociate(secure.app);
      expect(founder.cookie).toMatch(/^session=/);
      const again = await secure.app.inject({
        method: 'POST',
        url: '/api/associate/sign-in',
        payload: { reg_mobile: '9415000001', reg_password: 'Founder@2018' },
      });
      expect(String(again.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

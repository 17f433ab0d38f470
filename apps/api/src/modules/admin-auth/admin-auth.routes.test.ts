import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastOtpFor, sessionCookieOf, signUpAssociate, signUpCustomer, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createStaff, listStaff, resetStaffPassword, StaffCommandError, setStaffEnabled, setStaffRole } from './staff.service.ts';

let ctx: TestContext;
let clock: Date | null = null;
beforeAll(async () => {
  ctx = await createTestContext();
  const settings = ctx.app.identity;
  settings.now = () => clock ?? new Date();
});
afterAll(async () => ctx?.close());
afterEach(() => {
  clock = null;
});

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: cookie ? { cookie } : {} });

describe('staff command-line service', () => {
  it('creates a staff member with a one-time password that must be changed, and refuses duplicates and bad input', async () => {
    const { staff, password } = await createStaff(ctx.db, { name: 'Meera Joshi', mobile: '9415111111' });
    expect(staff).toMatchObject({ staff_role: 'editor', staff_status: 'active', must_change_password: true });
    expect(password).toMatch(/^[A-Za-z2-9]{14}$/);
    await expect(createStaff(ctx.db, { name: 'Again', mobile: '9415111111' })).rejects.toThrow('already exists');
    await expect(createStaff(ctx.db, { name: 'Bad', mobile: '94151' })).rejects.toBeInstanceOf(StaffCommandError);
    await expect(createStaff(ctx.db, { name: 'Bad role', mobile: '9415111112', role: 'owner' })).rejects.toThrow(
      'Role must be one of admin, editor',
    );
    expect((await listStaff(ctx.db)).some((s) => s.staff_mobile === '9415111111')).toBe(true);
    expect((await setStaffRole(ctx.db, '9415111111', 'admin')).staff_role).toBe('admin');
    await expect(setStaffEnabled(ctx.db, '9000000000', false)).rejects.toThrow('No staff member has mobile 9000000000');
  });
});

describe('staff sign-in', () => {
  it('signs in with mobile, password and the SMS OTP, then knows the member', async () => {
    const staff = await signInTestStaff(ctx.app, 'editor');
    const res = await me(staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      staff: { staff_id: staff.staffId, staff_role: 'editor', must_change_password: false },
    });
  });

  it('refuses a wrong password like an unknown mobile, and a pending session is no session', async () => {
    await createStaff(ctx.db, { name: 'Kabir Khan', mobile: '9415222222', password: 'Ramnagar#Fort1' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { mobile: '9415222222', password: 'nope-nope-nope' },
      remoteAddress: uniqueIp(),
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { mobile: '9415999999', password: 'nope-nope-nope' },
      remoteAddress: uniqueIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid mobile number or password');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/sign-in', payload: { mobile: '12', password: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, field: 'mobile', message: 'Enter a valid 10-digit mobile number' });

    const pending = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { mobile: '9415222222', password: 'Ramnagar#Fort1' },
      remoteAddress: uniqueIp(),
    });
    expect(pending.statusCode).toBe(200);
    expect((await me(sessionCookieOf(pending))).statusCode).toBe(401);
    const wrongOtp = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/verify-otp',
      headers: { cookie: sessionCookieOf(pending) },
      payload: { mobile: '9415222222', otp: lastOtpFor(ctx.app, '9415222222') === '000000' ? '111111' : '000000' },
    });
    expect(wrongOtp.statusCode).toBe(400);
    expect(wrongOtp.json()).toMatchObject({ field: 'otp', message: 'Invalid OTP' });
  });

  it('forces a one-time password to be changed before anything else', async () => {
    const staff = await signInTestStaff(ctx.app, 'admin', { mustChangePassword: true });
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: staff.cookie } });
    expect(audit.statusCode).toBe(403);
    expect(audit.json().message).toBe('Change your one-time password before you continue.');
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/change-password',
      headers: { cookie: staff.cookie },
      payload: { current_password: staff.password, new_password: 'short' },
    });
    expect(weak.json()).toMatchObject({ field: 'new_password', message: 'Password must be at least 10 characters' });
    const wrongCurrent = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/change-password',
      headers: { cookie: staff.cookie },
      payload: { current_password: 'not-the-one!', new_password: 'Chunar#Fort#2025' },
    });
    expect(wrongCurrent.json()).toMatchObject({ field: 'current_password' });
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/change-password',
      headers: { cookie: staff.cookie },
      payload: { current_password: staff.password, new_password: 'Chunar#Fort#2025' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: staff.cookie } })).statusCode).toBe(200);
  });

  it('ends a staff session after 30 idle minutes and after 8 hours, even when in use', async () => {
    const staff = await signInTestStaff(ctx.app, 'editor');
    const start = Date.now();
    clock = new Date(start + 29 * 60_000);
    expect((await me(staff.cookie)).statusCode).toBe(200);
    clock = new Date(start + 59 * 60_000);
    const idle = await me(staff.cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Your staff session has ended. Please sign in again.');
    clock = null;

    const busy = await signInTestStaff(ctx.app, 'editor');
    const t0 = Date.now();
    for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
      clock = new Date(t0 + minutes * 60_000);
      expect((await me(busy.cookie)).statusCode).toBe(200);
    }
    clock = new Date(t0 + 8 * 60 * 60_000 + 60_000);
    expect((await me(busy.cookie)).statusCode).toBe(401);
    clock = null;
  });

  it('ends the sessions of a disabled member and of a password reset', async () => {
    const staff = await signInTestStaff(ctx.app, 'editor');
    await setStaffEnabled(ctx.db, staff.mobile, false);
    expect((await me(staff.cookie)).statusCode).toBe(401);
    const other = await signInTestStaff(ctx.app, 'editor');
    await resetStaffPassword(ctx.db, other.mobile);
    expect((await me(other.cookie)).statusCode).toBe(401);
  });

  it('refuses guests, customers and associates', async () => {
    expect((await me('')).statusCode).toBe(401);
    const customer = await signUpCustomer(ctx.app);
    const associate = await signUpAssociate(ctx.app);
    const asCustomer = await me(customer.cookie);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe('This is for staff only.');
    expect((await me(associate.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/audit', () => {
  it('is for admins only and lists sign-ins newest first', async () => {
    const editor = await signInTestStaff(ctx.app, 'editor');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: editor.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an admin can do this.');
    const admin = await signInTestStaff(ctx.app, 'admin');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?entity=staff&pageSize=5', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data[0]).toMatchObject({ action: 'sign-in', entity: 'staff', entity_id: String(admin.staffId), staff_name: 'Priya Admin' });
    expect(body.pageSize).toBe(5);
  });
});

import { ADMIN_PRIVACY_MESSAGES } from '@realty/contracts/privacy/admin-privacy';
import { builders, privacyBreachAccounts } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, signUpAssociate, signUpBuilder, signUpCustomer, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { BREACH_NOTICE_SMS, daysLeft } from './admin-privacy.service.ts';

// The back office's privacy pages (docs/product/privacy.md): grievances and their 90-day limit,
// the staff access log and recorded breaches (docs/breach-playbook.md).

const DAY = 86_400_000;
let ctx: TestContext;
let admin: TestStaff;
let editor: TestStaff;
let offsetMs = 0;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: { cookie: string }, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** Polls `probe` until it gives a value (the background job queue runs the notices). */
async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ GRIEVANCE_OFFICER_EMAIL: 'grievance@kashirealty.in' });
  ctx.app.identity.now = () => new Date(Date.now() + offsetMs);
  admin = await signInTestStaff(ctx.app, 'admin');
  editor = await signInTestStaff(ctx.app, 'editor');
}, 60_000);
afterAll(async () => ctx?.close());

describe('daysLeft', () => {
  it('counts whole days to the due date, 0 on the day, negative once late', () => {
    const due = new Date('2027-03-01T10:00:00Z');
    expect(daysLeft(due, new Date('2026-12-01T10:00:00Z'))).toBe(90);
    expect(daysLeft(due, new Date('2027-03-01T09:00:00Z'))).toBe(1);
    expect(daysLeft(due, new Date('2027-03-01T10:00:00Z'))).toBe(0);
    expect(daysLeft(due, new Date('2027-03-03T10:00:00Z'))).toBe(-2);
  });
});

describe('GET /api/admin/grievances and POST /api/admin/grievances/{id}/resolve', { timeout: 30_000 }, () => {
  it('lists open grievances with the 90-day limit counting down as the clock moves, and resolves one with a reply', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/grievances',
      remoteAddress: uniqueIp(),
      payload: { name: 'Gopal Das', email: 'gopal@example.in', text: 'Please delete the enquiry I made last year.' },
    });
    const id = made.json().data.grievance_id as number;
    const listed = await call('GET', '/api/admin/grievances', editor);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.find((g: { grievance_id: number }) => g.grievance_id === id)).toMatchObject({
      name: 'Gopal Das',
      email: 'gopal@example.in',
      mobile: null,
      account_kind: null,
      status: 'open',
      days_left: 90,
    });

    // (staff sessions end after 8 hours: sign in again after each move of the clock)
    offsetMs += 30 * DAY;
    editor = await signInTestStaff(ctx.app, 'editor');
    const later = (await call('GET', '/api/admin/grievances', editor))
      .json()
      .data.find((g: { grievance_id: number }) => g.grievance_id === id);
    expect(later.days_left).toBe(60);
    offsetMs += 61 * DAY;
    editor = await signInTestStaff(ctx.app, 'editor');
    const late = (await call('GET', '/api/admin/grievances', editor))
      .json()
      .data.find((g: { grievance_id: number }) => g.grievance_id === id);
    expect(late.days_left).toBe(-1);

    const tooShort = await call('POST', `/api/admin/grievances/${id}/resolve`, editor, { reply: 'ok' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ field: 'reply', message: ADMIN_PRIVACY_MESSAGES.reply });
    const resolved = await call('POST', `/api/admin/grievances/${id}/resolve`, editor, { reply: 'Your enquiry was deleted on 3 March.' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      message: ADMIN_PRIVACY_MESSAGES.resolved,
      data: { status: 'resolved', reply: 'Your enquiry was deleted on 3 March.' },
    });
    const twice = await call('POST', `/api/admin/grievances/${id}/resolve`, editor, { reply: 'Your enquiry was deleted on 3 March.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ADMIN_PRIVACY_MESSAGES.alreadyResolved);
    expect(
      (await call('GET', '/api/admin/grievances', editor)).json().data.some((g: { grievance_id: number }) => g.grievance_id === id),
    ).toBe(false);
    expect((await call('GET', '/api/admin/grievances?status=resolved', editor)).json().data[0]).toMatchObject({ grievance_id: id });
    const unknown = await call('POST', '/api/admin/grievances/999999/resolve', editor, { reply: 'Your enquiry was deleted on 3 March.' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/api/admin/grievances/abc/resolve', editor, { reply: 'Your enquiry was deleted.' })).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await call('GET', '/api/admin/grievances')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/grievances', customer)).statusCode).toBe(403);
  });
});

describe('the staff access log: GET /api/admin/people/{kind}/{id} and GET /api/admin/access-log', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    admin = await signInTestStaff(ctx.app, 'admin');
    editor = await signInTestStaff(ctx.app, 'editor');
  });
  it('records who opened which customer’s or associate’s record and when; admins read it, newest first', async () => {
    const customer = await signUpCustomer(ctx.app, { user_name: 'Sita Ram' });
    const associate = await signUpAssociate(ctx.app);
    const opened = await call('GET', `/api/admin/people/customer/${customer.user.user_id}`, admin);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ kind: 'customer', id: customer.user.user_id, name: 'Sita Ram', mobile: customer.mobile });
    expect((await call('GET', `/api/admin/people/associate/${associate.user.ass_id}`, admin)).statusCode).toBe(200);
    // an unknown record is not logged
    expect((await call('GET', '/api/admin/people/customer/999999', admin)).statusCode).toBe(404);

    const log = await call('GET', '/api/admin/access-log', admin);
    expect(log.statusCode).toBe(200);
    const [newest, before] = log.json().data;
    expect(newest).toMatchObject({
      staff_id: admin.staffId,
      staff_name: 'Priya Admin',
      record_kind: 'associate',
      record_id: associate.user.ass_id,
      action: 'view',
    });
    expect(before).toMatchObject({ record_kind: 'customer', record_id: customer.user.user_id });
    expect(Math.abs(Date.parse(newest.at) - (Date.now() + offsetMs))).toBeLessThan(60_000);

    const ofOne = await call('GET', `/api/admin/access-log?kind=customer&record_id=${customer.user.user_id}`, admin);
    expect(ofOne.json()).toMatchObject({ total: 1, data: [{ record_id: customer.user.user_id }] });
    expect((await call('GET', '/api/admin/access-log?kind=builder', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/access-log', editor)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/people/customer/${customer.user.user_id}`, editor)).statusCode).toBe(403);
  });
});

describe('breaches: POST and GET /api/admin/breaches', { timeout: 40_000 }, () => {
  it('records a breach, lists the affected accounts by mobile or id and queues an SMS notice to each in their language', async () => {
    const customer = await signUpCustomer(ctx.app);
    const associate = await signUpAssociate(ctx.app);
    const builder = await signUpBuilder(ctx.app);
    await ctx.db.update(builders).set({ language: 'hi' }).where(eq(builders.builderId, builder.user.builder_id));
    const discovered = new Date(Date.now() + offsetMs - 3_600_000).toISOString();
    const recorded = await call('POST', '/api/admin/breaches', admin, {
      description: 'A spreadsheet of enquiries was shared by mistake with a vendor.',
      discovered_at: discovered,
      accounts: [
        `+91 ${customer.mobile.slice(0, 5)} ${customer.mobile.slice(5)}`,
        `associate:${associate.user.ass_id}`,
        `builder:${builder.user.builder_id}`,
      ],
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({
      message: ADMIN_PRIVACY_MESSAGES.recorded(3),
      data: { affected: 3, notices_queued: 3, recorded_by: 'Priya Admin', discovered_at: discovered },
    });
    const breachId = recorded.json().data.breach_id as number;
    const rows = await ctx.db.select().from(privacyBreachAccounts).where(eq(privacyBreachAccounts.breachId, breachId));
    expect(rows.map((r) => `${r.accountKind}:${r.accountId}`).sort()).toEqual(
      [`associate:${associate.user.ass_id}`, `builder:${builder.user.builder_id}`, `user:${customer.user.user_id}`].sort(),
    );

    const en = BREACH_NOTICE_SMS.en('grievance@kashirealty.in');
    await waitFor('the notices to be sent', () => {
      const sent = readOutbox(ctx.app).filter((m) => m.body.startsWith('Kashi Realty:') && m.body.includes('grievance@kashirealty.in'));
      return sent.length >= 3 ? sent : undefined;
    });
    const noticeTo = (mobile: string) =>
      readOutbox(ctx.app)
        .filter((m) => m.to.endsWith(mobile) && m.body.includes('grievance@kashirealty.in'))
        .map((m) => m.body);
    expect(noticeTo(customer.mobile)).toEqual([en]);
    expect(noticeTo(associate.mobile)).toEqual([en]);
    expect(noticeTo(builder.mobile)).toEqual([BREACH_NOTICE_SMS.hi('grievance@kashirealty.in')]);

    const list = await call('GET', '/api/admin/breaches', admin);
    expect(list.json().data[0]).toMatchObject({ breach_id: breachId, affected: 3 });
  });

  it('refuses unknown accounts, a discovery in the future and bad lists in words; admins only', async () => {
    const body = { description: 'A laptop with exports was stolen.', discovered_at: new Date(Date.now() + offsetMs).toISOString() };
    const unknown = await call('POST', '/api/admin/breaches', admin, { ...body, accounts: ['customer:999999', '6000000001'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      field: 'accounts',
      message: ADMIN_PRIVACY_MESSAGES.unknownAccounts(['customer:999999', '6000000001']),
    });
    const garbage = await call('POST', '/api/admin/breaches', admin, { ...body, accounts: ['someone'] });
    expect(garbage.json()).toMatchObject({ field: 'accounts.0', message: ADMIN_PRIVACY_MESSAGES.accounts });
    const none = await call('POST', '/api/admin/breaches', admin, { ...body, accounts: [] });
    expect(none.statusCode).toBe(400);
    const future = await call('POST', '/api/admin/breaches', admin, {
      ...body,
      discovered_at: new Date(Date.now() + offsetMs + DAY).toISOString(),
      accounts: [`customer:1`],
    });
    expect(future.json()).toMatchObject({ field: 'discovered_at', message: ADMIN_PRIVACY_MESSAGES.discoveredAt });
    expect((await call('POST', '/api/admin/breaches', editor, { ...body, accounts: ['customer:1'] })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/breaches', editor)).statusCode).toBe(403);
  });
});

import { CONSENT_MESSAGES, PRIVACY_NOTICE_VERSION } from '@realty/contracts/privacy/consents';
import { GRIEVANCE_MESSAGES } from '@realty/contracts/privacy/grievances';
import { NOMINEE_MESSAGES } from '@realty/contracts/privacy/nominee';
import { alertItems, alertRetries, alertSmsWaiting, privacyConsents, privacyGrievances, savedSearches } from '@realty/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpBuilder, signUpCustomer, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// Consents, nominee and grievances of account holders (docs/product/privacy.md).

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;

let ctx: TestContext;
let asha: Customer;
let staff: TestStaff;
let offsetMs = 0;

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, auth?: { cookie?: string; token?: string }, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: auth?.cookie ? { cookie: auth.cookie } : auth?.token ? { authorization: `Bearer ${auth.token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

beforeAll(async () => {
  ctx = await createTestContext({ GRIEVANCE_OFFICER_NAME: 'Meera Iyer', GRIEVANCE_OFFICER_EMAIL: 'grievance@kashirealty.in' });
  ctx.app.identity.now = () => new Date(Date.now() + offsetMs);
  asha = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  staff = await signInTestStaff(ctx.app, 'editor');
}, 60_000);
afterAll(async () => ctx?.close());

describe('GET /api/privacy/notice', () => {
  it('names the notice version and the grievance officer from the settings', async () => {
    const answer = await call('GET', '/api/privacy/notice');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: {
        notice_version: PRIVACY_NOTICE_VERSION,
        grievance_officer: { name: 'Meera Iyer', email: 'grievance@kashirealty.in' },
        grievance_days: 90,
      },
    });
  });
});

describe('consents: GET, PUT and DELETE /api/me/consents', { timeout: 30_000 }, () => {
  it('starts with every purpose not asked, records giving and withdrawing append-only with the notice version, time and channel', async () => {
    const start = await call('GET', '/api/me/consents', asha);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({
      success: true,
      notice_version: PRIVACY_NOTICE_VERSION,
      data: ['marketing_sms', 'marketing_email', 'saved_search_alerts'].map((purpose) => ({
        purpose,
        state: 'not_asked',
        given: false,
        notice_version: null,
        at: null,
        channel: null,
      })),
    });

    const given = await call('PUT', '/api/me/consents/marketing_sms', asha);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      message: CONSENT_MESSAGES.given,
      data: { purpose: 'marketing_sms', state: 'given', given: true, notice_version: PRIVACY_NOTICE_VERSION, channel: 'web' },
    });
    // giving twice records nothing more
    expect((await call('PUT', '/api/me/consents/marketing_sms', asha)).statusCode).toBe(200);
    offsetMs += 60_000;
    // withdrawing from a program with a Bearer token is recorded with the api channel
    const withdrawn = await call('DELETE', '/api/me/consents/marketing_sms', { token: asha.token });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: CONSENT_MESSAGES.withdrawn,
      data: { state: 'withdrawn', given: false, channel: 'api' },
    });

    const listed = (await call('GET', '/api/me/consents', asha)).json().data;
    expect(listed[0]).toMatchObject({ purpose: 'marketing_sms', state: 'withdrawn', channel: 'api' });
    expect(Date.parse(listed[0].at)).toBeGreaterThan(Date.parse(given.json().data.at));
    expect(listed[1]).toMatchObject({ purpose: 'marketing_email', state: 'not_asked' });

    const rows = await ctx.db
      .select()
      .from(privacyConsents)
      .where(and(eq(privacyConsents.subjectType, 'user'), eq(privacyConsents.subjectId, asha.user.user_id)))
      .orderBy(privacyConsents.consentId);
    expect(rows.map((r) => [r.purpose, r.action, r.channel, r.noticeVersion])).toEqual([
      ['marketing_sms', 'given', 'web', PRIVACY_NOTICE_VERSION],
      ['marketing_sms', 'withdrawn', 'api', PRIVACY_NOTICE_VERSION],
    ]);

    // the log cannot be changed, nor a young row deleted
    const first = rows[0]?.consentId ?? 0;
    await expect(ctx.db.update(privacyConsents).set({ action: 'withdrawn' }).where(eq(privacyConsents.consentId, first))).rejects.toThrow();
    await expect(ctx.db.delete(privacyConsents).where(eq(privacyConsents.consentId, first))).rejects.toThrow();
    expect(await ctx.db.select().from(privacyConsents).where(eq(privacyConsents.consentId, first))).toHaveLength(1);
  });

  it('answers every account kind; an unknown purpose is a 400 in words; guests 401, staff 403', async () => {
    const associate = await signUpAssociate(ctx.app);
    const builder = await signUpBuilder(ctx.app);
    for (const who of [associate, builder]) {
      expect((await call('PUT', '/api/me/consents/marketing_email', who)).json()).toMatchObject({ data: { state: 'given' } });
      expect((await call('GET', '/api/me/consents', who)).json().data[1]).toMatchObject({ purpose: 'marketing_email', given: true });
    }
    // one account's consent is not another's
    expect((await call('GET', '/api/me/consents', asha)).json().data[1]).toMatchObject({ state: 'not_asked' });

    const unknown = await call('PUT', '/api/me/consents/telemarketing', asha);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'purpose',
      message: CONSENT_MESSAGES.unknownPurpose,
    });
    expect((await call('DELETE', '/api/me/consents/telemarketing', asha)).statusCode).toBe(400);
    expect((await call('GET', '/api/me/consents')).statusCode).toBe(401);
    expect((await call('PUT', '/api/me/consents/marketing_sms')).statusCode).toBe(401);
    const forStaff = await call('GET', '/api/me/consents', staff);
    expect(forStaff.statusCode).toBe(403);
    expect(forStaff.json().message).toBe(CONSENT_MESSAGES.notForStaff);
  });

  it('saving a search with alerts gives the saved-search alerts consent; withdrawing it pauses every search and drops what is queued', async () => {
    const ravi = await signUpCustomer(ctx.app, { user_name: 'Ravi Gupta' });
    const [siteId = 0] = await insertSites(ctx.db, [{ title: 'Assi Ghat Homes', bhk: [2], price: '4500000' }]);
    const save = (name: string) =>
      call('POST', '/api/user/saved-searches', ravi, {
        name,
        query: { city: 'Varanasi' },
        channels: ['sms', 'email'],
        frequency: 'instant',
      });
    const first = (await save('2 BHK in Sigra')).json().data.saved_search_id as number;
    const second = (await save('Plots near Assi')).json().data.saved_search_id as number;
    expect((await call('GET', '/api/me/consents', ravi)).json().data[2]).toMatchObject({
      purpose: 'saved_search_alerts',
      state: 'given',
      channel: 'web',
      notice_version: PRIVACY_NOTICE_VERSION,
    });
    // one given row for two saves
    const givenRows = await ctx.db
      .select()
      .from(privacyConsents)
      .where(and(eq(privacyConsents.subjectId, ravi.user.user_id), eq(privacyConsents.subjectType, 'user')));
    expect(givenRows).toHaveLength(1);

    // alerts queued for both searches, an SMS held for the morning and one waiting to be retried
    const userId = ravi.user.user_id;
    await ctx.db.insert(alertItems).values(
      [first, second].map((savedSearchId) => ({
        userId,
        savedSearchId,
        siteId,
        kind: 'new' as const,
        price: '4500000.00',
        frequency: 'instant' as const,
      })),
    );
    // a favourite's price drop is another setting and stays queued
    await ctx.db
      .insert(alertItems)
      .values({ userId, savedSearchId: null, siteId, kind: 'price_drop', price: '4400000.00', frequency: 'instant' });
    await ctx.db
      .insert(alertSmsWaiting)
      .values({ userId, savedSearchId: first, siteId, newItems: 1, dueAt: new Date(Date.now() + 3_600_000) });
    await ctx.db
      .insert(alertRetries)
      .values({ userId, savedSearchId: second, channel: 'sms', smsText: 'New listing', smsItems: 1, nextAt: new Date() });

    const withdrawn = await call('DELETE', '/api/me/consents/saved_search_alerts', ravi);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ state: 'withdrawn', given: false });

    const searches = await ctx.db.select({ paused: savedSearches.paused }).from(savedSearches).where(eq(savedSearches.userId, userId));
    expect(searches.map((s) => s.paused)).toEqual([true, true]);
    const pending = await ctx.db
      .select({ savedSearchId: alertItems.savedSearchId })
      .from(alertItems)
      .where(and(eq(alertItems.userId, userId), isNull(alertItems.deliveredAt)));
    expect(pending).toEqual([{ savedSearchId: null }]);
    const waiting = await ctx.db
      .select()
      .from(alertSmsWaiting)
      .where(and(eq(alertSmsWaiting.userId, userId), isNull(alertSmsWaiting.sentAt)));
    expect(waiting).toHaveLength(0);
    expect(await ctx.db.select().from(alertRetries).where(eq(alertRetries.userId, userId))).toHaveLength(0);

    // resuming one search from the dashboard gives the consent again
    const resumed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/saved-searches/${first}`,
      headers: { cookie: ravi.cookie },
      payload: { paused: false },
    });
    expect(resumed.statusCode).toBe(200);
    expect((await call('GET', '/api/me/consents', ravi)).json().data[2]).toMatchObject({ state: 'given' });
    const rows = await ctx.db
      .select({ action: privacyConsents.action })
      .from(privacyConsents)
      .where(
        and(
          eq(privacyConsents.subjectId, userId),
          eq(privacyConsents.subjectType, 'user'),
          eq(privacyConsents.purpose, 'saved_search_alerts'),
        ),
      )
      .orderBy(privacyConsents.consentId);
    expect(rows.map((r) => r.action)).toEqual(['given', 'withdrawn', 'given']);
  });
});

describe('nominee: GET, PUT and DELETE /api/me/nominee', { timeout: 30_000 }, () => {
  it('names, shows, replaces and removes a nominee; a mobile typed with +91 and spaces is read; bad input is named', async () => {
    expect((await call('GET', '/api/me/nominee', asha)).json()).toEqual({ success: true, data: null });
    const saved = await call('PUT', '/api/me/nominee', asha, { name: 'Kiran Verma', mobile: '+91 98390 12345', relation: 'Sister' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: NOMINEE_MESSAGES.saved,
      data: { name: 'Kiran Verma', mobile: '9839012345', relation: 'Sister' },
    });
    await call('PUT', '/api/me/nominee', asha, { name: 'Kiran Verma', mobile: '9839012346', relation: 'Brother' });
    expect((await call('GET', '/api/me/nominee', asha)).json().data).toMatchObject({ mobile: '9839012346', relation: 'Brother' });

    // another account sees only its own
    const other = await signUpCustomer(ctx.app);
    expect((await call('GET', '/api/me/nominee', other)).json().data).toBeNull();

    const badMobile = await call('PUT', '/api/me/nominee', asha, { name: 'Kiran Verma', mobile: '12345', relation: 'Sister' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json()).toMatchObject({ field: 'mobile', message: NOMINEE_MESSAGES.mobile });
    const noName = await call('PUT', '/api/me/nominee', asha, { mobile: '9839012345', relation: 'Sister' });
    expect(noName.json()).toMatchObject({ field: 'name', message: NOMINEE_MESSAGES.name });
    const self = await call('PUT', '/api/me/nominee', asha, { name: 'Asha Verma', mobile: asha.mobile, relation: 'Self' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ field: 'mobile', message: NOMINEE_MESSAGES.sameMobile });

    const removed = await call('DELETE', '/api/me/nominee', asha);
    expect(removed.json()).toEqual({ success: true, message: NOMINEE_MESSAGES.removed, data: null });
    const again = await call('DELETE', '/api/me/nominee', asha);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOMINEE_MESSAGES.noneToRemove);
    expect((await call('PUT', '/api/me/nominee', undefined, { name: 'X Y', mobile: '9839012345', relation: 'Sister' })).statusCode).toBe(
      401,
    );
  });
});

describe('grievances: POST /api/me/grievances and POST /api/grievances', { timeout: 30_000 }, () => {
  it('records an account holder’s grievance with their own details, due in 90 days', async () => {
    const at = Date.now() + offsetMs;
    const made = await call('POST', '/api/me/grievances', asha, { text: 'Please tell me why my address is kept.' });
    expect(made.statusCode).toBe(201);
    const { grievance_id, due_at } = made.json().data;
    expect(made.json().message).toBe(GRIEVANCE_MESSAGES.received);
    const days = (Date.parse(due_at) - at) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);
    const [row] = await ctx.db.select().from(privacyGrievances).where(eq(privacyGrievances.grievanceId, grievance_id));
    expect(row).toMatchObject({ subjectType: 'user', subjectId: asha.user.user_id, name: 'Asha Verma', mobile: asha.mobile });

    const short = await call('POST', '/api/me/grievances', asha, { text: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'text', message: GRIEVANCE_MESSAGES.text });
    expect((await call('POST', '/api/me/grievances', undefined, { text: 'Please tell me why my address is kept.' })).statusCode).toBe(401);
    expect((await call('POST', '/api/me/grievances', staff, { text: 'Please tell me why my address is kept.' })).statusCode).toBe(403);
  });

  it('records anyone’s grievance with a mobile or an e-mail; neither is refused in words; the form is rate-limited', async () => {
    const ip = uniqueIp();
    const post = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/grievances', remoteAddress: ip, payload: payload as object });
    const byMobile = await post({ name: 'Gopal Das', mobile: '+91 94150 12345', text: 'You sent me an SMS I never asked for.' });
    expect(byMobile.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(privacyGrievances).where(eq(privacyGrievances.grievanceId, byMobile.json().data.grievance_id));
    expect(row).toMatchObject({ name: 'Gopal Das', mobile: '9415012345', email: null, subjectType: null });
    expect(
      (await post({ name: 'Gopal Das', email: 'gopal@example.in', text: 'You sent me an e-mail I never asked for.' })).statusCode,
    ).toBe(201);

    const neither = await post({ name: 'Gopal Das', text: 'You sent me an SMS I never asked for.' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ field: 'mobile', message: GRIEVANCE_MESSAGES.contact });
    const badEmail = await post({ name: 'Gopal Das', email: 'gopal@', text: 'You sent me an SMS I never asked for.' });
    expect(badEmail.json()).toMatchObject({ field: 'email', message: GRIEVANCE_MESSAGES.email });

    await post({ name: 'Gopal Das', mobile: '9415012345', text: 'You sent me an SMS I never asked for.' });
    const limited = await post({ name: 'Gopal Das', mobile: '9415012345', text: 'You sent me an SMS I never asked for.' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: GRIEVANCE_MESSAGES.tooMany });
  });
});

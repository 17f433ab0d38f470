import { PRIVACY_RIGHTS_MESSAGES } from '@realty/contracts/privacy-rights/messages';
import {
  accountDeletions,
  associates,
  brokerageLedger,
  contacts,
  deals,
  otpVerifications,
  privacyConsents,
  profileChanges,
  sessions,
  staffAccessLog,
  users,
} from '@realty/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOtpFor, readOutbox, signInCustomer, signUpAssociate, signUpCustomer, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { readMailOutbox, recipientsOf } from '../../../test/fixtures/mail.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { signInTestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { insertLead, queuedNotifications } from '../brokerage/test-fixtures.ts';
import { waitFor } from '../leads/pipeline-test-kit.ts';
import { recordGonePushSubscription } from '../push/push.service.ts';
import { rowsOf } from './privacy-rights.repository.ts';
import { runRetention, runScheduledRetention } from './retention/retention.service.ts';

const DAY = 86_400_000;
let ctx: TestContext;
let offsetMs = 0;
let siteIds: number[];
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  ctx = await createTestContext({ JOB_POLL_SECONDS: '0.5' });
  ctx.app.identity.now = now;
  siteIds = await insertSites(ctx.db, [
    { title: 'Sunrise Residency 2 BHK, Sigra', city: 'Varanasi' },
    { title: 'Ganga View Villa, Assi', city: 'Varanasi' },
  ]);
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (method: Method, url: string, who?: { cookie: string }, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A customer with a favourite, a viewed listing, an enquiry, a saved search and a lead (with its timeline) handled by an associate. */
async function customerWithData(name: string) {
  const customer = await signUpCustomer(ctx.app, { user_name: name, user_address: `${name}'s house, Lanka, Varanasi` });
  const userId = customer.user.user_id;
  const site = siteIds[0] as number;
  expect((await call('POST', '/api/user/favorites', customer, { user_id: userId, site_id: site })).statusCode).toBeLessThan(300);
  expect((await call('POST', '/api/user/viewed_site', customer, { user_id: userId, site_id: site })).statusCode).toBeLessThan(300);
  expect((await call('POST', '/api/user/user_enquiry', customer, { user_id: userId, site_id: siteIds[1] })).statusCode).toBeLessThan(300);
  const saved = await call('POST', '/api/user/saved-searches', customer, {
    name: `${name} search`,
    query: { city: 'Varanasi', bhk: '2' },
    channels: ['sms', 'email'],
    frequency: 'instant',
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  const associate = await signUpAssociate(ctx.app);
  const leadId = await insertLead(ctx.db, { userId, assId: associate.user.ass_id, siteIds: [site] });
  return { ...customer, userId, associate, leadId };
}

/** Asks for an export and waits until the job has built it; returns the ZIP's files as text. */
async function downloadExport(who: { cookie: string }) {
  const started = await call('POST', '/api/me/data-export', who);
  expect(started.statusCode, started.body).toBe(202);
  const { exportId, status } = started.json() as { exportId: string; status: string };
  expect(status).toBe('pending');
  const ready = await waitFor('the export', async () => {
    const res = await call('GET', `/api/me/data-export/${exportId}`, who);
    return res.headers['content-type'] === 'application/zip' ? res : undefined;
  });
  expect(ready.headers['content-disposition']).toMatch(/^attachment; filename="kashi-realty-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  const files = unzipSync(new Uint8Array(ready.rawPayload));
  return { exportId, files: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)])) };
}

describe('Download my data (POST /api/me/data-export, GET /api/me/data-export/{exportId})', () => {
  it('gives a customer one ZIP of JSON files and a summary, tells them by SMS, and keeps it 7 days', async () => {
    const customer = await customerWithData('Kamla Devi Upadhyay');
    expect((await call('PUT', '/api/me/consents/marketing_sms', customer)).statusCode).toBe(200);
    const nominee = await call('PUT', '/api/me/nominee', customer, { name: 'Ramesh Upadhyay', mobile: '+91 98390 12345', relation: 'Son' });
    expect(nominee.statusCode, nominee.body).toBe(200);
    const { exportId, files } = await downloadExport(customer);
    expect(Object.keys(files).sort()).toEqual([
      'consents.json',
      'enquiries.json',
      'favourites.json',
      'leads.json',
      'profile.json',
      'recently-viewed.json',
      'saved-searches.json',
      'summary.txt',
      'visits.json',
    ]);
    const profile = JSON.parse(files['profile.json'] as string);
    expect(profile).toMatchObject({
      name: 'Kamla Devi Upadhyay',
      mobile: customer.mobile,
      address: "Kamla Devi Upadhyay's house, Lanka, Varanasi",
    });
    expect(profile.passwordHash).toBeUndefined();
    expect(JSON.parse(files['favourites.json'] as string)).toEqual([
      expect.objectContaining({ siteTitle: 'Sunrise Residency 2 BHK, Sigra' }),
    ]);
    expect(JSON.parse(files['recently-viewed.json'] as string)).toHaveLength(1);
    expect(JSON.parse(files['enquiries.json'] as string)).toEqual([expect.objectContaining({ siteTitle: 'Ganga View Villa, Assi' })]);
    expect(JSON.parse(files['saved-searches.json'] as string)).toEqual([expect.objectContaining({ name: 'Kamla Devi Upadhyay search' })]);
    const leads = JSON.parse(files['leads.json'] as string);
    // the inserted lead and the one the enquiry made, each with its timeline
    expect(leads).toHaveLength(2);
    expect(leads).toContainEqual(
      expect.objectContaining({ leadId: customer.leadId, timeline: [expect.objectContaining({ toStatus: 'accepted' })] }),
    );
    const consents = JSON.parse(files['consents.json'] as string);
    expect(consents.consents).toContainEqual(expect.objectContaining({ purpose: 'marketing_sms', action: 'given', channel: 'web' }));
    expect(consents.nominee).toEqual({ name: 'Ramesh Upadhyay', mobile: '9839012345', relation: 'Son' });
    expect(files['summary.txt']).toContain('Your data at Kashi Realty');
    expect(files['summary.txt']).toContain('- favourites.json: Favourite listings (1)');
    // the SMS goes right after the file is stored
    await waitFor('the SMS', async () =>
      readOutbox(ctx).find((m) => m.to === customer.mobile && /^Kashi Realty: your data is ready\./.test(m.body)),
    );

    const latest = (await call('GET', '/api/me/data-export', customer)).json();
    expect(latest.export).toMatchObject({ exportId, status: 'ready' });

    // another account's id: 403 NOT_OWNER; a malformed id: 400 naming it; unknown: 404; no session: 401
    const other = await signUpCustomer(ctx.app);
    const foreign = await call('GET', `/api/me/data-export/${exportId}`, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'NOT_OWNER', message: PRIVACY_RIGHTS_MESSAGES.exportNotOwner });
    expect((await call('GET', '/api/me/data-export/not-an-id', customer)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'exportId',
    });
    expect((await call('GET', '/api/me/data-export/00000000-0000-4000-8000-000000000000', customer)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/data-export/${exportId}`)).statusCode).toBe(401);
    expect((await call('POST', '/api/me/data-export')).statusCode).toBe(401);

    // 7 days later it is gone: 410 in words, and the retention pass drops the file
    const start = offsetMs;
    offsetMs = start + 7 * DAY + 60_000;
    const expired = await call('GET', `/api/me/data-export/${exportId}`, customer);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'EXPORT_EXPIRED', message: PRIVACY_RIGHTS_MESSAGES.exportExpired });
    const report = await runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, now());
    expect(report.exports_expired).toBeGreaterThanOrEqual(1);
    offsetMs = start;
  });

  it('gives an associate their ledger, payouts and invoices with Aadhaar, PAN and bank account masked, summary in Hindi', async () => {
    const associate = await signUpAssociate(ctx.app, {
      ass_name: 'Ravi Shankar Maurya',
      ass_aadhaar: '234123412346',
      ass_pan: 'ABCPM1234K',
    });
    const assId = associate.user.ass_id;
    await ctx.db.update(associates).set({ language: 'hi', emailConfirmedAt: new Date() }).where(eq(associates.assId, assId));
    const customer = await signUpCustomer(ctx.app);
    const leadId = await insertLead(ctx.db, { userId: customer.user.user_id, assId, status: 'booked' });
    const [deal] = await ctx.db
      .insert(deals)
      .values({
        leadId,
        siteId: siteIds[0] as number,
        assId,
        userId: customer.user.user_id,
        unit: 'B-204',
        agreementValue: '4500000.00',
        bookedOn: '2026-10-01',
        brokeragePercent: '2.00',
        companyBrokerage: '90000.00',
        status: 'paid',
      })
      .returning({ dealId: deals.dealId });
    await ctx.db
      .insert(brokerageLedger)
      .values({ dealId: deal?.dealId as number, assId, kind: 'associate_share', percent: '70.00', amount: '63000.00', status: 'paid' });

    const { files } = await downloadExport(associate);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['ledger.json', 'payouts.json', 'invoices.json', 'bank-account.json', 'leads.json']),
    );
    const profile = JSON.parse(files['profile.json'] as string);
    expect(profile.aadhaar).toBe('XXXXXXXX2346');
    expect(profile.pan).toBe('XXXXXX234K');
    for (const text of Object.values(files)) {
      expect(text).not.toContain('234123412346');
      expect(text).not.toContain('ABCPM1234K');
    }
    expect(JSON.parse(files['ledger.json'] as string)).toEqual([expect.objectContaining({ amount: '63000.00', status: 'paid' })]);
    expect(files['summary.txt']).toContain('काशी रियल्टी पर आपका डेटा');
    // a confirmed e-mail address is told too, in the account's language
    const mail = await waitFor('the e-mail', async () =>
      (await readMailOutbox(ctx)).find(
        ({ mail }) => recipientsOf(mail).includes(associate.user.ass_email) && mail.subject === 'आपका डेटा डाउनलोड के लिए तैयार है',
      ),
    );
    expect(mail.mail.text).toContain('मेरा डेटा डाउनलोड करें');
  });

  it('refuses staff', async () => {
    const staff = await signInTestStaff(ctx.app, 'admin');
    const res = await call('POST', '/api/me/data-export', staff);
    expect(res.statusCode).toBe(403);
  });
});

describe('Correction (GET/PATCH /api/me/profile)', () => {
  it('corrects the name, address and mobile (by OTP to the new number) and the e-mail (by link), auditing each without full values', async () => {
    const customer = await signUpCustomer(ctx.app, { user_name: 'Sunita Pal' });
    const userId = customer.user.user_id;
    const profile = (await call('GET', '/api/me/profile', customer)).json();
    expect(profile).toMatchObject({
      kind: 'user',
      fields: ['name', 'email', 'mobile', 'alt_mobile', 'address'],
      profile: { name: 'Sunita Pal' },
    });

    const renamed = await call('PATCH', '/api/me/profile', customer, { name: 'Sunita Pal Yadav', address: 'Bhelupur, Varanasi' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: PRIVACY_RIGHTS_MESSAGES.profileUpdated,
      profile: { name: 'Sunita Pal Yadav', address: 'Bhelupur, Varanasi' },
    });

    // a field of another kind of account, bad input
    expect((await call('PATCH', '/api/me/profile', customer, { state_code: '09' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'state_code',
      message: PRIVACY_RIGHTS_MESSAGES.fieldNotForKind,
    });
    expect((await call('PATCH', '/api/me/profile', customer, { mobile: '12345' })).json()).toMatchObject({ field: 'mobile' });
    expect((await call('PATCH', '/api/me/profile', customer, { name: 'x'.repeat(101) })).json()).toMatchObject({ field: 'name' });

    const newMobile = uniqueMobile();
    expect((await call('PATCH', '/api/me/profile', customer, { mobile: newMobile })).json()).toMatchObject({
      field: 'otp',
      message: PRIVACY_RIGHTS_MESSAGES.mobileNeedsOtp,
    });
    expect((await call('POST', '/api/me/profile/mobile-otp', customer, { mobile: newMobile })).statusCode).toBe(200);
    const wrong = await call('PATCH', '/api/me/profile', customer, {
      mobile: newMobile,
      otp: '000000' === lastOtpFor(ctx, newMobile) ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', field: 'otp' });
    const moved = await call('PATCH', '/api/me/profile', customer, { mobile: newMobile, otp: lastOtpFor(ctx, newMobile) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().profile.mobile).toBe(newMobile);

    const email = `sunita.${newMobile}@example.in`;
    const mailed = await call('PATCH', '/api/me/profile', customer, { email });
    expect(mailed.json()).toMatchObject({ profile: { email, email_confirmed: false } });
    expect((await readMailOutbox(ctx)).some(({ mail }) => recipientsOf(mail).includes(email))).toBe(true);

    const audit = await ctx.db
      .select()
      .from(profileChanges)
      .where(and(eq(profileChanges.accountKind, 'user'), eq(profileChanges.accountId, userId)));
    expect(audit.map((row) => row.field).sort()).toEqual(['address', 'email', 'mobile', 'name']);
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toContain(newMobile);
    expect(auditText).not.toContain(customer.mobile);
    expect(auditText).not.toContain(email);
    expect(auditText).not.toContain('Sunita Pal Yadav');
  });
});

/** Sends the deletion OTP and confirms with it; returns the answer. */
async function deleteAccount(who: { cookie: string; mobile: string }) {
  const sent = await call('POST', '/api/me/deletion/otp', who);
  expect(sent.statusCode, sent.body).toBe(200);
  return call('POST', '/api/me/deletion', who, { otp: lastOtpFor(ctx, who.mobile) });
}

/** Every text, JSON and array column of every table of the database (all schemas but the system's). */
async function textColumns(): Promise<Array<{ schema: string; table: string; column: string }>> {
  const result = await ctx.db.execute(sql`
    select c.table_schema as schema, c.table_name as "table", c.column_name as column
    from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`);
  return rowsOf(result);
}

/** The columns (`schema.table.column`) where `needle` appears, case-insensitively. */
async function whereFound(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns()) {
    const q = `select count(*)::int as n from "${schema}"."${table}" where "${column}"::text ilike $1`;
    const result = await ctx.db.execute(sql.raw(q.replace('$1', `'%${needle.replace(/'/g, "''")}%'`)));
    if (Number(rowsOf<{ n: number }>(result)[0]?.n) > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

describe('Erasure (POST /api/me/deletion/otp, POST/DELETE /api/me/deletion) and its grace period', () => {
  it('closes the account at once, withdraws its lead with the associate told, and after 7 days leaves nothing of the person', async () => {
    const name = 'Zoravar Pratapgarhi';
    const customer = await customerWithData(name);
    const email = customer.user.user_email;
    await ctx.db.insert(contacts).values({ name, email, phone: `+91${customer.mobile}`, type: 'Buyer', message: `Please call ${name}` });
    await downloadExport(customer);
    // a nominee, and a grievance that names them, signed in and from the public form
    expect(
      (await call('PUT', '/api/me/nominee', customer, { name: 'Gurpreet Kaur', mobile: '9839012346', relation: 'Wife' })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/me/grievances', customer, { text: `I am ${name} and my details are wrong` })).statusCode).toBe(201);
    const publicGrievance = await ctx.app.inject({
      method: 'POST',
      url: '/api/grievances',
      payload: { name, mobile: customer.mobile, text: `Please call ${name}` },
    });
    expect(publicGrievance.statusCode, publicGrievance.body).toBe(201);
    const admin = await signInTestStaff(ctx.app, 'admin');
    const listed = async () =>
      JSON.stringify((await call('GET', `/api/admin/people?kind=customer&q=${encodeURIComponent(name)}`, admin)).json());
    expect(await listed()).toContain(name);

    // staff's note on their enquiry names them: the audit log holds it
    const [enquiry] = rowsOf<{ enquiry_id: number }>(
      await ctx.db.execute(sql`select enquiry_id from enquiries where user_id = ${customer.userId}`),
    );
    const noted = await call('PATCH', `/api/admin/enquiries/${enquiry?.enquiry_id}`, admin, {
      status: 'contacted',
      note: `Called ${name} back`,
    });
    expect(noted.statusCode, noted.body).toBe(200);

    const closed = await deleteAccount(customer);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ pending: true, message: PRIVACY_RIGHTS_MESSAGES.deletionRequested });
    expect(new Date(closed.json().erase_after).getTime() - now().getTime()).toBeGreaterThan(7 * DAY - 60_000);
    // sessions revoked, hidden from staff, lead withdrawn with the associate told
    expect((await call('GET', '/api/me/profile', customer)).statusCode).toBe(401);
    expect(await listed()).not.toContain(name);
    const [user] = await ctx.db.select({ status: users.status }).from(users).where(eq(users.userId, customer.userId));
    expect(user?.status).toBe('closing');
    const lead = rowsOf<{ status: string }>(await ctx.db.execute(sql`select status from leads where lead_id = ${customer.leadId}`))[0];
    expect(lead?.status).toBe('lost');
    expect(
      (await queuedNotifications(ctx.db)).some(
        (n) => n.recipient.type === 'associate' && n.recipient.id === customer.associate.user.ass_id && /withdrawn/.test(n.text),
      ),
    ).toBe(true);
    // asking again: 409 in words
    const again = await call('POST', '/api/me/deletion/otp', await signInCustomer(ctx.app, customer.mobile, customer.password));
    expect(again.json()).toMatchObject({ code: 'INVALID_STATE', message: PRIVACY_RIGHTS_MESSAGES.deletionAlreadyRequested });

    // a day before the end of the grace period nothing is erased
    const start = offsetMs;
    offsetMs = start + 6 * DAY;
    expect((await runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, now())).erasures).toEqual([]);
    offsetMs = start + 7 * DAY + 60_000;
    const dry = await runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, now(), { dryRun: true });
    expect(dry.erasures).toContainEqual({ kind: 'user', id: customer.userId, reason: 'request', outcome: 'would_erase' });
    expect(await whereFound(customer.mobile)).not.toEqual([]);
    const report = await runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, now());
    expect(report.erasures).toContainEqual({ kind: 'user', id: customer.userId, reason: 'request', outcome: 'erased' });
    offsetMs = start;

    // nothing of theirs is left in any table: their mobile, e-mail and name appear nowhere
    expect(await whereFound(customer.mobile)).toEqual([]);
    expect(await whereFound(email)).toEqual([]);
    expect(await whereFound(name)).toEqual([]);
    expect(await whereFound('Gurpreet Kaur')).toEqual([]);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/sign-in',
      payload: { user_mobile: customer.mobile, user_password: customer.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("hands an associate's open leads back to staff when they close their account", async () => {
    const associate = await signUpAssociate(ctx.app);
    const customer = await signUpCustomer(ctx.app);
    const leadId = await insertLead(ctx.db, { userId: customer.user.user_id, assId: associate.user.ass_id });
    const closed = await deleteAccount(associate);
    expect(closed.statusCode, closed.body).toBe(200);
    const [lead] = rowsOf<{ status: string; ass_id: number | null }>(
      await ctx.db.execute(sql`select status, ass_id from leads where lead_id = ${leadId}`),
    );
    expect(lead).toEqual({ status: 'unassigned', ass_id: null });
    const [assoc] = await ctx.db.select({ status: associates.status }).from(associates).where(eq(associates.assId, associate.user.ass_id));
    expect(assoc?.status).toBe('closing');
  });

  it('offers to cancel when the person signs in during the grace period, and cancelling reopens the account', async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await call('POST', '/api/me/deletion', customer, { otp: '12' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'otp',
    });
    expect((await deleteAccount(customer)).statusCode).toBe(200);
    const start = offsetMs;
    offsetMs = start + 3 * DAY;
    const back = await signInCustomer(ctx.app, customer.mobile, customer.password);
    expect((await call('GET', '/api/me/deletion', back)).json()).toMatchObject({ pending: true });
    const cancelled = await call('DELETE', '/api/me/deletion', back);
    expect(cancelled.json()).toMatchObject({ pending: false, message: PRIVACY_RIGHTS_MESSAGES.deletionCancelled });
    expect((await call('DELETE', '/api/me/deletion', back)).statusCode).toBe(409);
    offsetMs = start + 8 * DAY;
    await runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, now());
    offsetMs = start;
    const [row] = await ctx.db
      .select({ status: users.status, mobile: users.mobile })
      .from(users)
      .where(eq(users.userId, customer.user.user_id));
    expect(row).toEqual({ status: 'active', mobile: customer.mobile });
  });

  it('refuses an associate with unpaid earnings (409 in words), waits while earnings are unpaid, and keeps statutory records with their name and PAN', async () => {
    const associate = await signUpAssociate(ctx.app, { ass_name: 'Mohan Lal Bind', ass_pan: 'ABCPB4321K' });
    const assId = associate.user.ass_id;
    const customer = await signUpCustomer(ctx.app);
    const leadId = await insertLead(ctx.db, { userId: customer.user.user_id, assId, status: 'booked' });
    const [deal] = await ctx.db
      .insert(deals)
      .values({
        leadId,
        siteId: siteIds[0] as number,
        assId,
        userId: customer.user.user_id,
        unit: 'A-1',
        agreementValue: '3000000.00',
        bookedOn: '2026-10-01',
        brokeragePercent: '2.00',
        companyBrokerage: '60000.00',
        status: 'confirmed',
      })
      .returning({ dealId: deals.dealId });
    const [entry] = await ctx.db
      .insert(brokerageLedger)
      .values({ dealId: deal?.dealId as number, assId, kind: 'associate_share', percent: '50.00', amount: '30000.00', status: 'confirmed' })
      .returning({ entryId: brokerageLedger.entryId });
    const refused = await call('POST', '/api/me/deletion/otp', associate);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'UNPAID_EARNINGS', message: PRIVACY_RIGHTS_MESSAGES.unpaidEarnings });

    // earnings that arise during the grace period hold the erasure until paid
    await ctx.db.insert(accountDeletions).values({ accountKind: 'associate', accountId: assId, requestedAt: now(), eraseAfter: now() });
    const waiting = await runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, now());
    expect(waiting.erasures).toContainEqual({ kind: 'associate', id: assId, reason: 'request', outcome: 'waiting_unpaid' });
    const [held] = await ctx.db
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.accountKind, 'associate'), eq(accountDeletions.accountId, assId)));
    expect(held).toMatchObject({ status: 'pending', waitingReason: PRIVACY_RIGHTS_MESSAGES.unpaidEarnings });

    await ctx.db
      .update(brokerageLedger)
      .set({ status: 'paid' })
      .where(eq(brokerageLedger.entryId, entry?.entryId as number));
    const done = await runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, now());
    expect(done.erasures).toContainEqual({ kind: 'associate', id: assId, reason: 'request', outcome: 'erased' });
    const [kept] = await ctx.db.select().from(associates).where(eq(associates.assId, assId));
    expect(kept).toMatchObject({
      name: 'Mohan Lal Bind',
      panLast4: '321K',
      aadhaarEnc: null,
      status: 'erased',
      mobile: `erased-associate-${assId}`,
    });
    expect((await ctx.db.select().from(brokerageLedger).where(eq(brokerageLedger.assId, assId))).length).toBe(1);
    expect(await whereFound(associate.mobile)).toEqual([]);
  });
});

describe('Retention (runRetention: the scheduled job and npm run privacy:retention)', () => {
  it('tells an inactive customer 48 hours before erasing them, and deletes old OTPs and contact messages; the dry run changes nothing', async () => {
    const customer = await signUpCustomer(ctx.app, { user_name: 'Bhola Nath Inactive' });
    const userId = customer.user.user_id;
    const longAgo = new Date(now().getTime() - 4 * 365 * DAY);
    await ctx.db.update(users).set({ createdAt: longAgo }).where(eq(users.userId, userId));
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: longAgo, createdAt: longAgo })
      .where(and(eq(sessions.subjectType, 'user'), eq(sessions.subjectId, userId)));
    const oldOtp = await ctx.db
      .insert(otpVerifications)
      .values({ purpose: 'user-signin', target: '9000000001', codeHash: 'x', expiresAt: longAgo, createdAt: longAgo })
      .returning({ id: otpVerifications.id });
    await ctx.db.insert(contacts).values({
      name: 'Old Enquirer',
      email: 'old@example.in',
      phone: '+919000000002',
      type: 'Buyer',
      message: 'Hello',
      createdAt: longAgo,
    });
    const run = (at: Date, dryRun = false) => runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, at, { dryRun });

    const dry = await run(now(), true);
    expect(dry.inactive.notified).toContain(userId);
    expect(dry.deleted.otp_records).toBeGreaterThanOrEqual(1);
    expect(dry.deleted.contact_messages).toBeGreaterThanOrEqual(1);
    expect(
      await ctx.db
        .select()
        .from(otpVerifications)
        .where(eq(otpVerifications.id, oldOtp[0]?.id as number)),
    ).toHaveLength(1);

    const sentBefore = readOutbox(ctx).filter((m) => m.to === customer.mobile).length;
    const first = await run(now());
    expect(first.inactive.notified).toContain(userId);
    expect(first.deleted.otp_records).toBeGreaterThanOrEqual(1);
    expect(first.deleted.contact_messages).toBeGreaterThanOrEqual(1);
    const notices = readOutbox(ctx).filter((m) => m.to === customer.mobile);
    expect(notices).toHaveLength(sentBefore + 1);
    expect(notices.at(-1)?.body).toMatch(/has not been used for 3 years\. It and its data will be erased in 48 hours/);

    // told once; erased only once the 48 hours have passed
    const later = await run(new Date(now().getTime() + 47 * 3_600_000));
    expect(later.inactive).toMatchObject({ notified: expect.not.arrayContaining([userId]), erased: expect.not.arrayContaining([userId]) });
    const due = await run(new Date(now().getTime() + 49 * 3_600_000));
    expect(due.inactive.erased).toContain(userId);
    const [row] = await ctx.db.select({ status: users.status, name: users.name }).from(users).where(eq(users.userId, userId));
    expect(row).toEqual({ status: 'erased', name: 'Erased account' });
    expect(await whereFound(customer.mobile)).toEqual([]);
  });

  it('counts inactivity from the last use even after the ended sessions were deleted', async () => {
    const customer = await signUpCustomer(ctx.app);
    const userId = customer.user.user_id;
    const fourYearsAgo = new Date(now().getTime() - 4 * 365 * DAY);
    const lastYear = new Date(now().getTime() - 365 * DAY);
    await ctx.db.update(users).set({ createdAt: fourYearsAgo }).where(eq(users.userId, userId));
    await ctx.db
      .update(sessions)
      .set({ createdAt: lastYear, lastSeenAt: lastYear, expiresAt: lastYear })
      .where(and(eq(sessions.subjectType, 'user'), eq(sessions.subjectId, userId)));
    const run = () => runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, now());
    const first = await run();
    expect(first.deleted.ended_sessions).toBeGreaterThanOrEqual(1);
    expect(first.inactive.notified).not.toContain(userId);
    expect(
      await ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.subjectType, 'user'), eq(sessions.subjectId, userId))),
    ).toEqual([]);
    expect((await run()).inactive.notified).not.toContain(userId);
  });

  it('keeps the consent log seven years and the staff access log two, then deletes their rows', async () => {
    const years = (n: number) => new Date(Date.now() - n * 365.25 * DAY);
    const subjectId = 900_000 + Math.floor(Math.random() * 1000);
    const consent = (createdAt: Date) => ({
      subjectType: 'user' as const,
      subjectId,
      purpose: 'marketing_sms',
      action: 'given' as const,
      noticeVersion: '2019-01-01',
      channel: 'web',
      createdAt,
    });
    await ctx.db.insert(privacyConsents).values([consent(years(8)), consent(years(6))]);
    await ctx.db.insert(staffAccessLog).values([
      { staffId: 1, recordKind: 'customer', recordId: subjectId, accessedAt: years(3) },
      { staffId: 1, recordKind: 'customer', recordId: subjectId, accessedAt: years(1) },
    ]);
    const deps = { db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms };
    const dry = await runRetention(deps, new Date(), { dryRun: true });
    expect(dry.deleted.consent_log).toBeGreaterThanOrEqual(1);
    const report = await runRetention(deps, new Date());
    expect(report.deleted.consent_log).toBeGreaterThanOrEqual(1);
    const left = await ctx.db
      .select({ at: privacyConsents.createdAt })
      .from(privacyConsents)
      .where(eq(privacyConsents.subjectId, subjectId));
    expect(left.map((r) => r.at.getFullYear())).toEqual([years(6).getFullYear()]);
    const logged = await ctx.db
      .select({ at: staffAccessLog.accessedAt })
      .from(staffAccessLog)
      .where(eq(staffAccessLog.recordId, subjectId));
    expect(logged.map((r) => r.at.getFullYear())).toEqual([years(1).getFullYear()]);
    // a run dated years ahead never asks the log for a row the database counts as younger than seven years
    const ahead = await runRetention(deps, new Date(Date.now() + 3 * 365 * DAY), { dryRun: true });
    expect(ahead.deleted.consent_log).toBe(0);
    expect(await ctx.db.select().from(privacyConsents).where(eq(privacyConsents.subjectId, subjectId))).toHaveLength(1);
  });

  it('deletes a push subscription the push service reported gone after its period, not a newer one', async () => {
    const gone = await signUpCustomer(ctx.app);
    const renewed = await signUpCustomer(ctx.app);
    const subscription = (n: number) => JSON.stringify({ endpoint: `https://push.example/${n}`, keys: { p256dh: 'p', auth: 'a' } });
    await ctx.db
      .update(users)
      .set({ notiToken: subscription(1) })
      .where(eq(users.userId, gone.user.user_id));
    await ctx.db
      .update(users)
      .set({ notiToken: subscription(3) })
      .where(eq(users.userId, renewed.user.user_id));
    await recordGonePushSubscription(ctx.db, { kind: 'user', id: gone.user.user_id }, subscription(1), now());
    // the browser subscribed again after the old one was reported: the new one stays
    await recordGonePushSubscription(ctx.db, { kind: 'user', id: renewed.user.user_id }, subscription(2), now());
    const run = (at: Date) => runRetention({ db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms }, at);
    expect((await run(now())).deleted.gone_push_subscriptions).toBe(0);
    expect((await run(new Date(now().getTime() + DAY + 60_000))).deleted.gone_push_subscriptions).toBeGreaterThanOrEqual(2);
    const tokens = await ctx.db
      .select({ id: users.userId, token: users.notiToken })
      .from(users)
      .where(sql`${users.userId} in (${gone.user.user_id}, ${renewed.user.user_id})`);
    expect(Object.fromEntries(tokens.map((row) => [row.id, row.token]))).toEqual({
      [gone.user.user_id]: '',
      [renewed.user.user_id]: subscription(3),
    });
  });

  it('runs the scheduled pass once an hour however many instances ask', async () => {
    const deps = { db: ctx.db, env: ctx.env, sms: () => ctx.app.identity.sms };
    const at = new Date(Date.UTC(2031, 0, 1, 10, 5));
    const answers = await Promise.all([runScheduledRetention(deps, at), runScheduledRetention(deps, new Date(at.getTime() + 60_000))]);
    expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
    expect(await runScheduledRetention(deps, new Date(at.getTime() + 3_600_000))).not.toBeNull();
  });
});

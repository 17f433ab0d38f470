import { EMAIL_CHANGE_MESSAGES } from '@realty/contracts/accounts/email-change';
import { EMAIL_CONFIRMATION_MESSAGES } from '@realty/contracts/accounts/email-confirmation';
import { associates, emailConfirmations, users } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpBuilder, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { lastConfirmationLinkFor, readMailOutbox, recipientsOf } from '../../../test/fixtures/mail.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/fixtures/smtp-server.ts';
import { signInTestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { sendEmailConfirmation } from './account-email.service.ts';

const ORIGIN = 'https://www.kashirealty.in';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let ctx: TestContext;
let offsetMs = 0;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_ORIGIN: ORIGIN });
  // one clock for sends, links and limits: tests move it forward with `offsetMs`
  ctx.app.identity.now = () => new Date(Date.now() + offsetMs);
});
afterAll(async () => ctx?.close());
afterEach(() => {
  // every test starts a day later than anything before it, so the per-account limits of one test never reach another
  offsetMs += 2 * DAY;
});

const post = (url: string, options: { cookie?: string; payload?: unknown } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });
const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const sendLink = (cookie: string) => post('/api/me/email/confirmation', { cookie });
const confirm = (payload: unknown) => post('/api/me/email/confirm', { payload });

describe('POST /api/me/email/confirmation and POST /api/me/email/confirm', { timeout: 30_000 }, () => {
  it('e-mails a customer a link to /confirm-email that confirms the address once, and the session says so', async () => {
    const customer = await signUpCustomer(ctx);
    const email = customer.user.user_email;
    expect(customer.user).toMatchObject({ email_confirmed: false });
    expect((await get('/api/me/email', customer.cookie)).json()).toEqual({ success: true, email, email_confirmed: false });

    const sent = await sendLink(customer.cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: EMAIL_CONFIRMATION_MESSAGES.sent, email, email_confirmed: false });

    const { link, token, mail } = await lastConfirmationLinkFor(ctx, email);
    expect(link).toBe(`${ORIGIN}/confirm-email?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.from?.value).toEqual([{ name: 'Kashi Realty', address: 'no-reply@localhost' }]);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Confirm my e-mail');
    expect(mail.text).toContain(`Confirm my e-mail: ${link}`);
    // only a keyed hash of the token is stored
    const rows = await ctx.db.select().from(emailConfirmations).where(eq(emailConfirmations.accountId, customer.user.user_id));
    expect(JSON.stringify(rows)).not.toContain(token);

    const confirmed = await confirm({ token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: EMAIL_CONFIRMATION_MESSAGES.confirmed, email, email_confirmed: true });
    expect((await get('/api/auth/session', customer.cookie)).json()).toMatchObject({ role: 'customer', user: { email_confirmed: true } });
    expect((await get('/api/me/email', customer.cookie)).json()).toMatchObject({ email_confirmed: true });

    const again = await confirm({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: 'TOKEN_USED', field: 'token', message: EMAIL_CONFIRMATION_MESSAGES.tokenUsed });

    // a confirmed address gets no further e-mail
    const before = (await readMailOutbox(ctx)).length;
    expect((await sendLink(customer.cookie)).json()).toMatchObject({
      message: EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed,
      email_confirmed: true,
    });
    expect(await readMailOutbox(ctx)).toHaveLength(before);
  });

  it('lets a link work for 24 hours on the moved clock, and not a moment longer', async () => {
    const customer = await signUpCustomer(ctx);
    const start = offsetMs;
    expect((await sendLink(customer.cookie)).statusCode).toBe(200);
    const { token: first } = await lastConfirmationLinkFor(ctx, customer.user.user_email);
    offsetMs = start + DAY + 1000;
    const late = await confirm({ token: first });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      success: false,
      code: 'TOKEN_EXPIRED',
      field: 'token',
      message: EMAIL_CONFIRMATION_MESSAGES.tokenExpired,
    });

    expect((await sendLink(customer.cookie)).statusCode).toBe(200);
    const { token: second } = await lastConfirmationLinkFor(ctx, customer.user.user_email);
    expect(second).not.toBe(first);
    offsetMs += DAY - 5000;
    expect((await confirm({ token: second })).statusCode).toBe(200);
  });

  it('sends at most one link a minute and five in 24 hours, answering 429 in words with Retry-After', async () => {
    const customer = await signUpCustomer(ctx);
    expect((await sendLink(customer.cookie)).statusCode).toBe(200);
    const soon = await sendLink(customer.cookie);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: EMAIL_CONFIRMATION_MESSAGES.tooSoon });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let sent = 2; sent <= 5; sent += 1) {
      offsetMs += MINUTE + 1000;
      expect((await sendLink(customer.cookie)).statusCode).toBe(200);
    }
    offsetMs += MINUTE + 1000;
    const sixth = await sendLink(customer.cookie);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED', message: EMAIL_CONFIRMATION_MESSAGES.tooMany });
    const mails = (await readMailOutbox(ctx)).filter((m) => recipientsOf(m.mail).includes(customer.user.user_email));
    expect(mails).toHaveLength(5);
    offsetMs += DAY;
    expect((await sendLink(customer.cookie)).statusCode).toBe(200);
  });

  it('serves associates and builders too, in the account’s language, and each link confirms only its own account', async () => {
    const associate = await signUpAssociate(ctx);
    const builder = await signUpBuilder(ctx, { language: 'hi' } as never);
    expect((await sendLink(associate.cookie)).statusCode).toBe(200);
    expect((await sendLink(builder.cookie)).statusCode).toBe(200);
    const associateEmail = (await get('/api/me/email', associate.cookie)).json().email as string;
    const forAssociate = await lastConfirmationLinkFor(ctx, associateEmail);
    const forBuilder = await lastConfirmationLinkFor(ctx, builder.user.builder_email);
    expect(forAssociate.mail.subject).toBe('Confirm your e-mail address');
    expect(forBuilder.mail.subject).toBe('अपना ई-मेल पता पक्का करें');
    expect(forBuilder.mail.html).toContain('मेरा ई-मेल पक्का करें');
    expect(forBuilder.mail.html).toContain('lang="hi"');

    expect((await confirm({ token: forBuilder.token })).statusCode).toBe(200);
    expect((await get('/api/auth/session', builder.cookie)).json()).toMatchObject({ role: 'builder', user: { email_confirmed: true } });
    expect((await get('/api/auth/session', associate.cookie)).json()).toMatchObject({
      role: 'associate',
      user: { email_confirmed: false },
    });
    expect((await confirm({ token: forAssociate.token })).statusCode).toBe(200);
    expect((await get('/api/me/email', associate.cookie)).json()).toMatchObject({ email_confirmed: true });
  });

  it('asks for a signed-in customer, associate or builder: 401 without a session, 403 for staff', async () => {
    const guest = await post('/api/me/email/confirmation');
    expect(guest.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/email' })).statusCode).toBe(401);
    const staff = await signInTestStaff(ctx.app, 'admin');
    const refused = await sendLink(staff.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: EMAIL_CONFIRMATION_MESSAGES.notForStaff });
  });

  it('answers 400 naming token, in words, for a missing, damaged or unknown token', async () => {
    for (const [payload, message, code] of [
      [{}, EMAIL_CONFIRMATION_MESSAGES.tokenMissing, 'VALIDATION_FAILED'],
      [{ token: '' }, EMAIL_CONFIRMATION_MESSAGES.tokenMissing, 'VALIDATION_FAILED'],
      [{ token: 42 }, EMAIL_CONFIRMATION_MESSAGES.tokenMissing, 'VALIDATION_FAILED'],
      [{ token: 'abc' }, EMAIL_CONFIRMATION_MESSAGES.tokenInvalid, 'TOKEN_INVALID'],
      [{ token: 'x3Jq8vWm0aR1bYc2dZe3fAg4hBi5jCk6lDm7nEo8pFq' }, EMAIL_CONFIRMATION_MESSAGES.tokenInvalid, 'TOKEN_INVALID'],
      [{ token: 'x'.repeat(201) }, EMAIL_CONFIRMATION_MESSAGES.tokenInvalid, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await confirm(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ success: false, code, field: 'token', message });
    }
  });

  it('clears the confirmation when the address changes, and a link to the old address no longer works', async () => {
    const customer = await signUpCustomer(ctx);
    await sendLink(customer.cookie);
    const { token } = await lastConfirmationLinkFor(ctx, customer.user.user_email);
    expect((await confirm({ token })).statusCode).toBe(200);

    // the same address in other capitals is not a change
    await ctx.db.update(users).set({ email: customer.user.user_email.toUpperCase() }).where(eq(users.userId, customer.user.user_id));
    expect((await get('/api/me/email', customer.cookie)).json()).toMatchObject({ email_confirmed: true });

    offsetMs += MINUTE + 1000;
    await ctx.db
      .update(users)
      .set({ email: `new.${customer.mobile}@example.in` })
      .where(eq(users.userId, customer.user.user_id));
    expect((await get('/api/me/email', customer.cookie)).json()).toEqual({
      success: true,
      email: `new.${customer.mobile}@example.in`,
      email_confirmed: false,
    });

    // a link sent to the old address, opened after the change, confirms nothing
    await ctx.db.update(users).set({ email: customer.user.user_email }).where(eq(users.userId, customer.user.user_id));
    await sendLink(customer.cookie);
    const { token: oldLink } = await lastConfirmationLinkFor(ctx, customer.user.user_email);
    await ctx.db
      .update(users)
      .set({ email: `other.${customer.mobile}@example.in` })
      .where(eq(users.userId, customer.user.user_id));
    const refused = await confirm({ token: oldLink });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_INVALID', field: 'token' });
    expect((await get('/api/me/email', customer.cookie)).json()).toMatchObject({ email_confirmed: false });
  });

  it('clears an associate’s confirmation too when the address changes', async () => {
    const associate = await signUpAssociate(ctx);
    await ctx.db.update(associates).set({ emailConfirmedAt: new Date() }).where(eq(associates.assId, associate.user.ass_id));
    expect((await get('/api/me/email', associate.cookie)).json()).toMatchObject({ email_confirmed: true });
    await ctx.db
      .update(associates)
      .set({ email: `moved.${associate.mobile}@example.in` })
      .where(eq(associates.assId, associate.user.ass_id));
    expect((await get('/api/me/email', associate.cookie)).json()).toMatchObject({ email_confirmed: false });
  });
});

describe('links asked for at the same moment', { timeout: 30_000 }, () => {
  it('sends one: the others are told to wait a minute (one link a minute holds under concurrency)', async () => {
    const customer = await signUpCustomer(ctx);
    const caller = { subjectType: 'user' as const, subjectId: customer.user.user_id };
    const mailsTo = async () => (await readMailOutbox(ctx)).filter((m) => recipientsOf(m.mail).includes(customer.user.user_email)).length;
    const before = await mailsTo();
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => sendEmailConfirmation(ctx.app.identity, caller, ORIGIN)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 429, message: EMAIL_CONFIRMATION_MESSAGES.tooSoon });
    }
    const rows = await ctx.db.select().from(emailConfirmations).where(eq(emailConfirmations.accountId, customer.user.user_id));
    expect(rows.filter((r) => r.accountKind === 'user')).toHaveLength(1);
    expect(await mailsTo()).toBe(before + 1);
  });
});

describe('PUT /api/me/email', { timeout: 30_000 }, () => {
  const put = (cookie: string | undefined, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/api/me/email', ...(cookie ? { headers: { cookie } } : {}), payload: payload as object });

  it('corrects a confirmed address: the new one is unconfirmed, gets a link that confirms it, and alerts wait for it', async () => {
    const customer = await signUpCustomer(ctx);
    const first = customer.user.user_email;
    await sendLink(customer.cookie);
    await confirm({ token: (await lastConfirmationLinkFor(ctx, first)).token });
    expect((await get('/api/me/email', customer.cookie)).json()).toMatchObject({ email: first, email_confirmed: true });

    // typed as people do: spaces around, capitals
    const changed = await put(customer.cookie, { email: '  Asha.Verma.New@Example.IN ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      message: EMAIL_CHANGE_MESSAGES.changed,
      email: 'asha.verma.new@example.in',
      email_confirmed: false,
      outcome: 'changed',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.userId, customer.user.user_id));
    expect(row).toMatchObject({ email: 'asha.verma.new@example.in', emailConfirmedAt: null });
    const { token } = await lastConfirmationLinkFor(ctx, 'asha.verma.new@example.in');
    expect((await confirm({ token })).json()).toMatchObject({ email: 'asha.verma.new@example.in', email_confirmed: true });
    // the same address again changes nothing and sends nothing
    const before = (await readMailOutbox(ctx)).length;
    expect((await put(customer.cookie, { email: 'ASHA.VERMA.NEW@example.in' })).json()).toEqual({
      success: true,
      message: EMAIL_CHANGE_MESSAGES.unchanged,
      email: 'asha.verma.new@example.in',
      email_confirmed: true,
      outcome: 'unchanged',
    });
    expect(await readMailOutbox(ctx)).toHaveLength(before);
  });

  it('sends the new address its link at once even a moment after one to the old, and keeps the change past five links a day', async () => {
    const associate = await signUpAssociate(ctx);
    expect((await sendLink(associate.cookie)).statusCode).toBe(200);
    const changed = await put(associate.cookie, { email: `ravi.${associate.mobile}@example.in` });
    expect(changed.json()).toMatchObject({ message: EMAIL_CHANGE_MESSAGES.changed, email_confirmed: false });
    expect((await lastConfirmationLinkFor(ctx, `ravi.${associate.mobile}@example.in`)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // three more corrections, each sent its link at once
    for (let i = 1; i <= 3; i++) {
      const again = await put(associate.cookie, { email: `ravi.${i}.${associate.mobile}@example.in` });
      expect(again.json()).toMatchObject({ message: EMAIL_CHANGE_MESSAGES.changed });
    }
    // five links in 24 hours: a sixth address is kept, its link waits for tomorrow
    const sixth = await put(associate.cookie, { email: `ravi.other.${associate.mobile}@example.in` });
    expect(sixth.json()).toMatchObject({
      message: EMAIL_CHANGE_MESSAGES.changedAskLater,
      email_confirmed: false,
      outcome: 'changed_link_later',
    });
    const [row] = await ctx.db.select().from(associates).where(eq(associates.assId, associate.user.ass_id));
    expect(row?.email).toBe(`ravi.other.${associate.mobile}@example.in`);
  });

  it('refuses an address another account of the kind has (409 naming email), bad input (400 naming email), and callers who may not', async () => {
    const asha = await signUpCustomer(ctx);
    const meera = await signUpCustomer(ctx);
    const taken = await put(meera.cookie, { email: asha.user.user_email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email', message: 'Email already registered' });
    expect((await get('/api/me/email', meera.cookie)).json()).toMatchObject({ email: meera.user.user_email });
    for (const [payload, message] of [
      [{}, 'Email is required.'],
      [{ email: '   ' }, 'Email is required.'],
      [{ email: 'asha@' }, 'Enter a valid email address.'],
      [{ email: 42 }, 'Email is required.'],
    ] as const) {
      const answer = await put(meera.cookie, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'email', message });
    }
    expect((await put(undefined, { email: 'x@example.in' })).statusCode).toBe(401);
    const staff = await signInTestStaff(ctx.app, 'admin');
    expect((await put(staff.cookie, { email: 'x@example.in' })).statusCode).toBe(403);
  });
});

describe('confirmation e-mail through SMTP', { timeout: 30_000 }, () => {
  let smtp: TestSmtpServer;
  let app: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ user: 'mailer', pass: 'secret-pass' });
    app = await createTestContext({
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://mailer:secret-pass@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`,
      MAIL_FROM: 'Kashi Realty <alerts@kashirealty.in>',
      PUBLIC_ORIGIN: ORIGIN,
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('delivers the link over STARTTLS with the account of SMTP_URL, from MAIL_FROM', async () => {
    const customer = await signUpCustomer(app);
    const sent = await app.app.inject({ method: 'POST', url: '/api/me/email/confirmation', headers: { cookie: customer.cookie } });
    expect(sent.statusCode).toBe(200);
    const arrived = smtp.received.at(-1);
    expect(arrived).toMatchObject({ from: 'alerts@kashirealty.in', to: [customer.user.user_email], user: 'mailer', secure: true });
    expect(arrived?.mail.from?.value).toEqual([{ name: 'Kashi Realty', address: 'alerts@kashirealty.in' }]);
    const token = arrived?.mail.text?.match(/confirm-email\?token=([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    const confirmed = await app.app.inject({ method: 'POST', url: '/api/me/email/confirm', payload: { token } });
    expect(confirmed.json()).toMatchObject({ email_confirmed: true });
  });

  it('answers 502 in words when the SMTP server refuses, and the failed send neither works nor counts', async () => {
    const customer = await signUpCustomer(app);
    smtp.refuse = true;
    try {
      const failed = await app.app.inject({ method: 'POST', url: '/api/me/email/confirmation', headers: { cookie: customer.cookie } });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ success: false, message: EMAIL_CONFIRMATION_MESSAGES.sendFailed });
      const rows = await app.db.select().from(emailConfirmations).where(eq(emailConfirmations.accountId, customer.user.user_id));
      expect(rows).toEqual([]);
    } finally {
      smtp.refuse = false;
    }
    // nothing was counted: the next ask goes out at once
    const retried = await app.app.inject({ method: 'POST', url: '/api/me/email/confirmation', headers: { cookie: customer.cookie } });
    expect(retried.statusCode).toBe(200);
  });
});

import { createECDH, randomBytes } from 'node:crypto';
import { createServer as createHttpsServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { alertItems } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CustomerOverrides, readOutbox, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { lastConfirmationLinkFor, type OutboxMail, readMailOutbox, recipientsOf } from '../../../test/fixtures/mail.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { alertOrigin } from './delivery/delivery.service.ts';

// The whole of saved searches and alerts as a customer meets it (docs/product/alerts.md): sign up,
// confirm the e-mail, turn on push, save "2 BHK in Varanasi under ₹60 L" with every channel; staff
// publish listings in the back office; the job queue runs the scan and the delivery as in
// production, and the SMS outbox, the mail outbox and a local push service receive the alert. The
// e-mail's one-click unsubscribe stops the next one; resuming brings price drops back; a daily
// search waits for the 09:00 digest. The delivery's clock is set to noon India time (outside the
// SMS quiet hours, whatever the real time is); the job queue and the scan run on real time.

type Pushed = { path: string; contentEncoding: string | undefined };

const NOON_IST = new Date('2026-12-01T06:30:00Z');
const NEXT_MORNING_IST = new Date('2026-12-02T03:30:00Z');

let ctx: TestContext;
let editor: TestStaff;
let origin: string;
let pushed: Pushed[];
let pushEndpoint: string;
let closePushService: () => Promise<void>;
let rejectUnauthorized: boolean | undefined;

beforeAll(async () => {
  // a browser's push service: HTTPS (web-push sends over HTTPS only) with smtp-server's own
  // self-signed certificate, accepted in this test only
  const spec = 'smtp-server/lib/tls-options.js';
  const { default: tlsOptions } = (await import(spec)) as { default: (o?: object) => { key: string; cert: string } };
  const { key, cert } = tlsOptions({});
  pushed = [];
  const server = createHttpsServer({ key, cert }, (req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      pushed.push({ path: req.url ?? '', contentEncoding: req.headers['content-encoding'] as string | undefined });
      res.writeHead(201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pushEndpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/push/send`;
  closePushService = () => new Promise<void>((resolve) => server.close(() => resolve()));
  rejectUnauthorized = globalAgent.options.rejectUnauthorized;
  globalAgent.options.rejectUnauthorized = false;
  // as `npm start` runs: no PUBLIC_ORIGIN, the outboxes in DATA_DIR, the job queue working
  ctx = await createTestContext({ JOB_POLL_SECONDS: '0.5' });
  ctx.app.alerts.now = () => NOON_IST;
  // the minutely sweep may run during the test: the day of the clock has had its digest, so the
  // daily search's items wait for the digest this test runs
  await ctx.app.alerts.runDigest(NOON_IST);
  origin = alertOrigin(ctx.env);
  editor = await signInTestStaff(ctx.app, 'editor');
}, 60_000);
afterAll(async () => {
  globalAgent.options.rejectUnauthorized = rejectUnauthorized;
  await ctx?.close();
  await closePushService?.();
});

/** Waits up to `ms` for `check` to return something, polling. @throws Error naming `what` when it does not. */
async function eventually<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A customer signed up, with the e-mail address confirmed through the link of the confirmation e-mail. */
async function confirmedCustomer(overrides: CustomerOverrides) {
  const customer = await signUpCustomer(ctx.app, overrides);
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/me/email/confirmation', headers: { cookie: customer.cookie } });
  expect(sent.statusCode, sent.body).toBe(200);
  const { token } = await lastConfirmationLinkFor(ctx.app, customer.user.user_email);
  const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/me/email/confirm', payload: { token } });
  expect(confirmed.json()).toMatchObject({ email_confirmed: true });
  return customer;
}

/** Turns on push for the customer's browser: a subscription (a real P-256 key) to the local push service at `path`. */
async function subscribeToPush(cookie: string, path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const token = JSON.stringify({
    endpoint: `${pushEndpoint}/${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/user/push_subscription', headers: { cookie }, payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A listing as staff publish it in the back office. */
function listing(title: string, fields: { city?: string; bhk?: number[]; price: string }) {
  return {
    site_title: title,
    site_city: fields.city ?? 'Varanasi',
    site_state: 'Uttar Pradesh',
    site_landmark: 'Sigra',
    site_category: 'Apartment',
    site_price: fields.price,
    site_status: 'Available',
    carpet_area_sqft_min: '1050',
    carpet_area_sqft_max: '1050',
    bhk: fields.bhk ?? [2],
  };
}

async function publish(body: ReturnType<typeof listing>): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie: editor.cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.site_id as number;
}

const smsTo = (mobile: string) => readOutbox(ctx.app).filter((m) => m.to.replace(/\D/g, '').endsWith(mobile));
const alertSmsTo = (mobile: string) => smsTo(mobile).filter((m) => m.body.startsWith('Kashi Realty:'));
/** A header of a parsed message as written (folding undone), without its name; undefined when absent. */
const headerOf = (mail: OutboxMail['mail'], key: string) =>
  mail.headerLines
    .find((h) => h.key === key)
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '');
const alertMailsTo = async (email: string): Promise<OutboxMail[]> =>
  (await readMailOutbox(ctx.app)).filter((m) => recipientsOf(m.mail).includes(email.toLowerCase()) && headerOf(m.mail, 'list-unsubscribe'));
const pushesTo = (path: string) => pushed.filter((p) => p.path === `/push/send/${path}`);

async function savedSearch(cookie: string, payload: Record<string, unknown>): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/user/saved-searches', headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.saved_search_id as number;
}

describe('saved search alerts from saving to unsubscribing', { timeout: 240_000 }, () => {
  it('alerts by SMS, e-mail and push within a minute, stops at the e-mail’s one-click unsubscribe, and tells a price drop after resuming', async () => {
    const asha = await confirmedCustomer({ user_name: 'Asha Verma' });
    await subscribeToPush(asha.cookie, 'asha');
    const searchId = await savedSearch(asha.cookie, {
      name: '2 BHK in Varanasi under ₹60 L',
      query: { city: 'Varanasi', bhk: '2', maxPrice: '6000000' },
      channels: ['sms', 'push', 'email'],
      frequency: 'instant',
    });

    // staff publish a matching listing and one that does not match (3 BHK)
    const matching = await publish(listing('Ganga View Residency', { price: '5200000' }));
    const other = await publish(listing('Assi Ghat Towers', { bhk: [3], price: '5200000' }));
    const detail = `${origin}/detailpage/${matching}`;

    const [sms] = await eventually('the alert SMS', () => {
      const found = alertSmsTo(asha.mobile);
      return found.length > 0 ? found : undefined;
    });
    expect(sms?.body).toMatch(
      new RegExp(
        `^Kashi Realty: 1 new property for "2 BHK in Varanasi under ₹60 L": ${detail.replace(/[.?]/g, '\\$&')} Stop alerts: ${origin.replace(/[.]/g, '\\.')}/alerts/unsubscribe\\?token=\\S+$`,
      ),
    );
    const [mail] = await eventually('the alert e-mail', async () => {
      const found = await alertMailsTo(asha.user.user_email);
      return found.length > 0 ? found : undefined;
    });
    await eventually('the push', () => (pushesTo('asha').length > 0 ? true : undefined));
    // everything of this alert has arrived; give a duplicate time to show
    await settle(3_000);
    expect(alertSmsTo(asha.mobile)).toHaveLength(1);
    expect(await alertMailsTo(asha.user.user_email)).toHaveLength(1);
    expect(pushesTo('asha')).toHaveLength(1);
    expect(pushesTo('asha')[0]?.contentEncoding).toBe('aes128gcm');

    const message = mail?.mail;
    if (!message) throw new Error('no alert e-mail');
    expect(message.subject).toBe('1 new property for "2 BHK in Varanasi under ₹60 L"');
    const unsubscribe = String(headerOf(message, 'list-unsubscribe')).replace(/^<|>$/g, '');
    expect(unsubscribe).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/alerts/unsubscribe\\?token=[^\\s>]+$`));
    expect(headerOf(message, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const html = String(message.html);
    const text = String(message.text);
    const seeAll = `${origin}/properties?bhk=2&city=Varanasi&maxPrice=6000000`;
    for (const part of [html, text]) {
      expect(part).toContain('Ganga View Residency');
      expect(part).toContain('₹52 L');
      expect(part).toContain('2 BHK · 1,050 sq ft · Sigra, Varanasi');
      expect(part).toContain('See all 1');
      expect(part).not.toContain('Assi Ghat Towers');
    }
    expect(html).toContain(`href="${detail}"`);
    expect(html).toContain(`href="${seeAll.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`href="${unsubscribe.replaceAll('&', '&amp;')}"`);
    expect(text).toContain(`See all 1: ${seeAll}`);
    expect(text).toContain(unsubscribe);
    for (const sent of alertSmsTo(asha.mobile)) expect(sent.body).not.toContain(`/detailpage/${other}`);

    // the mail client's one-click unsubscribe (RFC 8058)
    const { pathname, search } = new URL(unsubscribe);
    const stopped = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/user/saved-searches', headers: { cookie: asha.cookie } });
    expect(listed.json().data.find((s: { saved_search_id: number }) => s.saved_search_id === searchId)).toMatchObject({ paused: true });

    // another matching listing while paused: nothing on any channel, now or later
    const whilePaused = await publish(listing('Lanka Heights', { price: '5500000' }));
    await eventually('the scan of the listing published while paused', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user/saved-searches', headers: { cookie: asha.cookie } });
      const mine = res.json().data.find((s: { saved_search_id: number }) => s.saved_search_id === searchId);
      return mine.matching >= 2 ? true : undefined;
    });
    await settle(6_000);
    expect(alertSmsTo(asha.mobile)).toHaveLength(1);
    expect(await alertMailsTo(asha.user.user_email)).toHaveLength(1);
    expect(pushesTo('asha')).toHaveLength(1);

    // resumed on the dashboard; the first listing gets cheaper: a price drop, on every channel
    const resumed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/saved-searches/${searchId}`,
      headers: { cookie: asha.cookie },
      payload: { paused: false },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const cut = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/sites/${matching}`,
      headers: { cookie: editor.cookie },
      payload: listing('Ganga View Residency', { price: '5000000' }),
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const drop = await eventually('the price-drop SMS', () => alertSmsTo(asha.mobile)[1]);
    expect(drop.body).toContain(`Kashi Realty: 1 price drop for "2 BHK in Varanasi under ₹60 L": ${detail} Stop alerts:`);
    const dropMail = await eventually('the price-drop e-mail', async () => (await alertMailsTo(asha.user.user_email))[1]);
    expect(dropMail.mail.subject).toBe('1 price drop for "2 BHK in Varanasi under ₹60 L"');
    expect(String(dropMail.mail.text)).toContain('₹50 L (was ₹52 L)');
    expect(String(dropMail.mail.text)).not.toContain('Lanka Heights');
    await eventually('the price-drop push', () => (pushesTo('asha').length === 2 ? true : undefined));
    await settle(3_000);
    expect(alertSmsTo(asha.mobile)).toHaveLength(2);
    expect(await alertMailsTo(asha.user.user_email)).toHaveLength(2);
    expect(pushesTo('asha')).toHaveLength(2);
    for (const sent of alertSmsTo(asha.mobile)) expect(sent.body).not.toContain(`/detailpage/${whilePaused}`);
  });

  it('sends a daily search nothing at once and one digest at 09:00 India time, never twice', async () => {
    const ravi = await confirmedCustomer({ user_name: 'Ravi Gupta' });
    await savedSearch(ravi.cookie, {
      name: 'Flats in Kanpur',
      query: { city: 'Kanpur', bhk: '2' },
      channels: ['sms', 'email'],
      frequency: 'daily',
    });
    const first = await publish(listing('Swaroop Nagar Heights', { city: 'Kanpur', price: '4500000' }));
    const second = await publish(listing('Kidwai Nagar Homes', { city: 'Kanpur', price: '6500000' }));
    await eventually('the scan of both listings', async () => {
      const rows = await ctx.db.select().from(alertItems).where(eq(alertItems.userId, ravi.user.user_id));
      return rows.length >= 2 ? true : undefined;
    });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/user/saved-searches', headers: { cookie: ravi.cookie } });
    expect(listed.json().data[0]).toMatchObject({ matching: 2, new_since_alert: 2 });
    // one of them gets cheaper before the digest: still one new listing, at its new price
    const cut = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/sites/${second}`,
      headers: { cookie: editor.cookie },
      payload: listing('Kidwai Nagar Homes', { city: 'Kanpur', price: '6200000' }),
    });
    expect(cut.statusCode, cut.body).toBe(200);
    await eventually('the scan of the price cut', async () => {
      const rows = await ctx.db.select().from(alertItems).where(eq(alertItems.userId, ravi.user.user_id));
      return rows.some((row) => row.kind === 'price_drop') ? true : undefined;
    });
    await settle(3_000);
    expect(alertSmsTo(ravi.mobile)).toHaveLength(0);
    expect(await alertMailsTo(ravi.user.user_email)).toHaveLength(0);

    // what `npm run alerts:digest -- --at 2026-12-02T09:00+05:30` runs
    const report = await ctx.app.alerts.runDigest(NEXT_MORNING_IST, { force: true });
    expect(report).toMatchObject({ items: 3, sms: 1, email: 1 });
    const [sms] = alertSmsTo(ravi.mobile);
    expect(sms?.body).toContain(
      `Kashi Realty: 2 new properties for "Flats in Kanpur": ${origin}/properties?bhk=2&city=Kanpur Stop alerts:`,
    );
    const [mail] = await alertMailsTo(ravi.user.user_email);
    expect(String(mail?.mail.text)).toContain('Since your last digest');
    expect(mail?.mail.subject).toBe('2 new properties for "Flats in Kanpur"');
    const text = String(mail?.mail.text);
    for (const id of [first, second]) expect(text.split(`/detailpage/${id}`)).toHaveLength(2);
    expect(text).toContain('Kidwai Nagar Homes — ₹62 L\n');
    expect(text).not.toContain('₹65 L');
    expect(text).toContain('See all 2');
    // a re-run sends nothing again
    expect(await ctx.app.alerts.runDigest(NEXT_MORNING_IST, { force: true })).toMatchObject({ items: 0, sms: 0, email: 0 });
    expect(alertSmsTo(ravi.mobile)).toHaveLength(1);
    expect(await alertMailsTo(ravi.user.user_email)).toHaveLength(1);
  });
});

import { alertDeliveries, alertItems, alertSmsWaiting, users } from '@realty/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox, signUpCustomer } from '../../../../test/fixtures/accounts.ts';
import { startFakeHttpServer } from '../../../../test/fixtures/fake-http-server.ts';
import { insertSites } from '../../../../test/fixtures/sites.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/fixtures/smtp-server.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { createPgBossQueue } from '../../../providers/jobs/pg-boss-queue.ts';
import { createSmtpMailProvider } from '../../../providers/mail/smtp-mail.ts';
import { createTwilioSmsProvider } from '../../../providers/sms/twilio-sms.ts';
import { ALERT_DELIVER_JOB, ALERT_DIGEST_JOB, type AlertDeliverJob } from '../alert-jobs.ts';
import { runAlertScan } from '../matching/scan.ts';
import { defineAlertDeliveryJobs } from './delivery.service.ts';

// Delivering alerts (docs/product/alerts.md, "How alerts are sent"): e-mail through a real SMTP
// server started here, SMS through the outbox, the delivery's own clock moved (app.alerts.now).

const ORIGIN = 'https://www.kashirealty.in';
/** 12:00 India time on 1 Dec 2026 (06:30 UTC). */
const NOON_IST = new Date('2026-12-01T06:30:00Z');
/** 22:00 India time on 1 Dec 2026. */
const NIGHT_IST = new Date('2026-12-01T16:30:00Z');
/** 09:00 India time on 2 Dec 2026. */
const MORNING_IST = new Date('2026-12-02T03:30:00Z');
/** 09:00 India time on 3 Dec 2026 (the digest's day). */
const DIGEST_IST = new Date('2026-12-03T03:30:00Z');

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;

let ctx: TestContext;
let smtp: TestSmtpServer;
let siteIds: number[];

/** A customer with a confirmed e-mail (unless `confirmed` is false) and `language`. */
async function customer(options: { confirmed?: boolean; language?: 'en' | 'hi' } = {}): Promise<Customer> {
  const signed = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  await ctx.db
    .update(users)
    .set({ emailConfirmedAt: options.confirmed === false ? null : new Date('2026-11-01T00:00:00Z'), language: options.language ?? 'en' })
    .where(eq(users.userId, signed.user.user_id));
  return signed;
}

/** Saves a search through the API; returns its id. */
async function saveSearch(who: Customer, body: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/saved-searches',
    headers: { cookie: who.cookie },
    payload: {
      name: '2 BHK in Sigra',
      query: { city: 'Varanasi', bhk: '2' },
      channels: ['sms', 'push', 'email'],
      frequency: 'instant',
      ...body,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.saved_search_id as number;
}

/** Writes alert items as the matching scan would. */
async function addItems(
  who: Customer,
  savedSearchId: number | null,
  sites: number[],
  options: { frequency?: 'instant' | 'daily'; kind?: 'new' | 'price_drop'; createdAt?: Date } = {},
) {
  await ctx.db.insert(alertItems).values(
    sites.map((siteId) => ({
      userId: who.user.user_id,
      savedSearchId,
      siteId,
      kind: options.kind ?? 'new',
      price: options.kind === 'price_drop' ? '5200000.00' : '5500000.00',
      previousPrice: options.kind === 'price_drop' ? '6000000.00' : null,
      frequency: options.frequency ?? 'instant',
      createdAt: options.createdAt ?? new Date(NOON_IST.getTime() - 60_000),
    })),
  );
}

/** The alert SMS sent to `who`, oldest first. */
const alertSms = (who: Customer) => readOutbox(ctx).filter((m) => m.to === who.mobile && m.body.includes('/alerts/unsubscribe?token='));
/** The e-mails that reached the SMTP server for `who`. */
const mailsTo = (who: Customer) => smtp.received.filter((r) => r.to.includes(who.user.user_email.toLowerCase()));
const deliveriesOf = (who: Customer) => ctx.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, who.user.user_id));
const pendingOf = (who: Customer) =>
  ctx.db
    .select()
    .from(alertItems)
    .where(and(eq(alertItems.userId, who.user.user_id), isNull(alertItems.deliveredAt)));
const headerLine = (mail: { headerLines: readonly { key: string; line: string }[] } | undefined, key: string) =>
  mail?.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');

beforeAll(async () => {
  smtp = await startTestSmtpServer({ user: 'mailer', pass: 'secret-pass' });
  // no job workers: these tests write alert items and run delivery themselves; the minutely scan
  // would otherwise alert their saved searches of the listings inserted here, and the queued
  // deliveries and sweep would send those too (alerts-journey.test.ts drives the queue)
  ctx = await createTestContext({ PUBLIC_ORIGIN: ORIGIN, JOB_WORKERS: 'false' });
  ctx.app.identity.mail = createSmtpMailProvider({
    url: `smtp://mailer:secret-pass@127.0.0.1:${smtp.port}`,
    from: 'Kashi Realty <alerts@kashirealty.in>',
    tls: { rejectUnauthorized: false },
  });
  siteIds = await insertSites(
    ctx.db,
    Array.from({ length: 12 }, (_, i) => ({
      title: `Ganga Residency ${i + 1}`,
      titleHi: `गंगा रेजीडेंसी ${i + 1}`,
      bhk: [2],
      price: '5500000',
      landmark: 'Sigra',
      carpetAreaSqftMin: '1050',
      carpetAreaSqftMax: '1450',
      coverImages: [`media/sites/${i + 1}/cover-1.webp`],
    })),
  );
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
beforeEach(() => {
  ctx.app.alerts.now = () => NOON_IST;
});

describe('instant alerts', { timeout: 30_000 }, () => {
  it('sends an HTML e-mail with a text part, cards, "See all N" and one-click unsubscribe, one SMS and records each channel', async () => {
    const asha = await customer();
    const id = await saveSearch(asha);
    await addItems(asha, id, siteIds.slice(0, 12));

    const report = await ctx.app.alerts.deliverInstant(asha.user.user_id);
    expect(report).toMatchObject({ items: 12, sms: 1, email: 1, smsHeld: 0 });

    const [arrived] = mailsTo(asha);
    const mail = arrived?.mail;
    expect(mail?.subject).toBe('12 new properties for "2 BHK in Sigra"');
    expect(arrived?.raw).toMatch(/Content-Type: multipart\/alternative/);
    const unsubscribe = headerLine(mail, 'list-unsubscribe')?.match(/^List-Unsubscribe: <(.+)>$/)?.[1] ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^${ORIGIN}/alerts/unsubscribe\\?token=v1\\.s\\.${id}\\.`));
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const html = String(mail?.html);
    // ten cards of twelve, each with its photo, price in lakh, BHK, carpet area, locality and link
    expect(html.match(/\/detailpage\/\d+"/g)?.length).toBeGreaterThanOrEqual(10);
    expect(html).toContain(`href="${ORIGIN}/detailpage/${siteIds[0]}"`);
    expect(html).not.toContain(`href="${ORIGIN}/detailpage/${siteIds[11]}"`);
    expect(html).toContain(`src="${ORIGIN}/server/media/sites/1/cover-1-w480.webp"`);
    expect(html).toContain('₹55 L');
    expect(html).toContain('2 BHK · 1,050–1,450 sq ft · Sigra, Varanasi');
    expect(html).toContain(`href="${ORIGIN}/properties?bhk=2&amp;city=Varanasi"`);
    expect(html).toContain('See all 12');
    expect(html).toContain(`href="${unsubscribe.replace(/&/g, '&amp;')}"`);
    expect(mail?.text).toContain(`See all 12: ${ORIGIN}/properties?bhk=2&city=Varanasi`);
    expect(mail?.text).toContain(
      `Ganga Residency 1 — ₹55 L\n2 BHK · 1,050–1,450 sq ft · Sigra, Varanasi\n${ORIGIN}/detailpage/${siteIds[0]}`,
    );
    expect(mail?.text).toContain(`Unsubscribe from these e-mails: ${unsubscribe}`);

    const [sms] = alertSms(asha);
    expect(sms?.body).toBe(
      `Kashi Realty: 12 new properties for "2 BHK in Sigra": ${ORIGIN}/properties?bhk=2&city=Varanasi Stop alerts: ${unsubscribe}`,
    );
    const deliveries = await deliveriesOf(asha);
    expect(deliveries.map((d) => [d.channel, d.items, d.savedSearchId]).sort()).toEqual([
      ['email', 12, id],
      ['sms', 12, id],
    ]);
    expect(await pendingOf(asha)).toHaveLength(0);
  });

  it('links one listing’s SMS to its page /detailpage/{site_id}', async () => {
    const ravi = await customer();
    const id = await saveSearch(ravi, { channels: ['sms'] });
    await addItems(ravi, id, [siteIds[2] ?? 0]);
    await ctx.app.alerts.deliverInstant(ravi.user.user_id);
    expect(alertSms(ravi)[0]?.body).toMatch(
      new RegExp(
        `^Kashi Realty: 1 new property for "2 BHK in Sigra": ${ORIGIN}/detailpage/${siteIds[2]} Stop alerts: ${ORIGIN}/alerts/unsubscribe\\?token=`,
      ),
    );
  });

  it('sends each alert once when two deliveries run at the same moment (two instances, or a retry)', async () => {
    const asha = await customer();
    const id = await saveSearch(asha, { channels: ['sms', 'email'] });
    await addItems(asha, id, siteIds.slice(0, 3));
    const reports = await Promise.all([ctx.app.alerts.deliverInstant(asha.user.user_id), ctx.app.alerts.deliverInstant(asha.user.user_id)]);
    expect(reports.map((r) => r.items).sort()).toEqual([0, 3]);
    expect(alertSms(asha)).toHaveLength(1);
    expect(mailsTo(asha)).toHaveLength(1);
    await ctx.app.alerts.deliverInstant(asha.user.user_id);
    expect(alertSms(asha)).toHaveLength(1);
  });

  it('sends no e-mail until the address is confirmed (the other channels still go)', async () => {
    const vikram = await customer({ confirmed: false });
    const id = await saveSearch(vikram, { channels: ['sms', 'email'] });
    await addItems(vikram, id, [siteIds[0] ?? 0]);
    const report = await ctx.app.alerts.deliverInstant(vikram.user.user_id);
    expect(report).toMatchObject({ sms: 1, email: 0 });
    expect(mailsTo(vikram)).toHaveLength(0);
  });

  it('sends at most 2 alert SMS an India day: the third is not sent, e-mail still carries it, and the next day counts again', async () => {
    const asha = await customer();
    const id = await saveSearch(asha, { channels: ['sms', 'email'] });
    for (const [i, siteId] of siteIds.slice(0, 3).entries()) {
      await addItems(asha, id, [siteId]);
      ctx.app.alerts.now = () => new Date(NOON_IST.getTime() + i * 60_000);
      await ctx.app.alerts.deliverInstant(asha.user.user_id);
    }
    expect(alertSms(asha)).toHaveLength(2);
    expect(mailsTo(asha)).toHaveLength(3);
    expect((await deliveriesOf(asha)).filter((d) => d.channel === 'sms')).toHaveLength(2);

    ctx.app.alerts.now = () => new Date(MORNING_IST.getTime() + 60 * 60_000);
    await addItems(asha, id, [siteIds[4] ?? 0], { createdAt: MORNING_IST });
    await ctx.app.alerts.deliverInstant(asha.user.user_id);
    expect(alertSms(asha)).toHaveLength(3);
  });

  it('holds an SMS of the quiet hours (21:00–09:00 India time) for 09:00, while e-mail goes at once', async () => {
    const meera = await customer();
    const id = await saveSearch(meera, { channels: ['sms', 'email'] });
    await addItems(meera, id, siteIds.slice(0, 2), { createdAt: new Date(NIGHT_IST.getTime() - 60_000) });
    ctx.app.alerts.now = () => NIGHT_IST;
    const report = await ctx.app.alerts.deliverInstant(meera.user.user_id);
    expect(report).toMatchObject({ items: 2, sms: 0, smsHeld: 1, email: 1 });
    expect(alertSms(meera)).toHaveLength(0);
    const [held] = await ctx.db.select().from(alertSmsWaiting).where(eq(alertSmsWaiting.userId, meera.user.user_id));
    expect(held?.dueAt.toISOString()).toBe(MORNING_IST.toISOString());

    ctx.app.alerts.now = () => new Date(MORNING_IST.getTime() - 60_000); // 08:59: still waiting
    await ctx.app.alerts.tick();
    expect(alertSms(meera)).toHaveLength(0);
    ctx.app.alerts.now = () => MORNING_IST;
    await ctx.app.alerts.tick();
    expect(alertSms(meera)).toHaveLength(1);
    expect(alertSms(meera)[0]?.body).toContain('2 new properties for "2 BHK in Sigra"');
  });
});

describe('the background jobs', { timeout: 30_000 }, () => {
  it('sends a customer’s instant alerts when the scan queues ALERT_DELIVER_JOB with its singleton key, within seconds', async () => {
    // an app whose job queue works (the other tests' has no workers), its listing known to the
    // scan before the search is saved, so only this test's item is pending
    const main = ctx;
    const own = await createTestContext({ PUBLIC_ORIGIN: ORIGIN, JOB_POLL_SECONDS: '0.5' });
    own.app.identity.mail = main.app.identity.mail;
    own.app.alerts.now = () => NOON_IST;
    const [siteId = 0] = await insertSites(own.db, [{ title: 'Ganga Residency 7', bhk: [2], price: '5500000', landmark: 'Sigra' }]);
    await runAlertScan(own.db);
    ctx = own;
    const asha = await customer();
    const id = await saveSearch(asha, { channels: ['sms', 'email'] });
    await addItems(asha, id, [siteId]);
    // queued the way the matching scan queues it, from a queue of its own on the same database
    const scan = createPgBossQueue(ctx.db, { warn: () => {}, error: () => {} }, { work: false });
    scan.define(ALERT_DELIVER_JOB, async () => {});
    await scan.start();
    try {
      const queued = await scan.send<AlertDeliverJob>(
        ALERT_DELIVER_JOB,
        { userId: asha.user.user_id },
        { singletonKey: `alerts-deliver:${asha.user.user_id}` },
      );
      expect(queued).not.toBeNull();
      await expect.poll(() => [alertSms(asha).length, mailsTo(asha).length], { timeout: 20_000, interval: 250 }).toEqual([1, 1]);
    } finally {
      await scan.stop();
      ctx = main;
      await own.close();
    }
  });

  it('defines the delivery job with retries and runs the digest job every minute', () => {
    const defined: Array<[string, object | undefined]> = [];
    const minutely: string[] = [];
    defineAlertDeliveryJobs(
      {
        define: (name, _handler, options) => void defined.push([name, options]),
        everyMinute: (name) => void minutely.push(name),
        send: async () => null,
        start: async () => {},
        isRunning: () => true,
        stats: async () => [],
        stop: async () => {},
      },
      ctx.app.alerts,
    );
    expect(defined.map(([name]) => name)).toEqual([ALERT_DELIVER_JOB, ALERT_DIGEST_JOB]);
    expect(defined[0]?.[1]).toMatchObject({ retryLimit: 5 });
    expect(minutely).toEqual([ALERT_DIGEST_JOB]);
  });
});

describe('stopping alerts', { timeout: 30_000 }, () => {
  it('drops the queued items of a paused saved search without sending them', async () => {
    const asha = await customer();
    const id = await saveSearch(asha);
    await addItems(asha, id, siteIds.slice(0, 2));
    const paused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/saved-searches/${id}`,
      headers: { cookie: asha.cookie },
      payload: { paused: true },
    });
    expect(paused.statusCode).toBe(200);
    const report = await ctx.app.alerts.deliverInstant(asha.user.user_id);
    expect(report).toMatchObject({ items: 0, sms: 0, email: 0 });
    expect(alertSms(asha)).toHaveLength(0);
    expect(mailsTo(asha)).toHaveLength(0);
    expect(await pendingOf(asha)).toHaveLength(0);
    expect(await deliveriesOf(asha)).toHaveLength(0);
  });

  it('drops an SMS held for the morning when the saved search is unsubscribed in the night', async () => {
    const ravi = await customer();
    const id = await saveSearch(ravi, { channels: ['sms', 'email'] });
    await addItems(ravi, id, [siteIds[0] ?? 0], { createdAt: new Date(NIGHT_IST.getTime() - 60_000) });
    ctx.app.alerts.now = () => NIGHT_IST;
    await ctx.app.alerts.deliverInstant(ravi.user.user_id);
    const unsubscribe = headerLine(mailsTo(ravi)[0]?.mail, 'list-unsubscribe')?.match(/<(.+)>/)?.[1] ?? '';
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: unsubscribe.replace(ORIGIN, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    ctx.app.alerts.now = () => MORNING_IST;
    await ctx.app.alerts.tick();
    expect(alertSms(ravi)).toHaveLength(0);
  });
});

describe('the daily digest', { timeout: 30_000 }, () => {
  it('sends everything new since the last digest at 09:00 India time, once a day, as one e-mail and one SMS per saved search', async () => {
    const asha = await customer();
    const id = await saveSearch(asha, { frequency: 'daily', channels: ['sms', 'email'] });
    await addItems(asha, id, siteIds.slice(0, 4), { frequency: 'daily', createdAt: new Date(DIGEST_IST.getTime() - 10 * 3600_000) });

    ctx.app.alerts.now = () => new Date(DIGEST_IST.getTime() - 30 * 60_000); // 08:30: not yet
    await ctx.app.alerts.tick();
    expect(mailsTo(asha)).toHaveLength(0);

    ctx.app.alerts.now = () => DIGEST_IST;
    await ctx.app.alerts.tick();
    const [digest] = mailsTo(asha);
    expect(digest?.mail.subject).toBe('4 new properties for "2 BHK in Sigra"');
    expect(digest?.mail.text).toContain('Since your last digest: 4 new properties for "2 BHK in Sigra".');
    expect(alertSms(asha)).toHaveLength(1);

    // the same India day's scheduled run finds its day claimed; a later item waits for tomorrow
    await addItems(asha, id, [siteIds[5] ?? 0], { frequency: 'daily', createdAt: new Date(DIGEST_IST.getTime() + 60_000) });
    ctx.app.alerts.now = () => new Date(DIGEST_IST.getTime() + 2 * 60_000);
    await ctx.app.alerts.tick();
    expect(mailsTo(asha)).toHaveLength(1);
    expect(await pendingOf(asha)).toHaveLength(1);
    ctx.app.alerts.now = () => new Date(DIGEST_IST.getTime() + 24 * 3600_000);
    await ctx.app.alerts.tick();
    expect(mailsTo(asha)).toHaveLength(2);
    expect(mailsTo(asha)[1]?.mail.subject).toBe('1 new property for "2 BHK in Sigra"');
  });
});

describe('favourites and language', { timeout: 30_000 }, () => {
  it('alerts a favourite’s price drop by SMS when there is no saved search, and not when the setting is off', async () => {
    const asha = await customer();
    await addItems(asha, null, [siteIds[1] ?? 0], { kind: 'price_drop' });
    await ctx.app.alerts.deliverInstant(asha.user.user_id);
    const [sms] = alertSms(asha);
    expect(sms?.body).toMatch(
      new RegExp(
        `^Kashi Realty: 1 price drop on your favourites: ${ORIGIN}/detailpage/${siteIds[1]} Stop alerts: ${ORIGIN}/alerts/unsubscribe\\?token=v1\\.f\\.0\\.`,
      ),
    );
    expect(mailsTo(asha)).toHaveLength(0);

    await ctx.db.update(users).set({ favouritePriceAlerts: false }).where(eq(users.userId, asha.user.user_id));
    await addItems(asha, null, [siteIds[2] ?? 0], { kind: 'price_drop' });
    const report = await ctx.app.alerts.deliverInstant(asha.user.user_id);
    expect(report.sms).toBe(0);
    expect(alertSms(asha)).toHaveLength(1);
    expect(await pendingOf(asha)).toHaveLength(0);
  });

  it('writes the SMS and the e-mail in Hindi for a Hindi account, prices in लाख', async () => {
    const priya = await customer({ language: 'hi' });
    const id = await saveSearch(priya, { channels: ['sms', 'email'] });
    await addItems(priya, id, [siteIds[0] ?? 0, siteIds[1] ?? 0]);
    await addItems(priya, id, [siteIds[3] ?? 0], { kind: 'price_drop' });
    await ctx.app.alerts.deliverInstant(priya.user.user_id);
    expect(alertSms(priya)[0]?.body).toMatch(
      /^काशी रियल्टी: "2 BHK in Sigra" के लिए 2 नई प्रॉपर्टी और 1 प्रॉपर्टी की क़ीमत घटी: https:\/\/www\.kashirealty\.in\/properties\?bhk=2&city=Varanasi अलर्ट बंद करें: /,
    );
    const mail = mailsTo(priya)[0]?.mail;
    expect(mail?.subject).toBe('"2 BHK in Sigra" के लिए 2 नई प्रॉपर्टी और 1 प्रॉपर्टी की क़ीमत घटी');
    expect(mail?.text).toContain('गंगा रेजीडेंसी 1 — ₹55 लाख');
    expect(mail?.text).toContain('₹52 लाख (पहले ₹60 लाख)');
    expect(mail?.text).toContain('सभी 3 देखें');
    // the links lead to the Hindi unsubscribe page, where the mail client's one-click POST works too
    expect(alertSms(priya)[0]?.body).toMatch(/अलर्ट बंद करें: https:\/\/www\.kashirealty\.in\/hi\/alerts\/unsubscribe\?token=\S+$/);
    const link = String(mail?.text).match(/ये ई-मेल बंद करें: (https:\/\/www\.kashirealty\.in\/hi\/alerts\/unsubscribe\?token=\S+)/)?.[1];
    expect(headerLine(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);
    const { pathname, search } = new URL(String(link));
    const stopped = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.json()).toMatchObject({ success: true, data: { target: 'saved_search', stopped: true, language: 'hi' } });
  });
});

// docs/product/alerts.md, "Sending": an SMS or e-mail the provider refuses, or cannot take, is
// tried again after 1, 5, 30 and 120 minutes by the minutely sweep, then given up.
describe('channels that fail', { timeout: 30_000 }, () => {
  /** 12:00 India time on 5 Dec 2026, a day no other test here uses. */
  const RETRY_NOON = new Date('2026-12-05T06:30:00Z');
  const at = (minutes: number) => new Date(RETRY_NOON.getTime() + minutes * 60_000);
  const tickAt = async (minutes: number) => {
    ctx.app.alerts.now = () => at(minutes);
    await ctx.app.alerts.tick();
  };

  /** A real SMS gateway's protocol (Twilio's) against a local server answering `status.code`. */
  async function failingGateway(status: { code: number }) {
    const gateway = await startFakeHttpServer(() => ({ status: status.code, json: { sid: 'SM1', message: 'unavailable' } }));
    const previous = ctx.app.identity.sms;
    ctx.app.identity.sms = createTwilioSmsProvider({ baseUrl: gateway.url, accountSid: 'AC0001', authToken: 't', from: '+15005550006' });
    return {
      gateway,
      restore: async () => {
        ctx.app.identity.sms = previous;
        await gateway.close();
      },
    };
  }

  it('tries an e-mail the mail server refused again a minute later, and sends it once', async () => {
    const asha = await customer();
    const id = await saveSearch(asha, { channels: ['email'] });
    await addItems(asha, id, siteIds.slice(0, 2), { createdAt: at(-1) });
    smtp.refuse = true;
    try {
      ctx.app.alerts.now = () => RETRY_NOON;
      expect(await ctx.app.alerts.deliverInstant(asha.user.user_id)).toMatchObject({ items: 2, email: 0, retriesScheduled: 1 });
    } finally {
      smtp.refuse = false;
    }
    expect(mailsTo(asha)).toHaveLength(0);
    await tickAt(0.5); // not due yet
    expect(mailsTo(asha)).toHaveLength(0);
    await tickAt(1);
    expect(mailsTo(asha).map((m) => m.mail.subject)).toEqual(['2 new properties for "2 BHK in Sigra"']);
    await tickAt(10);
    expect(mailsTo(asha)).toHaveLength(1);
    expect((await deliveriesOf(asha)).map((d) => [d.channel, d.items])).toEqual([['email', 2]]);
  });

  it('sends the same SMS when the gateway answers again, and counts it once against the day’s limit', async () => {
    const ravi = await customer();
    const id = await saveSearch(ravi, { channels: ['sms'] });
    await addItems(ravi, id, [siteIds[0] as number], { createdAt: at(-1) });
    const status = { code: 503 };
    const { gateway, restore } = await failingGateway(status);
    try {
      ctx.app.alerts.now = () => RETRY_NOON;
      expect(await ctx.app.alerts.deliverInstant(ravi.user.user_id)).toMatchObject({ sms: 0, retriesScheduled: 1 });
      expect(await deliveriesOf(ravi)).toEqual([]);
      status.code = 201;
      await tickAt(1);
      const bodies = gateway.requests.map((r) => new URLSearchParams(r.body).get('Body'));
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toBe(bodies[0]);
      expect(bodies[1]).toContain(`${ORIGIN}/detailpage/${siteIds[0]}`);
      expect((await deliveriesOf(ravi)).map((d) => d.channel)).toEqual(['sms']);
    } finally {
      await restore();
    }
  });

  it('gives an SMS up after five tries (1, 5, 30 and 120 minutes apart), the last waiting for the morning past 21:00', async () => {
    const meera = await customer();
    const id = await saveSearch(meera, { channels: ['sms'] });
    /** 19:30 India time on 5 Dec 2026 plus `minutes`. */
    const evening = (minutes: number) => new Date(Date.parse('2026-12-05T14:00:00Z') + minutes * 60_000);
    await addItems(meera, id, [siteIds[1] as number], { createdAt: evening(-1) });
    const { gateway, restore } = await failingGateway({ code: 503 });
    const tries = () => gateway.requests.filter((r) => new URLSearchParams(r.body).get('To')?.endsWith(meera.mobile.slice(-10))).length;
    const tick = async (moment: Date) => {
      ctx.app.alerts.now = () => moment;
      await ctx.app.alerts.tick();
    };
    try {
      ctx.app.alerts.now = () => evening(0);
      await ctx.app.alerts.deliverInstant(meera.user.user_id);
      expect(tries()).toBe(1);
      await tick(evening(0.5)); // not due yet
      expect(tries()).toBe(1);
      await tick(evening(1)); // 19:31
      expect(tries()).toBe(2);
      await tick(evening(6)); // 19:36
      expect(tries()).toBe(3);
      await tick(evening(36)); // 20:06
      expect(tries()).toBe(4);
      // the fifth is due at 22:06, in the quiet hours (21:00–09:00 India time): it waits for 09:00
      await tick(evening(160)); // 22:10
      expect(tries()).toBe(4);
      await tick(new Date('2026-12-06T03:29:00Z')); // 08:59 the next day
      expect(tries()).toBe(4);
      await tick(new Date('2026-12-06T03:30:00Z')); // 09:00
      expect(tries()).toBe(5);
      await tick(new Date('2026-12-06T12:00:00Z'));
      expect(tries()).toBe(5);
      expect(await deliveriesOf(meera)).toEqual([]);
    } finally {
      await restore();
    }
  });
});

describe('keeping the tables small', { timeout: 30_000 }, () => {
  it('prunes items delivered over a week ago at the minutely sweep, and keeps newer and pending ones', async () => {
    const lalit = await customer();
    const id = await saveSearch(lalit, { frequency: 'daily' });
    const [old, recent, pending] = siteIds as [number, number, number];
    await addItems(lalit, id, [old, recent, pending], { frequency: 'daily' });
    const items = await ctx.db.select().from(alertItems).where(eq(alertItems.userId, lalit.user.user_id));
    const idOf = (siteId: number) => items.find((i) => i.siteId === siteId)?.alertItemId as number;
    await ctx.db
      .update(alertItems)
      .set({ deliveredAt: new Date('2026-12-12T02:00:00Z') })
      .where(eq(alertItems.alertItemId, idOf(old)));
    await ctx.db
      .update(alertItems)
      .set({ deliveredAt: new Date('2026-12-14T03:00:00Z') })
      .where(eq(alertItems.alertItemId, idOf(recent)));
    // 08:00 India time on 20 Dec: before the digest hour, so the pending daily item stays pending
    ctx.app.alerts.now = () => new Date('2026-12-20T02:30:00Z');
    await ctx.app.alerts.tick();
    const left = await ctx.db.select().from(alertItems).where(eq(alertItems.userId, lalit.user.user_id));
    expect(left.map((i) => i.siteId).sort((a, b) => a - b)).toEqual([recent, pending].sort((a, b) => a - b));
    expect(left.find((i) => i.siteId === pending)?.deliveredAt).toBeNull();
  });
});

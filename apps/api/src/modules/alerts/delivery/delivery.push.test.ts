import { createECDH, randomBytes } from 'node:crypto';
import { createServer as createHttpsServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { alertDeliveries, alertItems, users } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';

// Web Push of alerts (docs/product/alerts.md, "How alerts are sent"): a local HTTPS server acts as
// the browser's push service and records what arrives (web-push sends over HTTPS only; the
// server uses smtp-server's built-in self-signed certificate, accepted in this test only).

type Received = { path: string; headers: Record<string, string | string[] | undefined>; bytes: number };

const NOON_IST = new Date('2026-12-01T06:30:00Z');
let ctx: TestContext;
let received: Received[];
let close: () => Promise<void>;
let endpoint: string;
let answer = 201;
let rejectUnauthorized: boolean | undefined;

beforeAll(async () => {
  const spec = 'smtp-server/lib/tls-options.js';
  const { default: tlsOptions } = (await import(spec)) as { default: (o?: object) => { key: string; cert: string } };
  const { key, cert } = tlsOptions({});
  received = [];
  const server = createHttpsServer({ key, cert }, (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(answer);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/push/send`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  rejectUnauthorized = globalAgent.options.rejectUnauthorized;
  globalAgent.options.rejectUnauthorized = false;
  // no job workers: these tests write alert items and run delivery themselves; the minutely scan
  // would otherwise alert their saved searches of the listings inserted here, and the queued
  // deliveries and sweep would send those too (alerts-journey.test.ts drives the queue)
  ctx = await createTestContext({ PUBLIC_ORIGIN: 'https://www.kashirealty.in', JOB_WORKERS: 'false' });
}, 60_000);
afterAll(async () => {
  globalAgent.options.rejectUnauthorized = rejectUnauthorized;
  await ctx?.close();
  await close?.();
});

/** A browser's push subscription (a real P-256 key and auth secret) for endpoint `path`. */
function subscription(path: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint: `${endpoint}/${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}

describe('alerts by Web Push', { timeout: 30_000 }, () => {
  it('sends one notification per listing for instant alerts and one per digest, each recorded once', async () => {
    const asha = await signUpCustomer(ctx.app);
    await ctx.db
      .update(users)
      .set({ notiToken: subscription('asha') })
      .where(eq(users.userId, asha.user.user_id));
    const sites = await insertSites(ctx.db, [
      { title: 'Ganga Residency', bhk: [2] },
      { title: 'Assi Towers', bhk: [3] },
      { title: 'Lanka Heights', bhk: [2] },
    ]);
    const save = async (frequency: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/saved-searches',
          headers: { cookie: asha.cookie },
          payload: { name: 'Homes in Varanasi', query: { city: 'Varanasi' }, channels: ['push'], frequency },
        })
      ).json().data.saved_search_id as number;
    const instant = await save('instant');
    const daily = await save('daily');
    const item = (savedSearchId: number, siteId: number, frequency: 'instant' | 'daily') => ({
      userId: asha.user.user_id,
      savedSearchId,
      siteId,
      kind: 'new' as const,
      price: '5500000.00',
      frequency,
      createdAt: new Date(NOON_IST.getTime() - 60_000),
    });
    await ctx.db.insert(alertItems).values(sites.map((siteId) => item(instant, siteId, 'instant')));
    ctx.app.alerts.now = () => NOON_IST;
    expect(await ctx.app.alerts.deliverInstant(asha.user.user_id)).toMatchObject({ items: 3, push: 1 });
    expect(received.filter((r) => r.path === '/push/send/asha')).toHaveLength(3);
    expect(received[0]?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(received[0]?.headers.authorization)).toMatch(/^vapid t=/);

    await ctx.db.insert(alertItems).values(sites.map((siteId) => item(daily, siteId, 'daily')));
    await ctx.app.alerts.runDigest(new Date('2026-12-02T03:30:00Z'));
    expect(received.filter((r) => r.path === '/push/send/asha')).toHaveLength(4);
    const rows = await ctx.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, asha.user.user_id));
    expect(rows.map((r) => [r.channel, r.items, r.savedSearchId])).toEqual([
      ['push', 3, instant],
      ['push', 3, daily],
    ]);
  });

  it('records nothing when the push service refuses the subscription (410 Gone)', async () => {
    answer = 410;
    const ravi = await signUpCustomer(ctx.app);
    await ctx.db
      .update(users)
      .set({ notiToken: subscription('ravi') })
      .where(eq(users.userId, ravi.user.user_id));
    const [siteId = 0] = await insertSites(ctx.db, [{ title: 'Sigra Enclave' }]);
    await ctx.db.insert(alertItems).values({
      userId: ravi.user.user_id,
      savedSearchId: null,
      siteId,
      kind: 'price_drop',
      price: '5000000.00',
      previousPrice: '5500000.00',
      frequency: 'instant',
      createdAt: new Date(NOON_IST.getTime() - 60_000),
    });
    ctx.app.alerts.now = () => NOON_IST;
    const report = await ctx.app.alerts.deliverInstant(ravi.user.user_id);
    expect(report).toMatchObject({ items: 1, push: 0 });
    expect(received.filter((r) => r.path === '/push/send/ravi')).toHaveLength(1);
    const rows = await ctx.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, ravi.user.user_id));
    expect(rows.filter((r) => r.channel === 'push')).toHaveLength(0);
  });
});

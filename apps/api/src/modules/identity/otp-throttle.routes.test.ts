import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const opened: { close: () => Promise<unknown> }[] = [];
afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
});

/**
 * A mobile no other run is likely to have used within the hour, since the Redis keys of the
 * OTP throttle outlive one test run ('6' + 9 random digits).
 */
const randomMobile = () => `6${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/**
 * A random address, so the per-IP limits kept in Redis by earlier runs within the hour (the
 * fixtures' addresses repeat from run to run) never refuse these requests.
 */
const randomIp = () => `172.${randomInt(16, 32)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Waits until `app`'s Redis-backed rate limiter answers (it refuses with 500 while still connecting). */
async function untilRateLimiterConnected(app: FastifyInstance): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const probe = await app.inject({
      method: 'POST',
      url: '/api/auth/user/check-mobile',
      payload: { mobile: randomMobile() },
      remoteAddress: randomIp(),
    });
    if (probe.statusCode !== 500) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the rate limiter never reached Redis');
}

/** Fires `count` send-otp requests for `mobile` at once, spread over `apps`, each from its own address. */
async function sendAtOnce(apps: FastifyInstance[], mobile: string, count: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      apps[i % apps.length]?.inject({ method: 'POST', url: '/api/auth/user/send-otp', payload: { mobile }, remoteAddress: randomIp() }),
    ),
  );
  return answers.map((answer) => answer?.statusCode ?? 0);
}

describe('the OTP resend wait holds under simultaneous requests, one instance with the in-process store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    opened.push(ctx);
  });

  it('20 simultaneous sends to one mobile send exactly one SMS', async () => {
    const mobile = randomMobile();
    const statuses = await sendAtOnce([ctx.app], mobile, 20);
    expect(statuses.sort()).toEqual([200, ...Array(19).fill(429)]);
    expect(readOutbox(ctx).filter((m) => m.to === mobile)).toHaveLength(1);
  });
});

describe.runIf(Boolean(redisUrl))('the OTP resend wait holds under simultaneous requests, two instances sharing Redis', () => {
  let ctx: TestContext;
  let second: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext({ REDIS_URL: redisUrl ?? '' });
    opened.push(ctx);
    // a second instance of the same deployment: same settings, database, Redis and SMS outbox
    second = await buildApp({ env: ctx.env, db: ctx.db });
    await second.ready();
    opened.push(second);
    // Each instance's request rate limiter talks to Redis without an offline queue: wait until both
    // are connected (a limited route stops answering 500) before the simultaneous requests.
    for (const app of [ctx.app, second]) await untilRateLimiterConnected(app);
  });

  it('20 simultaneous sends to one mobile, spread over both, send exactly one SMS', async () => {
    const mobile = randomMobile();
    const statuses = await sendAtOnce([ctx.app, second], mobile, 20);
    expect(statuses.sort()).toEqual([200, ...Array(19).fill(429)]);
    expect(readOutbox(ctx).filter((m) => m.to === mobile)).toHaveLength(1);
  });
});

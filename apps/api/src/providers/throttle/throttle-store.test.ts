import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrottleStore } from './create-throttle-store.ts';
import { createMemoryThrottleStore } from './memory-throttle-store.ts';
import { createRedisThrottleStore } from './redis-throttle-store.ts';
import type { AllowanceRequest, ThrottleStore } from './throttle-store.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: [string, () => ThrottleStore][] = [['memory', createMemoryThrottleStore]];
if (redisUrl) stores.push(['redis', () => createRedisThrottleStore(redisUrl, `realty-test-${randomBytes(6).toString('hex')}:`)]);

const opened: ThrottleStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

const t0 = 1_800_000_000_000;
/** The OTP send rule: a 30-second cooldown per mobile and purpose, at most `perMobile` sends per hour per mobile and `perIp` per IP. */
const otpSend = (mobile: string, ip: string, perMobile = 5, perIp = 20): AllowanceRequest => ({
  cooldown: { key: `user-signup:${mobile}`, ms: 30_000 },
  limits: [
    { key: `mobile:${mobile}`, windowMs: 3_600_000, max: perMobile },
    { key: `ip:${ip}`, windowMs: 3_600_000, max: perIp },
  ],
});

describe.each(stores)('%s throttle store', (_name, create) => {
  const open = () => {
    const store = create();
    opened.push(store);
    return store;
  };

  it('runs a cooldown for its length, measured on the caller’s clock', async () => {
    const store = open();
    expect(await store.take(otpSend('9415000001', 'a'), t0)).toEqual({ allowed: true });
    expect(await store.take(otpSend('9415000001', 'b'), t0 + 10_000)).toEqual({
      allowed: false,
      refusedBy: 'cooldown',
      retryAfterMs: 20_000,
    });
    expect(await store.take(otpSend('9415000002', 'c'), t0 + 10_000)).toEqual({ allowed: true });
    expect(await store.take(otpSend('9415000001', 'd'), t0 + 30_000)).toEqual({ allowed: true });
  });

  it('counts allowances in a sliding window, tells when the oldest leaves it, and records nothing when refusing', async () => {
    const store = open();
    const rule = (n: number): AllowanceRequest => ({
      limits: [{ key: 'ip:a', windowMs: 60_000, max: 3 }],
      cooldown: { key: `m:${n}`, ms: 1 },
    });
    for (const dt of [0, 1000, 2000]) expect(await store.take(rule(dt), t0 + dt)).toEqual({ allowed: true });
    expect(await store.take(rule(3), t0 + 2500)).toEqual({ allowed: false, refusedBy: 'limit', limitIndex: 0, retryAfterMs: 57_500 });
    // the refused one was not counted: once the first hit is 60 s old, exactly one more fits
    expect(await store.take(rule(4), t0 + 60_000)).toEqual({ allowed: true });
    expect(await store.take(rule(5), t0 + 60_000)).toEqual({ allowed: false, refusedBy: 'limit', limitIndex: 0, retryAfterMs: 1000 });
  });

  it('checks the cooldown before the limits, and the limits in order', async () => {
    const store = open();
    expect(await store.take(otpSend('9415000003', 'ip-1', 5, 1), t0)).toEqual({ allowed: true });
    expect(await store.take(otpSend('9415000003', 'ip-1', 5, 1), t0 + 1000)).toMatchObject({ refusedBy: 'cooldown' });
    expect(await store.take(otpSend('9415000004', 'ip-1', 5, 1), t0 + 1000)).toMatchObject({ refusedBy: 'limit', limitIndex: 1 });
    expect(await store.take(otpSend('9415000003', 'ip-2', 1, 5), t0 + 31_000)).toMatchObject({ refusedBy: 'limit', limitIndex: 0 });
  });

  it('lets exactly one of 20 simultaneous requests through a cooldown', async () => {
    const store = open();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => store.take(otpSend('9415000005', `ip-${i}`), t0)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(1);
  });
});

describe('choice of store', () => {
  it('is in-process without REDIS_URL', async () => {
    const store = createThrottleStore({ REDIS_URL: undefined });
    expect(await store.take({ cooldown: { key: 'k', ms: 1000 }, limits: [] }, 0)).toEqual({ allowed: true });
    expect(await store.take({ cooldown: { key: 'k', ms: 1000 }, limits: [] }, 500)).toEqual({
      allowed: false,
      refusedBy: 'cooldown',
      retryAfterMs: 500,
    });
    await store.close();
  });

  it.runIf(Boolean(redisUrl))('is shared through Redis: of 20 simultaneous takes over two instances exactly one passes', async () => {
    const prefix = `realty-test-${randomBytes(6).toString('hex')}:`;
    const one = createRedisThrottleStore(redisUrl ?? '', prefix);
    const two = createRedisThrottleStore(redisUrl ?? '', prefix);
    opened.push(one, two);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).take(otpSend('9415000006', `ip-${i}`), t0 + i)),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(1);
    expect(answers.filter((a) => !a.allowed && a.refusedBy === 'cooldown')).toHaveLength(19);
    // the one allowance counted once per limit: four more sends to that mobile fit in the hour, not five
    for (let i = 1; i <= 4; i += 1) expect(await one.take(otpSend('9415000006', 'ip-x'), t0 + i * 31_000)).toEqual({ allowed: true });
    expect(await two.take(otpSend('9415000006', 'ip-y'), t0 + 5 * 31_000)).toMatchObject({ refusedBy: 'limit', limitIndex: 0 });
  });
});

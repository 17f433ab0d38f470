import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryThrottleStore } from './memory-throttle-store.ts';
import { createRedisThrottleStore } from './redis-throttle-store.ts';
import { createThrottleStore, type ThrottleStore } from './throttle-store.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: [string, () => ThrottleStore][] = [['memory', createMemoryThrottleStore]];
if (redisUrl) stores.push(['redis', () => createRedisThrottleStore(redisUrl, `realty-test-${randomBytes(6).toString('hex')}:`)]);

const opened: ThrottleStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

describe.each(stores)('%s throttle store', (_name, create) => {
  const open = () => {
    const store = create();
    opened.push(store);
    return store;
  };

  it('runs a cooldown for its length, measured on the caller’s clock', async () => {
    const store = open();
    const t0 = 1_800_000_000_000;
    expect(await store.cooldownRemaining('m:1', t0)).toBe(0);
    await store.startCooldown('m:1', 30_000, t0);
    expect(await store.cooldownRemaining('m:1', t0 + 10_000)).toBe(20_000);
    expect(await store.cooldownRemaining('m:1', t0 + 30_000)).toBe(0);
    expect(await store.cooldownRemaining('m:2', t0)).toBe(0);
  });

  it('counts hits in a sliding window and tells the oldest', async () => {
    const store = open();
    const t0 = 1_800_000_000_000;
    for (const dt of [0, 1000, 2000]) await store.addHit('ip:a', 60_000, t0 + dt);
    expect(await store.countHits('ip:a', 60_000, t0 + 2000)).toEqual({ count: 3, oldestAt: t0 });
    expect(await store.countHits('ip:a', 60_000, t0 + 60_500)).toEqual({ count: 2, oldestAt: t0 + 1000 });
    expect(await store.countHits('ip:a', 60_000, t0 + 200_000)).toEqual({ count: 0, oldestAt: null });
    expect(await store.countHits('ip:b', 60_000, t0)).toEqual({ count: 0, oldestAt: null });
  });
});

describe('choice of store', () => {
  it('is in-process without REDIS_URL', async () => {
    const store = createThrottleStore({ REDIS_URL: undefined });
    await store.startCooldown('k', 1000, 0);
    expect(await store.cooldownRemaining('k', 500)).toBe(500);
    await store.close();
  });

  it.runIf(Boolean(redisUrl))('is shared through Redis with REDIS_URL (two instances see one cooldown)', async () => {
    const prefix = `realty-test-${randomBytes(6).toString('hex')}:`;
    const one = createRedisThrottleStore(redisUrl ?? '', prefix);
    const two = createRedisThrottleStore(redisUrl ?? '', prefix);
    await one.startCooldown('user-signup:9415000000', 30_000, 1000);
    expect(await two.cooldownRemaining('user-signup:9415000000', 2000)).toBe(29_000);
    await one.close();
    await two.close();
  });
});

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ThrottleStore } from './throttle-store.ts';

/**
 * {@link ThrottleStore} in Redis, shared by every API instance: a sorted set of hit times per
 * key (sliding window) and a plain key holding each cooldown's end time. Times come from the
 * caller; Redis expiry only cleans up. Keys live under `prefix`.
 */
export function createRedisThrottleStore(url: string, prefix: string, client?: Redis): ThrottleStore {
  const redis = client ?? new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const k = (key: string) => `${prefix}${key}`;
  return {
    async cooldownRemaining(key, now) {
      const until = Number((await redis.get(k(`cool:${key}`))) ?? 0);
      return Math.max(0, until - now);
    },
    async startCooldown(key, ms, now) {
      await redis.set(k(`cool:${key}`), String(now + ms), 'PX', Math.max(1, ms));
    },
    async countHits(key, windowMs, now) {
      const from = now - windowMs;
      const [count, oldest] = await Promise.all([
        redis.zcount(k(`hits:${key}`), `(${from}`, now),
        redis.zrangebyscore(k(`hits:${key}`), `(${from}`, now, 'WITHSCORES', 'LIMIT', 0, 1),
      ]);
      return { count, oldestAt: oldest.length >= 2 ? Number(oldest[1]) : null };
    },
    async addHit(key, windowMs, now) {
      const setKey = k(`hits:${key}`);
      await redis
        .multi()
        .zremrangebyscore(setKey, '-inf', now - windowMs)
        .zadd(setKey, now, `${now}-${randomBytes(4).toString('hex')}`)
        .pexpire(setKey, windowMs)
        .exec();
    },
    async close() {
      if (!client) await redis.quit();
    },
  };
}

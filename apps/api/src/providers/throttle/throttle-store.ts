import type { Env } from '../../config/env.ts';
import { createMemoryThrottleStore } from './memory-throttle-store.ts';
import { createRedisThrottleStore } from './redis-throttle-store.ts';

/**
 * Counters and cooldowns for OTP limits (architecture brief, "Providers": in-process by default,
 * Redis when REDIS_URL is set so several API instances share them). Every method takes the
 * current time in epoch milliseconds, so the clock is the caller's.
 */
export type ThrottleStore = {
  /** Milliseconds left on `key`'s cooldown; 0 when none is running. */
  cooldownRemaining: (key: string, now: number) => Promise<number>;
  /** Starts (or restarts) a cooldown of `ms` milliseconds on `key`. */
  startCooldown: (key: string, ms: number, now: number) => Promise<void>;
  /** Hits on `key` in the last `windowMs` milliseconds, and when the oldest of them happened (epoch ms, null when none). */
  countHits: (key: string, windowMs: number, now: number) => Promise<{ count: number; oldestAt: number | null }>;
  /** Records one hit on `key`, kept for `windowMs` milliseconds. */
  addHit: (key: string, windowMs: number, now: number) => Promise<void>;
  /** Releases connections. */
  close: () => Promise<void>;
};

/** The in-process store, or the Redis one when REDIS_URL is set (keys under `prefix`). */
export function createThrottleStore(env: Pick<Env, 'REDIS_URL'>, prefix = 'realty-otp:'): ThrottleStore {
  return env.REDIS_URL ? createRedisThrottleStore(env.REDIS_URL, prefix) : createMemoryThrottleStore();
}

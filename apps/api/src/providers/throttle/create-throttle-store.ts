import type { Env } from '../../config/env.ts';
import { createMemoryThrottleStore } from './memory-throttle-store.ts';
import { createRedisThrottleStore } from './redis-throttle-store.ts';
import type { ThrottleStore } from './throttle-store.ts';

/** The in-process store, or the Redis one when REDIS_URL is set (keys under `prefix`). */
export function createThrottleStore(env: Pick<Env, 'REDIS_URL'>, prefix = 'realty-otp:'): ThrottleStore {
  return env.REDIS_URL ? createRedisThrottleStore(env.REDIS_URL, prefix) : createMemoryThrottleStore();
}

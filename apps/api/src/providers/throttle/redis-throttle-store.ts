import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AllowanceAnswer, ThrottleStore } from './throttle-store.ts';

/**
 * The whole allowance as one Lua script, which Redis runs without interleaving any other command:
 * KEYS[1] the cooldown key, KEYS[2…] one sorted set of hit times per limit; ARGV[1] now (epoch ms),
 * ARGV[2] the cooldown in ms (0: none), ARGV[3] a unique member name, then per limit its window
 * in ms and its maximum. Answers { verdict, limit index (0-based), milliseconds to wait }.
 */
const TAKE_ALLOWANCE = `
local now = tonumber(ARGV[1])
local coolMs = tonumber(ARGV[2])
if coolMs > 0 then
  local untilAt = tonumber(redis.call('GET', KEYS[1]) or '0')
  if untilAt > now then return {'cooldown', 0, untilAt - now} end
end
for i = 2, #KEYS do
  local window = tonumber(ARGV[2 + (i - 1) * 2])
  local max = tonumber(ARGV[3 + (i - 1) * 2])
  local from = '(' .. string.format('%d', now - window)
  if redis.call('ZCOUNT', KEYS[i], from, now) >= max then
    local oldest = redis.call('ZRANGEBYSCORE', KEYS[i], from, now, 'WITHSCORES', 'LIMIT', 0, 1)
    return {'limit', i - 2, tonumber(oldest[2]) + window - now}
  end
end
if coolMs > 0 then redis.call('SET', KEYS[1], string.format('%d', now + coolMs), 'PX', coolMs) end
for i = 2, #KEYS do
  local window = tonumber(ARGV[2 + (i - 1) * 2])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  redis.call('ZADD', KEYS[i], now, ARGV[3] .. ':' .. (i - 1))
  redis.call('PEXPIRE', KEYS[i], window)
end
return {'allowed', 0, 0}
`;

type TakeAllowanceCommand = (numberOfKeys: number, ...keysAndArgs: (string | number)[]) => Promise<[string, number, number]>;

/**
 * {@link ThrottleStore} in Redis, shared by every API instance: a sorted set of hit times per
 * limit key (sliding window) and a plain key holding each cooldown's end time. An allowance is
 * checked and recorded by one Lua script, so simultaneous requests on any number of instances
 * cannot both pass a cooldown or a limit. Times come from the caller; Redis expiry only cleans
 * up. Keys live under `prefix`. The script touches several keys at once, so it needs one Redis
 * server (or a replicated primary), not a Redis Cluster that spreads keys over shards.
 */
export function createRedisThrottleStore(url: string, prefix: string, client?: Redis): ThrottleStore {
  const redis = client ?? new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.defineCommand('realtyTakeAllowance', { lua: TAKE_ALLOWANCE });
  const takeAllowance = (redis as unknown as { realtyTakeAllowance: TakeAllowanceCommand }).realtyTakeAllowance.bind(redis);
  const k = (key: string) => `${prefix}${key}`;
  return {
    async take(request, now): Promise<AllowanceAnswer> {
      const keys = [k(`cool:${request.cooldown?.key ?? ''}`), ...request.limits.map((limit) => k(`hits:${limit.key}`))];
      const args = [
        Math.floor(now),
        Math.max(0, Math.floor(request.cooldown?.ms ?? 0)),
        `${Math.floor(now)}-${randomBytes(6).toString('hex')}`,
        ...request.limits.flatMap((limit) => [Math.floor(limit.windowMs), limit.max]),
      ];
      const [verdict, limitIndex, waitMs] = await takeAllowance(keys.length, ...keys, ...args);
      if (verdict === 'cooldown') return { allowed: false, refusedBy: 'cooldown', retryAfterMs: Number(waitMs) };
      if (verdict === 'limit') return { allowed: false, refusedBy: 'limit', limitIndex: Number(limitIndex), retryAfterMs: Number(waitMs) };
      return { allowed: true };
    },
    async close() {
      if (!client) await redis.quit();
    },
  };
}

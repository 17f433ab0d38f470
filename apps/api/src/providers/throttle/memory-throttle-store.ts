import type { AllowanceAnswer, ThrottleStore } from './throttle-store.ts';

/**
 * {@link ThrottleStore} in this process's memory: sliding windows as lists of hit times, and
 * cooldowns as end times. `take` reads and writes without awaiting anything in between, so two
 * requests of this process can never both pass one cooldown. Expired entries are swept every
 * 500 allowances, so memory stays bounded. Only for a single API instance (set REDIS_URL when
 * running several).
 */
export function createMemoryThrottleStore(): ThrottleStore {
  const hits = new Map<string, { times: number[]; windowMs: number }>();
  const cooldowns = new Map<string, number>();
  let writes = 0;

  const sweep = (now: number) => {
    for (const [key, until] of cooldowns) if (until <= now) cooldowns.delete(key);
    for (const [key, entry] of hits) {
      entry.times = entry.times.filter((t) => t > now - entry.windowMs);
      if (entry.times.length === 0) hits.delete(key);
    }
  };

  return {
    async take(request, now): Promise<AllowanceAnswer> {
      // everything below is synchronous: no other request runs between the checks and the writes
      if (request.cooldown) {
        const left = (cooldowns.get(request.cooldown.key) ?? 0) - now;
        if (left > 0) return { allowed: false, refusedBy: 'cooldown', retryAfterMs: left };
      }
      for (const [limitIndex, limit] of request.limits.entries()) {
        const times = (hits.get(limit.key)?.times ?? []).filter((t) => t > now - limit.windowMs && t <= now);
        if (times.length >= limit.max) {
          return { allowed: false, refusedBy: 'limit', limitIndex, retryAfterMs: Math.min(...times) + limit.windowMs - now };
        }
      }
      if (request.cooldown) cooldowns.set(request.cooldown.key, now + request.cooldown.ms);
      for (const limit of request.limits) {
        const entry = hits.get(limit.key) ?? { times: [], windowMs: limit.windowMs };
        entry.windowMs = Math.max(entry.windowMs, limit.windowMs);
        entry.times.push(now);
        hits.set(limit.key, entry);
      }
      writes += 1;
      if (writes % 500 === 0) sweep(now);
      return { allowed: true };
    },
    async close() {
      hits.clear();
      cooldowns.clear();
    },
  };
}

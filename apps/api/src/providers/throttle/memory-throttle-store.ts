import type { ThrottleStore } from './throttle-store.ts';

/**
 * {@link ThrottleStore} in this process's memory: sliding windows as lists of hit times, and
 * cooldowns as end times. Expired entries are swept every 500 writes, so memory stays bounded.
 * Only for a single API instance (set REDIS_URL when running several).
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
  const wrote = (now: number) => {
    writes += 1;
    if (writes % 500 === 0) sweep(now);
  };

  return {
    async cooldownRemaining(key, now) {
      return Math.max(0, (cooldowns.get(key) ?? 0) - now);
    },
    async startCooldown(key, ms, now) {
      cooldowns.set(key, now + ms);
      wrote(now);
    },
    async countHits(key, windowMs, now) {
      const times = (hits.get(key)?.times ?? []).filter((t) => t > now - windowMs && t <= now);
      return { count: times.length, oldestAt: times.length ? Math.min(...times) : null };
    },
    async addHit(key, windowMs, now) {
      const entry = hits.get(key) ?? { times: [], windowMs };
      entry.windowMs = Math.max(entry.windowMs, windowMs);
      entry.times.push(now);
      hits.set(key, entry);
      wrote(now);
    },
    async close() {
      hits.clear();
      cooldowns.clear();
    },
  };
}

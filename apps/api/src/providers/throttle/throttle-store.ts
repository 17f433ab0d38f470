/** At most `max` allowances on `key` in any `windowMs` milliseconds (a sliding window). */
export type WindowLimit = { key: string; windowMs: number; max: number };

/**
 * One allowance to take: a `cooldown` (no second allowance on `cooldown.key` for `cooldown.ms`
 * milliseconds) and any number of sliding-window `limits`. Checked in that order: the cooldown
 * first, then the limits as listed.
 */
export type AllowanceRequest = { cooldown?: { key: string; ms: number }; limits: readonly WindowLimit[] };

/**
 * What {@link ThrottleStore.take} decided. When refused, `refusedBy` says which rule refused it
 * (`cooldown`, or `limit` with the index of that limit in the request) and `retryAfterMs` how
 * many milliseconds until it would pass.
 */
export type AllowanceAnswer =
  | { allowed: true }
  | { allowed: false; refusedBy: 'cooldown'; retryAfterMs: number }
  | { allowed: false; refusedBy: 'limit'; limitIndex: number; retryAfterMs: number };

/**
 * Cooldowns and sliding-window counters for the OTP send limits (ARCHITECTURE.md,
 * "Swappable providers": in-process by default, Redis when REDIS_URL is set so several API instances
 * share them). Every method takes the current time in epoch milliseconds, so the clock is the
 * caller's.
 */
export type ThrottleStore = {
  /**
   * Takes one allowance atomically: checks the cooldown and every limit and, only when all pass,
   * starts the cooldown and counts one hit on every limit, as one step no other caller (in this
   * process or another instance) can interleave with. A refused request records nothing.
   */
  take: (request: AllowanceRequest, now: number) => Promise<AllowanceAnswer>;
  /** Releases connections. */
  close: () => Promise<void>;
};

/** A seeded pseudo-random source, so demo and scale data are the same on every run. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** A whole number in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  between: (min: number, max: number) => number;
  /** One element of `items`. @throws Error for an empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** One element of `items`, chosen with the matching relative `weights`. */
  weighted: <T>(items: readonly T[], weights: readonly number[]) => T;
  /** `count` distinct elements of `items` (all of them when `count` is larger). */
  sample: <T>(items: readonly T[], count: number) => T[];
};

/** A {@link Random} from the 32-bit `seed` (mulberry32: fast, small, good enough for fixtures). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const weighted = <T>(items: readonly T[], weights: readonly number[]): T => {
    const sum = weights.reduce((a, b) => a + b, 0);
    let r = next() * sum;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  return { next, int, between: (min, max) => min + next() * (max - min), pick, weighted, sample };
}

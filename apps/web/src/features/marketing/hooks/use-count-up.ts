import { useEffect, useState } from 'react';

/** Count-up duration of every counter: 2 s (public-site.md §9). */
export const COUNT_UP_MS = 2000;

/**
 * Text of a counter value: whole numbers as integers, others with one decimal
 * (public-site.md §9 "one decimal for non-integers").
 * @example formatStat(8.9) === '8.9'; formatStat(60) === '60'
 */
export function formatStat(value: number, target: number): string {
  return Number.isInteger(target) ? String(Math.round(value)) : value.toFixed(1);
}

/**
 * A number that rises from 0 to `target` over `durationMs` milliseconds (ease-out), restarting
 * whenever `runKey` changes. Shows `target` at once when `isStill` (reduced motion).
 */
export function useCountUp(target: number, runKey: number, isStill: boolean, durationMs = COUNT_UP_MS): number {
  const [value, setValue] = useState(isStill ? target : 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runKey is the restart signal (section shown again or hovered)
  useEffect(() => {
    if (isStill) {
      setValue(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setValue(target * eased);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    setValue(0);
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, runKey, isStill, durationMs]);
  return value;
}

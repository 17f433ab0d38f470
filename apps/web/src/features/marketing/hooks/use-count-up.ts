import { type RefObject, useEffect, useRef } from 'react';

/** Count-up duration of every counter: 2 s (docs/product/content.md). */
export const COUNT_UP_MS = 2000;

/**
 * Text of a counter value: whole numbers as integers, others with one decimal
 * (docs/product/content.md "one decimal for non-integers").
 * @example formatStat(8.9) === '8.9'; formatStat(60) === '60'
 */
export function formatStat(value: number, target: number): string {
  return Number.isInteger(target) ? String(Math.round(value)) : value.toFixed(1);
}

/**
 * Counts the text of an element up from 0 to `target` (then `suffix`) over `durationMs`
 * milliseconds (ease-out), restarting whenever `runKey` changes; shows the final text at once
 * when `isStill` (reduced motion). Returns the ref to put on the element, whose first rendered
 * text should be {@link countUpStartText}. The frames write the element's text directly instead
 * of re-rendering React sixty times a second per counter, which on a slow phone kept the main
 * thread busy while the page was still loading.
 */
export function useCountUpText(
  target: number,
  suffix: string,
  runKey: number,
  isStill: boolean,
  durationMs = COUNT_UP_MS,
): RefObject<HTMLSpanElement | null> {
  const ref = useRef<HTMLSpanElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runKey is the restart signal (section shown again or hovered)
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const show = (value: number) => {
      node.textContent = `${formatStat(value, target)}${suffix}`;
    };
    if (isStill) {
      show(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      show(target * (1 - (1 - progress) ** 3));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    show(0);
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, suffix, runKey, isStill, durationMs]);
  return ref;
}

/** The text a counter starts with: the final figure when still, else 0 (with the suffix). */
export function countUpStartText(target: number, suffix: string, isStill: boolean): string {
  return `${formatStat(isStill ? target : 0, target)}${suffix}`;
}

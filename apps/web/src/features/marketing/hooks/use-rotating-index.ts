import { useEffect, useState } from 'react';

/**
 * An index that moves from 0 to `count - 1` and wraps, one step every `intervalMs` milliseconds,
 * while `isRunning`; used by the rotating highlights (docs/product/content.md: overview every 5 s,
 * why-choose-us every 3 s). `setIndex` lets the visitor choose an item.
 */
export function useRotatingIndex(count: number, intervalMs: number, isRunning: boolean): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!isRunning || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, isRunning]);
  return [index, setIndex];
}

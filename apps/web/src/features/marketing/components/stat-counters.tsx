import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../components/ui/use-prefers-reduced-motion.ts';
import { useSiteStats } from '../api/site-stats.ts';
import type { StatItem } from '../content/home.ts';
import { countUpStartText, formatStat, useCountUpText } from '../hooks/use-count-up.ts';
import { useLocalise } from '../texts.ts';

function Counter({
  stat,
  value,
  runKey,
  isStill,
  tone,
  isFloored,
}: {
  stat: StatItem;
  value: number;
  runKey: number;
  isStill: boolean;
  tone: 'light' | 'dark';
  isFloored: boolean;
}) {
  // a figure shown at the floor staff set is "at least" that many: "+" (docs/product/content.md "Counters")
  const suffix = isFloored ? '+' : '';
  const textRef = useCountUpText(value, suffix, runKey, isStill);
  const finalText = `${formatStat(value, value)}${suffix}`;
  return (
    <div className="flex flex-col-reverse text-center">
      <dt className={`mt-1 text-sm font-medium sm:text-base ${tone === 'dark' ? 'text-brand-100' : 'text-slate-600'}`}>{stat.label}</dt>
      <dd className={`text-3xl font-extrabold tabular-nums sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-brand-800'}`}>
        <span aria-hidden="true" ref={textRef}>
          {countUpStartText(value, suffix, isStill)}
        </span>
        <span className="sr-only">{finalText}</span>
      </dd>
    </div>
  );
}

/**
 * Animated counters (docs/product/content.md "Counters"): each figure is the count of
 * `GET /api/stats` its item names, counting up over 2 s, restarting when the group becomes 30%
 * visible or is hovered; a figure shown at the marketing floor staff set in the back office (named
 * in `floored`) ends in "+". Screen readers get the final figures; with reduced motion the final
 * figures show at once. Nothing is drawn until the counts are known (or when they cannot be
 * read), so the site never shows a figure the database does not back.
 */
export function StatCounters({
  stats,
  tone = 'light',
  className = '',
}: {
  stats: readonly StatItem[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const ref = useRef<HTMLDListElement>(null);
  const [runKey, setRunKey] = useState(0);
  const isStill = usePrefersReducedMotion();
  const local = useLocalise();
  const figures = useSiteStats().data?.data;
  const isDrawn = figures !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is drawn once the counts arrive; observe it then
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    let wasVisible = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const isVisible = Boolean(entry?.isIntersecting);
        if (isVisible && !wasVisible) setRunKey((k) => k + 1);
        wasVisible = isVisible;
      },
      { threshold: 0.3 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isDrawn]);

  if (!figures) return null;
  return (
    <dl
      ref={ref}
      onMouseEnter={() => setRunKey((k) => k + 1)}
      className={`grid gap-6 ${stats.length === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'grid-cols-3'} ${className}`}
    >
      {stats.map(local).map((stat) => (
        <Counter
          key={stat.key}
          stat={stat}
          value={figures[stat.figure]}
          runKey={runKey}
          isStill={isStill}
          tone={tone}
          isFloored={figures.floored?.includes(stat.figure) ?? false}
        />
      ))}
    </dl>
  );
}

import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../components/ui/use-prefers-reduced-motion.ts';
import type { StatItem } from '../content/home.ts';
import { countUpStartText, formatStat, useCountUpText } from '../hooks/use-count-up.ts';
import { useLocalise } from '../texts.ts';

function Counter({ stat, runKey, isStill, tone }: { stat: StatItem; runKey: number; isStill: boolean; tone: 'light' | 'dark' }) {
  const textRef = useCountUpText(stat.number, stat.suffix, runKey, isStill);
  const finalText = `${formatStat(stat.number, stat.number)}${stat.suffix}`;
  return (
    <div className="flex flex-col-reverse text-center">
      <dt className={`mt-1 text-sm font-medium sm:text-base ${tone === 'dark' ? 'text-brand-100' : 'text-slate-600'}`}>{stat.label}</dt>
      <dd className={`text-3xl font-extrabold tabular-nums sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-brand-800'}`}>
        <span aria-hidden="true" ref={textRef}>
          {countUpStartText(stat.number, stat.suffix, isStill)}
        </span>
        <span className="sr-only">{finalText}</span>
      </dd>
    </div>
  );
}

/**
 * Animated counters (docs/product/content.md): each figure counts up over 2 s, restarting when the
 * group becomes 30% visible or is hovered; one decimal for non-integers. Screen readers get the
 * final figures; with reduced motion the final figures show at once.
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
  }, []);

  return (
    <dl
      ref={ref}
      onMouseEnter={() => setRunKey((k) => k + 1)}
      className={`grid gap-6 ${stats.length === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'grid-cols-3'} ${className}`}
    >
      {stats.map(local).map((stat) => (
        <Counter key={stat.key} stat={stat} runKey={runKey} isStill={isStill} tone={tone} />
      ))}
    </dl>
  );
}

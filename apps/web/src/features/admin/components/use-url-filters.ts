import { useSearchParams } from 'react-router';

/**
 * Back office table state kept in the URL (so it survives reloads and can be shared): reads the
 * named parameters and `page`, and `update` sets some of them (blank removes one; changing a
 * filter goes back to page 1).
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: Partial<Record<K | 'page', string>>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next) as [string, string | undefined][]) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  return { values, page, update };
}

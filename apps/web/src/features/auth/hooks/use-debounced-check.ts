import { useEffect, useState } from 'react';
import type { DuplicateState } from '../utils/validation.ts';

/** Options of {@link useDebouncedCheck}. */
export type DebouncedCheckOptions = {
  /** Wait after the last change, in milliseconds. */
  delayMs: number;
  /** Whether `value` is complete enough to check (e.g. ten digits); otherwise the state is idle. */
  isReady: (value: string) => boolean;
  /** Asks the API whether `value` is already registered; resolves true when it exists. */
  check: (value: string, signal: AbortSignal) => Promise<boolean>;
};

/**
 * Duplicate check of one field (docs/product/accounts.md "Duplicate-check state", §5 debounces): idle
 * until `value` is ready, then checking `delayMs` after the last change, then available or
 * exists. A failed check goes back to idle (the server checks again on submit); answers for an
 * older value are dropped.
 */
export function useDebouncedCheck(value: string, { delayMs, isReady, check }: DebouncedCheckOptions): DuplicateState {
  const [state, setState] = useState<{ value: string; result: DuplicateState }>({ value: '', result: 'idle' });
  const ready = isReady(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `check` is a stable module function in every caller; the value alone starts a new check.
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ value, result: 'checking' });
      check(value, controller.signal).then(
        (exists) => {
          if (!controller.signal.aborted) setState({ value, result: exists ? 'exists' : 'available' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Duplicate check failed', error);
          setState({ value, result: 'idle' });
        },
      );
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value, ready, delayMs]);

  if (!ready) return 'idle';
  return state.value === value ? state.result : 'idle';
}

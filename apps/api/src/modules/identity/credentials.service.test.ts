import { describe, expect, it } from 'vitest';
import { countWrongPassword, isLockedAt } from './credentials.service.ts';
import type { SignInFailureRow } from './sign-in-failures.repository.ts';

const MINUTE = 60_000;
const t0 = Date.UTC(2026, 0, 15, 10, 0, 0);
const at = (ms: number) => new Date(t0 + ms);
const none: SignInFailureRow = { failures: 0, lastFailedAt: new Date(0), lockedUntil: null, lockNotifiedAt: null };

/** Applies wrong passwords at the given offsets (ms after t0) and returns every outcome. */
function run(offsets: number[], start: SignInFailureRow = none) {
  let row = start;
  return offsets.map((offset) => {
    const outcome = countWrongPassword(row, at(offset));
    row = outcome.next;
    return outcome;
  });
}

describe('the per-account rule for wrong passwords', () => {
  it('locks at the 10th wrong password of a run, for 1 minute, and asks for one SMS', () => {
    const outcomes = run(Array.from({ length: 10 }, (_, i) => i * 1000));
    expect(outcomes.slice(0, 9).every((o) => o.next.lockedUntil === null && !o.notify)).toBe(true);
    const tenth = outcomes[9];
    expect(tenth?.next).toEqual({ failures: 10, lastFailedAt: at(9000), lockedUntil: at(9000 + MINUTE), lockNotifiedAt: at(9000) });
    expect(tenth?.notify).toBe(true);
    expect(isLockedAt(tenth?.next, at(9000 + MINUTE - 1))).toBe(true);
    expect(isLockedAt(tenth?.next, at(9000 + MINUTE))).toBe(false);
  });

  it('does not count a wrong password during a lock and does not lengthen the lock', () => {
    const locked: SignInFailureRow = { failures: 10, lastFailedAt: at(0), lockedUntil: at(MINUTE), lockNotifiedAt: at(0) };
    const outcome = countWrongPassword(locked, at(30_000));
    expect(outcome).toEqual({ next: locked, locked: at(MINUTE), isCounted: false, notify: false });
  });

  it('locks each later wrong password for 2, 4, 8, then 15 minutes, sending no further SMS', () => {
    let row: SignInFailureRow = { failures: 10, lastFailedAt: at(0), lockedUntil: at(MINUTE), lockNotifiedAt: at(0) };
    const lengths: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const now = row.lockedUntil ?? at(0);
      const outcome = countWrongPassword(row, now);
      expect(outcome.notify).toBe(false);
      lengths.push(((outcome.next.lockedUntil?.getTime() ?? 0) - now.getTime()) / MINUTE);
      row = outcome.next;
    }
    expect(lengths).toEqual([2, 4, 8, 15, 15, 15]);
  });

  it('starts a new run 15 minutes after the last wrong password, or after the end of a lock', () => {
    const nine: SignInFailureRow = { failures: 9, lastFailedAt: at(0), lockedUntil: null, lockNotifiedAt: null };
    expect(countWrongPassword(nine, at(15 * MINUTE - 1)).next.failures).toBe(10);
    expect(countWrongPassword(nine, at(15 * MINUTE)).next).toEqual({
      failures: 1,
      lastFailedAt: at(15 * MINUTE),
      lockedUntil: null,
      lockNotifiedAt: null,
    });

    const lockedLong: SignInFailureRow = { failures: 14, lastFailedAt: at(0), lockedUntil: at(15 * MINUTE), lockNotifiedAt: at(0) };
    // 15 minutes after the last wrong password, but the lock ended only now: still the same run
    expect(countWrongPassword(lockedLong, at(15 * MINUTE)).next.failures).toBe(15);
    const fresh = countWrongPassword(lockedLong, at(30 * MINUTE));
    expect(fresh.next).toEqual({ failures: 1, lastFailedAt: at(30 * MINUTE), lockedUntil: null, lockNotifiedAt: null });
    // a new run that reaches the limit again tells the owner again
    expect(
      run(
        Array.from({ length: 9 }, (_, i) => 30 * MINUTE + (i + 1) * 1000),
        fresh.next,
      ).at(-1)?.notify,
    ).toBe(true);
  });
});

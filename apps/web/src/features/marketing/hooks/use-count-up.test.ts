import { describe, expect, it } from 'vitest';
import { formatStat } from './use-count-up.ts';

describe('formatStat', () => {
  it('shows whole-number targets as integers while counting', () => {
    expect(formatStat(59.6, 60)).toBe('60');
    expect(formatStat(0, 300)).toBe('0');
  });

  it('shows non-integer targets with one decimal', () => {
    expect(formatStat(8.9, 8.9)).toBe('8.9');
    expect(formatStat(4.449, 8.9)).toBe('4.4');
    expect(formatStat(0, 8.9)).toBe('0.0');
  });
});

import { describe, expect, it } from 'vitest';
import { countUpStartText, formatStat } from './use-count-up.ts';

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

describe('countUpStartText', () => {
  it('starts moving counters at 0 and still ones at the final figure, with the suffix', () => {
    expect(countUpStartText(300, '+', false)).toBe('0+');
    expect(countUpStartText(8.9, ' yrs', false)).toBe('0.0 yrs');
    expect(countUpStartText(300, '+', true)).toBe('300+');
  });
});

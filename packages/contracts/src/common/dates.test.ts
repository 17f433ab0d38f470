import { describe, expect, it } from 'vitest';
import { formatDate, indiaYear } from './dates.ts';

describe('formatDate: the one date formatter (docs/product/seo.md, "Hindi")', () => {
  it('writes a plain day as that day, never as YYYY-MM-DD', () => {
    expect(formatDate('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDate('2026-11-28', 'hi')).toBe('28 नवंबर 2026');
    expect(formatDate('2026-02-03', 'hi')).toBe('3 फ़रवरी 2026');
  });

  it('writes a time as its day in India, whatever the machine’s time zone', () => {
    expect(formatDate('2026-11-27T18:29:59.000Z')).toBe('27 Nov 2026');
    expect(formatDate('2026-11-27T18:30:00.000Z')).toBe('28 Nov 2026');
    expect(formatDate('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027');
    expect(formatDate(new Date('2026-05-04T10:15:00.000Z'), 'hi')).toBe('4 मई 2026');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
  });

  it('gives the year in India', () => {
    expect(indiaYear(Date.parse('2026-12-31T18:29:00.000Z'))).toBe(2026);
    expect(indiaYear(Date.parse('2026-12-31T18:30:00.000Z'))).toBe(2027);
  });
});

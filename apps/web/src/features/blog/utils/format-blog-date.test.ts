import { afterEach, describe, expect, it } from 'vitest';
import { formatBlogDate } from './format-blog-date.ts';

const machineZone = process.env.TZ;

afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('formatBlogDate (docs/product/content.md, "Blog"; docs/product/seo.md, "Hindi")', () => {
  it('writes the date in English by default and with Hindi month names in Hindi', () => {
    expect(formatBlogDate('2026-11-14T04:30:00.000Z')).toBe('14 Nov 2026');
    expect(formatBlogDate('2026-11-14T04:30:00.000Z', 'en')).toBe('14 Nov 2026');
    expect(formatBlogDate('2026-11-14T04:30:00.000Z', 'hi')).toBe('14 नवंबर 2026');
    expect(formatBlogDate('2026-02-03T10:00:00+05:30', 'hi')).toBe('3 फ़रवरी 2026');
  });

  it('reads the calendar day in India, whatever the time zone of the machine drawing it', () => {
    // 20:00 UTC on 14 November is 01:30 on 15 November in India
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland']) {
      process.env.TZ = zone;
      expect(formatBlogDate('2026-11-14T20:00:00.000Z'), zone).toBe('15 Nov 2026');
      expect(formatBlogDate('2026-11-14T18:29:59.000Z', 'hi'), zone).toBe('14 नवंबर 2026');
      expect(formatBlogDate('2026-12-31T18:30:00.000Z'), zone).toBe('1 Jan 2027');
    }
  });

  it('gives an empty text for an unreadable timestamp', () => {
    expect(formatBlogDate('not a date')).toBe('');
    expect(formatBlogDate('', 'hi')).toBe('');
  });
});

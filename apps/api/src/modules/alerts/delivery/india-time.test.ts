import { describe, expect, it } from 'vitest';
import { inQuietHours, istDate, istDayBounds, nextMorning, parseMoment } from './india-time.ts';

// India time of alerts (docs/product/alerts.md, "How alerts are sent").

describe('India time', () => {
  it('keeps the SMS quiet hours from 21:00 to 09:00 India time', () => {
    expect(inQuietHours(new Date('2026-12-01T15:29:59Z'))).toBe(false); // 20:59:59 IST
    expect(inQuietHours(new Date('2026-12-01T15:30:00Z'))).toBe(true); // 21:00 IST
    expect(inQuietHours(new Date('2026-12-02T03:29:59Z'))).toBe(true); // 08:59:59 IST
    expect(inQuietHours(new Date('2026-12-02T03:30:00Z'))).toBe(false); // 09:00 IST
  });

  it('holds a night SMS for the next 09:00 India time, and an early-morning one for the same morning', () => {
    expect(nextMorning(new Date('2026-12-01T16:30:00Z')).toISOString()).toBe('2026-12-02T03:30:00.000Z');
    expect(nextMorning(new Date('2026-12-01T20:00:00Z')).toISOString()).toBe('2026-12-02T03:30:00.000Z'); // 01:30 IST on the 2nd
  });

  it('counts the SMS day by India’s date', () => {
    expect(istDate(new Date('2026-12-01T18:29:59Z'))).toBe('2026-12-01');
    expect(istDate(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
    expect(istDayBounds(new Date('2026-12-01T06:30:00Z'))).toEqual({
      start: new Date('2026-11-30T18:30:00Z'),
      end: new Date('2026-12-01T18:30:00Z'),
    });
  });

  it('reads --at with its zone and refuses anything else in words', () => {
    expect(parseMoment('2026-12-01T09:00+05:30').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(parseMoment('2026-12-01T03:30Z').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    for (const bad of ['2026-12-01T09:00', 'tomorrow', '2026-13-01T09:00+05:30', '']) {
      expect(() => parseMoment(bad)).toThrow(/--at must be a date and time with its zone, such as 2026-12-01T09:00\+05:30/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaTime, indiaLocalOf, indiaLocalToIso } from './india-time.ts';

describe('visit times in India time', () => {
  it('shows an instant as India time whatever the device zone', () => {
    expect(formatIndiaTime('2030-01-10T05:00:00.000Z')).toBe('Thu, 10 Jan 2030, 10:30 am');
    expect(formatIndiaTime('2030-01-10T18:45:00+05:30')).toBe('Thu, 10 Jan 2030, 6:45 pm');
    expect(formatIndiaDate('2030-01-01T20:00:00.000Z')).toBe('2 Jan 2030');
  });

  it('reads a date-and-time box as India time and writes ISO with +05:30', () => {
    expect(indiaLocalToIso('2031-02-03T16:45')).toBe('2031-02-03T16:45:00+05:30');
    expect(indiaLocalToIso('')).toBeUndefined();
    expect(indiaLocalToIso('tomorrow')).toBeUndefined();
    expect(indiaLocalOf(Date.parse('2030-01-10T05:00:00.000Z'))).toBe('2030-01-10T10:30');
  });
});

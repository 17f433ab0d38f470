import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, istIsoFromLocalInput, istToday, localInputFromInstant } from './india-time.ts';

describe('India time', () => {
  it('reads a datetime-local value as India time with its +05:30 offset', () => {
    expect(istIsoFromLocalInput('2026-12-01T10:30')).toBe('2026-12-01T10:30:00+05:30');
    expect(istIsoFromLocalInput('2026-12-01T10:30:15')).toBe('2026-12-01T10:30:15+05:30');
    expect(new Date(istIsoFromLocalInput('2026-12-01T10:30') ?? '').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(istIsoFromLocalInput('')).toBeUndefined();
    expect(istIsoFromLocalInput('2026-13-01T10:30')).toBeUndefined();
  });

  it('turns a moment back into the India wall clock', () => {
    expect(localInputFromInstant('2026-12-01T05:00:00.000Z')).toBe('2026-12-01T10:30');
    expect(localInputFromInstant('2026-12-01T20:00:00.000Z')).toBe('2026-12-02T01:30');
    expect(istToday(Date.parse('2026-12-01T19:00:00.000Z'))).toBe('2026-12-02');
  });

  it('formats times and days in India time whatever the device zone', () => {
    expect(formatDateTime('2026-12-01T05:00:00.000Z')).toBe('1 Dec 2026, 10:30 am');
    expect(formatDay('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDay('2026-11-30T20:00:00.000Z')).toBe('1 Dec 2026');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it('formats times and days in Hindi with India time', () => {
    expect(formatDateTime('2026-12-01T05:00:00.000Z', 'hi')).toBe('1 दिस 2026, 10:30 पूर्वाह्न');
    expect(formatDateTime('2026-03-01T10:00:00.000Z', 'hi')).toBe('1 मार्च 2026, 3:30 अपराह्न');
    expect(formatDay('2026-11-30T20:00:00.000Z', 'hi')).toBe('1 दिसंबर 2026');
    expect(formatDay('2026-08-15', 'hi')).toBe('15 अगस्त 2026');
    expect(formatDay('nonsense', 'hi')).toBe('');
  });
});

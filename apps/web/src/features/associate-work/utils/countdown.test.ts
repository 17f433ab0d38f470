import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown.ts';

describe('countdownText', () => {
  it('shows hours and minutes from an hour up', () => {
    expect(countdownText(7200_000)).toEqual({ clock: '02:00', unit: 'h', spoken: '2 hours', isExpired: false });
    expect(countdownText(7199_000)).toEqual({ clock: '01:59', unit: 'h', spoken: '1 hour 59 minutes', isExpired: false });
    expect(countdownText(3600_000)).toEqual({ clock: '01:00', unit: 'h', spoken: '1 hour', isExpired: false });
  });

  it('shows minutes and seconds under an hour, rounding seconds up', () => {
    expect(countdownText(3599_000)).toEqual({ clock: '59:59', unit: 'min', spoken: '59 minutes 59 seconds', isExpired: false });
    expect(countdownText(65_000)).toEqual({ clock: '01:05', unit: 'min', spoken: '1 minute 5 seconds', isExpired: false });
    expect(countdownText(400)).toEqual({ clock: '00:01', unit: 'min', spoken: '1 second', isExpired: false });
  });

  it('is expired at and after the deadline', () => {
    expect(countdownText(0).isExpired).toBe(true);
    expect(countdownText(-5000)).toEqual({ clock: '00:00', unit: 'min', spoken: 'expired', isExpired: true });
  });
});

import { describe, expect, it } from 'vitest';
import { formatRupees, formatWhen, thumbnailUrl } from './format.ts';

describe('formatRupees', () => {
  it('reads rupees in lakh and crore', () => {
    expect(formatRupees('4500000.00')).toBe('₹45 L');
    expect(formatRupees(12_500_000)).toBe('₹1.25 Cr');
    expect(formatRupees('75000')).toBe('₹75,000');
    expect(formatRupees('0.00')).toBe('—');
    expect(formatRupees('N/A')).toBe('—');
  });
});

describe('formatWhen', () => {
  it('formats a timestamp and keeps unreadable text', () => {
    expect(formatWhen('2026-11-22T08:35:00.000Z')).toMatch(/^22 Nov 2026, \d\d:\d\d$/);
    expect(formatWhen('soon')).toBe('soon');
  });
});

describe('thumbnailUrl', () => {
  it('uses the 480 px rendition of back office uploads and demo images as they are', () => {
    expect(thumbnailUrl('media/teams/4/0123456789abcdef.webp')).toBe('/server/media/teams/4/0123456789abcdef-w480.webp');
    expect(thumbnailUrl('media/team/alok-mishra.webp')).toBe('/server/media/team/alok-mishra.webp');
  });
});

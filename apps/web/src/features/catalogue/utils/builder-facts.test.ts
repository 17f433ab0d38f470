import { describe, expect, it } from 'vitest';
import { sampleSite } from '../../../test/sample-site.ts';
import { builderIdOf, developerPath, formatReviewDate, reraWebsiteOf, reviewedAtOf } from './builder-facts.ts';

type AnySite = Parameters<typeof builderIdOf>[0];
const site = (extra: Record<string, unknown>) => sampleSite(5, extra) as unknown as AnySite;

describe('builder facts of a listing (docs/product/builders.md, "Public")', () => {
  it('reads builder_id and reviewed_at when present and well-formed, and nothing otherwise', () => {
    expect(builderIdOf(site({ builder_id: 7 }))).toBe(7);
    expect([null, undefined, 0, -1, 1.5, '7'].map((id) => builderIdOf(site({ builder_id: id })))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(reviewedAtOf(site({ reviewed_at: '2026-05-04T10:15:00.000Z' }))).toBe('2026-05-04T10:15:00.000Z');
    expect([null, undefined, '', 'yesterday', 12].map((at) => reviewedAtOf(site({ reviewed_at: at })))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(developerPath(7)).toBe('/developers/7');
  });

  it('writes the review date as the calendar date in India, whatever the time zone of the machine', () => {
    expect(formatReviewDate('2026-05-04T10:15:00.000Z')).toBe('4 May 2026');
    // 20:00 UTC on 4 May is already 5 May in India
    expect(formatReviewDate('2026-05-04T20:00:00.000Z')).toBe('5 May 2026');
  });

  it('links the UP-RERA website for an Uttar Pradesh listing with a RERA number only', () => {
    expect(reraWebsiteOf(site({ site_rera_number: 'UPRERAPRJ12345' }))).toBe('https://up-rera.in');
    expect(reraWebsiteOf(site({ site_rera_number: 'UPRERAPRJ12345', site_state: 'UP' }))).toBe('https://up-rera.in');
    expect(reraWebsiteOf(site({ site_rera_number: '' }))).toBeUndefined();
    expect(reraWebsiteOf(site({ site_rera_number: 'BRERAP00123', site_state: 'Bihar' }))).toBeUndefined();
  });
});

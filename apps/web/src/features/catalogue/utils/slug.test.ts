import { describe, expect, it } from 'vitest';
import { slugToWords } from './slug.ts';

describe('slugToWords', () => {
  it('turns hyphens into spaces', () => {
    expect(slugToWords('ganga-view-residency')).toBe('ganga view residency');
  });
  it('decodes escapes and keeps a malformed slug readable', () => {
    expect(slugToWords('sigra%20heights-2')).toBe('sigra heights 2');
    expect(slugToWords('bad%zz-slug')).toBe('bad%zz slug');
  });
});

import { describe, expect, it } from 'vitest';
import { compareHref, ignoredIdsNotice, readCompareAddress } from './compare-address.ts';

const read = (query: string) => readCompareAddress(new URLSearchParams(query));

describe('readCompareAddress', () => {
  it('reads decimal ids separated by commas, in order, without duplicates', () => {
    expect(read('ids=4,2,4')).toEqual({ ids: [4, 2], invalid: [], overLimit: [] });
    expect(read('ids=1&ids=2')).toEqual({ ids: [1, 2], invalid: [], overLimit: [] });
  });

  it('keeps the first three ids and reports the rest', () => {
    expect(read('ids=1,2,3,4,5')).toEqual({ ids: [1, 2, 3], invalid: [], overLimit: [4, 5] });
  });

  it('reports parts that are not ids (leading zero, signs, words) and ignores blanks', () => {
    expect(read('ids=07,%2B3,abc,,1.0, 9 ')).toEqual({ ids: [9], invalid: ['07', '+3', 'abc', '1.0'], overLimit: [] });
  });

  it('gives nothing for an address without ids', () => {
    expect(read('')).toEqual({ ids: [], invalid: [], overLimit: [] });
  });
});

describe('compareHref and ignoredIdsNotice', () => {
  it('builds the compare address', () => {
    expect(compareHref([1, 2, 3])).toBe('/compare?ids=1,2,3');
    expect(compareHref([])).toBe('/compare');
  });

  it('names what was left out', () => {
    expect(ignoredIdsNotice({ invalid: [], overLimit: [] })).toBeNull();
    expect(ignoredIdsNotice({ invalid: ['abc'], overLimit: [4] })).toBe(
      'Only 3 properties can be compared at once, so #4 was left out. “abc” is not a property id and was ignored.',
    );
  });
});

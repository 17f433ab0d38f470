import { describe, expect, it } from 'vitest';
import { addLastVisited, clearLastVisited, parseLastVisited, readLastVisited, recordLastVisited } from './last-visited.ts';

describe('last visited list', () => {
  it('parses only positive whole ids, without duplicates', () => {
    expect(parseLastVisited('[3,"4",3,-1,"x",0,2.5]')).toEqual([3, 4]);
    expect(parseLastVisited('not json')).toEqual([]);
    expect(parseLastVisited('{"a":1}')).toEqual([]);
  });

  it('moves a revisited id to the front and caps the list', () => {
    expect(addLastVisited([1, 2, 3], 2)).toEqual([2, 1, 3]);
    expect(addLastVisited([1, 2, 3], 9, 3)).toEqual([9, 1, 2]);
  });

  it('records in localStorage under lastVisitedProperties and clears', () => {
    recordLastVisited(5);
    recordLastVisited(7);
    expect(window.localStorage.getItem('lastVisitedProperties')).toBe('[7,5]');
    expect(readLastVisited()).toEqual([7, 5]);
    clearLastVisited();
    expect(readLastVisited()).toEqual([]);
  });
});

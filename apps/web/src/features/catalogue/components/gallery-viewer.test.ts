import { describe, expect, it } from 'vitest';
import { wrapIndex } from './gallery-viewer.tsx';

describe('wrapIndex', () => {
  it('moves forward and wraps from the last photo to the first', () => {
    expect(wrapIndex(0, 1, 5)).toBe(1);
    expect(wrapIndex(4, 1, 5)).toBe(0);
  });
  it('moves back and wraps from the first photo to the last', () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });
  it('stays at 0 when there are no photos', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

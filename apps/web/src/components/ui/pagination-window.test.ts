import { describe, expect, it } from 'vitest';
import { isPageInRange, paginationWindow } from './pagination-window.ts';

const show = (current: number, count: number, more = false) =>
  paginationWindow(current, count, more)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('paginationWindow', () => {
  it('shows every page when there are 6 or fewer', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 6)).toBe('1 2 3 4 5 6');
    expect(show(6, 6)).toBe('1 2 3 4 5 6');
  });
  it('has no pages when there is nothing to page', () => {
    expect(show(1, 0)).toBe('');
  });
  it('opens a window at the start with one ellipsis', () => {
    expect(show(1, 10)).toBe('1 2 3 4 … 10');
    expect(show(3, 10)).toBe('1 2 3 4 … 10');
  });
  it('centres the window in the middle with two ellipses', () => {
    expect(show(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(show(4, 7)).toBe('1 … 3 4 5 … 7');
  });
  it('opens a window at the end with one ellipsis', () => {
    expect(show(10, 10)).toBe('1 … 7 8 9 10');
    expect(show(8, 10)).toBe('1 … 7 8 9 10');
  });
  it('ends in an ellipsis, not a last page, when more pages may follow (a count that is a lower bound)', () => {
    expect(show(1, 3, true)).toBe('1 2 3 …');
    expect(show(2, 1112, true)).toBe('1 2 3 4 …');
    expect(show(50, 1112, true)).toBe('1 … 49 50 51 …');
    expect(show(1112, 1112, true)).toBe('1 … 1111 1112 …');
  });
  it('clamps an out-of-range current page', () => {
    expect(show(99, 10)).toBe('1 … 7 8 9 10');
    expect(show(-3, 10)).toBe('1 2 3 4 … 10');
  });
  it('gives the ellipses distinct keys', () => {
    const keys = paginationWindow(5, 10).flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []));
    expect(keys).toEqual(['start', 'end']);
  });
});

describe('isPageInRange', () => {
  it('accepts only pages 1..pageCount', () => {
    expect(isPageInRange(1, 3)).toBe(true);
    expect(isPageInRange(3, 3)).toBe(true);
    expect(isPageInRange(0, 3)).toBe(false);
    expect(isPageInRange(4, 3)).toBe(false);
    expect(isPageInRange(1.5, 3)).toBe(false);
  });
});

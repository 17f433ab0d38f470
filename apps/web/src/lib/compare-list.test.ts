import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  COMPARE_LIMIT,
  COMPARE_STORAGE_KEY,
  clearCompare,
  getCompareServerSnapshot,
  getCompareSnapshot,
  parseCompareIds,
  removeFromCompare,
  subscribeCompare,
  toggleCompare,
  useCompareIds,
} from './compare-list.ts';

describe('parseCompareIds', () => {
  it('reads a JSON array of ids, digit text included, without duplicates', () => {
    expect(parseCompareIds('[3,"7",3]')).toEqual([3, 7]);
  });

  it('keeps at most three ids, in the stored order', () => {
    expect(parseCompareIds('[5,4,3,2,1]')).toEqual([5, 4, 3]);
  });

  it('drops ids that are not positive whole numbers and unreadable text', () => {
    expect(parseCompareIds('[0,-2,1.5,"07","x",null,9]')).toEqual([9]);
    expect(parseCompareIds('not json')).toEqual([]);
    expect(parseCompareIds('{"a":1}')).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
  });
});

describe('the compare store', () => {
  it('adds and removes ids and keeps them in localStorage under compareIds', () => {
    expect(toggleCompare(4)).toBe('added');
    expect(toggleCompare(9)).toBe('added');
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('[4,9]');
    expect(toggleCompare(4)).toBe('removed');
    expect(getCompareSnapshot()).toEqual([9]);
    removeFromCompare(9);
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('refuses a fourth pick and leaves the list as it was', () => {
    for (const id of [1, 2, 3]) expect(toggleCompare(id)).toBe('added');
    expect(toggleCompare(4)).toBe('full');
    expect(getCompareSnapshot()).toEqual([1, 2, 3]);
    expect(getCompareSnapshot()).toHaveLength(COMPARE_LIMIT);
    // a picked one can still be taken off, making room again
    expect(toggleCompare(2)).toBe('removed');
    expect(toggleCompare(4)).toBe('added');
    expect(getCompareSnapshot()).toEqual([1, 3, 4]);
  });

  it('reads what an earlier visit stored, and returns the same array while nothing changed', () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, '[11,12]');
    const first = getCompareSnapshot();
    expect(first).toEqual([11, 12]);
    expect(getCompareSnapshot()).toBe(first);
  });

  it('tells subscribers about every change, and stops when unsubscribed', () => {
    const listener = vi.fn();
    const stop = subscribeCompare(listener);
    toggleCompare(5);
    clearCompare();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    toggleCompare(6);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows another tab through the storage event', () => {
    const listener = vi.fn();
    const stop = subscribeCompare(listener);
    window.localStorage.setItem(COMPARE_STORAGE_KEY, '[8]');
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getCompareSnapshot()).toEqual([8]);
    stop();
  });

  it('gives the server (and hydration) an empty list', () => {
    toggleCompare(3);
    expect(getCompareServerSnapshot()).toEqual([]);
  });

  it('re-renders a component on every toggle', () => {
    const { result } = renderHook(() => useCompareIds());
    expect(result.current).toEqual([]);
    act(() => {
      toggleCompare(21);
    });
    expect(result.current).toEqual([21]);
    act(() => clearCompare());
    expect(result.current).toEqual([]);
  });
});

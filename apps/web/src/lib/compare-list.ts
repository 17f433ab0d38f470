import { useBrowserStore } from './takeover.ts';

/**
 * # The compare list
 *
 * Up to {@link COMPARE_LIMIT} listings a visitor (guest or signed in) picked to compare side by
 * side (docs/product/catalogue.md).
 * Kept only in this browser: `localStorage.compareIds` holds a JSON array of site ids in the order
 * they were picked, e.g. `[12,7]`. A tiny store with `subscribe`, so every compare toggle and the
 * compare tray on a page update together, and other tabs follow through the `storage` event.
 *
 * The server render (and the first browser render of a server-drawn page) sees an empty list
 * ({@link getCompareServerSnapshot}); React swaps in the stored list right after hydration.
 */

/** localStorage key of the compare list (a JSON array of site ids). */
export const COMPARE_STORAGE_KEY = 'compareIds';

/** Most listings that can be compared at once (3). */
export const COMPARE_LIMIT = 3;

/** Message shown when a visitor tries to pick one listing more than {@link COMPARE_LIMIT}. */
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} properties`;

/** What {@link toggleCompare} did: added the id, removed it, or refused it because the list is full. */
export type CompareToggleResult = 'added' | 'removed' | 'full';

const EMPTY: readonly number[] = Object.freeze([]);

/** A positive whole site id (at most ten digits, as ids are written in addresses). */
const isSiteId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Parses a stored `compareIds` value: a JSON array of site ids. Ids written as digit text
 * (`"7"`) are accepted; anything else, duplicates, and ids past the first {@link COMPARE_LIMIT}
 * are dropped. Unreadable text gives an empty list.
 */
export function parseCompareIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    const id = typeof item === 'string' && /^[1-9]\d{0,9}$/.test(item) ? Number(item) : item;
    if (isSiteId(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_LIMIT) break;
  }
  return ids;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The list's text when localStorage cannot be used (private mode, quota): kept for this page only. */
let memoryRaw: string | null = null;
/** True once writing to localStorage failed: from then on the list lives in {@link memoryRaw}. */
let isMemoryOnly = false;
let cachedRaw: string | null | undefined;
let cachedIds: readonly number[] = EMPTY;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  const store = storage();
  if (!store || isMemoryOnly) return memoryRaw;
  try {
    return store.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

/**
 * The compare list now, in pick order. The same array is returned while the stored text is
 * unchanged, as `useSyncExternalStore` requires.
 */
export function getCompareSnapshot(): readonly number[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const ids = parseCompareIds(raw);
    cachedIds = ids.length ? Object.freeze(ids) : EMPTY;
  }
  return cachedIds;
}

/** The compare list as the server (and a hydrating browser) sees it: always empty. */
export function getCompareServerSnapshot(): readonly number[] {
  return EMPTY;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function write(ids: readonly number[]): void {
  const raw = ids.length ? JSON.stringify(ids) : null;
  memoryRaw = raw;
  const store = storage();
  if (store && !isMemoryOnly) {
    try {
      if (raw === null) store.removeItem(COMPARE_STORAGE_KEY);
      else store.setItem(COMPARE_STORAGE_KEY, raw);
    } catch {
      isMemoryOnly = true;
    }
  }
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === COMPARE_STORAGE_KEY) notify();
}

/**
 * Calls `listener` after every change of the compare list, in this tab or another one.
 * @returns The function that stops the calls.
 */
export function subscribeCompare(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * Adds `siteId` to the compare list, or removes it when it is already there. A pick beyond
 * {@link COMPARE_LIMIT} is refused (`'full'`) and leaves the list unchanged.
 */
export function toggleCompare(siteId: number): CompareToggleResult {
  const ids = getCompareSnapshot();
  if (ids.includes(siteId)) {
    write(ids.filter((id) => id !== siteId));
    return 'removed';
  }
  if (!isSiteId(siteId)) throw new RangeError(`A site id must be a positive whole number, got ${siteId}`);
  if (ids.length >= COMPARE_LIMIT) return 'full';
  write([...ids, siteId]);
  return 'added';
}

/** Removes `siteId` from the compare list (nothing happens when it is not there). */
export function removeFromCompare(siteId: number): void {
  const ids = getCompareSnapshot();
  if (ids.includes(siteId)) write(ids.filter((id) => id !== siteId));
}

/** Empties the compare list. */
export function clearCompare(): void {
  if (getCompareSnapshot().length > 0) write([]);
}

/**
 * The compare list for a component: re-renders on every change. Empty on the server and during
 * hydration, so a server-drawn page hydrates without a mismatch.
 */
export function useCompareIds(): readonly number[] {
  return useBrowserStore(subscribeCompare, getCompareSnapshot, getCompareServerSnapshot);
}

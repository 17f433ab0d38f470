import { STORAGE_KEYS } from './session.ts';

/** Most listings kept in the local recently visited list. */
export const LAST_VISITED_CAP = 12;

/**
 * Parses the stored `lastVisitedProperties` value (a JSON array of site ids, most recent first;
 * docs/product/catalogue.md). Anything unreadable gives an empty list; ids written as digit text are
 * accepted; duplicates and non-positive ids are dropped.
 */
export function parseLastVisited(raw: string | null | undefined): number[] {
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
    const id = typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : Number.NaN;
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** `list` with `siteId` moved (or added) to the front, without duplicates, at most `cap` long. */
export function addLastVisited(list: readonly number[], siteId: number, cap = LAST_VISITED_CAP): number[] {
  return [siteId, ...list.filter((id) => id !== siteId)].slice(0, cap);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The locally kept recently visited site ids, most recent first (docs/product/catalogue.md). */
export function readLastVisited(): number[] {
  return parseLastVisited(storage()?.getItem(STORAGE_KEYS.lastVisited));
}

/**
 * Records a guest's view of `siteId` in the local list (docs/product/catalogue.md "Viewing a property")
 * and returns the new list. Storage failures (private mode, quota) are ignored.
 */
export function recordLastVisited(siteId: number): number[] {
  const next = addLastVisited(readLastVisited(), siteId);
  try {
    storage()?.setItem(STORAGE_KEYS.lastVisited, JSON.stringify(next));
  } catch {
    // the list simply is not kept
  }
  return next;
}

/** Removes `siteId` from the local list (once it was sent to the customer's account). Storage failures are ignored. */
export function forgetLastVisited(siteId: number): void {
  try {
    const rest = readLastVisited().filter((id) => id !== siteId);
    if (rest.length > 0) storage()?.setItem(STORAGE_KEYS.lastVisited, JSON.stringify(rest));
    else storage()?.removeItem(STORAGE_KEYS.lastVisited);
  } catch {
    // nothing to forget
  }
}

/** Empties the local list (after it was synced to the customer's account). */
export function clearLastVisited(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.lastVisited);
  } catch {
    // nothing to clear
  }
}

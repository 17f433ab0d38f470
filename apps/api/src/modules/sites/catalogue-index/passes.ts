/**
 * The passes of a catalogue index search (docs/decisions/0016-catalogue-search-index.md).
 */

// The passes of a search: each clears, in `passing`, the candidates (positions) its filter
// rules out. Plain functions over typed arrays, without branches where one can be avoided, so
// the engine optimises each once for every search.

/** Every position of the postings of the wanted codes, ascending. */
export function unionOf(postings: readonly Int32Array[], wanted: Uint8Array): Int32Array {
  const lists = postings.filter((_, code) => wanted[code] === 1);
  if (lists.length === 1) return lists[0] as Int32Array;
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all.sort();
}

/** Sets `passing` to 1 at every candidate (every position when `candidates` is null). */
export function markAll(passing: Uint8Array, candidates: Int32Array | null): void {
  if (candidates === null) passing.fill(1);
  else for (let j = 0; j < candidates.length; j++) passing[candidates[j] as number] = 1;
}

/** The places in the sort order (`ranks` by position; the position itself when absent) of the `total` candidates that pass. */
export function ranksOfPassing(
  passing: Uint8Array,
  candidates: Int32Array | null,
  n: number,
  total: number,
  ranks: Int32Array | undefined,
): Int32Array {
  const places = new Int32Array(total);
  let at = 0;
  const count = candidates === null ? n : candidates.length;
  for (let j = 0; j < count; j++) {
    const i = candidates === null ? j : (candidates[j] as number);
    if (passing[i] === 1) places[at++] = ranks ? (ranks[i] as number) : i;
  }
  return places;
}

/** How many candidates pass. */
export function countPassing(passing: Uint8Array, candidates: Int32Array | null, n: number): number {
  let total = 0;
  if (candidates === null) for (let i = 0; i < n; i++) total += passing[i] as number;
  else for (let j = 0; j < candidates.length; j++) total += passing[candidates[j] as number] as number;
  return total;
}

/** Keeps candidates whose code is wanted (`wanted[code]` 1). */
export function keepCodes(passing: Uint8Array, candidates: Int32Array | null, n: number, codes: Int32Array, wanted: Uint8Array): void {
  if (candidates === null) {
    for (let i = 0; i < n; i++) {
      passing[i] = (passing[i] as number) & (wanted[codes[i] as number] as number);
    }
    return;
  }
  for (let j = 0; j < candidates.length; j++) {
    const i = candidates[j] as number;
    passing[i] = (passing[i] as number) & (wanted[codes[i] as number] as number);
  }
}

/** Keeps candidates whose flag is 1. */
export function keepFlagged(passing: Uint8Array, candidates: Int32Array | null, n: number, flags: Uint8Array): void {
  if (candidates === null) {
    for (let i = 0; i < n; i++) {
      passing[i] = (passing[i] as number) & (flags[i] as number);
    }
    return;
  }
  for (let j = 0; j < candidates.length; j++) {
    const i = candidates[j] as number;
    passing[i] = (passing[i] as number) & (flags[i] as number);
  }
}

/** Keeps candidates whose value is at least `min` (NaN, no value, never is: as NULL in SQL). */
export function keepAtLeast(passing: Uint8Array, candidates: Int32Array | null, n: number, values: Float64Array, min: number): void {
  if (candidates === null) {
    for (let i = 0; i < n; i++) {
      passing[i] = (passing[i] as number) & +((values[i] as number) >= min);
    }
    return;
  }
  for (let j = 0; j < candidates.length; j++) {
    const i = candidates[j] as number;
    passing[i] = (passing[i] as number) & +((values[i] as number) >= min);
  }
}

/** Keeps candidates whose value is at most `max` (NaN never is). */
export function keepAtMost(passing: Uint8Array, candidates: Int32Array | null, n: number, values: Float64Array, max: number): void {
  if (candidates === null) {
    for (let i = 0; i < n; i++) {
      passing[i] = (passing[i] as number) & +((values[i] as number) <= max);
    }
    return;
  }
  for (let j = 0; j < candidates.length; j++) {
    const i = candidates[j] as number;
    passing[i] = (passing[i] as number) & +((values[i] as number) <= max);
  }
}

/** Keeps candidates whose bit mask shares a bit with `mask`. */
export function keepMasked(passing: Uint8Array, candidates: Int32Array | null, n: number, masks: Int32Array, mask: number): void {
  if (candidates === null) {
    for (let i = 0; i < n; i++) {
      passing[i] = (passing[i] as number) & +(((masks[i] as number) & mask) !== 0);
    }
    return;
  }
  for (let j = 0; j < candidates.length; j++) {
    const i = candidates[j] as number;
    passing[i] = (passing[i] as number) & +(((masks[i] as number) & mask) !== 0);
  }
}

/** Keeps candidates whose point lies in the box, edges included (NaN, no point, never does). */
export function keepInBox(
  passing: Uint8Array,
  candidates: Int32Array | null,
  n: number,
  xs: Float64Array,
  ys: Float64Array,
  box: readonly [number, number, number, number],
): void {
  const [west, south, east, north] = box;
  if (candidates === null) {
    for (let i = 0; i < n; i++) {
      const x = xs[i] as number;
      const y = ys[i] as number;
      passing[i] = (passing[i] as number) & +(x >= west) & +(x <= east) & +(y >= south) & +(y <= north);
    }
    return;
  }
  for (let j = 0; j < candidates.length; j++) {
    const i = candidates[j] as number;
    const x = xs[i] as number;
    const y = ys[i] as number;
    passing[i] = (passing[i] as number) & +(x >= west) & +(x <= east) & +(y >= south) & +(y <= north);
  }
}

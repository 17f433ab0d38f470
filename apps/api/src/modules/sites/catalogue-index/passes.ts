/**
 * The passes of a catalogue index search (docs/decisions/0016-catalogue-search-index.md).
 */

// The passes of a search: each reads the first `count` candidates (positions, ascending) of
// `from`, writes those its filter lets through to `list` (which may be `from` itself) and returns
// how many it kept, so every later pass looks only at what is left.
// Plain functions over typed arrays that write every candidate and advance past the kept ones
// only (no branch on the data), so the engine optimises each once for every search.

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

/** The places in the sort order (`ranks` by position; the position itself when absent) of the first `count` candidates of `list`. */
export function ranksOf(list: Int32Array, count: number, ranks: Int32Array | undefined): Int32Array {
  const places = new Int32Array(count);
  for (let j = 0; j < count; j++) places[j] = ranks ? (ranks[list[j] as number] as number) : (list[j] as number);
  return places;
}

/** Keeps the candidates among the first `count` of `list` whose code is wanted (`wanted[code]` 1); returns how many. */
export function keepCodes(from: Int32Array, count: number, list: Int32Array, codes: Int32Array, wanted: Uint8Array): number {
  let kept = 0;
  for (let j = 0; j < count; j++) {
    const i = from[j] as number;
    list[kept] = i;
    kept += wanted[codes[i] as number] as number;
  }
  return kept;
}

/** Keeps the candidates whose flag is 1 in any of `flags`; returns how many. */
export function keepFlagged(from: Int32Array, count: number, list: Int32Array, flags: readonly Uint8Array[]): number {
  if (flags.length === 1) {
    const only = flags[0] as Uint8Array;
    let kept = 0;
    for (let j = 0; j < count; j++) {
      const i = from[j] as number;
      list[kept] = i;
      kept += only[i] as number;
    }
    return kept;
  }
  let kept = 0;
  for (let j = 0; j < count; j++) {
    const i = from[j] as number;
    let flag = 0;
    for (const some of flags) flag |= some[i] as number;
    list[kept] = i;
    kept += flag;
  }
  return kept;
}

/** Keeps the candidates whose value is at least `min` (NaN, no value, never is: as NULL in SQL); returns how many. */
export function keepAtLeast(from: Int32Array, count: number, list: Int32Array, values: Float64Array, min: number): number {
  let kept = 0;
  for (let j = 0; j < count; j++) {
    const i = from[j] as number;
    list[kept] = i;
    kept += +((values[i] as number) >= min);
  }
  return kept;
}

/** Keeps the candidates whose value is at most `max` (NaN never is); returns how many. */
export function keepAtMost(from: Int32Array, count: number, list: Int32Array, values: Float64Array, max: number): number {
  let kept = 0;
  for (let j = 0; j < count; j++) {
    const i = from[j] as number;
    list[kept] = i;
    kept += +((values[i] as number) <= max);
  }
  return kept;
}

/** Keeps the candidates whose bit is set in the bitmap `bits` (bitmaps.ts); returns how many. */
export function keepInBits(from: Int32Array, count: number, list: Int32Array, bits: Uint32Array): number {
  let kept = 0;
  for (let j = 0; j < count; j++) {
    const i = from[j] as number;
    list[kept] = i;
    kept += ((bits[i >>> 5] as number) >>> (i & 31)) & 1;
  }
  return kept;
}

/** Keeps the candidates whose bit mask shares a bit with `mask`; returns how many. */
export function keepMasked(from: Int32Array, count: number, list: Int32Array, masks: Int32Array, mask: number): number {
  let kept = 0;
  for (let j = 0; j < count; j++) {
    const i = from[j] as number;
    list[kept] = i;
    kept += +(((masks[i] as number) & mask) !== 0);
  }
  return kept;
}

/** Keeps the candidates whose point lies in the box, edges included (NaN, no point, never does); returns how many. */
export function keepInBox(
  from: Int32Array,
  count: number,
  list: Int32Array,
  xs: Float64Array,
  ys: Float64Array,
  box: readonly [number, number, number, number],
): number {
  const [west, south, east, north] = box;
  let kept = 0;
  for (let j = 0; j < count; j++) {
    const i = from[j] as number;
    const x = xs[i] as number;
    const y = ys[i] as number;
    list[kept] = i;
    kept += +(x >= west) & +(x <= east) & +(y >= south) & +(y <= north);
  }
  return kept;
}

/**
 * Bitmaps of listing positions for the catalogue index (docs/decisions/0020-match-bitmaps.md):
 * one bit per listing, 32 to a word, so that a broad filter is combined with another 32
 * listings at a time instead of one, and the matches are counted by counting bits.
 */

/** Words of a bitmap of `size` listings. */
export const wordsFor = (size: number): number => (size + 31) >>> 5;

/** Sets the bits of the positions `positions[from…to)` in `bits`. */
export function setPositions(bits: Uint32Array, positions: Int32Array, from = 0, to = positions.length): void {
  for (let j = from; j < to; j++) {
    const i = positions[j] as number;
    bits[i >>> 5] = (bits[i >>> 5] as number) | (1 << (i & 31));
  }
}

/** Clears the bits of the positions `positions[from…to)` in `bits`. */
export function clearPositions(bits: Uint32Array, positions: Int32Array, from: number, to: number): void {
  for (let j = from; j < to; j++) {
    const i = positions[j] as number;
    bits[i >>> 5] = (bits[i >>> 5] as number) & ~(1 << (i & 31));
  }
}

/** `target` becomes `target` AND `other`, word by word. */
export function andInto(target: Uint32Array, other: Uint32Array): void {
  for (let w = 0; w < target.length; w++) target[w] = (target[w] as number) & (other[w] as number);
}

/** `target` becomes `target` OR `other`. */
export function orInto(target: Uint32Array, other: Uint32Array): void {
  for (let w = 0; w < target.length; w++) target[w] = (target[w] as number) | (other[w] as number);
}

/** `target` becomes `target` AND NOT `other`. */
export function andNotInto(target: Uint32Array, other: Uint32Array): void {
  for (let w = 0; w < target.length; w++) target[w] = (target[w] as number) & ~(other[w] as number);
}

/** The set bits of one word. */
function bitsIn(word: number): number {
  let w = word - ((word >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many bits of `bits` are set. */
export function countBits(bits: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) count += bitsIn(bits[w] as number);
  return count;
}

/**
 * The positions of the set bits of `bits` from the `skip`-th on (ascending), at most `most` of
 * them, written to `out`; returns how many were written.
 */
export function positionsOf(bits: Uint32Array, skip: number, most: number, out: Int32Array): number {
  let left = skip;
  let written = 0;
  for (let w = 0; w < bits.length && written < most; w++) {
    let word = bits[w] as number;
    if (word === 0) continue;
    if (left > 0) {
      const inWord = bitsIn(word);
      if (inWord <= left) {
        left -= inWord;
        continue;
      }
    }
    while (word !== 0 && written < most) {
      const low = word & -word;
      word ^= low;
      if (left > 0) {
        left -= 1;
        continue;
      }
      out[written++] = (w << 5) | (31 - Math.clz32(low));
    }
  }
  return written;
}

/** Whether position `i` is set in `bits`. */
export const isSet = (bits: Uint32Array, i: number): boolean => (((bits[i >>> 5] as number) >>> (i & 31)) & 1) === 1;

/**
 * The listings of each code (city, category, bedroom count…) as bitmaps: made ahead for the
 * codes holding at least `largeFrom` listings, from their postings for the others (each a
 * short list, so cheap to set).
 */
export class CodeBitmaps {
  private readonly made: (Uint32Array | undefined)[];
  constructor(
    private readonly postings: readonly Int32Array[],
    words: number,
    largeFrom: number,
  ) {
    this.made = postings.map((list) => {
      if (list.length < largeFrom) return undefined;
      const bits = new Uint32Array(words);
      setPositions(bits, list);
      return bits;
    });
  }

  /** Sets in `bits` (which the caller cleared) the listings of every code flagged 1 in `wanted`. */
  orInto(bits: Uint32Array, wanted: Uint8Array): void {
    for (let code = 0; code < this.postings.length; code++) {
      if (wanted[code] !== 1) continue;
      const made = this.made[code];
      if (made) orInto(bits, made);
      else setPositions(bits, this.postings[code] as Int32Array);
    }
  }

  /** Bytes held by the bitmaps made ahead. */
  approximateBytes(): number {
    return this.made.reduce((sum, bits) => sum + (bits?.byteLength ?? 0), 0);
  }
}

/** Ranks of a {@link RangeBitmaps} between two cuts. */
const CUTS = 64;

/**
 * The listings whose value (price in paise, area in square feet) lies in a range, as a bitmap:
 * the listings with a value in value order, and the bitmaps of the first k/64 of that order
 * (k = 1…64). The listings of ranks [a, b) are the bitmap of the cut at or before b with the
 * ranks from that cut to b set, less the same for a; so a range costs two passes over the words
 * and at most two sixty-fourths of the listings, however many it holds. Listings without a
 * value (NaN) are in no range, as NULL in SQL.
 */
export class RangeBitmaps {
  /** Positions of the listings with a value, by value ascending. */
  private readonly order: Int32Array;
  private readonly sorted: Float64Array;
  private readonly step: number;
  /** cuts[k - 1]: the bitmap of ranks [0, k × step). */
  private readonly cuts: Uint32Array[] = [];
  /**
   * @param values each listing's value by position (NaN: none).
   * @param words words of a bitmap of every listing.
   * @param inOrder every position with a value, by value ascending, when the caller has it
   *   already (the index's price order); sorted here otherwise.
   */
  constructor(
    values: Float64Array,
    private readonly words: number,
    inOrder?: Int32Array,
  ) {
    this.order = inOrder ?? RangeBitmaps.sortedPositions(values);
    const order = this.order;
    const valued = order.length;
    this.sorted = Float64Array.from(order, (i) => values[i] as number);
    this.step = Math.max(1, Math.ceil(valued / CUTS));
    const running = new Uint32Array(words);
    for (let from = 0; from + this.step <= valued; from += this.step) {
      setPositions(running, order, from, from + this.step);
      this.cuts.push(running.slice());
    }
  }

  /** The positions of the listings with a value, by value ascending. */
  private static sortedPositions(values: Float64Array): Int32Array {
    let valued = 0;
    for (const value of values) if (!Number.isNaN(value)) valued += 1;
    const order = new Int32Array(valued);
    let at = 0;
    for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i] as number)) order[at++] = i;
    return order.sort((a, b) => (values[a] as number) - (values[b] as number));
  }

  /** The first rank whose value is at least `min` (or above `min` when `above`), found by halving. */
  private rankOf(min: number, above: boolean): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const value = this.sorted[middle] as number;
      if (value < min || (above && value === min)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Writes to `bits` the listings with a value between `min` and `max` (both included, either may be absent). */
  between(bits: Uint32Array, min: number | undefined, max: number | undefined): void {
    const from = min === undefined ? 0 : this.rankOf(min, false);
    const to = max === undefined ? this.sorted.length : this.rankOf(max, true);
    bits.fill(0);
    if (to <= from) return;
    if (to - from < 2 * this.step + this.words) {
      // a narrow range: its listings set one by one cost less than the words
      setPositions(bits, this.order, from, to);
      return;
    }
    const upper = Math.floor(to / this.step);
    if (upper > 0) bits.set(this.cuts[upper - 1] as Uint32Array);
    setPositions(bits, this.order, upper * this.step, to);
    const lower = Math.floor(from / this.step);
    if (lower > 0) andNotInto(bits, this.cuts[lower - 1] as Uint32Array);
    clearPositions(bits, this.order, lower * this.step, from);
  }

  /** Bytes held (the order, the sorted values and the cuts). */
  approximateBytes(): number {
    return this.order.byteLength + this.sorted.byteLength + this.cuts.reduce((sum, bits) => sum + bits.byteLength, 0);
  }
}

/**
 * The columns the catalogue index is made of (docs/decisions/0016-catalogue-search-index.md):
 * dictionaries of repeated texts, text columns with remembered substring matches, postings, and
 * exact integer forms of prices and coordinates.
 */

/** The dictionary entry of a listing without a value (possession, furnishing): a text no filter value can be. */
export const NO_VALUE = '\u0000';

/** Texts stored once and referred to by number (cities, localities: few distinct values). */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  constructor(first: readonly string[] = []) {
    for (const value of first) this.code(value);
  }
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  /** The code of `value`, or -1 when no listing has it. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/** Most bytes of remembered substring matches per text column (one byte per listing per needle). */
export const MAX_REMEMBERED_MATCH_BYTES = 64 * 1024 * 1024;

/** Between two listings' texts in a {@link TextColumn}: a control character, which no text or filter value holds (the API refuses them). */
const TEXT_SEPARATOR = '\u0000';

/**
 * One lower-cased text per listing (titles, search texts), and the listings each needle was
 * found in: a substring filter asks every text once per needle and index, after which the
 * needle's listings are known (like a word's postings in a search engine). The most recently
 * used needles are kept, within {@link MAX_REMEMBERED_MATCH_BYTES}. The texts are kept as one
 * string with each listing's start (two objects for the collector instead of one a listing),
 * searched with `indexOf`.
 */
export class TextColumn {
  private readonly matches = new Map<string, Uint8Array>();
  private readonly maxNeedles: number;
  /** Every text, each followed by {@link TEXT_SEPARATOR}. */
  private readonly joined: string;
  /** Where each listing's text starts in `joined`, and (last) its length. */
  private readonly starts: Int32Array;
  constructor(texts: readonly string[]) {
    this.maxNeedles = Math.max(1, Math.floor(MAX_REMEMBERED_MATCH_BYTES / Math.max(1, texts.length)));
    this.starts = new Int32Array(texts.length + 1);
    let at = 0;
    texts.forEach((text, i) => {
      this.starts[i] = at;
      at += text.length + 1;
    });
    this.starts[texts.length] = at;
    this.joined = texts.length === 0 ? '' : `${texts.join(TEXT_SEPARATOR)}${TEXT_SEPARATOR}`;
  }

  /** The text of the listing at `position`. */
  textAt(position: number): string {
    return this.joined.slice(this.starts[position] as number, (this.starts[position + 1] as number) - 1);
  }

  /** The texts' size at two bytes a character. */
  textBytes(): number {
    return 2 * this.joined.length;
  }

  /** For each of `needles` (lower-cased), the listings whose text contains it: a flag (1) per position. */
  matchesOfAll(needles: readonly string[]): Uint8Array[] {
    return needles.map((needle) => this.matchesOf(needle));
  }

  private matchesOf(needle: string): Uint8Array {
    let matched = this.matches.get(needle);
    if (matched) {
      this.matches.delete(needle);
    } else {
      matched = this.find(needle);
    }
    this.matches.set(needle, matched);
    if (this.matches.size > this.maxNeedles) this.matches.delete(this.matches.keys().next().value as string);
    return matched;
  }

  /** The listings whose text contains `needle`: each hit in the joined texts is a listing (found by halving the starts), and the search goes on from the next listing's text. */
  private find(needle: string): Uint8Array {
    const count = this.starts.length - 1;
    const matched = new Uint8Array(count);
    const starts = this.starts;
    let at = this.joined.indexOf(needle);
    while (at !== -1 && at < (starts[count] as number)) {
      let low = 0;
      let high = count - 1;
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if ((starts[middle] as number) <= at) low = middle;
        else high = middle - 1;
      }
      matched[low] = 1;
      at = this.joined.indexOf(needle, starts[low + 1] as number);
    }
    return matched;
  }
}

/** Micro-degrees of a coordinate stored with 6 decimals, from its double (exact: the error is far below half a micro-degree). */
export const microDegrees = (degrees: number): number => Math.round(degrees * 1_000_000);

/** Exact paise of a numeric(14,2) text ("1234567.8" → 123456780): below 2^53, so exact as a double. */
export function paiseOf(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -paise : paise;
}

/** For each of `size` codes, the positions holding it, ascending. */
export function postingsOf(codes: Int32Array, size: number): Int32Array[] {
  const counts = new Int32Array(size);
  for (const code of codes) counts[code] = (counts[code] as number) + 1;
  const postings = Array.from(counts, (count) => new Int32Array(count));
  const filled = new Int32Array(size);
  codes.forEach((code, i) => {
    const at = filled[code] as number;
    (postings[code] as Int32Array)[at] = i;
    filled[code] = at + 1;
  });
  return postings;
}

/** The same lists as `postings` (of `codes`), each in the order of `order` (every position once) instead of ascending. */
export function postingsInOrder(codes: Int32Array, postings: readonly Int32Array[], order: Int32Array): Int32Array[] {
  const lists = postings.map((list) => new Int32Array(list.length));
  const filled = new Int32Array(postings.length);
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    const code = codes[i] as number;
    const at = filled[code] as number;
    (lists[code] as Int32Array)[at] = i;
    filled[code] = at + 1;
  }
  return lists;
}

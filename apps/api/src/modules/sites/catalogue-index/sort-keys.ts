import type { SiteSort } from '@realty/contracts/sites/list-sites';

/**
 * The sort keys of one listing, as the catalogue's `ORDER BY` compares them
 * (`sites.repository.ts`, `orderSpecOf`; docs/decisions/0022-near-real-time-catalogue-index.md):
 * the id, the price in exact paise, `created_at` in microseconds since 1970 (exact: below 2^53),
 * `lower(site_title)` as PostgreSQL lower-cased it, and the price per square foot in whole rupees
 * (`Infinity` for a listing without one, which sorts last as `coalesce(…, 2^63 - 1)` does).
 */
export type SortKeys = { id: number; paise: number; createdMicros: number; title: string; pricePerSqft: number };

/**
 * Compares two texts as PostgreSQL's "C" collation does: by Unicode code points (the byte order
 * of UTF-8). JavaScript compares UTF-16 code units, which differs only where a character above
 * U+FFFF (two surrogates, D800–DFFF) meets one in E000–FFFF; those units are moved so that
 * surrogates come last. Negative, zero or positive, like `Array.prototype.sort`'s comparators.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800) x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
    if (y >= 0xd800) y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    return x - y;
  }
  return a.length - b.length;
}

const byNumber = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Compares two listings in the order `sort` pages them (undefined: the default order by id), the
 * same order PostgreSQL gives with `ORDER BY lead, site_id`: Newest by `created_at` then id, both
 * descending; prices low to high (ties by id ascending) and high to low (ties by id descending);
 * titles by the code points of their lower-cased text, A–Z with ids ascending, Z–A with ids
 * descending; price per square foot low to high, listings without one last, ties by id.
 */
export function compareInSort(sort: SiteSort | undefined, a: SortKeys, b: SortKeys): number {
  switch (sort) {
    case 'Newest':
      return byNumber(b.createdMicros, a.createdMicros) || b.id - a.id;
    case 'priceLowHigh':
      return byNumber(a.paise, b.paise) || a.id - b.id;
    case 'priceHighLow':
      return byNumber(b.paise, a.paise) || b.id - a.id;
    case 'titleAZ':
      return compareCodePoints(a.title, b.title) || a.id - b.id;
    case 'titleZA':
      return compareCodePoints(b.title, a.title) || b.id - a.id;
    case 'pricePerSqftLowHigh':
      return byNumber(a.pricePerSqft, b.pricePerSqft) || a.id - b.id;
    default:
      return a.id - b.id;
  }
}

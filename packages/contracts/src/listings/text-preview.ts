/**
 * Previews of a listing's description (docs/product/catalogue.md, "Searching" and "The detail
 * page"): the list answer of `GET /api/sites` carries a 150-character preview, the detail page
 * cuts at 300 characters behind Read More.
 */

/** Characters of a description in the list answer of `GET /api/sites` (without `fields=full`), as the spec's cards show. */
export const LIST_DESCRIPTION_PREVIEW_CHARS = 150;

/**
 * The first `max` characters of `text` (trimmed), cut back to the last word boundary when one is
 * within the last fifth, trailing punctuation dropped, with '…' appended; the trimmed text itself
 * when it already fits. `isCut` says whether anything was left out. Counts UTF-16 code units, and
 * never splits a surrogate pair.
 */
export function previewText(text: string, max: number): { text: string; isCut: boolean } {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, isCut: false };
  let head = clean.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  const space = head.lastIndexOf(' ');
  const cut = space >= max * 0.8 ? head.slice(0, space) : head;
  return { text: `${cut.replace(/[\s,.;:–-]+$/, '')}…`, isCut: true };
}

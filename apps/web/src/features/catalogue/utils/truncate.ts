import { previewText } from '@realty/contracts/listings/text-preview';

/** Characters of 'More About The Project' shown before 'Read More' (docs/product/catalogue.md). */
export const DESCRIPTION_PREVIEW_CHARS = 300;

/**
 * The first `max` characters of `text`, cut back to the last word boundary when one is close,
 * with '…' appended; the text itself when it already fits (`previewText` of the contracts).
 * `isCut` says whether anything was left out. See docs/product/catalogue.md.
 */
export function truncateText(text: string, max = DESCRIPTION_PREVIEW_CHARS): { text: string; isCut: boolean } {
  return previewText(text, max);
}
/** The location line of a listing: famous place, landmark, city, state, skipping blanks and repeats. (docs/product/catalogue.md) */
export function locationLine(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const t = part?.trim();
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    kept.push(t);
  }
  return kept.join(', ');
}

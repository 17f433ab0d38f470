/**
 * Turns a URL slug into words: percent-escapes decoded, hyphens become spaces
 * (docs/product/catalogue.md "/property/{slug}"), e.g. "ganga-view-residency" → "ganga view residency".
 */
export function slugToWords(slug: string): string {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // a malformed escape: keep the raw slug
  }
  return text.replace(/-+/g, ' ').trim();
}

import type { Site } from './site.ts';

/**
 * Every photo of a listing, covers first, without repeats (docs/product/catalogue.md "Property detail":
 * the first is the main photo of the gallery, which the server also preloads).
 */
export function photosOf(site: Pick<Site, 'cover_images' | 'inner_images'>): string[] {
  return [...new Set([...site.cover_images, ...site.inner_images])];
}

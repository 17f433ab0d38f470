/**
 * Responsive image naming convention shared by the API (which writes the files) and the web
 * app (which builds `srcset`). A stored image path such as `media/sites/12/cover-1.webp` is
 * the largest rendition; smaller renditions sit beside it as `cover-1-w480.webp` and
 * `cover-1-w960.webp`. Every site photo is 4:3. Architecture brief, "Budgets" (responsive WebP).
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** Width / height ratio of every listing photo. */
export const PHOTO_ASPECT = 4 / 3;

/**
 * Path of the rendition of `path` that is `width` pixels wide (the largest is `path` itself).
 * @example variantPath('media/sites/1/a.webp', 480) === 'media/sites/1/a-w480.webp'
 */
export function variantPath(path: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  if (width === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) return path;
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return `${path}-w${width}`;
  return `${path.slice(0, dot)}-w${width}${path.slice(dot)}`;
}

/** True when `path` follows the convention (a `.webp` under `media/`), so `srcset` may be built. */
export function hasVariants(path: string): boolean {
  return path.startsWith('media/') && path.endsWith('.webp');
}

/** URL of an uploaded or generated file stored at `path` (served under `/server/`); an address is kept as it is. */
export function fileUrl(path: string): string {
  return /^(https?:)?\//.test(path) ? path : `/server/${path}`;
}

/**
 * The `src` (the 960 px rendition) and `srcset` (every width) of the photo stored at `path`, or
 * the file itself without `srcset` when it does not follow the convention. The page draws its
 * photos with these and the server preloads a listing's main photo with the same, so the
 * browser reuses the preloaded file.
 */
export function photoSources(path: string): { src: string; srcSet: string | undefined } {
  if (!hasVariants(path)) return { src: fileUrl(path), srcSet: undefined };
  return {
    src: fileUrl(variantPath(path, 960)),
    srcSet: IMAGE_WIDTHS.map((w) => `${fileUrl(variantPath(path, w))} ${w}w`).join(', '),
  };
}

/**
 * The `sizes` of a listing's main photo on the detail page: shared by the page (which draws it)
 * and the server (which announces it in the HTML so it downloads alongside the code).
 */
export const MAIN_PHOTO_SIZES = '(min-width: 1280px) 800px, (min-width: 768px) 66vw, 100vw';

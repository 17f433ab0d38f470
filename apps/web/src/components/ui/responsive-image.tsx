import { photoSources } from '@realty/contracts/media/image-variants';
import { useUiTexts } from './texts.ts';

/** Props of {@link ResponsiveImage}. */
export type ResponsiveImageProps = {
  /** Stored path of the largest rendition (served under /server/), or an absolute URL. */
  path: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Intrinsic size in pixels, so the browser reserves space (defaults to a 4:3 photo). */
  width?: number;
  height?: number;
  /** Above the fold: load at once with high priority instead of lazily. */
  isPriority?: boolean;
  className?: string;
};

/**
 * A listing photo with `srcset` built from the WebP renditions (`packages/contracts/src/media/
 * image-variants.ts`), width and height set to avoid layout shift, lazily loaded unless
 * `isPriority` (docs/benchmarks.md).
 */
export function ResponsiveImage({ path, alt, sizes, width = 1600, height = 1200, isPriority = false, className }: ResponsiveImageProps) {
  const { src, srcSet } = photoSources(path);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={isPriority ? 'high' : undefined}
      className={className}
    />
  );
}

/** The 'No Image' placeholder shown where a listing has no photo (docs/product/catalogue.md cards), in the page's language. */
export function NoImage({ className = '' }: { className?: string }) {
  const t = useUiTexts();
  return (
    <div
      role="img"
      aria-label={t('image.none')}
      className={`flex items-center justify-center bg-slate-100 text-sm font-medium text-slate-500 ${className}`}
    >
      <span aria-hidden="true">{t('image.none')}</span>
    </div>
  );
}

import { MAIN_PHOTO_SIZES } from '@realty/contracts/media/image-variants';
import { Images } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NoImage, ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useCatalogueTexts } from '../texts.ts';

/** Fetches the viewer's code; called when a photo is pointed at or focused so it opens at once. */
const loadViewer = () => import('./gallery-viewer.tsx');
const GalleryViewer = lazy(() => loadViewer().then((m) => ({ default: m.GalleryViewer })));

/** Thumbnails beside the main photo (docs/product/catalogue.md "Gallery: main plus 4 thumbnails"). */
export const GALLERY_THUMBNAILS = 4;

/**
 * Photo grid of the detail page (docs/product/catalogue.md): the main photo and up to 4 thumbnails, the
 * last carrying a '+N Photos' overlay when more exist; any photo opens the full-screen viewer
 * at that photo. Without photos a 'No Image' placeholder is shown.
 */
export function PhotoGallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useCatalogueTexts();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [main, ...rest] = images;
  if (!main) return <NoImage className="aspect-[4/3] w-full rounded-2xl sm:aspect-[16/7]" />;
  const thumbs = rest.slice(0, GALLERY_THUMBNAILS);
  const hidden = images.length - 1 - thumbs.length;
  const open = (index: number) => setViewerIndex(index);
  const tile = 'group relative block overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-offset-2';

  return (
    <div>
      <div className={`grid gap-2 sm:gap-3 ${thumbs.length ? 'md:grid-cols-[2fr_1fr]' : ''}`}>
        <button
          type="button"
          onPointerEnter={loadViewer}
          onFocus={loadViewer}
          onClick={() => open(0)}
          className={`${tile} aspect-[4/3]`}
          aria-label={t('gallery.openMain', { total: images.length, title })}
        >
          <ResponsiveImage
            path={main}
            alt={t('gallery.mainAlt', { title })}
            sizes={MAIN_PHOTO_SIZES}
            isPriority
            className="size-full object-cover transition group-hover:scale-[1.02]"
          />
        </button>
        {thumbs.length ? (
          <div className="grid grid-cols-4 gap-2 sm:gap-3 md:grid-cols-2 md:grid-rows-2">
            {thumbs.map((path, i) => {
              const index = i + 1;
              const hasOverlay = i === thumbs.length - 1 && hidden > 0;
              return (
                <button
                  key={path}
                  type="button"
                  onPointerEnter={loadViewer}
                  onFocus={loadViewer}
                  onClick={() => open(index)}
                  className={`${tile} aspect-[4/3] md:aspect-auto md:h-full`}
                  aria-label={
                    hasOverlay
                      ? t('gallery.openMore', { index: index + 1, total: images.length, more: hidden })
                      : t('gallery.open', { index: index + 1, total: images.length })
                  }
                >
                  <ResponsiveImage
                    path={path}
                    alt=""
                    sizes="(min-width: 768px) 200px, 25vw"
                    className="size-full object-cover transition group-hover:scale-[1.04]"
                  />
                  {hasOverlay ? (
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 flex items-center justify-center gap-1 bg-black/55 text-xs font-semibold text-white sm:text-lg"
                    >
                      <Images className="hidden size-5 sm:block" />
                      {t('gallery.more', { more: hidden })}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        ) : null}
      </div>
      {viewerIndex !== null ? (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            index={viewerIndex}
            onIndexChange={setViewerIndex}
            onClose={() => setViewerIndex(null)}
            title={title}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

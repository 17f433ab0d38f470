import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { usePrefersReducedMotion } from '../../../components/ui/use-prefers-reduced-motion.ts';
import { useCatalogueTexts } from '../texts.ts';

/** Props of {@link GalleryViewer}. */
export type GalleryViewerProps = {
  images: readonly string[];
  /** Index of the photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
};

/** Index after moving `delta` photos from `index` among `count`, wrapping around at both ends. (docs/product/catalogue.md) */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** True when photo `i` is the one shown or next to it (around the ring of `count`), so it is loaded at once, ready for a swipe. */
function isNear(i: number, shown: number, count: number): boolean {
  return i === shown || i === wrapIndex(shown, 1, count) || i === wrapIndex(shown, -1, count);
}

/**
 * Full-screen photo viewer (docs/product/catalogue.md "Photo grid"): a modal dialog with close,
 * previous and next (wrapping around), ArrowLeft / ArrowRight to move, Esc to close; focus stays
 * inside while open and returns to the opening control afterwards. The photos sit in a strip
 * (embla-carousel) that follows a swipe or a mouse drag: left for the next photo, right for the
 * previous one, wrapping around too; the move is instant for visitors who prefer reduced motion.
 */
export function GalleryViewer({ images, index, onIndexChange, onClose, title }: GalleryViewerProps) {
  const t = useCatalogueTexts();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const isOpen = index !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  const count = images.length;
  const current = index ?? 0;
  const move = (delta: number) => onIndexChange(wrapIndex(current, delta, count));

  const isReducedMotion = usePrefersReducedMotion();
  const [stripRef, embla] = useEmblaCarousel({
    loop: count > 1,
    startIndex: current,
    duration: isReducedMotion ? 10 : 25,
  });
  // A swipe chooses the photo; the latest callback is read so the listener is added once.
  const latestOnIndexChange = useRef(onIndexChange);
  latestOnIndexChange.current = onIndexChange;
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => latestOnIndexChange.current(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  // Buttons and keys choose the photo; the strip follows.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== current) embla.scrollTo(current, isReducedMotion);
  }, [embla, current, isReducedMotion]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Tab') {
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])');
      if (!focusable || focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const path = images[current];
  const button =
    'inline-flex size-12 items-center justify-center rounded-full bg-white/15 text-white transition hover:bg-white/30 focus-visible:outline-white';

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('viewer.label', { title })}
      onKeyDown={onKeyDown}
      onClose={() => {
        onClose();
        returnFocus.current?.focus();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-black/80"
    >
      {isOpen && path ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p aria-live="polite" className="text-sm font-medium">
              {t('viewer.position', { index: current + 1, total: count })}
            </p>
            <button type="button" onClick={() => dialogRef.current?.close()} aria-label={t('viewer.close')} className={button}>
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="relative min-h-0 flex-1 pb-6">
            <div ref={stripRef} className="h-full overflow-hidden">
              <div className="flex h-full touch-pan-y">
                {images.map((photo, i) => (
                  // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each photo is a group with aria-roledescription 'slide'
                  <div
                    key={photo}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('viewer.slide', { index: i + 1, total: count })}
                    aria-hidden={i !== current}
                    className="flex h-full min-w-0 shrink-0 grow-0 basis-full items-center justify-center px-2 sm:px-20"
                  >
                    <ResponsiveImage
                      path={photo}
                      alt={t('viewer.alt', { title, index: i + 1, total: count })}
                      sizes="100vw"
                      isPriority={isNear(i, current, count)}
                      className="max-h-full w-auto max-w-full rounded-lg object-contain"
                    />
                  </div>
                ))}
              </div>
            </div>
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => move(-1)}
                  aria-label={t('viewer.previous')}
                  className={`${button} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
                >
                  <ChevronLeft aria-hidden="true" className="size-7" />
                </button>
                <button
                  type="button"
                  onClick={() => move(1)}
                  aria-label={t('viewer.next')}
                  className={`${button} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
                >
                  <ChevronRight aria-hidden="true" className="size-7" />
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { ResponsiveImage } from './responsive-image.tsx';
import { useUiTexts } from './texts.ts';

/** What changed when {@link PhotoOrderList} asks to save: a new cover, another order, or a photo removed. */
export type PhotoOrderChange = 'cover' | 'order' | 'delete';

/** Props of {@link PhotoOrderList}. */
export type PhotoOrderListProps = {
  /** Stored photo paths in display order; the first is the cover. */
  photos: readonly string[];
  /** The listing's or project's title, for each photo's alternative text. */
  title: string;
  /** Accessible name of the list (e.g. "Photos in display order"). */
  label: string;
  /** `sizes` of each photo (how wide it is drawn at each viewport width). */
  sizes: string;
  /** While a save is under way: the buttons are disabled. */
  isBusy: boolean;
  /** Called with the whole new order (the cover first) and what changed; the caller saves it. */
  onChange: (next: string[], change: PhotoOrderChange) => void;
  /** Classes of the list (its grid). */
  className?: string;
};

/**
 * The photo control shared by the back office's listing editor and the builder's project editor
 * (docs/product/back-office.md, "Listings"; docs/product/builders.md, "Projects"): the photos in
 * display order with the cover marked, and for each photo "Make cover", move earlier or later,
 * and "Delete" (after a confirmation). Texts in the page's language.
 */
export function PhotoOrderList({ photos, title, label, sizes, isBusy, onChange, className = '' }: PhotoOrderListProps) {
  const t = useUiTexts();
  const move = (from: number, to: number) => {
    const next = photos.slice();
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next, to === 0 ? 'cover' : 'order');
  };
  return (
    <ol className={className} aria-label={label}>
      {photos.map((path, index) => {
        const number = index + 1;
        return (
          <li key={path} className="overflow-hidden rounded-lg border border-slate-200">
            <div className="relative">
              <ResponsiveImage
                path={path}
                alt={t('photos.alt', { number, title })}
                sizes={sizes}
                className="aspect-[4/3] w-full object-cover"
              />
              {index === 0 && (
                <span className="absolute left-2 top-2 rounded bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                  {t('photos.cover')}
                </span>
              )}
            </div>
            <div className="flex flex-wrap gap-1 p-2">
              {index > 0 && (
                <button type="button" className="btn-outline px-2 py-1 text-xs" onClick={() => move(index, 0)} disabled={isBusy}>
                  <Star aria-hidden="true" className="size-3.5" /> {t('photos.makeCover')}
                  <span className="sr-only"> {t('photos.photoNumber', { number })}</span>
                </button>
              )}
              <button
                type="button"
                className="btn-outline px-2 py-1 text-xs"
                onClick={() => move(index, index - 1)}
                disabled={index === 0 || isBusy}
                aria-label={t('photos.earlier', { number })}
              >
                <ArrowLeft aria-hidden="true" className="size-3.5" />
              </button>
              <button
                type="button"
                className="btn-outline px-2 py-1 text-xs"
                onClick={() => move(index, index + 1)}
                disabled={index === photos.length - 1 || isBusy}
                aria-label={t('photos.later', { number })}
              >
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </button>
              <button
                type="button"
                className="ml-auto inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                disabled={isBusy}
                onClick={() => {
                  if (window.confirm(t('photos.confirmDelete', { number })))
                    onChange(
                      photos.filter((p) => p !== path),
                      'delete',
                    );
                }}
              >
                <Trash2 aria-hidden="true" className="size-3.5" /> {t('photos.delete')}
                <span className="sr-only"> {t('photos.deletePhoto', { number })}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

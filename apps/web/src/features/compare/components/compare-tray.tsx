import { X } from 'lucide-react';
import { Link } from 'react-router';
import { NoImage, ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { COMPARE_LIMIT, clearCompare, removeFromCompare, useCompareIds } from '../../../lib/compare-list.ts';
import { type CompareSiteState, useCompareSites } from '../api/use-compare-sites.ts';
import { type CompareTextKey, useCompareTexts } from '../texts.ts';
import { compareHref } from '../utils/compare-address.ts';

/** Props of {@link CompareTray}. */
export type CompareTrayProps = {
  /** Extra classes of the fixed bar, e.g. to lift it above another bottom bar. */
  className?: string;
};

function titleOf(item: CompareSiteState, t: (key: CompareTextKey, values: { id: number }) => string): string {
  if (item.state === 'loaded') return item.listing.title;
  if (item.state === 'failed') return t('title.failed', { id: item.id });
  return t('title.fallback', { id: item.id });
}

/**
 * The compare tray (docs/product/catalogue.md): a bar fixed to the bottom of the window while one to three listings are picked for
 * comparing, with each pick's photo and title and a remove button, "Compare now" (a link to
 * `/compare?ids=1,2,3`) and "Clear". A spacer of the bar's height keeps the end of the page
 * reachable. Renders nothing while the list is empty, on the server and during hydration. Its
 * words follow the page's language (docs/product/seo.md, "Hindi").
 */
export function CompareTray({ className = '' }: CompareTrayProps) {
  const t = useCompareTexts();
  const ids = useCompareIds();
  const { sites } = useCompareSites(ids);
  if (ids.length === 0) return null;

  return (
    <>
      <div aria-hidden="true" className="h-28 sm:h-24" />
      <aside
        aria-label={t('tray.label')}
        className={`fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-6px_24px_rgb(15_61_62/0.12)] backdrop-blur ${className}`}
      >
        <div className="container-page flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
          <p className="shrink-0 text-sm font-semibold text-slate-900">
            {t('tray.title')}{' '}
            <span className="font-normal text-slate-600">{t('tray.count', { count: ids.length, limit: COMPARE_LIMIT })}</span>
          </p>
          <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto [scrollbar-width:thin]" aria-label={t('tray.picked')}>
            {sites.map((item) => {
              const title = titleOf(item, t);
              const cover = item.state === 'loaded' ? item.listing.coverPath : undefined;
              return (
                <li
                  key={item.id}
                  className="flex min-w-0 max-w-[15rem] shrink-0 items-center gap-2 rounded-lg border border-slate-200 bg-white p-1.5 pr-1"
                >
                  {cover ? (
                    <ResponsiveImage
                      path={cover}
                      alt=""
                      sizes="48px"
                      width={48}
                      height={36}
                      className="h-9 w-12 shrink-0 rounded object-cover"
                    />
                  ) : (
                    <NoImage className="h-9 w-12 shrink-0 rounded text-[0.6rem]" />
                  )}
                  <span className="min-w-0 truncate text-sm text-slate-800" title={title}>
                    {title}
                  </span>
                  <button
                    type="button"
                    onClick={() => removeFromCompare(item.id)}
                    aria-label={t('tray.removeOne', { title })}
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="flex shrink-0 items-center justify-end gap-2">
            <button
              type="button"
              onClick={clearCompare}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              {t('tray.clear')}
            </button>
            <Link to={compareHref(ids)} className="btn-primary py-2 text-sm">
              {t('tray.compareNow')}
            </Link>
          </div>
        </div>
      </aside>
    </>
  );
}

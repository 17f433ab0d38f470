import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { isPageInRange, paginationWindow } from './pagination-window.ts';
import { useUiTexts } from './texts.ts';

/** Props of {@link Pagination}: the current page (1-based), the page count and the link of a page. */
export type PaginationProps = {
  page: number;
  pageCount: number;
  /** URL (path and query) of `page`; pages are links so they can be shared and opened in a new tab. */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation landmark (default 'Pagination' in the page's language). */
  label?: string;
  /** True when more pages may follow `pageCount` (the count of listings is a lower bound): the last page number is not shown as the end. */
  more?: boolean;
};

const base = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold sm:h-10 sm:min-w-10 sm:px-3';

/**
 * Prev / numbered pages / Next (docs/product/catalogue.md "Pagination"): every page when there are 6 or
 * fewer, else a window with ellipses; the current page is highlighted and marked
 * `aria-current="page"`; Prev and Next are disabled at the ends. Renders nothing for one page.
 * With `more`, the window ends in an ellipsis instead of a last page (more pages may follow).
 */
export function Pagination({ page, pageCount, hrefFor, label, more = false }: PaginationProps) {
  const t = useUiTexts();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const edge = (target: number, text: string, icon: React.ReactNode, iconFirst: boolean) =>
    isPageInRange(target, pageCount) ? (
      <Link
        to={hrefFor(target)}
        rel={iconFirst ? 'prev' : 'next'}
        className={`${base} border border-slate-300 text-slate-700 hover:bg-slate-50`}
      >
        {iconFirst && icon}
        <span className="sr-only sm:not-sr-only">{text}</span>
        {!iconFirst && icon}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${base} cursor-not-allowed border border-slate-200 text-slate-400`}>
        {iconFirst && icon}
        <span className="sr-only sm:not-sr-only">{text}</span>
        {!iconFirst && icon}
      </span>
    );
  return (
    <nav aria-label={label ?? t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>{edge(current - 1, t('pagination.prev'), <ChevronLeft aria-hidden="true" className="size-4" />, true)}</li>
        {paginationWindow(current, pageCount, more).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`gap-${item.key}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                className={`${base} ${item.page === current ? 'bg-brand-700 text-white' : 'border border-slate-300 text-slate-700 hover:bg-slate-50'}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{edge(current + 1, t('pagination.next'), <ChevronRight aria-hidden="true" className="size-4" />, false)}</li>
      </ul>
    </nav>
  );
}

/** One entry of a pagination bar: a page number or a gap shown as an ellipsis. */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/** Up to this many pages every page number is shown (docs/product/catalogue.md "Pagination"). */
export const SHOW_ALL_PAGES_UP_TO = 6;

/**
 * The numbered part of a pagination bar (docs/product/catalogue.md): every page when there are 6 or
 * fewer; otherwise the first and last pages, the current page with its neighbours, and an
 * ellipsis for each gap (near the start the window is 1–4, near the end the last four). A
 * `current` page outside 1..`pageCount` is clamped into range. With `more` (more pages may follow
 * `pageCount`, whose listings were not all counted), the bar ends in an ellipsis, not a last page.
 */
export function paginationWindow(current: number, pageCount: number, more = false): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), count);
  const pages = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ type: 'page' as const, page: from + i }));
  if (more) {
    if (count <= SHOW_ALL_PAGES_UP_TO) return [...pages(1, count), { type: 'ellipsis', key: 'end' }];
    if (page <= 3) return [...pages(1, 4), { type: 'ellipsis', key: 'end' }];
    return [
      ...pages(1, 1),
      { type: 'ellipsis', key: 'start' },
      ...pages(page - 1, Math.min(count, page + 1)),
      { type: 'ellipsis', key: 'end' },
    ];
  }
  if (count <= SHOW_ALL_PAGES_UP_TO) return pages(1, count);
  if (page <= 3) return [...pages(1, 4), { type: 'ellipsis', key: 'end' }, ...pages(count, count)];
  if (page >= count - 2) return [...pages(1, 1), { type: 'ellipsis', key: 'start' }, ...pages(count - 3, count)];
  return [
    ...pages(1, 1),
    { type: 'ellipsis', key: 'start' },
    ...pages(page - 1, page + 1),
    { type: 'ellipsis', key: 'end' },
    ...pages(count, count),
  ];
}

/** True when `page` is a page that can be visited (1..`pageCount`); other pages are ignored. */
export function isPageInRange(page: number, pageCount: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount;
}

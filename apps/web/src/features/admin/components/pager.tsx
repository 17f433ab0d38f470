/** Props of {@link Pager}: the current page, rows per page, total rows and how to change page. */
export type PagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** 'Showing a - b of n' with Previous / Next buttons for the back office tables. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite">
        Showing {from} - {to} of {total}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn-outline px-3 py-1.5 text-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span className="self-center">
          Page {page} of {pages}
        </span>
        <button type="button" className="btn-outline px-3 py-1.5 text-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

/** Colours of the back office's record statuses (enquiries, contact requests, posts and team, people); unknown ones grey. */
const COLOURS: Record<string, string> = {
  new: 'bg-sky-100 text-sky-800',
  contacted: 'bg-amber-100 text-amber-800',
  closed: 'bg-slate-200 text-slate-700',
  Handled: 'bg-green-100 text-green-800',
  Unhandled: 'bg-amber-100 text-amber-800',
  Active: 'bg-green-100 text-green-800',
  Hidden: 'bg-slate-200 text-slate-700',
  Draft: 'bg-amber-100 text-amber-800',
  active: 'bg-green-100 text-green-800',
  disabled: 'bg-red-100 text-red-800',
};

/**
 * A small coloured label for the status of a record in the back office tables
 * (docs/product/back-office.md): enquiries (new, contacted, closed), contact requests (Handled,
 * Unhandled), posts (Draft, Active, Hidden) and people (active, disabled). A listing's status has its
 * own badge everywhere: `ListingStatusBadge` (components/ui/listing-status-badge.tsx).
 */
export function StatusPill({ status }: { status: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status] ?? 'bg-slate-100 text-slate-700'}`}
    >
      {status}
    </span>
  );
}

/** Colours of the listing statuses (public-site.md §4: Available green, Not Available orange, Sold red, else grey). */
const COLOURS: Record<string, string> = {
  Available: 'bg-green-100 text-green-800',
  'Not Available': 'bg-orange-100 text-orange-800',
  Sold: 'bg-red-100 text-red-800',
  new: 'bg-sky-100 text-sky-800',
  contacted: 'bg-amber-100 text-amber-800',
  closed: 'bg-slate-200 text-slate-700',
  Handled: 'bg-green-100 text-green-800',
  Unhandled: 'bg-amber-100 text-amber-800',
  Active: 'bg-green-100 text-green-800',
  Hidden: 'bg-slate-200 text-slate-700',
  active: 'bg-green-100 text-green-800',
  disabled: 'bg-red-100 text-red-800',
};

/** A small coloured label for a status in the back office tables. */
export function StatusPill({ status }: { status: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status] ?? 'bg-slate-100 text-slate-700'}`}
    >
      {status}
    </span>
  );
}

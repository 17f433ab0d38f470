/** Colour name of a listing status badge. */
export type StatusTone = 'green' | 'orange' | 'red' | 'grey';

/**
 * Badge colour of public-site.md §4: Available green, Not Available orange, Sold red, anything
 * else grey. Case and surrounding spaces are ignored.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  const key = (status ?? '').trim().toLowerCase();
  if (key === 'available') return 'green';
  if (key === 'not available') return 'orange';
  if (key === 'sold') return 'red';
  return 'grey';
}

const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

/** Availability badge of a listing (public-site.md §2 cards, §4 colours); shows the status text as given. */
export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]} ${className}`}
    >
      {status || 'Unknown'}
    </span>
  );
}

/** The spec's 'Loading...' text in a polite live region (public-site.md §8). */
export function LoadingBlock({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" aria-live="polite" className="py-16 text-center text-slate-600">
      {label}
    </p>
  );
}

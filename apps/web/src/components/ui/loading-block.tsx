import { ListSkeleton } from './skeleton.tsx';

/**
 * The generic loading placeholder of a page or a list whose shape is not known in advance (a page
 * whose code is on its way, a back-office list): a few grey rows that shimmer unless the visitor
 * prefers reduced motion, with the spec's 'Loading...' (in the page's language unless `label` is given)
 * for screen readers only (docs/product/catalogue.md).
 * Places whose content has a known shape use the matching placeholder of `skeleton.tsx` instead.
 */
export function LoadingBlock({ label }: { label?: string }) {
  return <ListSkeleton label={label} className="container-page max-w-3xl py-12" />;
}

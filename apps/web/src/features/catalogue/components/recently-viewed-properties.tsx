import { useState } from 'react';
import { PropertyCardsSkeleton } from '../../../components/ui/skeleton.tsx';
import { useSitesById } from '../api/use-site.ts';
import { useCatalogueTexts } from '../texts.ts';
import { type CardActionsRenderer, PropertyGrid } from './property-grid.tsx';

/** Listings shown before 'Show More' (docs/product/catalogue.md "recently viewed shows 3 first"). */
export const RECENTLY_VIEWED_FIRST = 3;

/**
 * 'Recently Viewed Properties' (docs/product/catalogue.md): the listings of `siteIds` (most recent
 * first), the first 3 with 'Show More' / 'Show Less' for the rest (fetched only when shown). Renders nothing when the
 * list is empty or none of the listings still exists.
 */
export function RecentlyViewedProperties({
  siteIds,
  renderCardActions,
  renderCardFooter,
}: {
  siteIds: readonly number[];
  renderCardActions?: CardActionsRenderer;
  /** More controls under each card's price (e.g. the "Compare" toggle). */
  renderCardFooter?: CardActionsRenderer;
}) {
  const t = useCatalogueTexts();
  const [isExpanded, setExpanded] = useState(false);
  // Only the listings on screen are fetched; the rest load when 'Show More' is pressed.
  const { sites, isPending } = useSitesById(isExpanded ? siteIds : siteIds.slice(0, RECENTLY_VIEWED_FIRST));
  if (siteIds.length === 0 || (!isPending && sites.length === 0)) return null;
  return (
    <section aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('recent.title')}
      </h2>
      <div className="mt-6">
        {isPending && sites.length === 0 ? (
          <PropertyCardsSkeleton count={Math.min(siteIds.length, RECENTLY_VIEWED_FIRST)} />
        ) : (
          <PropertyGrid sites={sites} label={t('recent.title')} renderCardActions={renderCardActions} renderCardFooter={renderCardFooter} />
        )}
      </div>
      {siteIds.length > RECENTLY_VIEWED_FIRST ? (
        <div className="mt-6 text-center">
          <button type="button" className="btn-outline" aria-expanded={isExpanded} onClick={() => setExpanded((v) => !v)}>
            {isExpanded ? t('recent.less') : t('recent.more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

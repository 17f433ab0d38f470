import type { Site } from '@realty/contracts/sites/site';
import { useCatalogueTexts } from '../texts.ts';
import { type CardActionsRenderer, PropertyGrid } from './property-grid.tsx';

/** 'Similar Properties' of the detail page (docs/product/catalogue.md): the related listings, or 'No similar properties found.'. */
export function SimilarProperties({
  sites,
  renderCardActions,
  renderCardFooter,
}: {
  sites: readonly Site[];
  renderCardActions?: CardActionsRenderer;
  renderCardFooter?: CardActionsRenderer;
}) {
  const t = useCatalogueTexts();
  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('similar.title')}
      </h2>
      <div className="mt-6">
        {sites.length ? (
          <PropertyGrid
            sites={sites}
            label={t('similar.title')}
            renderCardActions={renderCardActions}
            renderCardFooter={renderCardFooter}
          />
        ) : (
          <p className="rounded-xl bg-slate-50 py-10 text-center text-slate-600">{t('similar.none')}</p>
        )}
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useCatalogueTexts } from '../texts.ts';
import type { ListingFilters } from '../utils/listing-query.ts';
import { ListingSearchForm } from './listing-search-form.tsx';

/**
 * Hero of /properties (docs/product/catalogue.md): the heading 'Explore Our Diverse Range of
 * Properties', the search form filled from the URL, and two buttons (to the results and to the
 * associate sign-up). The form is keyed by the URL query so Back resets its fields. In the page's
 * language (docs/product/seo.md, "Hindi").
 */
export function PropertiesHero({ filters, formKey }: { filters: ListingFilters; formKey: string }) {
  const t = useCatalogueTexts();
  return (
    <section aria-labelledby="properties-hero-heading" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container-page py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">{t('propertiesHero.eyebrow')}</p>
        <h1 id="properties-hero-heading" className="mt-2 max-w-3xl text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
          {t('propertiesHero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-brand-100">{t('propertiesHero.text')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="#listing" className="btn-accent">
            {t('propertiesHero.browse')}
          </a>
          <Link
            to={PATHS.registerAssociate}
            className="inline-flex items-center justify-center rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white transition hover:bg-white/10"
          >
            {t('propertiesHero.join')}
          </Link>
        </div>
        <div className="mt-8 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 backdrop-blur sm:p-5">
          <ListingSearchForm key={formKey} initial={filters} isOnDark />
        </div>
      </div>
    </section>
  );
}

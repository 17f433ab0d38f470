import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useCatalogueTexts } from '../texts.ts';

/**
 * Associate call to action of the detail page (docs/product/catalogue.md, "The detail page"):
 * 'Join as an associate' leading to /registerassociate, named for what it does so that the
 * listing's only 'Enquire Now' is the buyer's enquiry; in the page's language.
 */
export function AssociateBanner() {
  const t = useCatalogueTexts();
  return (
    <section
      aria-labelledby="associate-banner-heading"
      className="overflow-hidden rounded-3xl bg-gradient-to-r from-brand-800 to-brand-600 px-6 py-10 text-white sm:px-10"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="associate-banner-heading" className="text-2xl font-bold leading-snug sm:text-3xl">
            {t('banner.title')}
          </h2>
          <p className="mt-3 text-brand-100">{t('banner.text')}</p>
        </div>
        <Link to={PATHS.registerAssociate} className="btn-accent shrink-0">
          {t('banner.join')}
        </Link>
      </div>
    </section>
  );
}

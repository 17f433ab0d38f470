import { ListingSearchForm } from '../../features/catalogue/components/listing-search-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePageTexts } from './texts.ts';

/** /search-box (docs/product/catalogue.md): the property search on its own page; searching goes to /properties. */
export default function SearchBoxPage() {
  const t = usePageTexts();
  usePageTitle('Search Properties');
  return (
    <section aria-labelledby="search-box-heading" className="bg-brand-50">
      <div className="container-page py-14 sm:py-20">
        <h1 id="search-box-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('searchBox.title')}
        </h1>
        <p className="mt-3 max-w-2xl text-slate-600">{t('searchBox.lead')}</p>
        <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <ListingSearchForm />
        </div>
      </div>
    </section>
  );
}

import { useSearchParams } from 'react-router';
import { CompareView } from '../../features/compare/components/compare-view.tsx';
import { readCompareAddress } from '../../features/compare/utils/compare-address.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountPageTexts } from './accounts/texts.ts';

/**
 * /compare?ids=1,2,3 (docs/product/catalogue.md): up to three listings side by side, read from the address (decimal ids; others and
 * ids past the third are left out with a notice), or an empty state linking to /properties. Its
 * heading in the page's language (docs/product/seo.md, "Hindi").
 */
export default function ComparePage() {
  const t = useAccountPageTexts();
  const [searchParams] = useSearchParams();
  const address = readCompareAddress(searchParams);
  usePageTitle(t('compare.title'));
  return (
    <section aria-labelledby="compare-heading" className="container-page py-8 sm:py-12">
      <h1 id="compare-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('compare.title')}
      </h1>
      <p className="mt-1 mb-6 text-slate-600">{t('compare.subtitle')}</p>
      <CompareView address={address} />
    </section>
  );
}

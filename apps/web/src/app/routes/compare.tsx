import { useSearchParams } from 'react-router';
import { CompareView } from '../../features/compare/components/compare-view.tsx';
import { readCompareAddress } from '../../features/compare/utils/compare-address.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /compare?ids=1,2,3 (docs/product/catalogue.md): up to three listings side by side, read from the address (decimal ids; others and
 * ids past the third are left out with a notice), or an empty state linking to /properties.
 */
export default function ComparePage() {
  const [searchParams] = useSearchParams();
  const address = readCompareAddress(searchParams);
  usePageTitle('Compare properties');
  return (
    <section aria-labelledby="compare-heading" className="container-page py-8 sm:py-12">
      <h1 id="compare-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Compare properties
      </h1>
      <p className="mt-1 mb-6 text-slate-600">Price, size, possession and papers, side by side.</p>
      <CompareView address={address} />
    </section>
  );
}

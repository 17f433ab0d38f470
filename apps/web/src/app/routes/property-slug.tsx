import { Link, useParams } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { slugToWords } from '../../features/catalogue/utils/slug.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /property/{slug} (docs/product/catalogue.md): the heading 'Property Detail Page' and the slug with hyphens turned into spaces. */
export default function PropertySlugPage() {
  const { slug = '' } = useParams();
  const words = slugToWords(slug);
  usePageTitle(words || 'Property Detail Page');
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-slate-900">Property Detail Page</h1>
      <p className="mt-4 text-xl text-slate-700">{words}</p>
      <Link to={PATHS.properties} className="btn-outline mt-8">
        Browse all properties
      </Link>
    </section>
  );
}

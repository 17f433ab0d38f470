import { Link, useParams } from 'react-router';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { PATHS } from '../../config/paths.ts';
import { slugToWords } from '../../features/catalogue/utils/slug.ts';

/** /property/{slug} (docs/product/catalogue.md): the heading 'Property Detail Page' and the slug with hyphens turned into spaces. */
export default function PropertySlugPage() {
  const { slug = '' } = useParams();
  const words = slugToWords(slug);
  const seo = useSeoTexts();
  const name = words || seo('propertySlug.title');
  return (
    <section className="container-page py-16">
      <PageHead title={name} description={seo('propertySlug.description', { name })} />
      <h1 className="text-3xl font-bold text-slate-900">Property Detail Page</h1>
      <p className="mt-4 text-xl text-slate-700">{words}</p>
      <Link to={PATHS.properties} className="btn-outline mt-8">
        Browse all properties
      </Link>
    </section>
  );
}

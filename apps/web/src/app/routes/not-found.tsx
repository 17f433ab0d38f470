import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The 404 page: 'Page not found' and a link home (docs/product/catalogue.md). */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-8 inline-flex">
        Back to home
      </Link>
    </section>
  );
}

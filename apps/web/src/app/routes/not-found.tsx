import { Link } from 'react-router';
import { NotFoundMark } from '../../components/seo/not-found-mark.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { usePageTexts } from './texts.ts';

/** The 404 page: 'Page not found' and a link home (docs/product/catalogue.md). */
export default function NotFoundPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageHead title={seo('notFound.title')} description={seo('notFound.description')} />
      <NotFoundMark />
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className="btn-primary mt-8 inline-flex">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

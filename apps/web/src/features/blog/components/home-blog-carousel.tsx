import { Link } from 'react-router';
import { BlogCardsSkeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useRecentBlogs } from '../api/blogs.ts';
import { useBlogTexts } from '../texts.ts';
import { BlogCarousel } from './blog-carousel.tsx';

/**
 * The home blog section (docs/product/content.md): the recent-blogs window in a carousel and a
 * link to all posts, drawn as grey card outlines while the posts load. Hidden when there is no post
 * (a failed fetch shows nothing on the home page).
 */
export function HomeBlogCarousel() {
  const t = useBlogTexts();
  const { data, isPending } = useRecentBlogs();
  const blogs = data?.data ?? [];
  if (!isPending && blogs.length === 0) return null;
  return (
    <section aria-labelledby="home-blogs-title" className="py-16 sm:py-20">
      <div className="container-page">
        <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-brand-600">{t('home.eyebrow')}</p>
            <h2 id="home-blogs-title" className="text-2xl font-bold text-slate-900 sm:text-3xl lg:text-4xl">
              {t('home.title')}
            </h2>
          </div>
          <Link to={PATHS.blogs} className="btn-outline self-start sm:self-auto">
            {t('home.viewAll')}
          </Link>
        </div>
        {isPending ? <BlogCardsSkeleton label={t('loading')} /> : <BlogCarousel blogs={blogs} label={t('home.carousel')} />}
      </div>
    </section>
  );
}

import { useSearchParams } from 'react-router';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { BlogCardsSkeleton } from '../../components/ui/skeleton.tsx';
import { PATHS } from '../../config/paths.ts';
import { useBlogs, useRecentBlogs } from '../../features/blog/api/blogs.ts';
import { BlogCard } from '../../features/blog/components/blog-card.tsx';
import { BlogCarousel } from '../../features/blog/components/blog-carousel.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { usePageTexts } from './texts.ts';

/**
 * /blogs (docs/product/content.md "Blog page", §8): hero 'Welcome to our blog' with a button to
 * /properties, the recent-blogs carousel, and the paged 'All Blogs' grid ('No blogs available at
 * the moment.' when empty or when the list cannot be loaded), each drawn as grey card outlines
 * while it loads. The page number is `?page=`.
 */
export default function BlogsPage() {
  const t = usePageTexts();
  const seo = useSeoTexts();
  const [params] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const list = useBlogs(page);
  const recent = useRecentBlogs();
  const blogs = list.data?.data ?? [];
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const recentBlogs = recent.data?.data ?? [];

  return (
    <>
      <PageHead
        title={page > 1 ? seo('search.page', { title: seo('blogs.title'), page }) : seo('blogs.title')}
        description={seo('blogs.description')}
        query={page > 1 ? `?page=${page}` : undefined}
      />
      <PageHero
        eyebrow={t('blogs.eyebrow')}
        title={t('blogs.title')}
        lead={t('blogs.lead')}
        actions={[{ label: t('actions.exploreProperties'), to: PATHS.properties }]}
      />

      {(recent.isPending || recentBlogs.length > 0) && (
        <section aria-labelledby="recent-blogs-title" className="bg-brand-50 py-14 sm:py-16">
          <div className="container-page">
            <h2 id="recent-blogs-title" className="mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('blogs.recent')}
            </h2>
            {recent.isPending ? (
              <BlogCardsSkeleton label={t('loading')} />
            ) : (
              <BlogCarousel blogs={recentBlogs} label={t('blogs.recentCarousel')} desktopStep="blog-page" />
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="all-blogs-title" className="py-14 sm:py-16">
        <div className="container-page">
          <h2 id="all-blogs-title" className="mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('blogs.all')}
          </h2>
          {list.isPending ? (
            <BlogCardsSkeleton count={6} label={t('loading')} />
          ) : blogs.length === 0 ? (
            <p role="status" className="rounded-2xl bg-slate-50 py-12 text-center text-slate-600">
              {t('blogs.none')}
            </p>
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {blogs.map((blog) => (
                  <li key={blog.blog_id}>
                    <BlogCard blog={blog} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageCount={pageCount}
                hrefFor={(p) => (p === 1 ? PATHS.blogs : `${PATHS.blogs}?page=${p}`)}
                label={t('blogs.pages')}
              />
            </>
          )}
        </div>
      </section>
    </>
  );
}

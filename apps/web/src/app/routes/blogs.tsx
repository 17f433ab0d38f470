import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/ui/pagination.tsx';
import { BlogCardsSkeleton } from '../../components/ui/skeleton.tsx';
import { PATHS } from '../../config/paths.ts';
import { useBlogs, useRecentBlogs } from '../../features/blog/api/blogs.ts';
import { BlogCard } from '../../features/blog/components/blog-card.tsx';
import { BlogCarousel } from '../../features/blog/components/blog-carousel.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /blogs (docs/product/content.md "Blog page", §8): hero 'Welcome to our blog' with a button to
 * /properties, the recent-blogs carousel, and the paged 'All Blogs' grid ('No blogs available at
 * the moment.' when empty or when the list cannot be loaded), each drawn as grey card outlines
 * while it loads. The page number is `?page=`.
 */
export default function BlogsPage() {
  usePageTitle('Blogs');
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
      <PageHero
        eyebrow="Kashi Realty Blog"
        title="Welcome to our blog"
        lead="Practical guides on buying plots and homes in Uttar Pradesh: papers to check, loans, stamp duty, localities and more."
        actions={[{ label: 'Explore Properties', to: PATHS.properties }]}
      />

      {(recent.isPending || recentBlogs.length > 0) && (
        <section aria-labelledby="recent-blogs-title" className="bg-brand-50 py-14 sm:py-16">
          <div className="container-page">
            <h2 id="recent-blogs-title" className="mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">
              Recent Blogs
            </h2>
            {recent.isPending ? (
              <BlogCardsSkeleton />
            ) : (
              <BlogCarousel blogs={recentBlogs} label="Recent blog posts" desktopStep="blog-page" />
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="all-blogs-title" className="py-14 sm:py-16">
        <div className="container-page">
          <h2 id="all-blogs-title" className="mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">
            All Blogs
          </h2>
          {list.isPending ? (
            <BlogCardsSkeleton count={6} />
          ) : blogs.length === 0 ? (
            <p role="status" className="rounded-2xl bg-slate-50 py-12 text-center text-slate-600">
              No blogs available at the moment.
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
                label="Blog pages"
              />
            </>
          )}
        </div>
      </section>
    </>
  );
}

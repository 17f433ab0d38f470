import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { JsonLd } from '../../components/seo/json-ld.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { ArticleSkeleton } from '../../components/ui/skeleton.tsx';
import { PATHS } from '../../config/paths.ts';
import { useBlog } from '../../features/blog/api/blogs.ts';
import { formatBlogDate } from '../../features/blog/utils/format-blog-date.ts';
import { hasErrorCode } from '../../lib/api-client.ts';
import { localisedPath } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { blogPostingStructuredData } from '../../lib/seo/structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import NotFoundPage from './not-found.tsx';
import { usePageTexts } from './texts.ts';

/** Typography of the sanitised blog body (p, h2 to h4, lists, strong, em, blockquote, links). */
const BODY_CLASS = [
  'mt-8 space-y-5 text-base leading-relaxed text-slate-700 sm:text-lg',
  '[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_em]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm [&_hr]:border-slate-200',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_blockquote]:italic',
].join(' ');

/**
 * /blogs/{blog_id}: the full post (title, date, author, cover, body), drawn as a grey outline of
 * the article while it loads. An unknown, hidden or
 * malformed id shows the 'Page not found' page (docs/product/content.md, "Blog"). The body is HTML already
 * sanitised by the API.
 */
export default function BlogDetailPage() {
  const t = usePageTexts();
  const { blogId = '' } = useParams();
  const id = /^\d{1,10}$/.test(blogId) ? Number(blogId) : Number.NaN;
  const { data, error, isPending } = useBlog(id);
  const blog = data?.data;
  const seo = useSeoTexts();
  const language = useLanguage();
  const origin = useSiteOrigin();

  if (!Number.isInteger(id) || id < 1 || hasErrorCode(error, ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION_FAILED)) return <NotFoundPage />;
  if (error) {
    return (
      <p role="alert" className="container-page py-24 text-center text-slate-700">
        <PageHead title={seo('blog.loading')} description={seo('blogs.description')} />
        {t('blog.loadFailed')}
      </p>
    );
  }
  if (isPending || !blog) {
    return (
      <>
        <PageHead title={seo('blog.loading')} description={seo('blogs.description')} />
        <ArticleSkeleton label={t('loading')} />
      </>
    );
  }

  // docs/product/seo.md: the post's title, excerpt and picture in the head, and its BlogPosting block
  const path = `/blogs/${blog.blog_id}`;
  return (
    <article className="container-page max-w-3xl py-10 sm:py-14">
      <PageHead title={blog.blog_title} description={blog.blog_excerpt} image={blog.blog_image || undefined} type="article" path={path} />
      <JsonLd data={blogPostingStructuredData(blog, { url: `${origin}${localisedPath(path, language)}`, origin })} />
      <Link to={PATHS.blogs} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('blog.allBlogs')}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{blog.blog_title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        <time dateTime={blog.created_at}>{formatBlogDate(blog.created_at, language)}</time>
        {blog.blog_author && <span> · {t('blog.by', { author: blog.blog_author })}</span>}
      </p>
      {blog.blog_image && (
        <ResponsiveImage
          path={blog.blog_image}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          width={1600}
          height={900}
          isPriority
          className="mt-8 aspect-video w-full rounded-2xl object-cover"
        />
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises blog bodies to a small allow-list of tags */}
      <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: blog.blog_description }} />
    </article>
  );
}

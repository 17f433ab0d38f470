import type { Blog } from '@realty/contracts/content/blog';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { NoImage, ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useBlogTexts } from '../texts.ts';
import { formatBlogDate } from '../utils/format-blog-date.ts';

/**
 * A blog card: cover (16:9), date, title, excerpt and 'Read More'. The whole title is the link,
 * which opens the post in a new tab (docs/product/content.md route table), announced to screen readers.
 * The card's own words and the date follow the page's language; the post's title and excerpt stay as entered.
 */
export function BlogCard({ blog, headingLevel = 3 }: { blog: Blog; headingLevel?: 2 | 3 }) {
  const t = useBlogTexts();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      {blog.blog_image ? (
        <ResponsiveImage
          path={blog.blog_image}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={1600}
          height={900}
          className="aspect-video w-full object-cover"
        />
      ) : (
        <NoImage className="aspect-video w-full" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600">
          <time dateTime={blog.created_at}>{formatBlogDate(blog.created_at, language)}</time>
          {blog.blog_author && <span> · {blog.blog_author}</span>}
        </p>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-slate-900">
          <Link
            to={PATHS.blog(blog.blog_id)}
            target="_blank"
            rel="noopener noreferrer"
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {blog.blog_title}
            <span className="sr-only">{t('card.newTab')}</span>
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{blog.blog_excerpt}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
          {t('card.readMore')} <ArrowUpRight className="size-4" />
        </span>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-2xl ring-brand-600 group-has-[a:focus-visible]:ring-2"
      />
    </article>
  );
}

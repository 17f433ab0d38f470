import type { Blog } from '@realty/contracts/content/blog';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { BlogCard } from './blog-card.tsx';

/**
 * Recent posts moving one card at a time every 3.5 s (docs/product/content.md): one whole card per view
 * on phones, two from the small breakpoint, and on desktops three on home and four on the blog
 * page from the extra-large breakpoint (§9: wider cards on home than on the blog page).
 */
export function BlogCarousel({
  blogs,
  label,
  desktopStep = 'home',
}: {
  blogs: readonly Blog[];
  label: string;
  desktopStep?: 'home' | 'blog-page';
}) {
  return (
    <Carousel
      label={label}
      items={blogs}
      getKey={(b) => b.blog_id}
      intervalMs={3500}
      slideClassName={desktopStep === 'home' ? 'basis-full sm:basis-1/2 lg:basis-1/3' : 'basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4'}
      renderItem={(blog) => <BlogCard blog={blog} />}
    />
  );
}

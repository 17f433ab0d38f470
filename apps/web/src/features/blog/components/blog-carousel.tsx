import type { Blog } from '@realty/contracts/content/blog';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { BlogCard } from './blog-card.tsx';

/**
 * Recent posts moving every 3.5 s (public-site.md §4), one 300 px card step on phones and
 * `desktopStep` on larger screens (§9: 350 px on home, 320 px on the blog page).
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
      slideClassName={desktopStep === 'home' ? 'basis-[300px] sm:basis-[350px]' : 'basis-[300px] sm:basis-[320px]'}
      renderItem={(blog) => <BlogCard blog={blog} />}
    />
  );
}

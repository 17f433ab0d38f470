import { z } from 'zod';
import { wholeNumber } from '../common/envelope.ts';
import { blogSchema } from './blog.ts';

// the page sizes live in a module without zod, for the blog pages (issue #35)
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE } from './blog-pages.ts';

export { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE };

/** Query of `GET /api/blogs`: `page` (from 1) and `pageSize` (1 to 50, default 12). */
export const listBlogsQuerySchema = z.object({
  page: wholeNumber('Page', 1, 100_000, 1),
  pageSize: wholeNumber('Page size', 1, BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE),
});

/** Shape of {@link listBlogsQuerySchema} after parsing. */
export type ListBlogsQuery = z.infer<typeof listBlogsQuerySchema>;

/**
 * Answer of `GET /api/blogs` (docs/product/content.md "Blog page", §7): one page of Active posts,
 * newest first, with the total count of Active posts.
 */
export const listBlogsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(blogSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Shape of {@link listBlogsResponseSchema}. */
export type ListBlogsResponse = z.infer<typeof listBlogsResponseSchema>;

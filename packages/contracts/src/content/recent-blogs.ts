import { z } from 'zod';
import { blogSchema } from './blog.ts';

/** Most posts `GET /api/blogs/recent` returns. */
export const MAX_RECENT_BLOGS = 12;

/**
 * Answer of `GET /api/blogs/recent` (docs/product/content.md "Blog window on home"): Active posts
 * created within the last month, newest first; when there are none, the posts of the calendar
 * month of the newest Active post. Empty when no post is Active.
 */
export const recentBlogsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(blogSchema),
});

/** Shape of {@link recentBlogsResponseSchema}. */
export type RecentBlogsResponse = z.infer<typeof recentBlogsResponseSchema>;

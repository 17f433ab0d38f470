import { z } from 'zod';
import { blogSchema } from './blog.ts';

/** Path parameters of `GET /api/blogs/{blog_id}`: a positive whole number. */
export const blogIdParamsSchema = z.object({
  blog_id: z.coerce
    .number({ error: 'blog_id must be a whole number' })
    .int('blog_id must be a whole number')
    .min(1, 'blog_id must be 1 or more')
    .max(2_147_483_647, 'blog_id is too large'),
});

/** Message of the 404 for an unknown or hidden post. */
export const BLOG_NOT_FOUND = 'Blog not found.';

/** Answer of `GET /api/blogs/{blog_id}`: one Active post (public-site.md §2 "/blogs/{blog_id}"). */
export const getBlogResponseSchema = z.object({
  success: z.literal(true),
  data: blogSchema,
});

/** Shape of {@link getBlogResponseSchema}. */
export type GetBlogResponse = z.infer<typeof getBlogResponseSchema>;

import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { blogSchema } from './blog.ts';

/** Path parameters of `GET /api/blogs/{blog_id}`: a positive whole number in digits without a leading zero (`common/ids.ts`). */
export const blogIdParamsSchema = z.object({ blog_id: idSchema('Post ID') });

/** Message of the 404 for an unknown or hidden post. */
export const BLOG_NOT_FOUND = 'Blog not found.';

/** Answer of `GET /api/blogs/{blog_id}`: one Active post (docs/product/content.md "/blogs/{blog_id}"). */
export const getBlogResponseSchema = z.object({
  success: z.literal(true),
  data: blogSchema,
});

/** Shape of {@link getBlogResponseSchema}. */
export type GetBlogResponse = z.infer<typeof getBlogResponseSchema>;

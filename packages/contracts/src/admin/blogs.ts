import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';
import { BLOG_STATUSES, blogSchema } from '../content/blog.ts';

/**
 * Blog management in the back office (issue "Staff back office"; public-site.md §3 "Blog"):
 * `GET/POST /api/admin/blogs`, `GET/PUT/DELETE /api/admin/blogs/{id}`, and
 * `POST /api/admin/blogs/{id}/image` (multipart field `image`). Only Active posts are public.
 */

/**
 * Body of create and edit: the formatted body is HTML, sanitised by the server to the blog subset.
 * Title and author are one line; the summary and the body may span lines; control characters are
 * refused ('Title contains characters that are not allowed.').
 */
export const adminBlogInputSchema = z.object({
  blog_title: singleLineText('Title', { error: 'Title is required (3 to 200 characters).', trim: true })
    .min(3, 'Title is required (3 to 200 characters).')
    .max(200, 'Title is required (3 to 200 characters).'),
  blog_excerpt: z.preprocess(
    (v) => v ?? '',
    multiLineText('Summary', { trim: true }).max(300, 'The summary must be at most 300 characters.'),
  ),
  blog_description: multiLineText('Body', { error: 'Write the post body.', trim: true })
    .min(1, 'Write the post body.')
    .max(50_000, 'The post body must be at most 50,000 characters.'),
  blog_status: z.enum(BLOG_STATUSES, { error: 'Status must be Active or Hidden.' }),
  blog_author: z.preprocess((v) => v ?? '', singleLineText('Author', { trim: true }).max(100, 'Author must be at most 100 characters.')),
});
/** Shape of {@link adminBlogInputSchema} after parsing. */
export type AdminBlogInput = z.infer<typeof adminBlogInputSchema>;

/** Answer of `GET /api/admin/blogs`: `{ success, data: list of blogs }` (public-site.md §7), newest first, any status. */
export const adminListBlogsResponseSchema = z.object({ success: z.literal(true), data: z.array(blogSchema) });
/** Shape of {@link adminListBlogsResponseSchema}. */
export type AdminListBlogsResponse = z.infer<typeof adminListBlogsResponseSchema>;

/** Answer of one post (read, create 201, edit, image upload). */
export const adminBlogResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: blogSchema });
/** Shape of {@link adminBlogResponseSchema}. */
export type AdminBlogResponse = z.infer<typeof adminBlogResponseSchema>;

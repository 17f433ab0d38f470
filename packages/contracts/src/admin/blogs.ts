import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';
import { BLOG_STATUSES, blogSchema } from '../content/blog.ts';

/**
 * Blog management in the back office (docs/product/back-office.md; docs/product/back-office.md "Blog"):
 * `GET/POST /api/admin/blogs`, `GET/PUT/DELETE /api/admin/blogs/{id}`, and
 * `POST /api/admin/blogs/{id}/image` (multipart field `image`). Only Active posts are public.
 */

/**
 * Person-facing messages of blog management (docs/product/back-office.md, "Content and inboxes"):
 * the rules of the editor, the 404 of an unknown post (code NOT_FOUND) and the `message` of the
 * success answers.
 */
export const ADMIN_BLOG_MESSAGES = {
  title: 'Title is required (3 to 200 characters).',
  excerptTooLong: 'The summary must be at most 300 characters.',
  /** Also the answer when nothing is left of the body once the server has sanitised it. */
  body: 'Write the post body.',
  bodyTooLong: 'The post body must be at most 50,000 characters.',
  status: 'Status must be Active, Hidden or Draft.',
  authorTooLong: 'Author must be at most 100 characters.',
  notFound: 'Blog post not found.',
  read: 'OK',
  created: 'Blog post created.',
  saved: 'Blog post saved.',
  deleted: 'Blog post deleted.',
  imageUploaded: 'Cover image uploaded.',
} as const;

/**
 * Body of create and edit: the body is Markdown (`## heading`, `**bold**`, lists, links, blank
 * lines between paragraphs), stored as written and rendered by the server to the sanitised blog
 * HTML subset. `blog_status` may be left out: a post is created as a Draft (published when it gets
 * a cover image), and an edit keeps the status it has; Active publishes on purpose.
 * Title and author are one line; the summary and the body may span lines; control characters are
 * refused ('Title contains characters that are not allowed.').
 */
export const adminBlogInputSchema = z.object({
  blog_title: singleLineText('Title', { error: ADMIN_BLOG_MESSAGES.title, trim: true })
    .min(3, ADMIN_BLOG_MESSAGES.title)
    .max(200, ADMIN_BLOG_MESSAGES.title),
  blog_excerpt: z.preprocess((v) => v ?? '', multiLineText('Summary', { trim: true }).max(300, ADMIN_BLOG_MESSAGES.excerptTooLong)),
  blog_description: multiLineText('Body', { error: ADMIN_BLOG_MESSAGES.body, trim: true })
    .min(1, ADMIN_BLOG_MESSAGES.body)
    .max(50_000, ADMIN_BLOG_MESSAGES.bodyTooLong),
  blog_status: z.enum(BLOG_STATUSES, { error: ADMIN_BLOG_MESSAGES.status }).optional(),
  blog_author: z.preprocess((v) => v ?? '', singleLineText('Author', { trim: true }).max(100, ADMIN_BLOG_MESSAGES.authorTooLong)),
});
/** Shape of {@link adminBlogInputSchema} after parsing. */
export type AdminBlogInput = z.infer<typeof adminBlogInputSchema>;

/** Answer of `GET /api/admin/blogs`: `{ success, data: list of blogs }` (docs/product/back-office.md), newest first, any status. */
export const adminListBlogsResponseSchema = z.object({ success: z.literal(true), data: z.array(blogSchema) });
/** Shape of {@link adminListBlogsResponseSchema}. */
export type AdminListBlogsResponse = z.infer<typeof adminListBlogsResponseSchema>;

/** Answer of one post (read, create 201, edit, image upload). */
export const adminBlogResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: blogSchema });
/** Shape of {@link adminBlogResponseSchema}. */
export type AdminBlogResponse = z.infer<typeof adminBlogResponseSchema>;

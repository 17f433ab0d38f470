import { z } from 'zod';

/**
 * Blog statuses: only Active posts are public (docs/product/content.md "Blog"). A new post is a
 * Draft until it gets a cover image or staff publish it (Active) on purpose; Hidden is a post
 * staff took down.
 */
export const BLOG_STATUSES = ['Active', 'Hidden', 'Draft'] as const;

/**
 * A blog post as the public API returns it, with the spec's field names (docs/product/content.md).
 * `blog_description` is the sanitised HTML body (p, br, h2 to h4, ul/ol/li, strong, em, a, blockquote,
 * code), rendered from the Markdown staff wrote; the back office's answers carry the Markdown itself;
 * `blog_image` is a path served under `/server/{path}` (a `media/...webp` path has 480 and 960
 * pixel renditions beside it, see `media/image-variants.ts`).
 */
export const blogSchema = z
  .object({
    blog_id: z.number().int(),
    blog_title: z.string(),
    blog_excerpt: z.string().meta({ description: 'One- or two-sentence summary shown on cards' }),
    blog_description: z
      .string()
      .meta({ description: 'Sanitised HTML body, rendered from the Markdown staff wrote (the back office answers the Markdown itself)' }),
    blog_image: z.string(),
    blog_status: z.string(),
    blog_author: z.string(),
    created_at: z.string().meta({ description: 'ISO 8601 timestamp' }),
  })
  .meta({ id: 'Blog' });

/** A blog post as returned by the blog endpoints. */
export type Blog = z.infer<typeof blogSchema>;

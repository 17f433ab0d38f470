/**
 * Default and largest page sizes of `GET /api/blogs` (docs/product/content.md, "Blog"). Kept
 * free of zod, so that the blog pages, which read the default, load no schema code with their
 * first paint (issue #35, docs/decisions/0033-javascript-budget.md).
 */
export const BLOG_PAGE_SIZE = 12;
/** Largest page size `GET /api/blogs` accepts. */
export const BLOG_MAX_PAGE_SIZE = 50;

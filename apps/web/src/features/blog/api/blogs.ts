import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { BLOG_PAGE_SIZE } from '@realty/contracts/content/blog-pages';
import type { GetBlogResponse } from '@realty/contracts/content/get-blog';
import type { ListBlogsQuery, ListBlogsResponse } from '@realty/contracts/content/list-blogs';
import type { RecentBlogsResponse } from '@realty/contracts/content/recent-blogs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, hasErrorCode, type QueryOf } from '../../../lib/api-client.ts';

/** Query keys of the blog feature. */
export const blogKeys = {
  all: ['blogs'] as const,
  page: (page: number) => ['blogs', 'page', page] as const,
  recent: ['blogs', 'recent'] as const,
  one: (blogId: number) => ['blogs', 'one', blogId] as const,
};

/** Query of `GET /api/blogs` for page `page` (from 1), {@link BLOG_PAGE_SIZE} posts a page; typed by the contract's `listBlogsQuerySchema`. */
export const blogsQuery = (page: number): QueryOf<ListBlogsQuery> => ({ page, pageSize: BLOG_PAGE_SIZE });

/** `GET /api/blogs?page=`: one page of Active posts, newest first (docs/product/content.md, "Blog"). */
export function useBlogs(page: number) {
  return useQuery<ListBlogsResponse>({
    queryKey: blogKeys.page(page),
    queryFn: ({ signal }) =>
      apiRequest('/blogs', {
        query: blogsQuery(page),
        signal,
        schema: async () => (await import('@realty/contracts/content/list-blogs')).listBlogsResponseSchema,
      }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/blogs/recent`: the home blog window (docs/product/content.md, "Blog"). */
export function useRecentBlogs() {
  return useQuery<RecentBlogsResponse>({
    queryKey: blogKeys.recent,
    queryFn: ({ signal }) =>
      apiRequest('/blogs/recent', {
        signal,
        schema: async () => (await import('@realty/contracts/content/recent-blogs')).recentBlogsResponseSchema,
      }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/blogs/{blog_id}`: one Active post; the error is an ApiError with status 404, code NOT_FOUND, for an unknown or hidden post. */
export function useBlog(blogId: number) {
  return useQuery<GetBlogResponse>({
    queryKey: blogKeys.one(blogId),
    queryFn: ({ signal }) =>
      apiRequest(`/blogs/${blogId}`, {
        signal,
        schema: async () => (await import('@realty/contracts/content/get-blog')).getBlogResponseSchema,
      }),
    enabled: Number.isInteger(blogId) && blogId > 0,
    // a 404 drawn by the server stays a 404 in the browser's first render (lib/query-state.ts)
    retryOnMount: false,
    retry: (count, error) => !hasErrorCode(error, ERROR_CODES.NOT_FOUND) && count < 2,
    staleTime: 5 * 60_000,
  });
}

import { type GetBlogResponse, getBlogResponseSchema } from '@realty/contracts/content/get-blog';
import { BLOG_PAGE_SIZE, type ListBlogsResponse, listBlogsResponseSchema } from '@realty/contracts/content/list-blogs';
import { type RecentBlogsResponse, recentBlogsResponseSchema } from '@realty/contracts/content/recent-blogs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query keys of the blog feature. */
export const blogKeys = {
  all: ['blogs'] as const,
  page: (page: number) => ['blogs', 'page', page] as const,
  recent: ['blogs', 'recent'] as const,
  one: (blogId: number) => ['blogs', 'one', blogId] as const,
};

/** `GET /api/blogs?page=`: one page of Active posts, newest first (public-site.md §2 "Blog page"). */
export function useBlogs(page: number) {
  return useQuery<ListBlogsResponse>({
    queryKey: blogKeys.page(page),
    queryFn: ({ signal }) => apiRequest('/blogs', { query: { page, pageSize: BLOG_PAGE_SIZE }, signal, schema: listBlogsResponseSchema }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/blogs/recent`: the home blog window (public-site.md §9). */
export function useRecentBlogs() {
  return useQuery<RecentBlogsResponse>({
    queryKey: blogKeys.recent,
    queryFn: ({ signal }) => apiRequest('/blogs/recent', { signal, schema: recentBlogsResponseSchema }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/blogs/{blog_id}`: one Active post; the error is an ApiError with status 404 for an unknown or hidden post. */
export function useBlog(blogId: number) {
  return useQuery<GetBlogResponse>({
    queryKey: blogKeys.one(blogId),
    queryFn: ({ signal }) => apiRequest(`/blogs/${blogId}`, { signal, schema: getBlogResponseSchema }),
    enabled: Number.isInteger(blogId) && blogId > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    staleTime: 5 * 60_000,
  });
}

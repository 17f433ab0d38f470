import { type AdminBlogInput, adminBlogResponseSchema, adminListBlogsResponseSchema } from '@realty/contracts/admin/blogs';
import { adminMessageResponseSchema } from '@realty/contracts/admin/common';
import { type AdminTeamInput, adminListTeamsResponseSchema, adminTeamResponseSchema } from '@realty/contracts/admin/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const blogsKey = ['admin', 'blogs'] as const;
const teamsKey = ['admin', 'teams'] as const;

/** `GET /api/admin/blogs`: every post, any status, newest first. */
export function useAdminBlogs() {
  return useQuery({
    queryKey: blogsKey,
    queryFn: ({ signal }) => apiRequest('/admin/blogs', { signal, schema: adminListBlogsResponseSchema }),
  });
}

/** `POST /api/admin/blogs` (no id) or `PUT /api/admin/blogs/{id}`. */
export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blogId, body }: { blogId?: number; body: AdminBlogInput }) =>
      apiRequest(blogId ? `/admin/blogs/${blogId}` : '/admin/blogs', {
        method: blogId ? 'PUT' : 'POST',
        body,
        schema: adminBlogResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsKey }),
  });
}

/** `DELETE /api/admin/blogs/{id}`. */
export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blogId: number) => apiRequest(`/admin/blogs/${blogId}`, { method: 'DELETE', schema: adminMessageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsKey }),
  });
}

/** `GET /api/admin/teams`: every member in display order. */
export function useAdminTeams() {
  return useQuery({
    queryKey: teamsKey,
    queryFn: ({ signal }) => apiRequest('/admin/teams', { signal, schema: adminListTeamsResponseSchema }),
  });
}

/** `POST /api/admin/teams` (no id) or `PUT /api/admin/teams/{id}`. */
export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId?: number; body: AdminTeamInput }) =>
      apiRequest(teamId ? `/admin/teams/${teamId}` : '/admin/teams', {
        method: teamId ? 'PUT' : 'POST',
        body,
        schema: adminTeamResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}

/** `DELETE /api/admin/teams/{id}`. */
export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) => apiRequest(`/admin/teams/${teamId}`, { method: 'DELETE', schema: adminMessageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}

/** `PUT /api/admin/teams/order` with every member id in the new order. */
export function useReorderTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamIds: number[]) =>
      apiRequest('/admin/teams/order', { method: 'PUT', body: { team_ids: teamIds }, schema: adminListTeamsResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(teamsKey, answer),
  });
}

/** Re-reads blogs or teams after an image upload made outside TanStack Query. */
export function useRefreshContent() {
  const queryClient = useQueryClient();
  return (what: 'blogs' | 'teams') => queryClient.invalidateQueries({ queryKey: what === 'blogs' ? blogsKey : teamsKey });
}

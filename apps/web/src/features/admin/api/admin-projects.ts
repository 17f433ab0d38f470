import {
  type AdminProject,
  adminProjectListResponseSchema,
  adminProjectResponseSchema,
  type adminProjectsQuerySchema,
  type ReviewProjectBody,
  reviewProjectResponseSchema,
} from '@realty/contracts/builders/admin-projects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type QueryOf } from '../../../lib/api-client.ts';

/**
 * The back office verification of builders' projects (docs/product/builders.md, "Verification"):
 * the queue, one project with its checklist, builder profile and trail, and the decision.
 * Prices arrive as rupees in decimal text ("4500000.00"), areas in square feet, times ISO 8601.
 */

/** Query of `GET /api/admin/projects` (`adminProjectsQuerySchema`): the project status, `submitted` when left out. */
export type AdminProjectsFilter = QueryOf<z.output<typeof adminProjectsQuerySchema>>;

/** A project as staff see it: the builder's project with the checklist and the builder's profile. */
export type { AdminProject };

const projectsKey = ['admin', 'projects'] as const;

/** `GET /api/admin/projects?status=`: the projects of that status, oldest submitted first (previous answer shown while the next loads). */
export function useAdminProjects(filter: AdminProjectsFilter) {
  return useQuery({
    queryKey: [...projectsKey, 'list', filter],
    queryFn: ({ signal }) => apiRequest('/admin/projects', { query: filter, signal, schema: adminProjectListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/admin/projects/{projectId}`: one project with its checklist, builder profile and
 * trail. Fails with the server's ApiError (404 NOT_FOUND for an unknown id); waits while
 * `projectId` is undefined.
 */
export function useAdminProject(projectId: number | undefined) {
  return useQuery({
    queryKey: [...projectsKey, 'one', projectId],
    queryFn: ({ signal }) => apiRequest(`/admin/projects/${projectId}`, { signal, schema: adminProjectResponseSchema }),
    enabled: projectId !== undefined,
  });
}

/**
 * `POST /api/admin/projects/{projectId}/review` `{ decision, comment }`: approve (publishes the
 * listing), request changes or reject; the comment is required for the last two. Fails with the
 * server's ApiError: 400 with `field: 'comment'` for a missing or too long comment, 409
 * INVALID_STATE when the project is no longer submitted. Refreshes the queue and the project.
 */
export function useReviewProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: number; body: ReviewProjectBody }) =>
      apiRequest(`/admin/projects/${projectId}/review`, { method: 'POST', body, schema: reviewProjectResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}

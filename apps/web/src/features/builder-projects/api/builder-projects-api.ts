import { builderProfileResponseSchema } from '@realty/contracts/accounts/builder-profile';
import {
  type Project,
  type ProjectInputDraft,
  type ProjectMediaBody,
  type ProjectSavedResponse,
  projectListResponseSchema,
  projectResponseSchema,
  projectSavedResponseSchema,
} from '@realty/contracts/builders/project';
import { type ListPlacesResponse, listPlacesResponseSchema } from '@realty/contracts/places/places';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A builder's projects over HTTP (docs/product/builders.md, "Projects" and "Builder dashboard"):
 * list, read, create, edit, submit, and the company name of `GET /api/builder/profile`. Every call
 * sends the session cookie; every failure is an `ApiError` carrying the server's `code`,
 * `message` and `field`.
 */

/** Query keys of this feature, so the dashboard and the editor refresh the same data after a change. */
export const builderProjectKeys = {
  all: ['builder-projects'] as const,
  list: () => ['builder-projects', 'list'] as const,
  project: (projectId: number) => ['builder-projects', 'project', projectId] as const,
  profile: () => ['builder-projects', 'profile'] as const,
  places: () => ['builder-projects-places'] as const,
};

/** `GET /api/builder/projects`: the signed-in builder's projects, most recently changed first. */
export function useProjectsQuery(isEnabled = true) {
  return useQuery({
    queryKey: builderProjectKeys.list(),
    queryFn: ({ signal }) => apiRequest('/builder/projects', { signal, schema: projectListResponseSchema }),
    enabled: isEnabled,
  });
}

/** `GET /api/builder/projects/{id}`: one of the builder's projects. @throws ApiError 404 unknown id, 403 NOT_OWNER another builder's. */
export function useProjectQuery(projectId: number | undefined, isEnabled = true) {
  return useQuery({
    queryKey: builderProjectKeys.project(projectId ?? 0),
    queryFn: ({ signal }) => apiRequest(`/builder/projects/${projectId}`, { signal, schema: projectResponseSchema }),
    enabled: isEnabled && projectId !== undefined && Number.isSafeInteger(projectId) && projectId > 0,
  });
}

/** `GET /api/builder/profile`: the builder's company name for the dashboard's heading (undefined while unknown). */
export function useBuilderCompany(isEnabled = true): string | undefined {
  const profile = useQuery({
    queryKey: builderProjectKeys.profile(),
    queryFn: ({ signal }) => apiRequest('/builder/profile', { signal, schema: builderProfileResponseSchema }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
  return profile.data?.user.builder_company;
}

/** `GET /api/places`: the states and cities a project may be in (docs/product/catalogue.md, "Places"). */
export function usePlacesQuery() {
  return useQuery({
    queryKey: builderProjectKeys.places(),
    queryFn: ({ signal }): Promise<ListPlacesResponse> => apiRequest('/places', { signal, schema: listPlacesResponseSchema }),
    staleTime: 60 * 60_000,
  });
}

/** Puts a project as the server answered it into the caches of its page and of the list. */
export function rememberProject(queryClient: QueryClient, project: Project): void {
  queryClient.setQueryData(builderProjectKeys.project(project.project_id), { success: true as const, data: project });
  void queryClient.invalidateQueries({ queryKey: builderProjectKeys.list() });
}

/**
 * Saves a project: `POST /api/builder/projects` without `projectId` (a new draft), else
 * `PUT /api/builder/projects/{id}` (replaces every field; on an approved project it starts a new
 * revision). @throws ApiError 400 naming the field, 409 INVALID_STATE when the project may not be edited.
 */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId?: number | undefined; body: ProjectInputDraft }): Promise<ProjectSavedResponse> =>
      apiRequest(projectId ? `/builder/projects/${projectId}` : '/builder/projects', {
        method: projectId ? 'PUT' : 'POST',
        body,
        schema: projectSavedResponseSchema,
      }),
    onSuccess: (answer) => rememberProject(queryClient, answer.data),
  });
}

/** `POST /api/builder/projects/{id}/submit`: sends a draft or a changed project for verification. @throws ApiError 400 naming a missing field, 409 INVALID_STATE. */
export function useSubmitProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number): Promise<ProjectSavedResponse> =>
      apiRequest(`/builder/projects/${projectId}/submit`, { method: 'POST', schema: projectSavedResponseSchema }),
    onSuccess: (answer) => rememberProject(queryClient, answer.data),
  });
}

/**
 * `PUT /api/builder/projects/{id}/media`: saves the project's photos in a new order (the cover
 * first), or without a removed photo (the shared photo control). @throws ApiError 400 naming the
 * field with a path the project does not have, 409 INVALID_STATE when the project may not be edited.
 */
export function useSaveProjectMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: number; body: ProjectMediaBody }): Promise<ProjectSavedResponse> =>
      apiRequest(`/builder/projects/${projectId}/media`, { method: 'PUT', body, schema: projectSavedResponseSchema }),
    onSuccess: (answer) => rememberProject(queryClient, answer.data),
  });
}

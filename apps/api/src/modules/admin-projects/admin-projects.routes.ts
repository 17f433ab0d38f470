import {
  adminProjectListResponseSchema,
  adminProjectResponseSchema,
  adminProjectsQuerySchema,
  REVIEW_MESSAGES,
  reviewProjectBodySchema,
  reviewProjectResponseSchema,
} from '@realty/contracts/builders/admin-projects';
import { projectParamsSchema } from '@realty/contracts/builders/project';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { getAdminProject, listAdminProjects, reviewProject } from './admin-projects.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['back office'];

/**
 * The verification queue and review of projects (docs/product/builders.md, "Verification"), for
 * editors and admins (guests 401, customers, associates and builders 403):
 * `GET /api/admin/projects?status=submitted` (oldest submitted first, with checklist and builder
 * profile), `GET /api/admin/projects/{id}` and `POST /api/admin/projects/{id}/review`
 * `{ decision, comment }` (409 INVALID_STATE unless submitted).
 * @see docs/product/builders.md
 */
export const adminProjectsRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db, jobs, identity }) => {
  guardStaffRoutes(app);
  app.get(
    '/admin/projects',
    {
      schema: {
        tags,
        summary: 'Projects of a status (submitted by default), oldest submitted first',
        querystring: adminProjectsQuerySchema,
        response: { 200: adminProjectListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listAdminProjects(db, request.query.status) }),
  );
  app.get(
    '/admin/projects/:id',
    {
      schema: {
        tags,
        summary: 'One project with its checklist, builder profile and trail',
        params: projectParamsSchema,
        response: { 200: adminProjectResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getAdminProject(db, request.params.id) }),
  );
  app.post(
    '/admin/projects/:id/review',
    {
      schema: {
        tags,
        summary: 'Approve, request changes or reject a submitted project',
        params: projectParamsSchema,
        body: reviewProjectBodySchema,
        response: { 200: reviewProjectResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      const project = await reviewProject(db, jobs, caller.staffId, request.params.id, request.body, identity.now());
      const message =
        request.body.decision === 'approve'
          ? REVIEW_MESSAGES.approved
          : request.body.decision === 'reject'
            ? REVIEW_MESSAGES.rejected
            : REVIEW_MESSAGES.changesRequested;
      return { success: true as const, message, data: project };
    },
  );
};

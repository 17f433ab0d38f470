import {
  ADMIN_BLOG_MESSAGES,
  adminBlogInputSchema,
  adminBlogResponseSchema,
  adminListBlogsResponseSchema,
} from '@realty/contracts/admin/blogs';
import { adminIdParamsSchema, adminMessageResponseSchema } from '@realty/contracts/admin/common';
import {
  ADMIN_TEAM_MESSAGES,
  adminListTeamsResponseSchema,
  adminTeamInputSchema,
  adminTeamOrderSchema,
  adminTeamResponseSchema,
} from '@realty/contracts/admin/teams';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { takeInOnePhoto } from '../media-intake/intake.service.ts';
import {
  assertTeamMember,
  blogMediaFolder,
  createBlog,
  createTeamMember,
  deleteBlog,
  deleteTeamMember,
  getAdminBlog,
  listAdminBlogs,
  listAdminTeams,
  reorderTeam,
  setBlogImage,
  setTeamPhoto,
  teamMediaFolder,
  updateBlog,
  updateTeamMember,
} from './content.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema };
const tags = ['back office'];

/**
 * Blog and team management for every staff member (docs/product/back-office.md):
 * `/api/admin/blogs[/{id}]`, `/api/admin/blogs/{id}/image`, `/api/admin/teams[/{id}]`,
 * `/api/admin/teams/order`, `/api/admin/teams/{id}/photo`.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export const adminContentRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db, storage, jobs }) => {
  guardStaffRoutes(app);
  app.get(
    '/admin/blogs',
    { schema: { tags, summary: 'Every blog post, any status', response: { 200: adminListBlogsResponseSchema, ...errors } } },
    async () => listAdminBlogs(db),
  );
  app.get(
    '/admin/blogs/:id',
    { schema: { tags, summary: 'One blog post', params: adminIdParamsSchema, response: { 200: adminBlogResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, message: ADMIN_BLOG_MESSAGES.read, data: await getAdminBlog(db, request.params.id) }),
  );
  app.post(
    '/admin/blogs',
    { schema: { tags, summary: 'Create a blog post', body: adminBlogInputSchema, response: { 201: adminBlogResponseSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: ADMIN_BLOG_MESSAGES.created,
        data: await createBlog(db, staffCallerOf(request), request.body),
      }),
  );
  app.put(
    '/admin/blogs/:id',
    {
      schema: {
        tags,
        summary: 'Edit, publish or hide a blog post',
        params: adminIdParamsSchema,
        body: adminBlogInputSchema,
        response: { 200: adminBlogResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_BLOG_MESSAGES.saved,
      data: await updateBlog(db, staffCallerOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/blogs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a blog post',
        params: adminIdParamsSchema,
        response: { 200: adminMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteBlog(db, storage, staffCallerOf(request), request.params.id);
      return { success: true as const, message: ADMIN_BLOG_MESSAGES.deleted };
    },
  );
  app.post(
    '/admin/blogs/:id/image',
    {
      schema: {
        tags,
        summary: 'Upload the cover image (multipart field image)',
        params: adminIdParamsSchema,
        response: { 200: adminBlogResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      await getAdminBlog(db, request.params.id);
      const path = await takeInOnePhoto(request, storage, jobs, { field: 'image', folder: blogMediaFolder(request.params.id) });
      return {
        success: true as const,
        message: ADMIN_BLOG_MESSAGES.imageUploaded,
        data: await setBlogImage(db, storage, caller, request.params.id, path),
      };
    },
  );

  app.get(
    '/admin/teams',
    { schema: { tags, summary: 'Every team member in display order', response: { 200: adminListTeamsResponseSchema, ...errors } } },
    async () => listAdminTeams(db),
  );
  app.post(
    '/admin/teams',
    { schema: { tags, summary: 'Add a team member', body: adminTeamInputSchema, response: { 201: adminTeamResponseSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: ADMIN_TEAM_MESSAGES.added,
        data: await createTeamMember(db, staffCallerOf(request), request.body),
      }),
  );
  app.put(
    '/admin/teams/order',
    {
      schema: {
        tags,
        summary: 'Set the display order',
        body: adminTeamOrderSchema,
        response: { 200: adminListTeamsResponseSchema, ...errors },
      },
    },
    async (request) => reorderTeam(db, staffCallerOf(request), request.body.team_ids),
  );
  app.put(
    '/admin/teams/:id',
    {
      schema: {
        tags,
        summary: 'Edit a team member',
        params: adminIdParamsSchema,
        body: adminTeamInputSchema,
        response: { 200: adminTeamResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_TEAM_MESSAGES.saved,
      data: await updateTeamMember(db, staffCallerOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/teams/:id',
    {
      schema: {
        tags,
        summary: 'Remove a team member',
        params: adminIdParamsSchema,
        response: { 200: adminMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTeamMember(db, storage, staffCallerOf(request), request.params.id);
      return { success: true as const, message: ADMIN_TEAM_MESSAGES.removed };
    },
  );
  app.post(
    '/admin/teams/:id/photo',
    {
      schema: {
        tags,
        summary: 'Upload the profile photo (multipart field photo)',
        params: adminIdParamsSchema,
        response: { 200: adminTeamResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      await assertTeamMember(db, request.params.id);
      const path = await takeInOnePhoto(request, storage, jobs, { field: 'photo', folder: teamMediaFolder(request.params.id) });
      return {
        success: true as const,
        message: ADMIN_TEAM_MESSAGES.photoUploaded,
        data: await setTeamPhoto(db, storage, caller, request.params.id, path),
      };
    },
  );
};

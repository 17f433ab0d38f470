import { adminBlogInputSchema, adminBlogResponseSchema, adminListBlogsResponseSchema } from '@realty/contracts/admin/blogs';
import { adminIdParamsSchema, adminMessageResponseSchema } from '@realty/contracts/admin/common';
import { MAX_PHOTO_BYTES, MEDIA_MESSAGES } from '@realty/contracts/admin/site-media';
import {
  adminListTeamsResponseSchema,
  adminTeamInputSchema,
  adminTeamOrderSchema,
  adminTeamResponseSchema,
} from '@realty/contracts/admin/teams';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { randomStem, renderPhoto } from '../admin-sites/media-files.ts';
import { readUploadedFiles } from '../admin-sites/upload-reader.ts';
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
 * Reads one photo from a multipart request (field `field`), checks it by content and stores its
 * renditions under `folder`. Returns the stored path.
 * @throws AppError 415/413/400 as the listing photo upload does.
 */
async function storeOnePhoto(request: FastifyRequest, storage: FileStorage, field: string, folder: string): Promise<string> {
  const [file] = await readUploadedFiles(request, {
    field,
    maxBytes: MAX_PHOTO_BYTES,
    maxFiles: 1,
    tooLarge: MEDIA_MESSAGES.photoTooLarge,
  });
  if (!file) throw badRequest(MEDIA_MESSAGES.noFile, field);
  const result = await renderPhoto(file.data, `${folder}${randomStem()}`);
  if ('refusal' in result) {
    if (result.refusal === 'too-small') throw badRequest(MEDIA_MESSAGES.photoTooSmall(file.filename), field);
    throw new AppError(415, MEDIA_MESSAGES.notPhoto(file.filename), { field });
  }
  for (const f of result.files) await storage.put(f.path, f.data);
  return result.path;
}

/**
 * Blog and team management for every staff member (issue "Staff back office"):
 * `/api/admin/blogs[/{id}]`, `/api/admin/blogs/{id}/image`, `/api/admin/teams[/{id}]`,
 * `/api/admin/teams/order`, `/api/admin/teams/{id}/photo`.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db, storage }) => {
  guardStaffRoutes(app);
  app.get(
    '/admin/blogs',
    { schema: { tags, summary: 'Every blog post, any status', response: { 200: adminListBlogsResponseSchema, ...errors } } },
    async () => listAdminBlogs(db),
  );
  app.get(
    '/admin/blogs/:id',
    { schema: { tags, summary: 'One blog post', params: adminIdParamsSchema, response: { 200: adminBlogResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, message: 'OK', data: await getAdminBlog(db, request.params.id) }),
  );
  app.post(
    '/admin/blogs',
    { schema: { tags, summary: 'Create a blog post', body: adminBlogInputSchema, response: { 201: adminBlogResponseSchema, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, message: 'Blog post created.', data: await createBlog(db, staffCallerOf(request), request.body) }),
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
      message: 'Blog post saved.',
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
      return { success: true as const, message: 'Blog post deleted.' };
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
      const path = await storeOnePhoto(request, storage, 'image', blogMediaFolder(request.params.id));
      return {
        success: true as const,
        message: 'Cover image uploaded.',
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
        message: 'Team member added.',
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
      message: 'Team member saved.',
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
      return { success: true as const, message: 'Team member removed.' };
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
      const path = await storeOnePhoto(request, storage, 'photo', teamMediaFolder(request.params.id));
      return { success: true as const, message: 'Photo uploaded.', data: await setTeamPhoto(db, storage, caller, request.params.id, path) };
    },
  );
};

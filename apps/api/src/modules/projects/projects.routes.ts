import multipart from '@fastify/multipart';
import {
  PROJECT_MESSAGES,
  projectInputSchema,
  projectListResponseSchema,
  projectMediaBodySchema,
  projectParamsSchema,
  projectResponseSchema,
  projectSavedResponseSchema,
  projectUploadResponseSchema,
} from '@realty/contracts/builders/project';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFileStorage } from '../../providers/storage/create-file-storage.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import { MAX_UPLOAD_BYTES } from '../admin-core/admin-scope.ts';
import { requireBuilder } from '../identity/guards.ts';
import { takeInPdfs, takeInPhotos } from '../media-intake/intake.service.ts';
import type { ModuleOptions } from '../module-options.ts';
import {
  addProjectMedia,
  assertMediaEditable,
  createProject,
  getOwnProject,
  listOwnProjects,
  projectMediaFolder,
  saveProjectMedia,
  submitProject,
  updateProject,
} from './projects.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema };
const tags = ['builders'];

/**
 * A builder's projects (docs/product/builders.md, "Projects"), for signed-in builders only (other
 * roles 403, guests 401): `GET/POST /api/builder/projects`, `GET/PUT /api/builder/projects/{id}`,
 * photo and brochure uploads (`POST …/photos`, field `photos`; `POST …/pdfs`, field `pdfs`;
 * multipart, the back office's checks and limits) and `POST …/{id}/submit`. Another builder's id
 * is 403 NOT_OWNER, an unknown one 404; a change the status does not allow is 409 INVALID_STATE.
 * Uploads are stored with the app's file storage (`storage`, the same as the back office's; built
 * from the settings when not given).
 * @see docs/product/builders.md
 */
export const projectsRoutes: FastifyPluginAsyncZod<ModuleOptions & { storage?: FileStorage }> = async (app, options) => {
  const { db, identity } = options;
  const storage = options.storage ?? createFileStorage(options.env);
  // multipart for this module's uploads only, with the back office's limits
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 20, parts: 40 } });
  // as in the other account modules, input is validated first (400 naming the field), then the
  // handler checks the caller; uploads are read only after that check
  const builderOf = async (request: Parameters<typeof requireBuilder>[0]) => (await requireBuilder(request)).builderId;

  app.get(
    '/builder/projects',
    {
      schema: {
        tags,
        summary: "The builder's own projects, most recently changed first",
        response: { 200: projectListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listOwnProjects(db, await builderOf(request)) }),
  );
  app.post(
    '/builder/projects',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create a project (a draft)',
        body: projectInputSchema,
        response: { 201: projectSavedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const builderId = await builderOf(request);
      const project = await createProject(db, identity.now(), builderId, request.body);
      return reply.status(201).send({ success: true as const, message: PROJECT_MESSAGES.created, data: project });
    },
  );
  app.get(
    '/builder/projects/:id',
    {
      schema: {
        tags,
        summary: 'One own project with its trail and, once listed, its counts',
        params: projectParamsSchema,
        response: { 200: projectResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getOwnProject(db, await builderOf(request), request.params.id) }),
  );
  app.put(
    '/builder/projects/:id',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Edit every field (draft or changes requested; an approved project starts a new revision)',
        params: projectParamsSchema,
        body: projectInputSchema,
        response: { 200: projectSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const builderId = await builderOf(request);
      const { project, newRevision } = await updateProject(db, identity.now(), builderId, request.params.id, request.body);
      return { success: true as const, message: newRevision ? PROJECT_MESSAGES.newRevision : PROJECT_MESSAGES.saved, data: project };
    },
  );
  app.post(
    '/builder/projects/:id/submit',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Submit for verification (from draft or changes requested)',
        params: projectParamsSchema,
        response: { 200: projectSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const builderId = await builderOf(request);
      return {
        success: true as const,
        message: PROJECT_MESSAGES.submitted,
        data: await submitProject(db, identity.now(), builderId, request.params.id),
      };
    },
  );
  app.post(
    '/builder/projects/:id/photos',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Upload photos (multipart field photos; JPEG, PNG, WebP or AVIF, 15 MB each)',
        params: projectParamsSchema,
        response: { 200: projectUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const builderId = await builderOf(request);
      const projectId = request.params.id;
      await assertMediaEditable(db, builderId, projectId);
      const paths = await takeInPhotos(request, storage, options.jobs, { field: 'photos', folder: projectMediaFolder(projectId) });
      const project = await addProjectMedia(db, identity.now(), builderId, projectId, { photos: paths });
      return { success: true as const, message: PROJECT_MESSAGES.photosUploaded(paths.length), data: project, uploaded: paths };
    },
  );
  app.put(
    '/builder/projects/:id/media',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Order photos, choose the cover, remove photos or brochures (draft or changes requested)',
        params: projectParamsSchema,
        body: projectMediaBodySchema,
        response: { 200: projectSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const builderId = await builderOf(request);
      return {
        success: true as const,
        message: PROJECT_MESSAGES.mediaSaved,
        data: await saveProjectMedia(db, identity.now(), builderId, request.params.id, request.body),
      };
    },
  );
  app.post(
    '/builder/projects/:id/pdfs',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Upload brochure PDFs (multipart field pdfs; 20 MB each)',
        params: projectParamsSchema,
        response: { 200: projectUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const builderId = await builderOf(request);
      const projectId = request.params.id;
      await assertMediaEditable(db, builderId, projectId);
      const paths = await takeInPdfs(request, storage, { field: 'pdfs', folder: projectMediaFolder(projectId) });
      const project = await addProjectMedia(db, identity.now(), builderId, projectId, { pdfs: paths });
      return { success: true as const, message: PROJECT_MESSAGES.pdfsUploaded(paths.length), data: project, uploaded: paths };
    },
  );
};

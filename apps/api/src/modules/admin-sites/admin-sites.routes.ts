import { adminIdParamsSchema, adminMessageResponseSchema } from '@realty/contracts/admin/common';
import { adminListSitesQuerySchema, adminListSitesResponseSchema } from '@realty/contracts/admin/list-sites';
import { adminSaveSiteResponseSchema, adminSiteStatusBodySchema } from '@realty/contracts/admin/save-site';
import { siteInputSchema } from '@realty/contracts/admin/site-input';
import {
  adminSiteMediaBodySchema,
  adminUploadResponseSchema,
  MAX_PDF_BYTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_SITE,
  MEDIA_MESSAGES,
} from '@realty/contracts/admin/site-media';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import { getSiteResponseSchema } from '@realty/contracts/sites/get-site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import {
  addSitePdfs,
  addSitePhotos,
  createSite,
  deleteSite,
  getAdminSite,
  listAdminSites,
  loadSite,
  saveSiteMedia,
  setSiteStatus,
  siteMediaFolder,
  updateSite,
} from './admin-sites.service.ts';
import { isPdf, randomStem, renderPhoto } from './media-files.ts';
import { readUploadedFiles } from './upload-reader.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema };
const tags = ['back office'];

/**
 * Listings in the back office (issue "Staff back office"; public-site.md §3, §7), for editors and
 * admins: `GET/POST /api/admin/sites`, `GET/PUT/DELETE /api/admin/sites/{id}`, `PATCH …/status`,
 * photo and brochure uploads (`POST …/photos`, `POST …/pdfs`, multipart) and `PUT …/media`
 * (order, cover, deletion).
 */
export const adminSitesRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db, storage }) => {
  guardStaffRoutes(app);
  app.get(
    '/admin/sites',
    {
      schema: {
        tags,
        summary: 'Listings of any status, searched and paged',
        querystring: adminListSitesQuerySchema,
        response: { 200: adminListSitesResponseSchema, ...errors },
      },
    },
    async (request) => {
      return listAdminSites(db, request.query);
    },
  );
  app.get(
    '/admin/sites/:id',
    {
      schema: {
        tags,
        summary: 'One listing with its related listings',
        params: adminIdParamsSchema,
        response: { 200: getSiteResponseSchema, ...errors },
      },
    },
    async (request) => {
      return getAdminSite(db, request.params.id);
    },
  );
  app.post(
    '/admin/sites',
    { schema: { tags, summary: 'Create a listing', body: siteInputSchema, response: { 201: adminSaveSiteResponseSchema, ...errors } } },
    async (request, reply) => {
      const caller = staffCallerOf(request);
      const site = await createSite(db, caller, request.body);
      return reply.status(201).send({ success: true as const, message: 'Listing created.', data: site });
    },
  );
  app.put(
    '/admin/sites/:id',
    {
      schema: {
        tags,
        summary: 'Edit every field of a listing',
        params: adminIdParamsSchema,
        body: siteInputSchema,
        response: { 200: adminSaveSiteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      return { success: true as const, message: 'Listing saved.', data: await updateSite(db, caller, request.params.id, request.body) };
    },
  );
  app.patch(
    '/admin/sites/:id/status',
    {
      schema: {
        tags,
        summary: 'Change the status (Available, Not Available, Sold)',
        params: adminIdParamsSchema,
        body: adminSiteStatusBodySchema,
        response: { 200: adminSaveSiteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      const site = await setSiteStatus(db, caller, request.params.id, request.body.site_status);
      return { success: true as const, message: `Status set to ${site.site_status}.`, data: site };
    },
  );
  app.delete(
    '/admin/sites/:id',
    {
      schema: {
        tags,
        summary: 'Delete a listing and its uploaded files',
        params: adminIdParamsSchema,
        response: { 200: adminMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      await deleteSite(db, storage, caller, request.params.id);
      return { success: true as const, message: 'Listing deleted.' };
    },
  );
  app.put(
    '/admin/sites/:id/media',
    {
      schema: {
        tags,
        summary: 'Order photos and brochures, choose the cover, delete files',
        params: adminIdParamsSchema,
        body: adminSiteMediaBodySchema,
        response: { 200: adminSaveSiteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      return {
        success: true as const,
        message: MEDIA_MESSAGES.mediaSaved,
        data: await saveSiteMedia(db, storage, caller, request.params.id, request.body),
      };
    },
  );

  app.post(
    '/admin/sites/:id/photos',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Upload photos (multipart field photos; JPEG, PNG, WebP or AVIF, 15 MB each)',
        params: adminIdParamsSchema,
        response: { 200: adminUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      const siteId = request.params.id;
      await loadSite(db, siteId);
      const files = await readUploadedFiles(request, {
        field: 'photos',
        maxBytes: MAX_PHOTO_BYTES,
        maxFiles: 10,
        tooLarge: MEDIA_MESSAGES.photoTooLarge,
      });
      const rendered: { path: string; files: { path: string; data: Buffer }[] }[] = [];
      for (const file of files) {
        const result = await renderPhoto(file.data, `${siteMediaFolder(siteId)}${randomStem()}`);
        if ('refusal' in result) {
          if (result.refusal === 'too-small') throw badRequest(MEDIA_MESSAGES.photoTooSmall(file.filename), 'photos');
          throw new AppError(415, MEDIA_MESSAGES.notPhoto(file.filename), { field: 'photos' });
        }
        rendered.push(result);
      }
      if (rendered.length > MAX_PHOTOS_PER_SITE) throw badRequest(MEDIA_MESSAGES.tooManyPhotos, 'photos');
      for (const photo of rendered) for (const f of photo.files) await storage.put(f.path, f.data);
      const paths = rendered.map((r) => r.path);
      const site = await addSitePhotos(db, caller, siteId, paths);
      return { success: true as const, message: MEDIA_MESSAGES.photosUploaded(paths.length), data: site, uploaded: paths };
    },
  );

  app.post(
    '/admin/sites/:id/pdfs',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Upload brochure PDFs (multipart field pdfs; 20 MB each)',
        params: adminIdParamsSchema,
        response: { 200: adminUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      const siteId = request.params.id;
      await loadSite(db, siteId);
      const files = await readUploadedFiles(request, {
        field: 'pdfs',
        maxBytes: MAX_PDF_BYTES,
        maxFiles: 5,
        tooLarge: MEDIA_MESSAGES.pdfTooLarge,
      });
      for (const file of files) {
        if (!isPdf(file.data)) throw new AppError(415, MEDIA_MESSAGES.notPdf(file.filename), { field: 'pdfs' });
      }
      const paths: string[] = [];
      for (const file of files) {
        const path = `${siteMediaFolder(siteId)}brochure-${randomStem()}.pdf`;
        await storage.put(path, file.data);
        paths.push(path);
      }
      const site = await addSitePdfs(db, caller, siteId, paths);
      return { success: true as const, message: MEDIA_MESSAGES.pdfsUploaded(paths.length), data: site, uploaded: paths };
    },
  );
};

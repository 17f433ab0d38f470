import { adminIdParamsSchema, adminMessageResponseSchema } from '@realty/contracts/admin/common';
import { adminListSitesQuerySchema, adminListSitesResponseSchema } from '@realty/contracts/admin/list-sites';
import { ADMIN_SITE_MESSAGES, adminSiteStatusBodySchema } from '@realty/contracts/admin/save-site';
import { adminGetSiteResponseSchema, adminSiteSavedResponseSchema, siteInputSchema } from '@realty/contracts/admin/site-input';
import { adminSiteMediaBodySchema, adminUploadResponseSchema, MEDIA_MESSAGES } from '@realty/contracts/admin/site-media';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { takeInPdfs, takeInPhotos } from '../media-intake/intake.service.ts';
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

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema };
const tags = ['back office'];

/**
 * Listings in the back office (docs/product/back-office.md; docs/product/back-office.md), for editors and
 * admins: `GET/POST /api/admin/sites`, `GET/PUT/DELETE /api/admin/sites/{id}`, `PATCH …/status`,
 * photo and brochure uploads (`POST …/photos`, `POST …/pdfs`, multipart) and `PUT …/media`
 * (order, cover, deletion).
 * @see docs/product/back-office.md ("Listings")
 */
export const adminSitesRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db, storage, jobs }) => {
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
        response: { 200: adminGetSiteResponseSchema, ...errors },
      },
    },
    async (request) => {
      return getAdminSite(db, request.params.id);
    },
  );
  app.post(
    '/admin/sites',
    { schema: { tags, summary: 'Create a listing', body: siteInputSchema, response: { 201: adminSiteSavedResponseSchema, ...errors } } },
    async (request, reply) => {
      const caller = staffCallerOf(request);
      const site = await createSite(db, caller, request.body);
      return reply.status(201).send({ success: true as const, message: ADMIN_SITE_MESSAGES.created, data: site });
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
        response: { 200: adminSiteSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      return {
        success: true as const,
        message: ADMIN_SITE_MESSAGES.saved,
        data: await updateSite(db, caller, request.params.id, request.body),
      };
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
        response: { 200: adminSiteSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = staffCallerOf(request);
      const site = await setSiteStatus(db, caller, request.params.id, request.body.site_status);
      return { success: true as const, message: ADMIN_SITE_MESSAGES.statusSet(site.site_status), data: site };
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
      return { success: true as const, message: ADMIN_SITE_MESSAGES.deleted };
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
        response: { 200: adminSiteSavedResponseSchema, ...errors },
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
      const paths = await takeInPhotos(request, storage, jobs, { field: 'photos', folder: siteMediaFolder(siteId) });
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
      const paths = await takeInPdfs(request, storage, { field: 'pdfs', folder: siteMediaFolder(siteId) });
      const site = await addSitePdfs(db, caller, siteId, paths);
      return { success: true as const, message: MEDIA_MESSAGES.pdfsUploaded(paths.length), data: site, uploaded: paths };
    },
  );
};

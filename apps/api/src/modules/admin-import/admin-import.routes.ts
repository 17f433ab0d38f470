import {
  IMPORT_MESSAGES,
  importListingsBodySchema,
  importListingsResponseSchema,
  importPreviewResponseSchema,
  MAX_IMPORT_BODY_BYTES,
  MAX_IMPORT_BYTES,
} from '@realty/contracts/admin/import-listings';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { guardStaffRoutes, staffCallerOf } from '../admin-auth/staff-guard.ts';
import type { AdminRouteOptions } from '../admin-core/admin-context.ts';
import { readUploadedFiles } from '../media-intake/intake.service.ts';
import { isText } from './csv.ts';
import { importListings, previewListingsCsv } from './import.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/**
 * CSV import of listings for every staff member (docs/product/back-office.md):
 * `POST /api/admin/import/listings/preview` (multipart field `file`) checks every row without
 * storing anything; `POST /api/admin/import/listings` creates up to 50 checked listings.
 * @see docs/product/back-office.md ("Listings")
 */
export const adminImportRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { db }) => {
  guardStaffRoutes(app);
  app.post(
    '/admin/import/listings/preview',
    {
      schema: {
        tags: ['back office'],
        summary: 'Check a listings CSV and show each row’s problems',
        response: { 200: importPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [file] = await readUploadedFiles(request, {
        field: 'file',
        maxBytes: MAX_IMPORT_BYTES,
        maxFiles: 1,
        tooLarge: IMPORT_MESSAGES.tooLarge,
      });
      if (!file || !isText(file.data)) throw new AppError(415, IMPORT_MESSAGES.notCsv(file?.filename ?? 'file'), { field: 'file' });
      return previewListingsCsv(file.data.toString('utf8'));
    },
  );
  app.post(
    '/admin/import/listings',
    {
      bodyLimit: MAX_IMPORT_BODY_BYTES,
      schema: {
        tags: ['back office'],
        summary: 'Create checked listings (at most 50 per request)',
        body: importListingsBodySchema,
        response: { 201: importListingsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await importListings(db, staffCallerOf(request), request.body.listings);
      return reply.status(201).send({ success: true as const, message: IMPORT_MESSAGES.imported(created.length), created });
    },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { decorateStaffCaller } from '../admin-auth/staff-guard.ts';

/** Largest upload accepted by any back office route (a brochure PDF), in bytes: 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Prepares the scope that app.ts registers every back office module in (docs/product/back-office.md):
 * the staff caller slot of the staff guard and multipart uploads for these routes only. The
 * public contact form (`POST /api/admin/contacts`) belongs to the contacts module, outside it.
 */
export async function prepareAdminScope(scope: FastifyInstance): Promise<void> {
  decorateStaffCaller(scope);
  await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 20, parts: 40 } });
}
